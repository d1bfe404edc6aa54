/**
 * The notifications' addresses that work before the app's JavaScript has loaded (ADR 007):
 * 'Tandai semua sudah dibaca' is a form posted to a page address, and opening a notification is a
 * plain link through an address that marks it read and goes on to its page.
 */
export const READ_ALL_FORM_PATH = '/notifikasi/tandai-semua'
/** The form carries no field: any body past this is not ours. */
export const READ_ALL_FORM_MAX_BODY_BYTES = 1024

/** Opens a notification: marked read, then its page (`src/routes/notifikasi/buka.$id.ts`). */
export function openNotificationHref(id: string): string {
  return `/notifikasi/buka/${encodeURIComponent(id)}`
}

/** Where the badge's live count comes from (`src/routes/notifikasi/kanal.ts`). */
export const BADGE_STREAM_PATH = '/notifikasi/kanal'
