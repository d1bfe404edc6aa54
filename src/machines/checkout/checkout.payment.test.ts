/**
 * Pinned journeys from 'Bayar' on: placing the order with its idempotency key, the refusals that
 * send the member back, the open payment's polling and paying again. Written out by hand with
 * fixed end states, like `checkout.machine.test.ts`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../../contract/checkout/schemas'
import type { Cart } from '../../../contract/shop/schemas'
import { networkDown } from '../shared/actor-fixtures'
import {
  CARD_NUMBER,
  card,
  firstVisit,
  notReadyCart,
  ORDER_ID,
  orderAwaitingVa,
  orderCardChallenge,
  orderExpired,
  orderPaidByCard,
  orderPaidByVa,
  orderPaymentFailed,
  readyCart,
  refusedForPrice,
  refusedForStock,
  savedAtReview,
  savedAwaitingPayment,
} from './checkout.fixtures'
import { KEYS, settle, start, TOKEN, toReview } from './checkout.harness'
import {
  CONNECTION_LOST_MESSAGE,
  type LoadCheckoutOutput,
  type PlaceOrderOutput,
} from './checkout.model'
import { selectIsBusy, selectPollTrouble, selectStep, selectTotals } from './checkout.selectors'

afterEach(() => {
  vi.useRealTimers()
})

describe('checkout journeys from Bayar on', () => {
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
