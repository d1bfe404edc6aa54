/**
 * The checkout (spec §7 "Cart and checkout", issue 12): cart → promo → address → shipping →
 * payment → review, then placing the order and waiting for its payment.
 *
 * Progress is data kept on the server (`CheckoutSettings`): every step entered is saved
 * (`saveProgress`, fire-and-forget), and a reload, a second tab or a return from signing in
 * resumes at the saved step. Resuming is a walk: the machine enters each step from promo on,
 * loads its data and, while the saved choice is still valid there (the address still exists,
 * the courier still offered, the method still available), goes straight on to the next; it stops
 * at the saved step, or earlier where a choice no longer holds, so that every amount the member
 * sees was loaded in this visit. The same walk reloads everything after the API refused an order
 * for its price or its promotion.
 *
 * Every step past the cart loads its data on entry (`loading`), then waits for the member
 * (`ready`); a failure (`failed`) may be retried three times in a row, then the page says 'Coba
 * lagi nanti' and offers only BACK. A refusal the member can act on (a promo code that does not
 * apply, a card the provider would not tokenise, an order refused for stock or price) is an
 * actor's output and a guarded transition; `onError` is for what truly broke, and a session that
 * ended (`SignInRequiredError`, by name) goes to `signInRequired` from anywhere.
 *
 * Placing uses an idempotency key made before the first attempt and kept until an answer comes
 * (an order or a refusal), so that pressing 'Bayar' again after a lost connection cannot create a
 * second order. The key is made (`newIdempotencyKey`, the app's `crypto.randomUUID()`) on entering
 * review and the pay-again choice when none is kept, not on PLACE: card details go from the PLACE
 * (or PAY_AGAIN) event straight into the tokenizer's input, which reads the event that entered
 * its state, so nothing may come between them; they are never kept in the context.
 *
 * An open payment is polled (`pollInterval`) until its order is paid, expired or failed; the
 * final states stop the polling. A failed poll waits for the next one, counted so that the page
 * can say after three in a row that the status cannot be checked.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
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

// ---------------------------------------------------------------------------------------------
// Constants

/** Loads of one step that may fail in a row before the page stops offering 'Coba lagi'. */
export const MAX_LOAD_ATTEMPTS = 3
/** Failed status polls in a row after which the page says the status cannot be checked. */
export const POLL_FAILURES_BEFORE_NOTICE = 3
/** How often an open payment's status is asked for. */
export const PAYMENT_POLL_INTERVAL_MS = 3_000

/** The six steps the page counts ('Langkah 3 dari 6'), in order. */
export const CHECKOUT_STEPS = ['cart', 'promo', 'address', 'shipping', 'payment', 'review'] as const
export type NumberedStep = (typeof CHECKOUT_STEPS)[number]
/** The steps review's EDIT can go back to. */
export type EditableStep = Exclude<NumberedStep, 'review'>

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

/** Card details as the member typed them; they only ever travel in an event. */
export interface CardDetails {
  number: string
  expMonth: string
  expYear: string
  cvc: string
  name: string
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

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`)
}

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
function progressChoices(context: CheckoutContext): CheckoutChoices {
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

/**
 * What a load of the checkout resumes with. A first load takes the saved progress; the walk the
 * machine itself asks for (after the API refused an order's price or promotion) keeps the
 * member's choices of this visit and goes back to where it was.
 */
function resumePlan(context: CheckoutContext, loaded: LoadCheckoutOutput) {
  const rewalk = context.resumeTo !== null
  const choices = rewalk ? choicesOf(context) : choicesOf(loaded.settings)
  const step = context.resumeTo ?? loaded.settings.step
  return { choices, target: resumeStep({ ...choices, step }, loaded.cart) }
}

/** Whether a resume walk goes on past `step`. */
function walksPast(context: CheckoutContext, step: NumberedStep) {
  return context.resumeTo !== null && stepIndex(context.resumeTo) > stepIndex(step)
}

function preselectAddress(addresses: Address[], addressId: string | null) {
  if (addresses.some((address) => address.id === addressId)) return addressId
  return addresses.find((address) => address.isPrimary)?.id ?? null
}

function isOffered(rates: ShippingRates, courierId: string | null) {
  return rates.data.some((rate) => rate.id === courierId)
}

function isAvailable(methods: PaymentMethods, methodId: string | null) {
  return methods.data.some((group) =>
    group.methods.some((method) => method.id === methodId && method.available),
  )
}

/** The session ended: the server function's `SignInRequiredError`, recognised by its name. */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof Error && error.name === 'SignInRequiredError'
}

/** The card of the event that entered a tokenizing state (only PLACE or PAY_AGAIN with a card). */
function cardOf(event: CheckoutEvent): CardDetails {
  if ((event.type === 'PLACE' || event.type === 'PAY_AGAIN') && event.card) return event.card
  throw new Error(`tokenizeCard was started by ${event.type}, which carries no card`)
}

/** The token of the tokenizer's answer that entered a submitting state, if it did. */
function cardTokenOf(event: object): string | undefined {
  if (!('output' in event)) return undefined
  const output = event.output
  if (typeof output !== 'object' || output === null || !('token' in output)) return undefined
  return typeof output.token === 'string' ? output.token : undefined
}

function keyOf(context: CheckoutContext): string {
  // Review and pay-again are only ready once a key is made, so an attempt always has one.
  if (context.idempotencyKey === null) throw new Error('An order attempt started without a key')
  return context.idempotencyKey
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

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/**
 * A load that broke: a session that ended goes to sign in; anything else is reported and shown
 * as the step's failure, one retry fewer.
 */
const failedLoad = (target: string) => [
  {
    guard: { type: 'signInRequired' as const, params: errorParams },
    target: '#checkout.signInRequired',
  },
  {
    target,
    actions: [{ type: 'reportError' as const, params: errorParams }, 'countFailure' as const],
  },
]

/**
 * An attempt (tokenising, placing, paying again) that got no answer: a session that ended goes
 * to sign in; anything else is reported and said to the member, and the attempt's key is kept.
 */
const lostConnection = (target: string) => [
  {
    guard: { type: 'signInRequired' as const, params: errorParams },
    target: '#checkout.signInRequired',
  },
  {
    target,
    actions: [
      { type: 'reportError' as const, params: errorParams },
      'storeConnectionLoss' as const,
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// The machine

export const checkoutMachine = setup({
  types: {} as {
    context: CheckoutContext
    events: CheckoutEvent
    tags: 'busy'
  },
  actors: {
    // Provided by the app (`checkoutActors`); tests provide fakes.
    loadCheckout: fromPromise<LoadCheckoutOutput>(notProvided('loadCheckout')),
    findBestPromo: fromPromise<FindBestPromoOutput, FindBestPromoInput>(
      notProvided('findBestPromo'),
    ),
    applyPromoCode: fromPromise<ApplyPromoCodeOutput, ApplyPromoCodeInput>(
      notProvided('applyPromoCode'),
    ),
    loadAddresses: fromPromise<LoadAddressesOutput>(notProvided('loadAddresses')),
    loadShippingRates: fromPromise<LoadShippingRatesOutput, LoadShippingRatesInput>(
      notProvided('loadShippingRates'),
    ),
    loadPaymentMethods: fromPromise<LoadPaymentMethodsOutput, LoadPaymentMethodsInput>(
      notProvided('loadPaymentMethods'),
    ),
    newIdempotencyKey: fromPromise<NewIdempotencyKeyOutput>(notProvided('newIdempotencyKey')),
    tokenizeCard: fromPromise<TokenizeCardOutput, TokenizeCardInput>(notProvided('tokenizeCard')),
    placeOrder: fromPromise<PlaceOrderOutput, PlaceOrderActorInput>(notProvided('placeOrder')),
    refreshOrder: fromPromise<RefreshOrderOutput, RefreshOrderInput>(notProvided('refreshOrder')),
    payAgain: fromPromise<PayAgainOutput, PayAgainActorInput>(notProvided('payAgain')),
  },
  actions: {
    // Provided by the app: saving the progress (fire-and-forget), sending the member to sign in
    // and back, and the error reporter.
    saveProgress: (_, _params: SaveProgressParams) => {},
    signInAgain: (_, _params: { error: unknown }) => {},
    reportError: (_, _params: { error: unknown }) => {},

    storeLoaded: assign(({ context }, loaded: LoadCheckoutOutput) => {
      const { choices, target } = resumePlan(context, loaded)
      const walking = target !== 'cart' && target !== 'awaitingPayment'
      return { ...choices, cart: loaded.cart, resumeTo: walking ? target : null }
    }),
    storeCart: assign({ cart: (_, params: { cart: Cart }) => params.cart }),
    resetRetries: assign({ retriesLeft: MAX_LOAD_ATTEMPTS }),
    countFailure: assign({ retriesLeft: ({ context }) => Math.max(0, context.retriesLeft - 1) }),
    endResume: assign({ resumeTo: null }),

    storeBestPromo: assign({
      bestPromo: (_, bestPromo: FindBestPromoOutput) => bestPromo,
      retriesLeft: MAX_LOAD_ATTEMPTS,
    }),
    startCode: assign((_, params: { code: string }) => ({
      promoCode: params.code.trim().toUpperCase(),
      codePromo: null,
      codeError: null,
      promoDeclined: false,
    })),
    storeCodeAnswer: assign((_, answer: ApplyPromoCodeOutput) =>
      answer.ok
        ? { codePromo: answer.applied.promo, codeError: null, retriesLeft: MAX_LOAD_ATTEMPTS }
        : { codePromo: null, codeError: answer.message, retriesLeft: MAX_LOAD_ATTEMPTS },
    ),
    removeCode: assign({ promoCode: null, codePromo: null, codeError: null }),
    declinePromo: assign({
      promoCode: null,
      codePromo: null,
      codeError: null,
      promoDeclined: true,
    }),
    useBestPromo: assign({
      promoCode: null,
      codePromo: null,
      codeError: null,
      promoDeclined: false,
    }),
    // A refused code stays on the promo step for fixing; leaving it means going on without it.
    dropRefusedCode: assign(({ context }) =>
      context.codeError ? { promoCode: null, codeError: null } : {},
    ),

    storeAddresses: assign(({ context }, addresses: LoadAddressesOutput) => ({
      addresses,
      addressId: preselectAddress(addresses, context.addressId),
      retriesLeft: MAX_LOAD_ATTEMPTS,
    })),
    chooseAddress: assign({ addressId: (_, params: { addressId: string }) => params.addressId }),
    storeShippingRates: assign(({ context }, rates: LoadShippingRatesOutput) => ({
      shippingRates: rates,
      courierId: isOffered(rates, context.courierId) ? context.courierId : null,
      retriesLeft: MAX_LOAD_ATTEMPTS,
    })),
    chooseCourier: assign({ courierId: (_, params: { courierId: string }) => params.courierId }),
    storePaymentMethods: assign(({ context }, methods: LoadPaymentMethodsOutput) => ({
      paymentMethods: methods,
      paymentMethodId: isAvailable(methods, context.paymentMethodId)
        ? context.paymentMethodId
        : null,
      retriesLeft: MAX_LOAD_ATTEMPTS,
    })),
    choosePaymentMethod: assign({
      paymentMethodId: (_, params: { methodId: string }) => params.methodId,
    }),

    storeIdempotencyKey: assign({
      idempotencyKey: (_, key: NewIdempotencyKeyOutput) => key,
      retriesLeft: MAX_LOAD_ATTEMPTS,
    }),
    clearPlaceError: assign({ placeError: null, placeItemErrors: [] }),
    /** The tokenizer refused the card before anything was sent: the key stays unused. */
    storeCardRefusal: assign({
      placeError: ({ context }, answer: TokenizeCardOutput) =>
        answer.ok ? context.placeError : answer.message,
    }),
    /** The connection dropped: the key stays, so that the next attempt is the same one. */
    storeConnectionLoss: assign({ placeError: CONNECTION_LOST_MESSAGE }),
    /** A refusal is an answer too: the attempt is over, and its key with it. */
    storeRefusal: assign((_, answer: PlaceOrderOutput | PayAgainOutput) =>
      answer.ok
        ? {}
        : {
            placeError: answer.message,
            placeItemErrors: 'errors' in answer ? answer.errors : [],
            idempotencyKey: null,
          },
    ),
    /** The order placed (or paid again): the attempt is over, and its key with it. */
    storeOrder: assign((_, answer: PlaceOrderOutput | PayAgainOutput) =>
      answer.ok
        ? {
            order: answer.order,
            orderId: answer.order.id,
            idempotencyKey: null,
            placeError: null,
            placeItemErrors: [],
            pollFailures: 0,
          }
        : {},
    ),
    // The amounts changed on the server: reload them all and come back to review.
    rewalkToReview: assign({ resumeTo: 'review' as const }),
    rewalkToCart: assign({ resumeTo: 'cart' as const }),
    storeRefreshedOrder: assign({
      order: (_, order: RefreshOrderOutput) => order,
      pollFailures: 0,
    }),
    countPollFailure: assign({
      pollFailures: ({ context }) =>
        Math.min(POLL_FAILURES_BEFORE_NOTICE, context.pollFailures + 1),
    }),
  },
  guards: {
    signInRequired: (_, params: { error: unknown }) => isSignInRequired(params.error),
    canRetry: ({ context }) => context.retriesLeft > 0,
    cartReady: ({ context }) => context.cart?.meta.readyForCheckout === true,

    resumesAtAwaitingPayment: ({ context }, loaded: LoadCheckoutOutput) =>
      resumePlan(context, loaded).target === 'awaitingPayment',
    resumesPastCart: ({ context }, loaded: LoadCheckoutOutput) =>
      resumePlan(context, loaded).target !== 'cart',
    walksPastPromo: ({ context }) => walksPast(context, 'promo'),
    walksPastPromoWithCode: ({ context }, answer: ApplyPromoCodeOutput) =>
      answer.ok && walksPast(context, 'promo'),
    walksPastAddress: ({ context }, addresses: LoadAddressesOutput) =>
      walksPast(context, 'address') &&
      addresses.some((address) => address.id === context.addressId),
    walksPastShipping: ({ context }, rates: LoadShippingRatesOutput) =>
      walksPast(context, 'shipping') && isOffered(rates, context.courierId),
    walksPastPayment: ({ context }, methods: LoadPaymentMethodsOutput) =>
      walksPast(context, 'payment') && isAvailable(methods, context.paymentMethodId),

    hasCode: ({ context }) => context.promoCode !== null,
    codeGiven: (_, params: { code: string }) => params.code.trim() !== '',
    addressListed: ({ context }, params: { addressId: string }) =>
      context.addresses?.some((address) => address.id === params.addressId) === true,
    addressChosen: ({ context }) =>
      context.addresses?.some((address) => address.id === context.addressId) === true,
    courierOffered: ({ context }, params: { courierId: string }) =>
      context.shippingRates !== null && isOffered(context.shippingRates, params.courierId),
    courierChosen: ({ context }) =>
      context.shippingRates !== null && isOffered(context.shippingRates, context.courierId),
    methodAvailable: ({ context }, params: { methodId: string }) =>
      context.paymentMethods !== null && isAvailable(context.paymentMethods, params.methodId),
    methodChosen: ({ context }) =>
      context.paymentMethods !== null &&
      isAvailable(context.paymentMethods, context.paymentMethodId),

    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    editsTo: ({ event }, params: { step: EditableStep }) =>
      event.type === 'EDIT' && event.step === params.step,
    placesWithCard: ({ context }, params: { card: CardDetails | undefined }) =>
      chosenMethodOf(context)?.type === 'card' && params.card !== undefined,
    placesWithoutCard: ({ context }) => {
      const method = chosenMethodOf(context)
      return method !== null && method.type !== 'card'
    },
    tokenized: (_, answer: TokenizeCardOutput) => answer.ok,
    orderPlaced: (_, answer: PlaceOrderOutput) => answer.ok,
    refusedForStock: (_, answer: PlaceOrderOutput) =>
      !answer.ok && (answer.reason === 'stock' || answer.reason === 'cart'),
    refusedForAmounts: (_, answer: PlaceOrderOutput) =>
      !answer.ok && (answer.reason === 'price' || answer.reason === 'promo'),

    noOrderYet: ({ context }) => context.order === null,
    orderPaid: ({ context }) => context.order?.status === 'paid',
    orderExpired: ({ context }) => context.order?.status === 'expired',
    orderFailed: ({ context }) => context.order?.status === 'failed',
    // The attempt failed or lapsed but the order still waits: the member may pay again.
    paymentNeedsAnotherTry: ({ context }) =>
      context.order?.payment.status === 'failed' || context.order?.payment.status === 'expired',
    paysAgainWithCard: ({ context }, params: { methodId: string; card: CardDetails | undefined }) =>
      context.paymentMethods !== null &&
      isAvailable(context.paymentMethods, params.methodId) &&
      paymentMethodsOf(context).find((method) => method.id === params.methodId)?.type === 'card' &&
      params.card !== undefined,
    paysAgainWithoutCard: ({ context }, params: { methodId: string }) =>
      context.paymentMethods !== null &&
      isAvailable(context.paymentMethods, params.methodId) &&
      paymentMethodsOf(context).find((method) => method.id === params.methodId)?.type !== 'card',
    paidAgain: (_, answer: PayAgainOutput) => answer.ok,
  },
  delays: {
    pollInterval: PAYMENT_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'checkout',
  context: {
    addressId: null,
    courierId: null,
    paymentMethodId: null,
    promoCode: null,
    promoDeclined: false,
    orderId: null,
    cart: null,
    resumeTo: null,
    bestPromo: null,
    codePromo: null,
    codeError: null,
    addresses: null,
    shippingRates: null,
    paymentMethods: null,
    retriesLeft: MAX_LOAD_ATTEMPTS,
    idempotencyKey: null,
    placeError: null,
    placeItemErrors: [],
    order: null,
    pollFailures: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'resetRetries',
      initial: 'fetching',
      states: {
        fetching: {
          tags: 'busy',
          invoke: {
            id: 'loadCheckout',
            src: 'loadCheckout',
            onDone: [
              {
                guard: { type: 'resumesAtAwaitingPayment', params: ({ event }) => event.output },
                target: '#checkout.awaitingPayment',
                actions: { type: 'storeLoaded', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'resumesPastCart', params: ({ event }) => event.output },
                target: '#checkout.promo',
                actions: { type: 'storeLoaded', params: ({ event }) => event.output },
              },
              {
                target: '#checkout.cart',
                actions: { type: 'storeLoaded', params: ({ event }) => event.output },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        // A walk asked for by the machine (resumeTo set) stays asked for across a retry.
        failed: {
          on: { RETRY: { guard: 'canRetry', target: 'fetching' } },
        },
      },
    },

    cart: {
      entry: [
        'resetRetries',
        'endResume',
        {
          type: 'saveProgress',
          params: ({ context }) => ({ step: 'cart', ...progressChoices(context) }),
        },
      ],
      on: {
        CART_CHANGED: {
          actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.cart }) },
        },
        NEXT: { guard: 'cartReady', target: 'promo' },
      },
    },

    promo: {
      entry: [
        'resetRetries',
        {
          type: 'saveProgress',
          params: ({ context }) => ({ step: 'promo', ...progressChoices(context) }),
        },
      ],
      exit: 'dropRefusedCode',
      on: { BACK: '#checkout.cart' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'findBestPromo',
            src: 'findBestPromo',
            input: ({ context }) => ({ products: promoProductsOf(context.cart) }),
            onDone: [
              // A code chosen before (this visit or a saved one) is measured against this cart.
              {
                guard: 'hasCode',
                target: 'applying',
                actions: { type: 'storeBestPromo', params: ({ event }) => event.output },
              },
              {
                guard: 'walksPastPromo',
                target: '#checkout.address',
                actions: { type: 'storeBestPromo', params: ({ event }) => event.output },
              },
              {
                target: 'ready',
                actions: { type: 'storeBestPromo', params: ({ event }) => event.output },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        applying: {
          tags: 'busy',
          invoke: {
            id: 'applyPromoCode',
            src: 'applyPromoCode',
            input: ({ context }) => ({
              products: promoProductsOf(context.cart),
              code: context.promoCode ?? '',
            }),
            onDone: [
              {
                guard: { type: 'walksPastPromoWithCode', params: ({ event }) => event.output },
                target: '#checkout.address',
                actions: { type: 'storeCodeAnswer', params: ({ event }) => event.output },
              },
              {
                target: 'ready',
                actions: { type: 'storeCodeAnswer', params: ({ event }) => event.output },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        ready: {
          entry: 'endResume',
          on: {
            APPLY_CODE: {
              guard: { type: 'codeGiven', params: ({ event }) => ({ code: event.code }) },
              target: 'applying',
              actions: { type: 'startCode', params: ({ event }) => ({ code: event.code }) },
            },
            REMOVE_CODE: { actions: 'removeCode' },
            DECLINE_PROMO: { actions: 'declinePromo' },
            USE_BEST: { actions: 'useBestPromo' },
            NEXT: '#checkout.address',
          },
        },
        failed: {
          entry: 'endResume',
          on: { RETRY: { guard: 'canRetry', target: 'loading' } },
        },
      },
    },

    address: {
      entry: [
        'resetRetries',
        {
          type: 'saveProgress',
          params: ({ context }) => ({ step: 'address', ...progressChoices(context) }),
        },
      ],
      on: { BACK: '#checkout.promo' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            onDone: [
              {
                guard: { type: 'walksPastAddress', params: ({ event }) => event.output },
                target: '#checkout.shipping',
                actions: { type: 'storeAddresses', params: ({ event }) => event.output },
              },
              {
                target: 'ready',
                actions: { type: 'storeAddresses', params: ({ event }) => event.output },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        ready: {
          entry: 'endResume',
          on: {
            SELECT_ADDRESS: {
              guard: {
                type: 'addressListed',
                params: ({ event }) => ({ addressId: event.addressId }),
              },
              actions: {
                type: 'chooseAddress',
                params: ({ event }) => ({ addressId: event.addressId }),
              },
            },
            // Chosen before the reload, so that the reloaded list keeps it selected.
            ADDRESS_SAVED: {
              target: 'loading',
              actions: {
                type: 'chooseAddress',
                params: ({ event }) => ({ addressId: event.addressId }),
              },
            },
            NEXT: { guard: 'addressChosen', target: '#checkout.shipping' },
          },
        },
        failed: {
          entry: 'endResume',
          on: { RETRY: { guard: 'canRetry', target: 'loading' } },
        },
      },
    },

    shipping: {
      entry: [
        'resetRetries',
        {
          type: 'saveProgress',
          params: ({ context }) => ({ step: 'shipping', ...progressChoices(context) }),
        },
      ],
      on: { BACK: '#checkout.address' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadShippingRates',
            src: 'loadShippingRates',
            input: ({ context }) => ({
              addressId: context.addressId ?? '',
              products: promoProductsOf(context.cart).map(({ id, qty }) => ({ id, qty })),
            }),
            onDone: [
              {
                guard: { type: 'walksPastShipping', params: ({ event }) => event.output },
                target: '#checkout.payment',
                actions: { type: 'storeShippingRates', params: ({ event }) => event.output },
              },
              {
                target: 'ready',
                actions: { type: 'storeShippingRates', params: ({ event }) => event.output },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        ready: {
          entry: 'endResume',
          on: {
            SELECT_COURIER: {
              guard: {
                type: 'courierOffered',
                params: ({ event }) => ({ courierId: event.courierId }),
              },
              actions: {
                type: 'chooseCourier',
                params: ({ event }) => ({ courierId: event.courierId }),
              },
            },
            NEXT: { guard: 'courierChosen', target: '#checkout.payment' },
          },
        },
        failed: {
          entry: 'endResume',
          on: { RETRY: { guard: 'canRetry', target: 'loading' } },
        },
      },
    },

    payment: {
      entry: [
        'resetRetries',
        {
          type: 'saveProgress',
          params: ({ context }) => ({ step: 'payment', ...progressChoices(context) }),
        },
      ],
      on: { BACK: '#checkout.shipping' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadPaymentMethods',
            src: 'loadPaymentMethods',
            input: ({ context }) => ({ amount: totalsOf(context).total }),
            onDone: [
              {
                guard: { type: 'walksPastPayment', params: ({ event }) => event.output },
                target: '#checkout.review',
                actions: { type: 'storePaymentMethods', params: ({ event }) => event.output },
              },
              {
                target: 'ready',
                actions: { type: 'storePaymentMethods', params: ({ event }) => event.output },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        ready: {
          entry: 'endResume',
          on: {
            SELECT_PAYMENT_METHOD: {
              guard: {
                type: 'methodAvailable',
                params: ({ event }) => ({ methodId: event.methodId }),
              },
              actions: {
                type: 'choosePaymentMethod',
                params: ({ event }) => ({ methodId: event.methodId }),
              },
            },
            NEXT: { guard: 'methodChosen', target: '#checkout.review' },
          },
        },
        failed: {
          entry: 'endResume',
          on: { RETRY: { guard: 'canRetry', target: 'loading' } },
        },
      },
    },

    review: {
      entry: [
        'resetRetries',
        'endResume',
        {
          type: 'saveProgress',
          params: ({ context }) => ({ step: 'review', ...progressChoices(context) }),
        },
      ],
      // A message of the last attempt belongs to the review it was shown on.
      exit: 'clearPlaceError',
      on: {
        BACK: '#checkout.payment',
        EDIT: [
          // The cart may have changed behind the review (an item ran out, the API refused it for
          // that): back to it through a fresh load, so it shows each item as it is now.
          {
            guard: { type: 'editsTo', params: { step: 'cart' } },
            target: '#checkout.loading',
            actions: 'rewalkToCart',
          },
          { guard: { type: 'editsTo', params: { step: 'promo' } }, target: '#checkout.promo' },
          { guard: { type: 'editsTo', params: { step: 'address' } }, target: '#checkout.address' },
          {
            guard: { type: 'editsTo', params: { step: 'shipping' } },
            target: '#checkout.shipping',
          },
          { guard: { type: 'editsTo', params: { step: 'payment' } }, target: '#checkout.payment' },
        ],
      },
      initial: 'preparing',
      states: {
        // The attempt's key is made once and kept until an answer comes (see placing).
        preparing: {
          tags: 'busy',
          always: [{ guard: 'hasIdempotencyKey', target: 'ready' }, { target: 'makingKey' }],
        },
        makingKey: {
          tags: 'busy',
          invoke: {
            id: 'newIdempotencyKey',
            src: 'newIdempotencyKey',
            onDone: {
              target: 'ready',
              actions: { type: 'storeIdempotencyKey', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
        ready: {
          on: {
            PLACE: [
              {
                guard: {
                  type: 'placesWithCard',
                  params: ({ event }) => ({ card: event.card }),
                },
                target: '#checkout.placing.tokenizing',
              },
              { guard: 'placesWithoutCard', target: '#checkout.placing.submitting' },
            ],
          },
        },
        failed: {
          on: { RETRY: { guard: 'canRetry', target: 'makingKey' } },
        },
      },
    },

    placing: {
      tags: 'busy',
      initial: 'submitting',
      states: {
        tokenizing: {
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            // Straight from the PLACE event: the card never touches the context.
            input: ({ event }) => ({ card: cardOf(event) }),
            onDone: [
              {
                guard: { type: 'tokenized', params: ({ event }) => event.output },
                target: 'submitting',
              },
              {
                target: '#checkout.review',
                actions: { type: 'storeCardRefusal', params: ({ event }) => event.output },
              },
            ],
            onError: lostConnection('#checkout.review'),
          },
        },
        submitting: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context, event }) => ({
              idempotencyKey: keyOf(context),
              body: placeOrderBody(context, cardTokenOf(event)),
            }),
            onDone: [
              {
                guard: { type: 'orderPlaced', params: ({ event }) => event.output },
                target: '#checkout.awaitingPayment',
                actions: {
                  type: 'storeOrder',
                  params: ({ event }) => event.output,
                },
              },
              {
                guard: { type: 'refusedForStock', params: ({ event }) => event.output },
                target: '#checkout.review',
                actions: {
                  type: 'storeRefusal',
                  params: ({ event }) => event.output,
                },
              },
              {
                guard: { type: 'refusedForAmounts', params: ({ event }) => event.output },
                target: '#checkout.loading',
                actions: [
                  { type: 'storeRefusal', params: ({ event }) => event.output },
                  'rewalkToReview',
                ],
              },
              {
                target: '#checkout.review',
                actions: {
                  type: 'storeRefusal',
                  params: ({ event }) => event.output,
                },
              },
            ],
            // No answer (a dropped connection, a timeout): the order may exist, so the key stays.
            onError: lostConnection('#checkout.review'),
          },
        },
      },
    },

    awaitingPayment: {
      entry: {
        type: 'saveProgress',
        params: ({ context }) => ({ step: 'awaitingPayment', ...progressChoices(context) }),
      },
      initial: 'checking',
      states: {
        // Where the order's payment stands decides what the page shows.
        checking: {
          always: [
            { guard: 'noOrderYet', target: 'refreshing' },
            { guard: 'orderPaid', target: '#checkout.paid' },
            { guard: 'orderExpired', target: '#checkout.expired' },
            { guard: 'orderFailed', target: '#checkout.failed' },
            { guard: 'paymentNeedsAnotherTry', target: 'paymentFailed' },
            { target: 'waiting' },
          ],
        },
        refreshing: {
          invoke: {
            id: 'refreshOrder',
            src: 'refreshOrder',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: {
              target: 'checking',
              actions: { type: 'storeRefreshedOrder', params: ({ event }) => event.output },
            },
            // One failed poll does not end the flow: the next poll tries again.
            onError: [
              {
                guard: { type: 'signInRequired', params: errorParams },
                target: '#checkout.signInRequired',
              },
              {
                target: 'waiting',
                actions: [{ type: 'reportError', params: errorParams }, 'countPollFailure'],
              },
            ],
          },
        },
        waiting: {
          after: { pollInterval: 'refreshing' },
          on: { PAYMENT_RESULT: 'refreshing' },
        },
        paymentFailed: {
          entry: 'resetRetries',
          initial: 'loading',
          states: {
            // The methods of this visit may be gone (a reload): the choice is offered afresh.
            loading: {
              tags: 'busy',
              invoke: {
                id: 'loadPaymentMethods',
                src: 'loadPaymentMethods',
                input: ({ context }) => ({ amount: totalsOf(context).total }),
                onDone: {
                  target: 'preparing',
                  actions: { type: 'storePaymentMethods', params: ({ event }) => event.output },
                },
                onError: failedLoad('failed'),
              },
            },
            preparing: {
              tags: 'busy',
              always: [{ guard: 'hasIdempotencyKey', target: 'ready' }, { target: 'makingKey' }],
            },
            makingKey: {
              tags: 'busy',
              invoke: {
                id: 'newIdempotencyKey',
                src: 'newIdempotencyKey',
                onDone: {
                  target: 'ready',
                  actions: { type: 'storeIdempotencyKey', params: ({ event }) => event.output },
                },
                onError: failedLoad('failed'),
              },
            },
            ready: {
              on: {
                PAY_AGAIN: [
                  {
                    guard: {
                      type: 'paysAgainWithCard',
                      params: ({ event }) => ({ methodId: event.methodId, card: event.card }),
                    },
                    target: '#checkout.awaitingPayment.payingAgain.tokenizing',
                    actions: {
                      type: 'choosePaymentMethod',
                      params: ({ event }) => ({ methodId: event.methodId }),
                    },
                  },
                  {
                    guard: {
                      type: 'paysAgainWithoutCard',
                      params: ({ event }) => ({ methodId: event.methodId }),
                    },
                    target: '#checkout.awaitingPayment.payingAgain.submitting',
                    actions: {
                      type: 'choosePaymentMethod',
                      params: ({ event }) => ({ methodId: event.methodId }),
                    },
                  },
                ],
              },
            },
            failed: {
              on: { RETRY: { guard: 'canRetry', target: 'loading' } },
            },
          },
        },
        payingAgain: {
          tags: 'busy',
          entry: 'clearPlaceError',
          initial: 'submitting',
          states: {
            tokenizing: {
              invoke: {
                id: 'tokenizeCard',
                src: 'tokenizeCard',
                input: ({ event }) => ({ card: cardOf(event) }),
                onDone: [
                  {
                    guard: { type: 'tokenized', params: ({ event }) => event.output },
                    target: 'submitting',
                  },
                  {
                    target: '#checkout.awaitingPayment.paymentFailed.preparing',
                    actions: { type: 'storeCardRefusal', params: ({ event }) => event.output },
                  },
                ],
                onError: lostConnection('#checkout.awaitingPayment.paymentFailed.preparing'),
              },
            },
            submitting: {
              invoke: {
                id: 'payAgain',
                src: 'payAgain',
                input: ({ context, event }) => {
                  const cardToken = cardTokenOf(event)
                  return {
                    orderId: context.orderId ?? '',
                    idempotencyKey: keyOf(context),
                    methodId: context.paymentMethodId ?? '',
                    ...(cardToken === undefined ? {} : { cardToken }),
                  }
                },
                onDone: [
                  {
                    guard: { type: 'paidAgain', params: ({ event }) => event.output },
                    target: '#checkout.awaitingPayment.checking',
                    actions: {
                      type: 'storeOrder',
                      params: ({ event }) => event.output,
                    },
                  },
                  // Refused (the order lapsed meanwhile, the method no longer fits): what the
                  // order is now decides what comes next, with the reason shown.
                  {
                    target: '#checkout.awaitingPayment.refreshing',
                    actions: { type: 'storeRefusal', params: ({ event }) => event.output },
                  },
                ],
                onError: lostConnection('#checkout.awaitingPayment.paymentFailed.preparing'),
              },
            },
          },
        },
      },
    },

    // The order is settled: the next checkout starts at the cart with the same choices.
    paid: {
      type: 'final',
      entry: { type: 'saveProgress', params: ({ context }) => closedProgress(context) },
    },
    failed: {
      type: 'final',
      entry: { type: 'saveProgress', params: ({ context }) => closedProgress(context) },
    },
    expired: {
      type: 'final',
      entry: { type: 'saveProgress', params: ({ context }) => closedProgress(context) },
    },

    // The app sends the member to sign in and back; `loading` then resumes where this stopped.
    signInRequired: {
      type: 'final',
      entry: [
        'endResume',
        {
          type: 'signInAgain',
          params: ({ event }) => ({ error: 'error' in event ? event.error : null }),
        },
      ],
    },
  },
})

function closedProgress(context: CheckoutContext): SaveProgressParams {
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

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
