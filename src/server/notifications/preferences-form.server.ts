/**
 * The preferences form posted before the app has loaded (ADR 007; the page:
 * `src/routes/_member/akun_.notifikasi.tsx`, the route: `src/routes/akun_.notifikasi.simpan.ts`).
 * It saves through the API with the session's token and goes back (303) to the page, which says
 * the choices were saved. Signed out, the member signs in and comes back to the page.
 */

import { isApiError } from '../../../contract/errors'
import { saveNotificationPreferences } from '../../api/notifications/channel-calls'
import { readPreferencesForm } from '../../lib/notifications/preferences-form'
import {
  PREFERENCES_PAGE_PATH,
  PREFERENCES_SAVED_PARAM,
} from '../../lib/notifications/preferences-param'
import { readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'

const FORM_REFUSED =
  'Pilihan notifikasi tidak dikenali. Kembali ke halaman Notifikasi, lalu simpan lagi.'
const SIGN_IN_AGAIN = `/masuk?redirect=${encodeURIComponent(PREFERENCES_PAGE_PATH)}`

export async function savePreferencesFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const data = await postedForm(request)
  const choices = data ? readPreferencesForm(data) : null
  if (!choices) return plainText(400, FORM_REFUSED)
  const token = readSessionToken()
  if (!token) return seeOther(SIGN_IN_AGAIN)
  try {
    await saveNotificationPreferences(token, { choices })
  } catch (error) {
    if (isApiError(error, 401)) return seeOther(SIGN_IN_AGAIN)
    // A locked topic or a field the API refuses: the form never sends one, a hand-made post does.
    if (isApiError(error, 400)) return plainText(400, error.message)
    throw error
  }
  return seeOther(`${PREFERENCES_PAGE_PATH}?${PREFERENCES_SAVED_PARAM}=1`)
}
