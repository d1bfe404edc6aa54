/**
 * What the checkout page reads of the machine: pure functions of its snapshot, for
 * `useSelector(actor, selectStep)`. Derived here rather than kept in the context, so that they
 * cannot drift out of step with the state they describe. Each returns a primitive or a value the
 * context holds as it is (unchanged until the machine assigns it again), or is read with
 * `shallowEqual`, so that the page re-renders only when what it shows changes.
 */
import type { CheckoutStep, PromoApplication } from '../../../contract/checkout/schemas'
import type { Cart } from '../../../contract/shop/schemas'
import type { CheckoutSnapshot } from './checkout.machine'
import {
  appliedPromoOf,
  CHECKOUT_STEPS,
  type CheckoutContext,
  type CheckoutSlug,
  type CheckoutTotals,
  chosenMethodOf,
  chosenRateOf,
  type NumberedStep,
  POLL_FAILURES_BEFORE_NOTICE,
  totalsOf,
} from './checkout.model'
import { slugOfValue } from './checkout.steps'

export type CheckoutPhase =
  | CheckoutStep
  | 'loading'
  | 'placing'
  | 'paid'
  | 'failed'
  | 'expired'
  | 'signInRequired'

export interface CheckoutStepView {
  step: CheckoutPhase
  /** 'Langkah {number} dari {total}'; null where the page shows no step count. */
  number: number | null
  total: number
}

/** The top-level state: the step the page shows. */
export function phaseOf(snapshot: { value: unknown }): CheckoutPhase {
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as CheckoutPhase
}

const STEP_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  CHECKOUT_STEPS.map((step, index) => [step, index + 1]),
)

/** Where the member is, as 'Langkah N dari 6' (cart 1 … review 6; placing is still review's). */
export function selectStep(snapshot: CheckoutSnapshot): CheckoutStepView {
  const step = phaseOf(snapshot)
  const number = STEP_NUMBERS[step === 'placing' ? 'review' : step] ?? null
  return { step, number, total: CHECKOUT_STEPS.length }
}

/**
 * The step as the address names it (`?langkah=`): placing is still review's; the placed order's
 * payment and its outcome are one address; null between steps (the first load, signing in).
 */
export function selectStepSlug(snapshot: CheckoutSnapshot): CheckoutSlug | null {
  return slugOfValue(snapshot)
}

/** subtotal − discount + shippingCost: the cart's, or the placed order's once there is one. */
export function selectTotals(snapshot: CheckoutSnapshot): CheckoutTotals {
  return totalsOf(snapshot.context)
}

/** The promotion that counts: the code's if one applies, else the best unless declined. */
export function selectAppliedPromo(snapshot: CheckoutSnapshot): PromoApplication | null {
  return appliedPromoOf(snapshot.context)
}

/** Something the member asked for is on its way: buttons wait, a spinner shows. */
export function selectIsBusy(snapshot: CheckoutSnapshot): boolean {
  return snapshot.hasTag('busy')
}

/** A step's data failed to load: whether 'Coba lagi' is still offered ('Coba lagi nanti' if not). */
export function selectCanRetry(snapshot: CheckoutSnapshot): boolean {
  return snapshot.can({ type: 'RETRY' })
}

/** The payment's status could not be checked several times in a row: say so (polling goes on). */
export function selectPollTrouble(snapshot: CheckoutSnapshot): boolean {
  return snapshot.context.pollFailures >= POLL_FAILURES_BEFORE_NOTICE
}

/** The steps that load their data before the member chooses. */
type LoadingStep = 'promo' | 'address' | 'shipping' | 'payment'
const LOADING_STEPS: ReadonlySet<CheckoutPhase> = new Set([
  'promo',
  'address',
  'shipping',
  'payment',
])

/** Which part of the current step the machine is in: its data loading, failed, or ready. */
export function selectStepStatus(snapshot: CheckoutSnapshot): 'loading' | 'ready' | 'failed' {
  const step = phaseOf(snapshot)
  if (!LOADING_STEPS.has(step)) return 'ready'
  const name = step as LoadingStep
  if (snapshot.matches({ [name]: 'loading' } as never)) return 'loading'
  if (snapshot.matches({ [name]: 'failed' } as never)) return 'failed'
  return 'ready'
}

/** The first load of the page (the checkout and its cart) failed. */
export function selectLoadFailed(snapshot: CheckoutSnapshot): boolean {
  return snapshot.matches({ loading: 'failed' })
}

/** 'Coba lagi' presses left on a step whose data failed to load; 0 once it is not offered. */
export function selectRetriesLeft(snapshot: CheckoutSnapshot): number {
  return selectCanRetry(snapshot) ? snapshot.context.retriesLeft : 0
}

/** While paying: waiting for the payment, told it failed, or paying again. */
export function selectPaymentPhase(
  snapshot: CheckoutSnapshot,
): 'waiting' | 'paymentFailed' | 'payingAgain' {
  if (snapshot.matches({ awaitingPayment: 'paymentFailed' })) return 'paymentFailed'
  if (snapshot.matches({ awaitingPayment: 'payingAgain' })) return 'payingAgain'
  return 'waiting'
}

/** The member's cart as last loaded or handed in by the page. */
export function selectCart(snapshot: CheckoutSnapshot): Cart | null {
  return snapshot.context.cart
}

/** The order placed, once there is one. */
export function selectOrder(snapshot: CheckoutSnapshot): CheckoutContext['order'] {
  return snapshot.context.order
}

/** Why the last attempt to place the order (or to pay again) did not go through. */
export function selectPlaceError(snapshot: CheckoutSnapshot): string | null {
  return snapshot.context.placeError
}

/** What the promotion step shows (read with `shallowEqual`). */
export function selectPromoChoices(snapshot: CheckoutSnapshot) {
  const { bestPromo, codePromo, codeError, promoDeclined } = snapshot.context
  return {
    best: bestPromo,
    code: codePromo,
    codeError,
    applying: snapshot.matches({ promo: 'applying' }),
    declined: promoDeclined,
  }
}

/** The address step's list and choice (read with `shallowEqual`). */
export function selectAddressChoices(snapshot: CheckoutSnapshot) {
  return { addresses: snapshot.context.addresses, selectedId: snapshot.context.addressId }
}

/** The shipping step's rates and choice (read with `shallowEqual`). */
export function selectShippingChoices(snapshot: CheckoutSnapshot) {
  return { rates: snapshot.context.shippingRates, selectedId: snapshot.context.courierId }
}

/** The payment step's methods and choice (read with `shallowEqual`). */
export function selectPaymentChoices(snapshot: CheckoutSnapshot) {
  return { methods: snapshot.context.paymentMethods, selectedId: snapshot.context.paymentMethodId }
}

/** The cart's items that go into the order: chosen and available (read with `shallowEqual`). */
export function selectChosenItems(snapshot: CheckoutSnapshot) {
  return (
    snapshot.context.cart?.data.filter(
      (item) => item.selected && item.availability === 'available',
    ) ?? []
  )
}

/**
 * The API's refusals of an order's items, by product id (read with `shallowEqual`): a refusal
 * names an item by its place among the chosen items (`products.1.qty`).
 */
export function selectItemErrors(snapshot: CheckoutSnapshot): Record<string, string> {
  const chosenItems = selectChosenItems(snapshot)
  return Object.fromEntries(
    snapshot.context.placeItemErrors.flatMap((error) => {
      const index = Number(/^products\.(\d+)/.exec(error.path)?.[1])
      const item = chosenItems[index]
      return item ? [[item.product.id, error.message]] : []
    }),
  )
}

/** What review shows of the choices (read with `shallowEqual`). */
export function selectReviewChoices(snapshot: CheckoutSnapshot) {
  const { context } = snapshot
  return {
    address: context.addresses?.find((address) => address.id === context.addressId) ?? null,
    rate: chosenRateOf(context),
    method: chosenMethodOf(context),
    demo: context.paymentMethods?.mode === 'demo',
  }
}

/**
 * Where a resume walk is going (the step the member left off at, or review again after a refused
 * order) while it loads the steps on the way; null when the machine is not walking.
 */
export function selectWalkTarget(snapshot: CheckoutSnapshot): NumberedStep | null {
  return snapshot.context.resumeTo
}

/** How many items the cart has chosen (the totals' aside). */
export function selectSelectedQuantity(snapshot: CheckoutSnapshot): number {
  return snapshot.context.cart?.meta.selectedQuantity ?? 0
}

/** Whether a courier is chosen among loaded rates, so the shipping cost is known. */
export function selectShippingChosen(snapshot: CheckoutSnapshot): boolean {
  return Boolean(snapshot.context.courierId && snapshot.context.shippingRates)
}
