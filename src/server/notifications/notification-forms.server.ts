/**
 * The notifications' page addresses on the server: 'Tandai semua sudah dibaca' posted as a form,
 * and a notification opened through its link. Both work without the app's JavaScript (ADR 007)
 * and answer 303, so a reload never repeats them.
 */
import { isApiError } from '../../../contract/errors'
import { markAllNotificationsRead, markNotificationRead } from '../../api/notifications/calls'
import { signInHref } from '../../lib/auth/sign-in-href'
import { clearSession, readSessionToken } from '../auth/session.server'
import { FOREIGN_REFUSED, fromThisSite, plainText, seeOther } from '../http/page-form.server'

const LIST = '/notifikasi'
const signIn = () => seeOther(signInHref({ href: LIST }, { params: {} }))

export async function markAllReadFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const token = readSessionToken()
  if (!token) return signIn()
  try {
    await markAllNotificationsRead(token)
    return seeOther(LIST)
  } catch (error) {
    if (!isApiError(error, 401)) throw error
    clearSession()
    return signIn()
  }
}

/**
 * Marks the notification read and goes to its page; back to the list when it has none or names
 * another site (only our own paths are followed, so a link can never lead away).
 */
export async function openNotification(id: string): Promise<Response> {
  const token = readSessionToken()
  if (!token) return signIn()
  try {
    const notification = await markNotificationRead(token, id)
    const url = notification.url
    return seeOther(url?.startsWith('/') && !url.startsWith('//') ? url : LIST)
  } catch (error) {
    if (isApiError(error, 404)) return seeOther(LIST)
    if (!isApiError(error, 401)) throw error
    clearSession()
    return signIn()
  }
}
