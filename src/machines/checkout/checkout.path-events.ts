/**
 * The events the checkout graph is walked with: every event the machine handles, and what each
 * of its invoked actors can answer (a success, the refusals it models, a failure).
 *
 * Few variants on purpose: the graph's vertices are state and context together, so each variant
 * multiplies what follows it. The choices converge (a saved progress holds what a first visit
 * chooses with these events), which keeps the graph to a few thousand vertices.
 */

import type { Address } from '../../../contract/addresses/schemas'
import type {
  BestPromo,
  Order,
  PaymentMethods,
  ShippingRates,
} from '../../../contract/checkout/schemas'
import type { EventFixtures } from '../../../tests/support/machine-paths/path-testing'
import { type ActorEvent, answers, failures, IDEMPOTENCY_KEY } from '../shared/actor-fixtures'
import {
  ADDRESS_HOME,
  ADDRESS_OFFICE,
  addresses,
  bestPromo,
  card,
  codeApplied,
  codeRefused,
  firstVisit,
  notReadyCart,
  orderAwaitingVa,
  orderCardChallenge,
  orderExpired,
  orderFailed,
  orderPaidByVa,
  orderPaymentFailed,
  paymentMethods,
  readyCart,
  refusedForPrice,
  refusedForStock,
  refusedOther,
  savedAtReview,
  savedAwaitingPayment,
  shippingRates,
} from './checkout.fixtures'
import {
  type ApplyPromoCodeOutput,
  CHECKOUT_STEPS,
  type CheckoutEvent,
  type LoadCheckoutOutput,
  type NewIdempotencyKeyOutput,
  type PayAgainOutput,
  type PlaceOrderOutput,
  type TokenizeCardOutput,
} from './checkout.model'

/** The delayed event of the open payment's poll (`after: { pollInterval }` in `waiting`). */
export const POLL_EVENT = 'xstate.after.pollInterval.checkout.awaitingPayment.waiting'

export type CheckoutPathEvent =
  | CheckoutEvent
  | { type: typeof POLL_EVENT }
  | ActorEvent<'loadCheckout', LoadCheckoutOutput>
  | ActorEvent<'findBestPromo', BestPromo>
  | ActorEvent<'applyPromoCode', ApplyPromoCodeOutput>
  | ActorEvent<'loadAddresses', Address[]>
  | ActorEvent<'loadShippingRates', ShippingRates>
  | ActorEvent<'loadPaymentMethods', PaymentMethods>
  | ActorEvent<'newIdempotencyKey', NewIdempotencyKeyOutput>
  | ActorEvent<'tokenizeCard', TokenizeCardOutput>
  | ActorEvent<'placeOrder', PlaceOrderOutput>
  | ActorEvent<'refreshOrder', Order>
  | ActorEvent<'payAgain', PayAgainOutput>

export const checkoutEvents = {
  CART_CHANGED: [
    { type: 'CART_CHANGED', cart: notReadyCart },
    { type: 'CART_CHANGED', cart: readyCart },
  ],
  NEXT: [{ type: 'NEXT' }],
  BACK: [{ type: 'BACK' }],
  RETRY: [{ type: 'RETRY' }],
  // Typed as people type: lowercase, with spaces (spec §5 uppercases before sending).
  APPLY_CODE: [{ type: 'APPLY_CODE', code: ' hemat20 ' }],
  REMOVE_CODE: [{ type: 'REMOVE_CODE' }],
  DECLINE_PROMO: [{ type: 'DECLINE_PROMO' }],
  USE_BEST: [{ type: 'USE_BEST' }],
  SELECT_ADDRESS: [{ type: 'SELECT_ADDRESS', addressId: ADDRESS_OFFICE }],
  ADDRESS_SAVED: [{ type: 'ADDRESS_SAVED', addressId: ADDRESS_HOME }],
  SELECT_COURIER: [{ type: 'SELECT_COURIER', courierId: 'jne-reg' }],
  SELECT_PAYMENT_METHOD: [
    { type: 'SELECT_PAYMENT_METHOD', methodId: 'card' },
    { type: 'SELECT_PAYMENT_METHOD', methodId: 'va-bca' },
  ],
  PLACE: [{ type: 'PLACE' }, { type: 'PLACE', card }],
  EDIT: [
    { type: 'EDIT', step: 'cart' },
    { type: 'EDIT', step: 'promo' },
    { type: 'EDIT', step: 'address' },
    { type: 'EDIT', step: 'shipping' },
    { type: 'EDIT', step: 'payment' },
  ],
  PAYMENT_RESULT: [{ type: 'PAYMENT_RESULT' }],
  PAY_AGAIN: [
    { type: 'PAY_AGAIN', methodId: 'card', card },
    { type: 'PAY_AGAIN', methodId: 'va-bca' },
  ],
  [POLL_EVENT]: [{ type: POLL_EVENT }],
  // Back and Forward in the browser: to each step.
  'STEP.VISIT': CHECKOUT_STEPS.map((step) => ({ type: 'STEP.VISIT' as const, step })),

  'xstate.done.actor.loadCheckout': answers(
    'loadCheckout',
    firstVisit,
    savedAtReview,
    savedAwaitingPayment,
  ),
  'xstate.error.actor.loadCheckout': failures('loadCheckout'),
  'xstate.done.actor.findBestPromo': answers('findBestPromo', bestPromo),
  'xstate.error.actor.findBestPromo': failures('findBestPromo'),
  'xstate.done.actor.applyPromoCode': answers('applyPromoCode', codeApplied, codeRefused),
  'xstate.error.actor.applyPromoCode': failures('applyPromoCode'),
  'xstate.done.actor.loadAddresses': answers('loadAddresses', addresses),
  'xstate.error.actor.loadAddresses': failures('loadAddresses'),
  'xstate.done.actor.loadShippingRates': answers('loadShippingRates', shippingRates),
  'xstate.error.actor.loadShippingRates': failures('loadShippingRates'),
  'xstate.done.actor.loadPaymentMethods': answers('loadPaymentMethods', paymentMethods),
  'xstate.error.actor.loadPaymentMethods': failures('loadPaymentMethods'),
  'xstate.done.actor.newIdempotencyKey': answers('newIdempotencyKey', IDEMPOTENCY_KEY),
  'xstate.error.actor.newIdempotencyKey': failures('newIdempotencyKey'),
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { ok: true, token: 'tok_sim_4f9a2c81d7e3' } },
    {
      type: 'xstate.done.actor.tokenizeCard',
      output: { ok: false, message: 'Nomor kartu tidak valid. Periksa lagi 16 angkanya.' },
    },
  ],
  'xstate.error.actor.tokenizeCard': failures('tokenizeCard'),
  'xstate.done.actor.placeOrder': answers(
    'placeOrder',
    { ok: true, order: orderCardChallenge },
    { ok: true, order: orderAwaitingVa },
    refusedForStock,
    refusedForPrice,
    refusedOther,
  ),
  'xstate.error.actor.placeOrder': failures('placeOrder'),
  'xstate.done.actor.refreshOrder': answers(
    'refreshOrder',
    orderPaidByVa,
    orderExpired,
    orderFailed,
    orderPaymentFailed,
    orderAwaitingVa,
  ),
  'xstate.error.actor.refreshOrder': failures('refreshOrder'),
  'xstate.done.actor.payAgain': [
    { type: 'xstate.done.actor.payAgain', output: { ok: true, order: orderAwaitingVa } },
    {
      type: 'xstate.done.actor.payAgain',
      output: { ok: false, message: 'Kartu ditolak oleh bank penerbit. Coba metode lain.' },
    },
  ],
  'xstate.error.actor.payAgain': failures('payAgain'),
} satisfies EventFixtures<CheckoutPathEvent>

export const checkoutFixtureList = Object.values(checkoutEvents).flat()

/**
 * Where nobody can act while the checkout's paths are generated: a resume walk (`resumeTo` set).
 * The first load's walk runs in the route's loader, on the server, before any page, button or
 * history entry exists, so a person's event there (Back, a link to a step) is a path the app can
 * never take; without this the shortest way to every step past the promo is such a path. The
 * walks a person starts later (Forward to a later step, a refused order's reload) are left
 * alone too: every transition a person's event takes during one (BACK, STEP.VISIT) is the
 * step's own, which the paths take from the step's `ready` as well.
 */
export const checkoutNobodyActs = (snapshot: { context: { resumeTo: unknown } }) =>
  snapshot.context.resumeTo !== null
