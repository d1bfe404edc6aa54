/**
 * Failures on request, for tests of the web app's error paths (spec §4: "other errors show
 * nothing"). Outside production, a request carrying `x-diri-fault: <name>` (several names may be
 * comma-separated) makes the call that checks `<name>` fail with the usual 500 body. The answer
 * carries `x-diri-fault-injected: <name>`, so a developer reading it knows the failure was asked
 * for; it is not reported as an unexpected error. In production the header is ignored.
 */
import type { Context } from 'hono'
import type { ApiDeps } from '../deps'
import { ApiProblem, MESSAGES } from './problem'

export const FAULT_HEADER = 'x-diri-fault'
export const FAULT_INJECTED_HEADER = 'x-diri-fault-injected'

/**
 * The calls that can be made to fail, named by what fails:
 * - 'consults-exists': `GET /v2/consults/exists`;
 * - 'consult-questionnaire': `GET /v2/consults/{id}/questionnaire` (the questionnaire page's load);
 * - 'clinic-summary': `GET /v2/public/misc/summary` (the clinic landing's counts);
 * - 'clinic-treatments': `GET /v2/clinic-treatment-list-page/treatments`;
 * - 'clinic-offline-clinics': `GET /v2/public/misc/offline-clinics`;
 * - 'clinic-branch-provinces': `GET /v2/public/misc/branch-detail-provinces`;
 * - 'clinic-testimonies': `GET /v2/public/clinic-testimonies`;
 * - 'clinic-teams': `GET /v2/public/misc/offline-clinic-teams`;
 * - 'auth-me': `GET /auth/me` (the session lookup: the page then cannot say who is signed in);
 * - 'notifications': `GET /notifications` (spec §8: the web app then drops the session).
 * The clinic ones are the lists the web app swallows into a retry block (spec §8).
 * The checkout's calls, one name each, so a model-based replay (tests/qa/models/checkout.model.ts)
 * can put the checkout through each of its load failures, the first load's walk on the server
 * included: 'checkout-settings' (`GET /v2/member/settings/checkout`), 'promo-best'
 * (`POST /v2/promotions/apply-best-promo`), 'promo-apply' (`POST /orders/apply-promo`),
 * 'addresses' (`GET /addresses`), 'shipping-rates' (`POST /v2/orders/shipping-rate`),
 * 'payment-methods' (`POST /v2/member/misc/payment-methods`), 'order-place'
 * (`POST /orders/checkout/cart`), 'order-read' (`GET /orders/{id}`) and 'order-pay-again'
 * (`POST /orders/{id}/payments`).
 * The booking flow's reads, one name each, for the same reason (tests/qa/models/booking.model.ts:
 * the booking page runs its machine on the server until the first step rests, so its first
 * loads fail only this way): 'booking-config' (`GET /v2/member/offline-clinic-booking/config`),
 * 'booking-cart' (`GET /v2/member/offline-clinic-booking-cart`), 'booking-cart-save'
 * (`POST /v2/member/offline-clinic-booking-cart`, a Booking button's choices saved on load),
 * 'booking-read' (`GET /v2/member/offline-clinic-booking/{bookingNumber}`, the booking to move),
 * 'booking-rebook' (`POST …/{bookingNumber}/rebook`), 'booking-clinic'
 * (`GET /v2/member/offline-clinics/{id}`), 'booking-dates' (`GET …/get-available-dates`) and
 * 'booking-times' (`POST …/get-available-schedule`). The branch list is 'clinic-offline-clinics'.
 */
export type FaultName =
  | 'consults-exists'
  | 'consult-questionnaire'
  | 'clinic-summary'
  | 'clinic-treatments'
  | 'clinic-offline-clinics'
  | 'clinic-branch-provinces'
  | 'clinic-testimonies'
  | 'clinic-teams'
  | 'auth-me'
  | 'notifications'
  | 'checkout-settings'
  | 'promo-best'
  | 'promo-apply'
  | 'addresses'
  | 'shipping-rates'
  | 'payment-methods'
  | 'order-place'
  | 'order-read'
  | 'order-pay-again'
  | 'booking-config'
  | 'booking-cart'
  | 'booking-cart-save'
  | 'booking-read'
  | 'booking-rebook'
  | 'booking-clinic'
  | 'booking-dates'
  | 'booking-times'

/** Throws the 500 when the request asks for `name` to fail and injection is on. */
export function failIfRequested(
  deps: Pick<ApiDeps, 'faultInjection'>,
  c: Context,
  name: FaultName,
) {
  if (!deps.faultInjection) return
  const requested = (c.req.header(FAULT_HEADER) ?? '').split(',').map((entry) => entry.trim())
  if (requested.includes(name)) {
    throw new ApiProblem(500, MESSAGES.internal, undefined, { [FAULT_INJECTED_HEADER]: name })
  }
}
