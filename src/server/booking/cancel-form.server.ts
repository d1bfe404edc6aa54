/**
 * The answer to the cancel form posted before the app has loaded (ADR 007; the form:
 * `src/components/booking/cancel-booking.tsx`, the route: `src/routes/_member/akun_.booking.batalkan.ts`).
 * It ends where the app's own cancel ends, on the pass:
 *
 * - the booking is cancelled and the member lands on its pass (`?batal=ok`), which now says it is
 *   no longer valid;
 * - a refusal (inside the cut-off, rescheduled meanwhile) or a failure lands on the pass with
 *   `?batal=gagal`; the pass says why it cannot be cancelled (the booking's `cancelRefusal`);
 * - a visitor, or a member whose session the API no longer accepts (cleared, spec §8), goes to
 *   sign in and back to the pass, where they press again.
 *
 * The key is made here, per post: a form posted twice is two requests, and the second finds the
 * booking already cancelled, which the API answers as it is (cancelling is idempotent by state).
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { BookingNumber, CancelBookingInput } from '../../../contract/booking/schemas'
import { isApiError } from '../../../contract/errors'
import { cancelBooking } from '../../api/booking/calls'
import { clearSession, readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { refusal } from '../http/refusal'
import { CANCEL_FORM_FIELDS, CANCEL_FORM_OUTCOME } from './cancel-form'

const FORM_REFUSED =
  'Data pembatalan tidak dikenali. Kembali ke halaman booking, lalu tekan lagi Batalkan Booking.'

const CancelForm = v.object({ bookingNumber: BookingNumber, body: CancelBookingInput })

export async function cancelFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const form = await readForm(request)
  if (!form) return plainText(400, FORM_REFUSED)

  const pass = `/akun/booking/${form.bookingNumber}`
  const signIn = `/masuk?${new URLSearchParams({ redirect: pass })}`
  const token = readSessionToken()
  if (!token) return seeOther(signIn)
  try {
    await cancelBooking(token, form.bookingNumber, form.body, randomUUID())
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      return seeOther(signIn)
    }
    // A refusal is the member's to read on the pass; anything else the log keeps too.
    if (!refusal(error)) console.error('Cancelling a booking from the form failed:', error)
    return seeOther(`${pass}?${CANCEL_FORM_OUTCOME}=gagal`)
  }
  return seeOther(`${pass}?${CANCEL_FORM_OUTCOME}=ok`)
}

async function readForm(request: Request) {
  const data = await postedForm(request)
  if (!data) return null
  const reason = data.get(CANCEL_FORM_FIELDS.reason)
  const result = v.safeParse(CancelForm, {
    bookingNumber: data.get(CANCEL_FORM_FIELDS.bookingNumber),
    body: typeof reason === 'string' && reason.trim() !== '' ? { reason } : {},
  })
  return result.success ? result.output : null
}
