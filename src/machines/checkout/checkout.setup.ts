/**
 * What the checkout machine may do, by name: the actors the app provides (`checkoutActors`; tests
 * provide fakes), the actions that keep data in the context, and the guards its transitions ask.
 * When each is done is told in `checkout.machine.ts`; the derivations they use live in the model.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Cart } from '../../../contract/shop/schemas'
import type { CardDetails } from '../../lib/checkout/card-details'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import { notProvided } from '../shared/not-provided'
import { isSignInRequired } from '../shared/sign-in-required'
import {
  type ApplyPromoCodeInput,
  type ApplyPromoCodeOutput,
  type CheckoutContext,
  type CheckoutEvent,
  CONNECTION_LOST_MESSAGE,
  chosenMethodOf,
  type EditableStep,
  type FindBestPromoInput,
  type FindBestPromoOutput,
  furthestToward,
  isAvailable,
  isBefore,
  isOffered,
  type LoadAddressesOutput,
  type LoadCheckoutOutput,
  type LoadPaymentMethodsInput,
  type LoadPaymentMethodsOutput,
  type LoadShippingRatesInput,
  type LoadShippingRatesOutput,
  type NewIdempotencyKeyOutput,
  type NumberedStep,
  PAYMENT_POLL_INTERVAL_MS,
  type PayAgainActorInput,
  type PayAgainOutput,
  type PlaceOrderActorInput,
  type PlaceOrderOutput,
  POLL_FAILURES_BEFORE_NOTICE,
  paymentMethodsOf,
  preselectAddress,
  type RefreshOrderInput,
  type RefreshOrderOutput,
  reachable,
  resumePlan,
  type SaveProgressParams,
  stepAfter,
  type TokenizeCardInput,
  type TokenizeCardOutput,
  walksPast,
} from './checkout.model'
export const checkoutSetup = setup({
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
    // Forward in the browser (or a link) to a later step: the walk goes as far towards it as the
    // choices made allow, loading the steps between again on the way.
    walkToVisited: assign({
      resumeTo: ({ context, event }) =>
        event.type === 'STEP.VISIT' ? furthestToward(context, event.step) : context.resumeTo,
    }),
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
    visitsBackTo: ({ event }, params: { step: NumberedStep }) =>
      event.type === 'STEP.VISIT' && event.step === params.step,
    visitsAhead: ({ context, event }, params: { from: NumberedStep }) =>
      event.type === 'STEP.VISIT' &&
      isBefore(params.from, event.step) &&
      reachable(context, stepAfter(params.from)),
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
})
