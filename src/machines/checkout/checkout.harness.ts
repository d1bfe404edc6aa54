/**
 * The checkout's pinned journeys share this: a checkout with the app's effects replaced by fakes
 * (each answer as given, or the happy one), and the walk from the cart to review.
 */
import { expect, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Address } from '../../../contract/addresses/schemas'
import type {
  BestPromo,
  Order,
  PaymentMethods,
  ShippingRates,
} from '../../../contract/checkout/schemas'
import {
  addresses,
  bestPromo,
  codeApplied,
  firstVisit,
  orderAwaitingVa,
  orderPaidByCard,
  orderPaidByVa,
  paymentMethods,
  shippingRates,
} from './checkout.fixtures'
import { checkoutMachine } from './checkout.machine'
import type {
  ApplyPromoCodeInput,
  ApplyPromoCodeOutput,
  FindBestPromoInput,
  LoadCheckoutOutput,
  LoadPaymentMethodsInput,
  LoadShippingRatesInput,
  PayAgainActorInput,
  PayAgainOutput,
  PlaceOrderActorInput,
  PlaceOrderOutput,
  RefreshOrderInput,
  SaveProgressParams,
  TokenizeCardInput,
  TokenizeCardOutput,
} from './checkout.model'

interface Fakes {
  loadCheckout: () => Promise<LoadCheckoutOutput>
  findBestPromo: (input: FindBestPromoInput) => Promise<BestPromo>
  applyPromoCode: (input: ApplyPromoCodeInput) => Promise<ApplyPromoCodeOutput>
  loadAddresses: () => Promise<Address[]>
  loadShippingRates: (input: LoadShippingRatesInput) => Promise<ShippingRates>
  loadPaymentMethods: (input: LoadPaymentMethodsInput) => Promise<PaymentMethods>
  newIdempotencyKey: () => Promise<string>
  tokenizeCard: (input: TokenizeCardInput) => Promise<TokenizeCardOutput>
  placeOrder: (input: PlaceOrderActorInput) => Promise<PlaceOrderOutput>
  refreshOrder: (input: RefreshOrderInput) => Promise<Order>
  payAgain: (input: PayAgainActorInput) => Promise<PayAgainOutput>
}

export const TOKEN = 'tok_sim_4f9a2c81d7e3'
export const KEYS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']

/** A checkout with the app's effects replaced: each answer as given, or the happy one. */
export function start(answers: Partial<Fakes> = {}) {
  let keys = 0
  const fake = {
    loadCheckout: vi.fn<Fakes['loadCheckout']>(answers.loadCheckout ?? (async () => firstVisit)),
    findBestPromo: vi.fn<Fakes['findBestPromo']>(answers.findBestPromo ?? (async () => bestPromo)),
    applyPromoCode: vi.fn<Fakes['applyPromoCode']>(
      answers.applyPromoCode ?? (async () => codeApplied),
    ),
    loadAddresses: vi.fn<Fakes['loadAddresses']>(answers.loadAddresses ?? (async () => addresses)),
    loadShippingRates: vi.fn<Fakes['loadShippingRates']>(
      answers.loadShippingRates ?? (async () => shippingRates),
    ),
    loadPaymentMethods: vi.fn<Fakes['loadPaymentMethods']>(
      answers.loadPaymentMethods ?? (async () => paymentMethods),
    ),
    newIdempotencyKey: vi.fn<Fakes['newIdempotencyKey']>(
      answers.newIdempotencyKey ?? (async () => KEYS[keys++] ?? `key-${keys}`),
    ),
    tokenizeCard: vi.fn<Fakes['tokenizeCard']>(
      answers.tokenizeCard ?? (async () => ({ ok: true, token: TOKEN }) as const),
    ),
    placeOrder: vi.fn<Fakes['placeOrder']>(
      answers.placeOrder ?? (async () => ({ ok: true, order: orderPaidByCard }) as const),
    ),
    refreshOrder: vi.fn<Fakes['refreshOrder']>(answers.refreshOrder ?? (async () => orderPaidByVa)),
    payAgain: vi.fn<Fakes['payAgain']>(
      answers.payAgain ?? (async () => ({ ok: true, order: orderAwaitingVa }) as const),
    ),
  }
  const saved: SaveProgressParams[] = []
  const signInAgain = vi.fn()
  const reportError = vi.fn()
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(() => fake.loadCheckout()),
      findBestPromo: fromPromise(({ input }) => fake.findBestPromo(input)),
      applyPromoCode: fromPromise(({ input }) => fake.applyPromoCode(input)),
      loadAddresses: fromPromise(() => fake.loadAddresses()),
      loadShippingRates: fromPromise(({ input }) => fake.loadShippingRates(input)),
      loadPaymentMethods: fromPromise(({ input }) => fake.loadPaymentMethods(input)),
      newIdempotencyKey: fromPromise(() => fake.newIdempotencyKey()),
      tokenizeCard: fromPromise(({ input }) => fake.tokenizeCard(input)),
      placeOrder: fromPromise(({ input }) => fake.placeOrder(input)),
      refreshOrder: fromPromise(({ input }) => fake.refreshOrder(input)),
      payAgain: fromPromise(({ input }) => fake.payAgain(input)),
    },
    actions: {
      saveProgress: (_, params) => saved.push(params),
      signInAgain: (_, { error }) => signInAgain(error),
      reportError: (_, { error }) => reportError(error),
    },
  })
  const actor = createActor(machine).start()
  const state = () => actor.getSnapshot().value
  const steps = () => saved.map((params) => params.step)
  return { actor, fake, saved, steps, signInAgain, reportError, state }
}

type Checkout = ReturnType<typeof start>

/** Lets the fake effects answer (and the machine follow) before the next look. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A first checkout from the cart to review: the primary address, JNE, the given method. */
export async function toReview({ actor }: Checkout, methodId: 'card' | 'va-bca') {
  await settle()
  actor.send({ type: 'NEXT' })
  await settle()
  actor.send({ type: 'NEXT' })
  await settle()
  actor.send({ type: 'NEXT' })
  await settle()
  actor.send({ type: 'SELECT_COURIER', courierId: 'jne-reg' })
  actor.send({ type: 'NEXT' })
  await settle()
  actor.send({ type: 'SELECT_PAYMENT_METHOD', methodId })
  actor.send({ type: 'NEXT' })
  await settle()
  expect(actor.getSnapshot().value).toEqual({ review: 'ready' })
}
