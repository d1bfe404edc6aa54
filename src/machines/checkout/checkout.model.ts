/**
 * The checkout's model (spec §7 "Cart and checkout"): its steps and constants, the context and
 * events, the contracts of the actors the app provides (`checkout.actors.ts`), and the pure
 * derivations of the context that the machine, its selectors and the actors' inputs share. The
 * flow itself is told in `checkout.machine.ts`.
 */

import type { Address } from '../../../contract/addresses/schemas'
import {
  type AppliedPromo,
  type BestPromo,
  type CheckoutSettings,
  type CheckoutStep,
  ORDER_TYPE,
  type Order,
  type PaymentMethod,
  type PaymentMethods,
  type PlaceOrderInput,
  type PromoApplication,
  type PromoProduct,
  PURCHASE,
  type ShippingRates,
} from '../../../contract/checkout/schemas'
import type { Cart } from '../../../contract/shop/schemas'
import type { CardDetails } from '../../lib/checkout/card-details'
import { CHECKOUT_STEPS, type EditableStep, type NumberedStep, stepOfSlug } from './checkout.steps'

/** The steps and their names, for the model's importers (checkout.steps.ts). */
export {
  CHECKOUT_STEP_SLUGS,
  CHECKOUT_STEPS,
  type CheckoutSlug,
  type EditableStep,
  type NumberedStep,
  stepOfSlug,
} from './checkout.steps'

// ---------------------------------------------------------------------------------------------
// Constants

/** Failed status polls in a row after which the page says the status cannot be checked. */
export const POLL_FAILURES_BEFORE_NOTICE = 3
/** How often an open payment's status is asked for. */
export const PAYMENT_POLL_INTERVAL_MS = 3_000

/** What the member reads when the connection dropped while the order was being placed. */
export const CONNECTION_LOST_MESSAGE =
  'Koneksi terputus sebelum pesananmu terkonfirmasi. Tekan Bayar lagi: pesananmu tidak akan dibuat dua kali.'

// ---------------------------------------------------------------------------------------------
// Context and events

/** The choices kept with the progress on the server (`CheckoutSettings` without step and time). */
export type CheckoutChoices = Pick<
  CheckoutSettings,
  'addressId' | 'courierId' | 'paymentMethodId' | 'promoCode' | 'promoDeclined' | 'orderId'
>

/** A field the API refused in an order, e.g. `{ path: 'products.1.qty', message: 'Stok tinggal 2.' }`. */
export interface FieldError {
  path: string
  message: string
}

export interface CheckoutContext extends CheckoutChoices {
  /** The member's cart as last loaded or handed in by the page. */
  cart: Cart | null
  /** While resuming: the step the walk goes on to (null once it stopped). */
  resumeTo: NumberedStep | null
  bestPromo: BestPromo | null
  /** The application of the code in `promoCode`, once the API accepted it. */
  codePromo: PromoApplication | null
  /** Why the code in `promoCode` does not apply (the code stays, so the member can fix it). */
  codeError: string | null
  addresses: Address[] | null
  shippingRates: ShippingRates | null
  paymentMethods: PaymentMethods | null
  /** Loads of the current step that may still fail before 'Coba lagi' goes. */
  retriesLeft: number
  /** The key of the next (or the unanswered) order or payment attempt. */
  idempotencyKey: string | null
  /** Why the last attempt to place the order (or to pay again) did not go through. */
  placeError: string | null
  /** With a stock or cart refusal: the items concerned. */
  placeItemErrors: FieldError[]
  order: Order | null
  /** Status polls that failed in a row (capped at `POLL_FAILURES_BEFORE_NOTICE`). */
  pollFailures: number
}

export type CheckoutEvent =
  /** The cart page changed quantities or choices through its own calls: here is the new cart. */
  | { type: 'CART_CHANGED'; cart: Cart }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'APPLY_CODE'; code: string }
  | { type: 'REMOVE_CODE' }
  /** No promotion at all for this order. */
  | { type: 'DECLINE_PROMO' }
  /** The best promotion again (after declining or removing a code). */
  | { type: 'USE_BEST' }
  | { type: 'SELECT_ADDRESS'; addressId: string }
  /** The page's address form saved a new or edited address: reload the list and choose it. */
  | { type: 'ADDRESS_SAVED'; addressId: string }
  | { type: 'SELECT_COURIER'; courierId: string }
  | { type: 'SELECT_PAYMENT_METHOD'; methodId: string }
  /** 'Bayar' on review; a card method needs the card. */
  | { type: 'PLACE'; card?: CardDetails }
  | { type: 'EDIT'; step: EditableStep }
  /** The 3-D Secure page posted back, or the member pressed 'Saya sudah bayar'. */
  | { type: 'PAYMENT_RESULT' }
  | { type: 'PAY_AGAIN'; methodId: string; card?: CardDetails }
  /**
   * Back or Forward in the browser went to this step: taken if the member reached it (an earlier
   * step, or a later one whose choices are made), ignored otherwise (the page then puts the
   * address back).
   */
  | { type: 'STEP.VISIT'; step: NumberedStep }

/** The visit Back or Forward asks for when the address names `slug`; null for no step. */
export function stepVisitOf(slug: string): CheckoutEvent | null {
  const step = stepOfSlug(slug)
  return step ? { type: 'STEP.VISIT', step } : null
}

// ---------------------------------------------------------------------------------------------
// The actors' contracts (implemented by the app in `checkout.actors.ts`)

export type LoadCheckoutOutput = { settings: CheckoutSettings; cart: Cart }
export type FindBestPromoInput = { products: PromoProduct[] }
export type FindBestPromoOutput = BestPromo
/** `code` is already trimmed and uppercased (spec §5). */
export type ApplyPromoCodeInput = { products: PromoProduct[]; code: string }
/** A code that does not apply (the API's 422) is `ok: false` with the API's reason. */
export type ApplyPromoCodeOutput =
  | { ok: true; applied: AppliedPromo }
  | { ok: false; message: string }
export type LoadAddressesOutput = Address[]
export type LoadShippingRatesInput = {
  addressId: string
  products: Array<{ id: string; qty: number }>
}
export type LoadShippingRatesOutput = ShippingRates
/** The order's total, so methods with a minimum or a maximum can say they do not fit. */
export type LoadPaymentMethodsInput = { amount: number }
export type LoadPaymentMethodsOutput = PaymentMethods
/** A fresh uuid for the next attempt (`crypto.randomUUID()`). */
export type NewIdempotencyKeyOutput = string
export type TokenizeCardInput = { card: CardDetails }
/** A card the provider's script refuses (bad number, expired) is `ok: false` with its reason. */
export type TokenizeCardOutput = { ok: true; token: string } | { ok: false; message: string }
export type PlaceOrderActorInput = { idempotencyKey: string; body: PlaceOrderInput }
export type PlaceOrderRefusalReason = 'stock' | 'price' | 'promo' | 'cart' | 'other'
/** The API's refusals (409, 422) are `ok: false`: what to say, and the fields concerned. */
export type PlaceOrderOutput =
  | { ok: true; order: Order }
  | { ok: false; reason: PlaceOrderRefusalReason; message: string; errors: FieldError[] }
export type RefreshOrderInput = { orderId: string }
export type RefreshOrderOutput = Order
export type PayAgainActorInput = {
  orderId: string
  idempotencyKey: string
  methodId: string
  cardToken?: string
}
export type PayAgainOutput = { ok: true; order: Order } | { ok: false; message: string }

/** `saveProgress`'s params: the step entered and the choices so far. */
export type SaveProgressParams = { step: CheckoutStep } & CheckoutChoices

// ---------------------------------------------------------------------------------------------
// Pure derivations of the context (the selectors and the actors' inputs share them)

/** Spec §3: the chosen items that can be bought; price is the discount price if any. */
export function promoProductsOf(cart: Cart | null): PromoProduct[] {
  if (!cart) return []
  return cart.data
    .filter((item) => item.selected && item.availability === 'available')
    .map((item) => ({
      id: item.product.id,
      qty: item.quantity,
      price: item.product.discountPrice ?? item.product.price,
    }))
}

/** The promotion that counts: the code's if one applies, else the best unless declined. */
export function appliedPromoOf(context: CheckoutContext): PromoApplication | null {
  if (context.codePromo) return context.codePromo
  if (context.promoDeclined) return null
  return context.bestPromo?.best ?? null
}

export function chosenRateOf(context: CheckoutContext) {
  return context.shippingRates?.data.find((rate) => rate.id === context.courierId) ?? null
}

export function paymentMethodsOf(context: CheckoutContext): PaymentMethod[] {
  return context.paymentMethods?.data.flatMap((group) => group.methods) ?? []
}

export function chosenMethodOf(context: CheckoutContext): PaymentMethod | null {
  return paymentMethodsOf(context).find((method) => method.id === context.paymentMethodId) ?? null
}

export interface CheckoutTotals {
  subtotal: number
  discount: number
  shippingCost: number
  total: number
}

/** The amounts as the member sees them: the placed order's once there is one. */
export function totalsOf(context: CheckoutContext): CheckoutTotals {
  if (context.order) {
    const { subtotal, discount, shippingCost, total } = context.order
    return { subtotal, discount, shippingCost, total }
  }
  const subtotal = context.cart?.meta.selectedSubtotal ?? 0
  const discount = Math.min(appliedPromoOf(context)?.saving ?? 0, subtotal)
  const shippingCost = chosenRateOf(context)?.price ?? 0
  return { subtotal, discount, shippingCost, total: subtotal - discount + shippingCost }
}

function choicesOf(source: CheckoutChoices): CheckoutChoices {
  return {
    addressId: source.addressId,
    courierId: source.courierId,
    paymentMethodId: source.paymentMethodId,
    promoCode: source.promoCode,
    promoDeclined: source.promoDeclined,
    orderId: source.orderId,
  }
}

/** The choices saved with a step: a code that was refused is not one. */
export function progressChoices(context: CheckoutContext): CheckoutChoices {
  return { ...choicesOf(context), promoCode: context.codeError ? null : context.promoCode }
}

const stepIndex = (step: NumberedStep) => CHECKOUT_STEPS.indexOf(step)

/** What a step needs of the choices before it. */
const REQUIREMENTS: Record<NumberedStep, (choices: CheckoutChoices) => boolean> = {
  cart: () => true,
  promo: () => true,
  address: () => true,
  shipping: (choices) => choices.addressId !== null,
  payment: (choices) => choices.courierId !== null,
  review: (choices) => choices.paymentMethodId !== null,
}

/**
 * Where saved progress resumes: the saved step if what it needs holds, else the furthest step
 * before it whose needs hold. An open payment resumes whatever the cart says (its items are in
 * the order now); every other step past the cart needs a cart ready for checkout.
 */
export function resumeStep(
  progress: CheckoutChoices & { step: CheckoutStep },
  cart: Cart,
): CheckoutStep {
  if (progress.step === 'awaitingPayment' && progress.orderId !== null) return 'awaitingPayment'
  if (!cart.meta.readyForCheckout) return 'cart'
  // An open payment without its order is the review it came from.
  const wanted = progress.step === 'awaitingPayment' ? 'review' : progress.step
  let reached: NumberedStep = 'cart'
  for (const step of CHECKOUT_STEPS.slice(1, stepIndex(wanted) + 1)) {
    if (!REQUIREMENTS[step](progress)) break
    reached = step
  }
  return reached
}

/** Whether a later step's choices are made, so that a visit may walk to it. */
export function reachable(context: CheckoutContext, step: NumberedStep) {
  return context.cart !== null && resumeStep({ ...context, step }, context.cart) === step
}

/** The furthest step towards `step` whose choices are made: where a visit ahead walks to. */
export function furthestToward(context: CheckoutContext, step: NumberedStep): NumberedStep {
  let furthest: NumberedStep = 'cart'
  for (const candidate of CHECKOUT_STEPS.slice(1, stepIndex(step) + 1)) {
    if (!reachable(context, candidate)) break
    furthest = candidate
  }
  return furthest
}

/** The step after `step` (a visit ahead walks from there). */
export function stepAfter(step: NumberedStep): NumberedStep {
  return CHECKOUT_STEPS[stepIndex(step) + 1] ?? 'review'
}

export const isBefore = (a: NumberedStep, b: NumberedStep) => stepIndex(a) < stepIndex(b)

/**
 * What a load of the checkout resumes with. A first load takes the saved progress; the walk the
 * machine itself asks for (after the API refused an order's price or promotion) keeps the
 * member's choices of this visit and goes back to where it was.
 */
export function resumePlan(context: CheckoutContext, loaded: LoadCheckoutOutput) {
  const rewalk = context.resumeTo !== null
  const choices = rewalk ? choicesOf(context) : choicesOf(loaded.settings)
  const step = context.resumeTo ?? loaded.settings.step
  return { choices, target: resumeStep({ ...choices, step }, loaded.cart) }
}

/** Whether a resume walk goes on past `step`. */
export function walksPast(context: CheckoutContext, step: NumberedStep) {
  return context.resumeTo !== null && stepIndex(context.resumeTo) > stepIndex(step)
}

export function preselectAddress(addresses: Address[], addressId: string | null) {
  if (addresses.some((address) => address.id === addressId)) return addressId
  return addresses.find((address) => address.isPrimary)?.id ?? null
}

export function isOffered(rates: ShippingRates, courierId: string | null) {
  return rates.data.some((rate) => rate.id === courierId)
}

export function isAvailable(methods: PaymentMethods, methodId: string | null) {
  return methods.data.some((group) =>
    group.methods.some((method) => method.id === methodId && method.available),
  )
}

/** The card of the event that entered a tokenizing state (only PLACE or PAY_AGAIN with a card). */
export function cardOf(event: CheckoutEvent): CardDetails {
  if ((event.type === 'PLACE' || event.type === 'PAY_AGAIN') && event.card) return event.card
  throw new Error(`tokenizeCard was started by ${event.type}, which carries no card`)
}

/** The token of the tokenizer's answer that entered a submitting state, if it did. */
export function cardTokenOf(event: object): string | undefined {
  if (!('output' in event)) return undefined
  const output = event.output
  if (typeof output !== 'object' || output === null || !('token' in output)) return undefined
  return typeof output.token === 'string' ? output.token : undefined
}

/** The order as the member reviewed it (`POST /orders/checkout/cart`). */
export function placeOrderBody(context: CheckoutContext, cardToken?: string): PlaceOrderInput {
  const code = context.codePromo ? context.promoCode : null
  return {
    type: PURCHASE,
    orderType: ORDER_TYPE,
    products: promoProductsOf(context.cart),
    addressId: context.addressId ?? '',
    courierId: context.courierId ?? '',
    paymentMethodId: context.paymentMethodId ?? '',
    code,
    noPromo: code === null && context.promoDeclined,
    expectedTotal: totalsOf(context).total,
    ...(cardToken === undefined ? {} : { cardToken }),
  }
}

/** The progress a settled order leaves: the next checkout starts at the cart with the same choices. */
export function closedProgress(context: CheckoutContext): SaveProgressParams {
  return {
    step: 'cart',
    addressId: context.addressId,
    courierId: context.courierId,
    paymentMethodId: context.paymentMethodId,
    promoCode: null,
    promoDeclined: false,
    orderId: null,
  }
}
