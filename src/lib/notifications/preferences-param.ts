/**
 * The preferences page's address and its `?tersimpan=1` (the choices were saved), apart from the
 * form's reader (preferences-form.ts), so the route's search check, which every page loads with
 * the route tree, does not bring the notification kinds' schemas with it.
 */
export const PREFERENCES_PAGE_PATH = '/akun/notifikasi'
/** The page says the choices were saved. */
export const PREFERENCES_SAVED_PARAM = 'tersimpan'
