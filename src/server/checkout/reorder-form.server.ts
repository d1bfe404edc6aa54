/**
 * The answer to the 'Beli Lagi' form posted before the app has loaded (ADR 007; the form is on
 * the order page, the route is `src/routes/keranjang.dari-pesanan.$id.ts`). It ends where the
 * app's own press ends: on the order page, whose address says what went in and what changed
 * (`?beli-lagi=…`), or `?beli-lagi=gagal` when the API refused. A visitor goes to sign in and
 * back to the order. Every answer is a 303, so a reload never posts the form again.
 */
import { isApiError, namesNothing } from '../../../contract/errors'
import { reorder } from '../../api/checkout/calls'
import { signInHref } from '../../lib/auth/sign-in-href'
import { encodeReorderOutcome } from '../../lib/checkout/reorder-outcome'
import { REORDER_FAILED, REORDER_PARAM } from '../../lib/checkout/reorder-param'
import { clearSession, readSessionToken } from '../auth/session.server'
import { FOREIGN_REFUSED, fromThisSite, plainText, seeOther } from '../http/page-form.server'

const ORDER_ID = /^[\w-]{1,64}$/

export async function reorderFromForm(request: Request, orderId: string): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  if (!ORDER_ID.test(orderId)) return plainText(404, 'Pesanan tidak ditemukan.')
  const orderPage = `/akun/pesanan/${orderId}`
  const token = readSessionToken()
  if (!token) return seeOther(signInHref({ href: orderPage }, { params: {} }))
  try {
    const { lines } = await reorder(token, orderId)
    return seeOther(
      `${orderPage}?${REORDER_PARAM}=${encodeURIComponent(encodeReorderOutcome(lines))}`,
    )
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      return seeOther(signInHref({ href: orderPage }, { params: {} }))
    }
    if (namesNothing(error)) return seeOther(orderPage)
    // The page says it in its own words; the log keeps a failure that was not the member's.
    if (!isApiError(error, 409)) console.error('Beli Lagi from the form failed:', error)
    return seeOther(`${orderPage}?${REORDER_PARAM}=${REORDER_FAILED}`)
  }
}
