/**
 * The checkout (spec §7 "Cart and checkout"): cart → promo → address → shipping →
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
import type { SnapshotFrom } from 'xstate'
import type { CheckoutStep } from '../../../contract/checkout/schemas'
import { output } from '../shared/event-params'
import { failureTransitions } from '../shared/failure-transitions'
import { attemptKeyOf, idempotencyKeyStates } from '../shared/idempotency-key'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import { loadingStateOf } from '../shared/loading-state'
import {
  CHECKOUT_STEPS,
  type CheckoutContext,
  type CheckoutEvent,
  cardOf,
  cardTokenOf,
  closedProgress,
  type NumberedStep,
  placeOrderBody,
  progressChoices,
  promoProductsOf,
  stepAfter,
  totalsOf,
} from './checkout.model'
import { checkoutSetup } from './checkout.setup'

const SIGN_IN = '#checkout.signInRequired'

/** A load that broke: reported and shown as the step's failure, one retry fewer. */
const failedLoad = (target: string) =>
  failureTransitions(SIGN_IN, { target, actions: 'countFailure' })

/** An attempt (tokenising, placing, paying again) that got no answer: said, and its key kept. */
const lostConnection = (target: string) =>
  failureTransitions(SIGN_IN, { target, actions: 'storeConnectionLoss' })

const loadingState = loadingStateOf<CheckoutContext>()

/** Saves the step entered, with the choices so far (fire-and-forget). */
const savingProgress = (step: CheckoutStep) => ({
  type: 'saveProgress' as const,
  params: ({ context }: { context: CheckoutContext }) => ({ step, ...progressChoices(context) }),
})

/**
 * Tokenises the card of the PLACE or PAY_AGAIN event that entered it, straight from the event so
 * that the card never touches the context; a refusal or no answer goes back to `back`.
 */
const tokenizingState = (back: string) => ({
  invoke: {
    id: 'tokenizeCard' as const,
    src: 'tokenizeCard' as const,
    input: ({ event }: { event: CheckoutEvent }) => ({ card: cardOf(event) }),
    onDone: [
      { guard: { type: 'tokenized' as const, params: output }, target: 'submitting' },
      { target: back, actions: { type: 'storeCardRefusal' as const, params: output } },
    ],
    onError: lostConnection(back),
  },
})

/** A step's failed load: RETRY loads again while retries are left. */
const failedStep = {
  entry: 'endResume',
  on: { RETRY: { guard: 'canRetry', target: 'loading' } },
} as const

/**
 * 'Kembali' on a step: to the step before, ending a walk still on its way. The page shows the step
 * a resume stops at from the moment the machine enters it, while it loads; without this, BACK
 * there went back and the walk, still asked for, took the member forward again.
 */
const backTo = (step: NumberedStep) => ({
  target: `#checkout.${step}`,
  actions: 'endResume' as const,
})

/**
 * Back or Forward in the browser, on a numbered step: back to any step before it (as review's
 * EDIT goes, without reloading the cart), or ahead, walking through the steps between so that
 * their amounts are loaded again in this visit, as far as the choices made allow (a link to a
 * step not reached stops at the first step whose choice is missing). A step ahead when not even
 * the next one can be entered (a cart not ready) is ignored, and the page puts the address back.
 */
const visitsFrom = (from: NumberedStep) => [
  ...CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(from)).map((step) => ({
    guard: { type: 'visitsBackTo' as const, params: { step } },
    target: `#checkout.${step}`,
    // A walk still on its way (a visit ahead) stops where the member went back to.
    actions: 'endResume' as const,
  })),
  ...(from === 'review'
    ? []
    : [
        {
          guard: { type: 'visitsAhead' as const, params: { from } },
          target: `#checkout.${stepAfter(from)}`,
          actions: 'walkToVisited' as const,
        },
      ]),
]

export const checkoutMachine = checkoutSetup.createMachine({
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
        fetching: loadingState({
          src: 'loadCheckout',
          store: 'storeLoaded',
          onto: [
            {
              guard: { type: 'resumesAtAwaitingPayment', params: output },
              target: '#checkout.awaitingPayment',
            },
            { guard: { type: 'resumesPastCart', params: output }, target: '#checkout.promo' },
            { target: '#checkout.cart' },
          ],
          onError: failedLoad('failed'),
        }),
        // A walk asked for by the machine (resumeTo set) stays asked for across a retry.
        failed: {
          on: { RETRY: { guard: 'canRetry', target: 'fetching' } },
        },
      },
    },

    cart: {
      entry: ['resetRetries', 'endResume', savingProgress('cart')],
      on: {
        CART_CHANGED: {
          actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.cart }) },
        },
        NEXT: { guard: 'cartReady', target: 'promo' },
        'STEP.VISIT': visitsFrom('cart'),
      },
    },

    promo: {
      entry: ['resetRetries', savingProgress('promo')],
      exit: 'dropRefusedCode',
      on: { BACK: backTo('cart'), 'STEP.VISIT': visitsFrom('promo') },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'findBestPromo',
          input: ({ context }) => ({ products: promoProductsOf(context.cart) }),
          store: 'storeBestPromo',
          onto: [
            // A code chosen before (this visit or a saved one) is measured against this cart.
            { guard: 'hasCode', target: 'applying' },
            { guard: 'walksPastPromo', target: '#checkout.address' },
            { target: 'ready' },
          ],
          onError: failedLoad('failed'),
        }),
        applying: loadingState({
          src: 'applyPromoCode',
          input: ({ context }) => ({
            products: promoProductsOf(context.cart),
            code: context.promoCode ?? '',
          }),
          store: 'storeCodeAnswer',
          onto: [
            {
              guard: { type: 'walksPastPromoWithCode', params: output },
              target: '#checkout.address',
            },
            { target: 'ready' },
          ],
          onError: failedLoad('failed'),
        }),
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
        failed: failedStep,
      },
    },

    address: {
      entry: ['resetRetries', savingProgress('address')],
      on: { BACK: backTo('promo'), 'STEP.VISIT': visitsFrom('address') },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadAddresses',
          store: 'storeAddresses',
          onto: [
            { guard: { type: 'walksPastAddress', params: output }, target: '#checkout.shipping' },
            { target: 'ready' },
          ],
          onError: failedLoad('failed'),
        }),
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
        failed: failedStep,
      },
    },

    shipping: {
      entry: ['resetRetries', savingProgress('shipping')],
      on: { BACK: backTo('address'), 'STEP.VISIT': visitsFrom('shipping') },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadShippingRates',
          input: ({ context }) => ({
            addressId: context.addressId ?? '',
            products: promoProductsOf(context.cart).map(({ id, qty }) => ({ id, qty })),
          }),
          store: 'storeShippingRates',
          onto: [
            { guard: { type: 'walksPastShipping', params: output }, target: '#checkout.payment' },
            { target: 'ready' },
          ],
          onError: failedLoad('failed'),
        }),
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
        failed: failedStep,
      },
    },

    payment: {
      entry: ['resetRetries', savingProgress('payment')],
      on: { BACK: backTo('shipping'), 'STEP.VISIT': visitsFrom('payment') },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadPaymentMethods',
          input: ({ context }) => ({ amount: totalsOf(context).total }),
          store: 'storePaymentMethods',
          onto: [
            { guard: { type: 'walksPastPayment', params: output }, target: '#checkout.review' },
            { target: 'ready' },
          ],
          onError: failedLoad('failed'),
        }),
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
        failed: failedStep,
      },
    },

    review: {
      entry: ['resetRetries', 'endResume', savingProgress('review')],
      // A message of the last attempt belongs to the review it was shown on.
      exit: 'clearPlaceError',
      on: {
        BACK: backTo('payment'),
        'STEP.VISIT': visitsFrom('review'),
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
        ...idempotencyKeyStates(failedLoad('failed')),
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
        tokenizing: tokenizingState('#checkout.review'),
        submitting: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context, event }) => ({
              idempotencyKey: attemptKeyOf(context, 'An order attempt'),
              body: placeOrderBody(context, cardTokenOf(event)),
            }),
            onDone: [
              {
                guard: { type: 'orderPlaced', params: output },
                target: '#checkout.awaitingPayment',
                actions: { type: 'storeOrder', params: output },
              },
              {
                guard: { type: 'refusedForStock', params: output },
                target: '#checkout.review',
                actions: { type: 'storeRefusal', params: output },
              },
              {
                guard: { type: 'refusedForAmounts', params: output },
                target: '#checkout.loading',
                actions: [{ type: 'storeRefusal', params: output }, 'rewalkToReview'],
              },
              { target: '#checkout.review', actions: { type: 'storeRefusal', params: output } },
            ],
            // No answer (a dropped connection, a timeout): the order may exist, so the key stays.
            onError: lostConnection('#checkout.review'),
          },
        },
      },
    },

    awaitingPayment: {
      entry: savingProgress('awaitingPayment'),
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
              actions: { type: 'storeRefreshedOrder', params: output },
            },
            // One failed poll does not end the flow: the next poll tries again.
            onError: failureTransitions(SIGN_IN, {
              target: 'waiting',
              actions: 'countPollFailure',
            }),
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
            loading: loadingState({
              src: 'loadPaymentMethods',
              input: ({ context }) => ({ amount: totalsOf(context).total }),
              store: 'storePaymentMethods',
              onto: [{ target: 'preparing' }],
              onError: failedLoad('failed'),
            }),
            ...idempotencyKeyStates(failedLoad('failed')),
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
            tokenizing: tokenizingState('#checkout.awaitingPayment.paymentFailed.preparing'),
            submitting: {
              invoke: {
                id: 'payAgain',
                src: 'payAgain',
                input: ({ context, event }) => {
                  const cardToken = cardTokenOf(event)
                  return {
                    orderId: context.orderId ?? '',
                    idempotencyKey: attemptKeyOf(context, 'An order attempt'),
                    methodId: context.paymentMethodId ?? '',
                    ...(cardToken === undefined ? {} : { cardToken }),
                  }
                },
                onDone: [
                  {
                    guard: { type: 'paidAgain', params: output },
                    target: '#checkout.awaitingPayment.checking',
                    actions: { type: 'storeOrder', params: output },
                  },
                  // Refused (the order lapsed meanwhile, the method no longer fits): what the
                  // order is now decides what comes next, with the reason shown.
                  {
                    target: '#checkout.awaitingPayment.refreshing',
                    actions: { type: 'storeRefusal', params: output },
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

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
