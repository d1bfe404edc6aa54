/**
 * Pinned journeys: the checkout as issue 12 describes it, written out by hand with fixed end
 * states. Generated paths follow the machine even where the machine is wrong; these do not.
 */

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Address } from '../../api/addresses/schemas'
import type { BestPromo, Order, PaymentMethods, ShippingRates } from '../../api/checkout/schemas'
import type { Cart } from '../../api/shop/schemas'
import { networkDown, sessionEnded } from '../shared/actor-fixtures'
import {
  ADDRESS_HOME,
  ADDRESS_OFFICE,
  addresses,
  bestPromo,
  CARD_NUMBER,
  card,
  codeApplied,
  codeRefused,
  firstVisit,
  notReadyCart,
  ORDER_ID,
  orderAwaitingVa,
  orderCardChallenge,
  orderExpired,
  orderPaidByCard,
  orderPaidByVa,
  orderPaymentFailed,
  paymentMethods,
  readyCart,
  refusedForPrice,
  refusedForStock,
  savedAtReview,
  savedAwaitingPayment,
  shippingRates,
} from './checkout.fixtures'
import { checkoutMachine } from './checkout.machine'
import {
  type ApplyPromoCodeInput,
  type ApplyPromoCodeOutput,
  CONNECTION_LOST_MESSAGE,
  type FindBestPromoInput,
  type LoadCheckoutOutput,
  type LoadPaymentMethodsInput,
  type LoadShippingRatesInput,
  type PayAgainActorInput,
  type PayAgainOutput,
  type PlaceOrderActorInput,
  type PlaceOrderOutput,
  type RefreshOrderInput,
  resumeStep,
  type SaveProgressParams,
  type TokenizeCardInput,
  type TokenizeCardOutput,
} from './checkout.model'
import {
  selectAppliedPromo,
  selectCanRetry,
  selectIsBusy,
  selectPollTrouble,
  selectStep,
  selectTotals,
} from './checkout.selectors'

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

const TOKEN = 'tok_sim_4f9a2c81d7e3'
const KEYS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']

/** A checkout with the app's effects replaced: each answer as given, or the happy one. */
function start(answers: Partial<Fakes> = {}) {
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A first checkout from the cart to review: the primary address, JNE, the given method. */
async function toReview({ actor }: Checkout, methodId: 'card' | 'va-bca') {
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

afterEach(() => {
  vi.useRealTimers()
})

describe('checkout journeys', () => {
  it('pays by a card that needs no challenge: six steps, one order, paid', async () => {
    const checkout = start()
    const { actor, fake, state } = checkout
    expect(selectStep(actor.getSnapshot())).toEqual({ step: 'loading', number: null, total: 6 })
    expect(selectIsBusy(actor.getSnapshot())).toBe(true)
    await settle()
    expect(state()).toBe('cart')
    expect(selectStep(actor.getSnapshot())).toEqual({ step: 'cart', number: 1, total: 6 })

    actor.send({ type: 'NEXT' })
    await settle()
    expect(fake.findBestPromo).toHaveBeenCalledWith({
      products: [
        { id: 'serum-niacinamide-10', qty: 2, price: 79_000 },
        { id: 'tabir-surya-spf50', qty: 1, price: 65_000 },
      ],
    })
    expect(state()).toEqual({ promo: 'ready' })
    expect(selectAppliedPromo(actor.getSnapshot())?.title).toBe('Belanja Hemat 10%')

    actor.send({ type: 'NEXT' })
    await settle()
    // The primary address is chosen for a first checkout.
    expect(actor.getSnapshot().context.addressId).toBe(ADDRESS_HOME)
    actor.send({ type: 'NEXT' })
    await settle()
    expect(fake.loadShippingRates).toHaveBeenCalledWith({
      addressId: ADDRESS_HOME,
      products: [
        { id: 'serum-niacinamide-10', qty: 2 },
        { id: 'tabir-surya-spf50', qty: 1 },
      ],
    })
    // No courier yet: NEXT waits for one.
    actor.send({ type: 'NEXT' })
    expect(state()).toEqual({ shipping: 'ready' })
    actor.send({ type: 'SELECT_COURIER', courierId: 'jne-reg' })
    actor.send({ type: 'NEXT' })
    await settle()
    expect(fake.loadPaymentMethods).toHaveBeenCalledWith({ amount: 210_700 })
    // An unavailable method cannot be chosen.
    actor.send({ type: 'SELECT_PAYMENT_METHOD', methodId: 'ewallet-gopay' })
    expect(actor.getSnapshot().context.paymentMethodId).toBeNull()
    actor.send({ type: 'SELECT_PAYMENT_METHOD', methodId: 'card' })
    actor.send({ type: 'NEXT' })
    await settle()

    expect(state()).toEqual({ review: 'ready' })
    expect(selectStep(actor.getSnapshot())).toEqual({ step: 'review', number: 6, total: 6 })
    expect(selectTotals(actor.getSnapshot())).toEqual({
      subtotal: 223_000,
      discount: 22_300,
      shippingCost: 10_000,
      total: 210_700,
    })
    // A card method needs the card.
    actor.send({ type: 'PLACE' })
    expect(state()).toEqual({ review: 'ready' })

    actor.send({ type: 'PLACE', card })
    expect(selectIsBusy(actor.getSnapshot())).toBe(true)
    await settle()
    expect(fake.tokenizeCard).toHaveBeenCalledWith({ card })
    expect(fake.placeOrder).toHaveBeenCalledTimes(1)
    expect(fake.placeOrder).toHaveBeenCalledWith({
      idempotencyKey: KEYS[0],
      body: {
        type: 'purchase',
        orderType: 'OTC',
        products: [
          { id: 'serum-niacinamide-10', qty: 2, price: 79_000 },
          { id: 'tabir-surya-spf50', qty: 1, price: 65_000 },
        ],
        addressId: ADDRESS_HOME,
        courierId: 'jne-reg',
        paymentMethodId: 'card',
        code: null,
        noPromo: false,
        expectedTotal: 210_700,
        cardToken: TOKEN,
      },
    })
    expect(state()).toBe('paid')
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.order?.number).toBe('DR-2611-000042')
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(CARD_NUMBER)
    expect(fake.refreshOrder).not.toHaveBeenCalled()
    expect(checkout.steps()).toEqual([
      'cart',
      'promo',
      'address',
      'shipping',
      'payment',
      'review',
      'awaitingPayment',
      'cart',
    ])
    expect(checkout.saved.at(-2)).toMatchObject({ step: 'awaitingPayment', orderId: ORDER_ID })
    expect(checkout.saved.at(-1)).toEqual({
      step: 'cart',
      addressId: ADDRESS_HOME,
      courierId: 'jne-reg',
      paymentMethodId: 'card',
      promoCode: null,
      promoDeclined: false,
      orderId: null,
    })
  })

  it('pays by a card with a 3-D Secure challenge: waits, then the challenge page posts back', async () => {
    const checkout = start({
      placeOrder: async () => ({ ok: true, order: orderCardChallenge }),
      refreshOrder: async () => orderPaidByCard,
    })
    const { actor, fake, state } = checkout
    await toReview(checkout, 'card')
    actor.send({ type: 'PLACE', card })
    await settle()
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    expect(actor.getSnapshot().context.order?.payment.actionUrl).toBe('/simulator/3ds/pay-0002')
    expect(selectIsBusy(actor.getSnapshot())).toBe(false)

    actor.send({ type: 'PAYMENT_RESULT' })
    await settle()
    expect(fake.refreshOrder).toHaveBeenCalledWith({ orderId: ORDER_ID })
    expect(state()).toBe('paid')
  })

  it('pays by virtual account: no card, polls, and "Saya sudah bayar" checks at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const answers = [orderAwaitingVa, orderPaidByVa]
    const checkout = start({
      placeOrder: async () => ({ ok: true, order: orderAwaitingVa }),
      refreshOrder: async () => answers.shift() ?? orderPaidByVa,
    })
    const { actor, fake, state } = checkout
    const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms)
    for (const event of ['NEXT', 'NEXT', 'NEXT'] as const) {
      await tick(0)
      actor.send({ type: event })
    }
    await tick(0)
    actor.send({ type: 'SELECT_COURIER', courierId: 'jne-reg' })
    actor.send({ type: 'NEXT' })
    await tick(0)
    actor.send({ type: 'SELECT_PAYMENT_METHOD', methodId: 'va-bca' })
    actor.send({ type: 'NEXT' })
    await tick(0)
    actor.send({ type: 'PLACE' })
    await tick(0)
    expect(fake.tokenizeCard).not.toHaveBeenCalled()
    expect(fake.placeOrder.mock.calls[0]?.[0].body).not.toHaveProperty('cardToken')
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    expect(actor.getSnapshot().context.order?.payment.vaNumber).toBe('8808 1200 0000 0042')

    await tick(2_999)
    expect(fake.refreshOrder).not.toHaveBeenCalled()
    await tick(1)
    expect(fake.refreshOrder).toHaveBeenCalledTimes(1)
    expect(state()).toEqual({ awaitingPayment: 'waiting' })

    actor.send({ type: 'PAYMENT_RESULT' })
    await tick(0)
    expect(fake.refreshOrder).toHaveBeenCalledTimes(2)
    expect(state()).toBe('paid')
  })

  it('ends at expired when the transfer never came, and the next checkout starts at the cart', async () => {
    const checkout = start({
      placeOrder: async () => ({ ok: true, order: orderAwaitingVa }),
      refreshOrder: async () => orderExpired,
    })
    const { actor, state } = checkout
    await toReview(checkout, 'va-bca')
    actor.send({ type: 'PLACE' })
    await settle()
    actor.send({ type: 'PAYMENT_RESULT' })
    await settle()
    expect(state()).toBe('expired')
    expect(actor.getSnapshot().status).toBe('done')
    expect(selectStep(actor.getSnapshot())).toEqual({ step: 'expired', number: null, total: 6 })
    expect(checkout.saved.at(-1)).toMatchObject({ step: 'cart', orderId: null })
  })

  it('keeps a refused code for fixing, then applies the fixed one (uppercased)', async () => {
    const checkout = start({
      applyPromoCode: async ({ code }) => (code === 'HEMAT20' ? codeApplied : codeRefused),
    })
    const { actor, fake, state } = checkout
    await settle()
    actor.send({ type: 'NEXT' })
    await settle()
    actor.send({ type: 'APPLY_CODE', code: '   ' })
    expect(fake.applyPromoCode).not.toHaveBeenCalled()

    actor.send({ type: 'APPLY_CODE', code: ' hemat2o ' })
    expect(selectIsBusy(actor.getSnapshot())).toBe(true)
    await settle()
    expect(state()).toEqual({ promo: 'ready' })
    expect(actor.getSnapshot().context).toMatchObject({
      promoCode: 'HEMAT2O',
      codeError: 'Kode promo tidak dikenal atau sudah berakhir.',
      codePromo: null,
    })
    // Until a code applies, the best promotion still counts.
    expect(selectAppliedPromo(actor.getSnapshot())?.title).toBe('Belanja Hemat 10%')

    actor.send({ type: 'APPLY_CODE', code: 'hemat20' })
    await settle()
    expect(fake.applyPromoCode.mock.calls.map(([input]) => input.code)).toEqual([
      'HEMAT2O',
      'HEMAT20',
    ])
    expect(actor.getSnapshot().context.codeError).toBeNull()
    expect(selectAppliedPromo(actor.getSnapshot())?.code).toBe('HEMAT20')
    expect(selectTotals(actor.getSnapshot())).toMatchObject({ discount: 20_000, total: 203_000 })

    // Declining drops the code and every promotion; the best comes back on request.
    actor.send({ type: 'DECLINE_PROMO' })
    expect(selectAppliedPromo(actor.getSnapshot())).toBeNull()
    expect(selectTotals(actor.getSnapshot()).discount).toBe(0)
    actor.send({ type: 'USE_BEST' })
    expect(selectAppliedPromo(actor.getSnapshot())?.title).toBe('Belanja Hemat 10%')
  })

  it('goes on without a refused code, and never saves it', async () => {
    const checkout = start({ applyPromoCode: async () => codeRefused })
    const { actor } = checkout
    await settle()
    actor.send({ type: 'NEXT' })
    await settle()
    actor.send({ type: 'APPLY_CODE', code: 'SALAH' })
    await settle()
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context).toMatchObject({ promoCode: null, codeError: null })
    expect(checkout.saved.at(-1)).toMatchObject({ step: 'address', promoCode: null })
  })

  it('sends the member back to the cart when stock ran out at review, with a fresh key after', async () => {
    const answers: PlaceOrderOutput[] = [refusedForStock, { ok: true, order: orderAwaitingVa }]
    // The second load is the cart as the server has it after the refusal.
    const loads: LoadCheckoutOutput[] = [firstVisit, { ...firstVisit, cart: notReadyCart }]
    const checkout = start({
      placeOrder: async () => answers.shift() ?? refusedForStock,
      loadCheckout: async () => loads.shift() ?? firstVisit,
    })
    const { actor, fake, state } = checkout
    await toReview(checkout, 'va-bca')
    actor.send({ type: 'PLACE' })
    await settle()
    expect(state()).toEqual({ review: 'ready' })
    expect(actor.getSnapshot().context).toMatchObject({
      placeError: 'Stok beberapa produk tidak cukup. Ubah jumlahnya di keranjang.',
      placeItemErrors: [{ path: 'products.1', message: 'Tabir Surya SPF 50 PA++++ tinggal 2.' }],
      // An answer came: the next attempt is a new one.
      idempotencyKey: KEYS[1],
    })

    // Back to the cart through a fresh load: the page shows the cart as it is now, not as it
    // was when the review was built.
    actor.send({ type: 'EDIT', step: 'cart' })
    expect(state()).toEqual({ loading: 'fetching' })
    await settle()
    expect(state()).toBe('cart')
    expect(fake.loadCheckout).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context).toMatchObject({ placeError: null, cart: notReadyCart })
    actor.send({ type: 'NEXT' })
    expect(state()).toBe('cart')
    actor.send({ type: 'CART_CHANGED', cart: readyCart })
    actor.send({ type: 'NEXT' })
    expect(state()).toEqual({ promo: 'loading' })
    await settle()
    for (const _ of ['promo', 'address', 'shipping', 'payment']) {
      actor.send({ type: 'NEXT' })
      await settle()
    }
    actor.send({ type: 'PLACE' })
    await settle()
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    expect(fake.placeOrder.mock.calls.map(([input]) => input.idempotencyKey)).toEqual(KEYS)
  })

  it('retries a placement whose answer was lost with the SAME idempotency key', async () => {
    const answers: Array<() => Promise<PlaceOrderOutput>> = [
      async () => {
        throw networkDown
      },
      async () => ({ ok: true, order: orderAwaitingVa }),
    ]
    const checkout = start({
      placeOrder: () => (answers.shift() ?? (async () => refusedForStock))(),
    })
    const { actor, fake, state, reportError } = checkout
    await toReview(checkout, 'card')
    actor.send({ type: 'PLACE', card })
    await settle()
    expect(state()).toEqual({ review: 'ready' })
    expect(actor.getSnapshot().context.placeError).toBe(CONNECTION_LOST_MESSAGE)
    expect(reportError).toHaveBeenCalledWith(networkDown)

    actor.send({ type: 'PLACE', card })
    await settle()
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    const [first, second] = fake.placeOrder.mock.calls.map(([input]) => input.idempotencyKey)
    expect(first).toBe(KEYS[0])
    expect(second).toBe(first)
    expect(fake.newIdempotencyKey).toHaveBeenCalledTimes(1)
    // The card was tokenised again for the second attempt, and never kept.
    expect(fake.tokenizeCard).toHaveBeenCalledTimes(2)
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(CARD_NUMBER)
  })

  it('returns to review with the message when the card number is refused', async () => {
    const checkout = start({
      tokenizeCard: async () => ({ ok: false, message: 'Nomor kartu tidak valid.' }),
    })
    const { actor, fake, state } = checkout
    await toReview(checkout, 'card')
    actor.send({ type: 'PLACE', card: { ...card, number: '4000000000000000' } })
    await settle()
    expect(state()).toEqual({ review: 'ready' })
    expect(actor.getSnapshot().context.placeError).toBe('Nomor kartu tidak valid.')
    expect(fake.placeOrder).not.toHaveBeenCalled()
  })

  it('reloads every amount after a price refusal and comes back to review with the choices of this visit', async () => {
    const dearer: Cart = {
      ...readyCart,
      data: readyCart.data.map((item, index) =>
        index === 1 ? { ...item, product: { ...item.product, price: 70_000 } } : item,
      ),
      meta: { ...readyCart.meta, selectedSubtotal: 228_000 },
    }
    const loads: LoadCheckoutOutput[] = [
      firstVisit,
      // The server's progress says otherwise (an older save): this visit's choices win.
      { settings: { ...savedAtReview.settings, courierId: 'sicepat-best' }, cart: dearer },
    ]
    const checkout = start({
      loadCheckout: async () => loads.shift() ?? firstVisit,
      placeOrder: async () => refusedForPrice,
    })
    const { actor, fake, state } = checkout
    await toReview(checkout, 'va-bca')
    actor.send({ type: 'PLACE' })
    await settle()
    expect(fake.loadCheckout).toHaveBeenCalledTimes(2)
    expect(fake.findBestPromo).toHaveBeenCalledTimes(2)
    expect(fake.loadShippingRates).toHaveBeenCalledTimes(2)
    expect(fake.loadPaymentMethods).toHaveBeenCalledTimes(2)
    expect(state()).toEqual({ review: 'ready' })
    expect(actor.getSnapshot().context).toMatchObject({
      courierId: 'jne-reg',
      paymentMethodId: 'va-bca',
      placeError: 'Harga atau ongkos kirim berubah. Periksa lagi totalnya sebelum membayar.',
      resumeTo: null,
    })
    expect(selectTotals(actor.getSnapshot()).subtotal).toBe(228_000)
  })

  it('resumes saved progress at shipping: earlier steps load on the way, the courier stays chosen', async () => {
    const checkout = start({
      loadCheckout: async () => ({
        settings: {
          ...savedAtReview.settings,
          step: 'shipping',
          addressId: ADDRESS_OFFICE,
          courierId: 'sicepat-best',
          paymentMethodId: null,
          promoCode: null,
        },
        cart: readyCart,
      }),
    })
    const { actor, fake, state } = checkout
    await settle()
    expect(state()).toEqual({ shipping: 'ready' })
    expect(selectStep(actor.getSnapshot())).toEqual({ step: 'shipping', number: 4, total: 6 })
    expect(fake.findBestPromo).toHaveBeenCalledTimes(1)
    expect(fake.loadAddresses).toHaveBeenCalledTimes(1)
    expect(fake.loadShippingRates).toHaveBeenCalledWith(
      expect.objectContaining({ addressId: ADDRESS_OFFICE }),
    )
    expect(actor.getSnapshot().context).toMatchObject({
      addressId: ADDRESS_OFFICE,
      courierId: 'sicepat-best',
      resumeTo: null,
    })
    expect(selectTotals(actor.getSnapshot())).toEqual({
      subtotal: 223_000,
      discount: 22_300,
      shippingCost: 15_000,
      total: 215_700,
    })
    expect(checkout.steps()).toEqual(['promo', 'address', 'shipping'])
    // BACK after a resume stops at the address; it does not walk on again.
    actor.send({ type: 'BACK' })
    await settle()
    expect(state()).toEqual({ address: 'ready' })
  })

  it('stops a resume at the address when the saved one is gone, with the primary chosen', async () => {
    const checkout = start({
      loadCheckout: async () => ({
        settings: { ...savedAtReview.settings, addressId: 'a-deleted-address' },
        cart: readyCart,
      }),
    })
    await settle()
    expect(checkout.state()).toEqual({ address: 'ready' })
    expect(checkout.actor.getSnapshot().context).toMatchObject({
      addressId: ADDRESS_HOME,
      resumeTo: null,
    })
  })

  it('resumes an open payment and offers to pay again after the bank refused the card', async () => {
    const checkout = start({
      loadCheckout: async () => savedAwaitingPayment,
      refreshOrder: async () => orderPaymentFailed,
    })
    const { actor, fake, state } = checkout
    await settle()
    expect(fake.refreshOrder).toHaveBeenCalledWith({ orderId: ORDER_ID })
    expect(state()).toEqual({ awaitingPayment: { paymentFailed: 'ready' } })
    expect(fake.loadPaymentMethods).toHaveBeenCalledWith({ amount: 213_000 })

    actor.send({ type: 'PAY_AGAIN', methodId: 'card', card })
    await settle()
    expect(fake.tokenizeCard).toHaveBeenCalledWith({ card })
    expect(fake.payAgain).toHaveBeenCalledWith({
      orderId: ORDER_ID,
      idempotencyKey: KEYS[0],
      methodId: 'card',
      cardToken: TOKEN,
    })
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull()
  })

  it('checks the order again after a refused pay-again: one that lapsed meanwhile ends at expired', async () => {
    const refreshes = [orderPaymentFailed, orderExpired]
    const checkout = start({
      loadCheckout: async () => savedAwaitingPayment,
      refreshOrder: async () => refreshes.shift() ?? orderExpired,
      payAgain: async () => ({ ok: false, message: 'Pesanan ini sudah kedaluwarsa.' }),
    })
    const { actor, fake, state } = checkout
    await settle()
    actor.send({ type: 'PAY_AGAIN', methodId: 'va-bca' })
    await settle()
    expect(fake.tokenizeCard).not.toHaveBeenCalled()
    expect(fake.payAgain).toHaveBeenCalledWith({
      orderId: ORDER_ID,
      idempotencyKey: KEYS[0],
      methodId: 'va-bca',
    })
    expect(fake.refreshOrder).toHaveBeenCalledTimes(2)
    expect(state()).toBe('expired')
    expect(actor.getSnapshot().context.placeError).toBe('Pesanan ini sudah kedaluwarsa.')
  })

  it('sends the member to sign in when the session ended mid-checkout', async () => {
    const checkout = start({
      loadShippingRates: async () => {
        throw sessionEnded
      },
    })
    const { actor, signInAgain, reportError, state } = checkout
    await settle()
    actor.send({ type: 'NEXT' })
    await settle()
    actor.send({ type: 'NEXT' })
    await settle()
    actor.send({ type: 'NEXT' })
    await settle()
    expect(state()).toBe('signInRequired')
    expect(actor.getSnapshot().status).toBe('done')
    expect(signInAgain).toHaveBeenCalledWith(sessionEnded)
    expect(reportError).not.toHaveBeenCalled()
    // The progress up to here was saved: signing in comes back to it.
    expect(checkout.saved.at(-1)).toMatchObject({ step: 'shipping', addressId: ADDRESS_HOME })
  })

  it('offers Coba lagi after a failed load, three times in a row at most', async () => {
    const checkout = start({
      loadShippingRates: async () => {
        throw networkDown
      },
    })
    const { actor, fake, state, reportError } = checkout
    await settle()
    for (const _ of ['cart', 'promo', 'address']) {
      actor.send({ type: 'NEXT' })
      await settle()
    }
    expect(state()).toEqual({ shipping: 'failed' })
    expect(selectCanRetry(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'RETRY' })
    await settle()
    expect(selectCanRetry(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'RETRY' })
    await settle()
    expect(fake.loadShippingRates).toHaveBeenCalledTimes(3)
    expect(reportError).toHaveBeenCalledTimes(3)
    expect(actor.getSnapshot().context.retriesLeft).toBe(0)
    expect(selectCanRetry(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'RETRY' })
    await settle()
    expect(fake.loadShippingRates).toHaveBeenCalledTimes(3)
    expect(state()).toEqual({ shipping: 'failed' })
    // BACK is still there, and coming back tries again.
    actor.send({ type: 'BACK' })
    await settle()
    expect(state()).toEqual({ address: 'ready' })
    actor.send({ type: 'NEXT' })
    await settle()
    expect(fake.loadShippingRates).toHaveBeenCalledTimes(4)
    expect(selectCanRetry(actor.getSnapshot())).toBe(true)
  })

  it('stops polling once paid, and says so after three failed polls in a row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const answers: Array<() => Promise<Order>> = [
      async () => {
        throw networkDown
      },
      async () => {
        throw networkDown
      },
      async () => {
        throw networkDown
      },
      async () => orderAwaitingVa,
      async () => orderPaidByVa,
    ]
    const checkout = start({
      loadCheckout: async () => savedAwaitingPayment,
      refreshOrder: () => (answers.shift() ?? (async () => orderPaidByVa))(),
    })
    const { actor, fake, state } = checkout
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.refreshOrder).toHaveBeenCalledTimes(1)
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    expect(selectPollTrouble(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(6_000)
    expect(fake.refreshOrder).toHaveBeenCalledTimes(3)
    expect(actor.getSnapshot().context.pollFailures).toBe(3)
    expect(selectPollTrouble(actor.getSnapshot())).toBe(true)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(selectPollTrouble(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(fake.refreshOrder).toHaveBeenCalledTimes(5)
    expect(state()).toBe('paid')

    await vi.advanceTimersByTimeAsync(60_000)
    expect(fake.refreshOrder).toHaveBeenCalledTimes(5)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('resumeStep', () => {
  const saved = { ...savedAtReview.settings }
  it.each([
    ['the saved step when its needs hold', { ...saved }, 'review'],
    ['payment without a method chosen', { ...saved, paymentMethodId: null }, 'payment'],
    ['shipping without a courier', { ...saved, courierId: null }, 'shipping'],
    ['address without an address', { ...saved, addressId: null, step: 'payment' }, 'address'],
    ['promo as saved', { ...saved, step: 'promo' }, 'promo'],
    [
      'the open payment',
      { ...saved, step: 'awaitingPayment', orderId: ORDER_ID },
      'awaitingPayment',
    ],
    [
      'review for a payment step without its order',
      { ...saved, step: 'awaitingPayment' },
      'review',
    ],
  ] as const)('resumes at %s', (_, progress, expected) => {
    expect(resumeStep(progress, readyCart)).toBe(expected)
  })

  it('resumes at the cart when it is not ready for checkout, except for an open payment', () => {
    expect(resumeStep(saved, notReadyCart)).toBe('cart')
    expect(resumeStep({ ...saved, step: 'awaitingPayment', orderId: ORDER_ID }, notReadyCart)).toBe(
      'awaitingPayment',
    )
  })
})
