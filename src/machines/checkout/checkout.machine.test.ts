/**
 * Pinned journeys through the checkout's steps (cart, promo, address, shipping, payment, review),
 * its resume and its failures, written out by hand with fixed end states. Generated paths follow
 * the machine even where the machine is wrong; these do not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { networkDown, sessionEnded } from '../shared/actor-fixtures'
import {
  ADDRESS_HOME,
  ADDRESS_OFFICE,
  CARD_NUMBER,
  card,
  codeApplied,
  codeRefused,
  notReadyCart,
  ORDER_ID,
  orderAwaitingVa,
  readyCart,
  savedAtReview,
  shippingRates,
} from './checkout.fixtures'
import { KEYS, settle, start, TOKEN, toReview } from './checkout.harness'
import { CHECKOUT_STEP_SLUGS, CHECKOUT_STEPS, resumeStep, stepOfSlug } from './checkout.model'
import {
  selectAppliedPromo,
  selectCanRetry,
  selectIsBusy,
  selectStep,
  selectStepSlug,
  selectTotals,
} from './checkout.selectors'
import { checkoutTitleOf } from './checkout.steps'

afterEach(() => {
  vi.useRealTimers()
})

/** Progress saved at shipping, with the office address and a courier chosen. */
const savedAtShipping = {
  settings: {
    ...savedAtReview.settings,
    step: 'shipping',
    addressId: ADDRESS_OFFICE,
    courierId: 'sicepat-best',
    paymentMethodId: null,
    promoCode: null,
  },
  cart: readyCart,
} as const
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

  it('resumes saved progress at shipping: earlier steps load on the way, the courier stays chosen', async () => {
    const checkout = start({ loadCheckout: async () => savedAtShipping })
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

  it("BACK while a resume's last step still loads stops at the step before; the walk does not take it on again", async () => {
    // The page shows the step the walk stops at, with its Kembali, as soon as the machine enters
    // it: a member pressing it before the courier list came was walked back to shipping.
    let answerRates: (() => void) | undefined
    const checkout = start({ loadCheckout: async () => savedAtShipping })
    const { actor, fake, state } = checkout
    fake.loadShippingRates.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerRates = () => resolve(shippingRates)
        }),
    )
    await settle()
    expect(state()).toEqual({ shipping: 'loading' })
    actor.send({ type: 'BACK' })
    answerRates?.()
    await settle()
    expect(state()).toEqual({ address: 'ready' })
    expect(actor.getSnapshot().context.resumeTo).toBeNull()
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

describe('Back and Forward in the browser (STEP.VISIT)', () => {
  it('goes back to any step reached, and forward again through the steps between', async () => {
    const checkout = start()
    const { actor, fake, state } = checkout
    await toReview(checkout, 'va-bca')

    actor.send({ type: 'STEP.VISIT', step: 'payment' })
    await settle()
    expect(state()).toEqual({ payment: 'ready' })
    actor.send({ type: 'STEP.VISIT', step: 'address' })
    await settle()
    expect(state()).toEqual({ address: 'ready' })
    expect(selectStepSlug(actor.getSnapshot())).toBe('alamat')

    // Forward two entries at once: shipping and payment load again on the way, choices kept.
    const ratesLoads = fake.loadShippingRates.mock.calls.length
    actor.send({ type: 'STEP.VISIT', step: 'review' })
    await settle()
    expect(state()).toEqual({ review: 'ready' })
    expect(fake.loadShippingRates).toHaveBeenCalledTimes(ratesLoads + 1)
    expect(actor.getSnapshot().context).toMatchObject({
      courierId: 'jne-reg',
      paymentMethodId: 'va-bca',
      resumeTo: null,
    })
  })

  it('goes ahead only as far as the choices made allow: a step not reached stops earlier', async () => {
    const checkout = start()
    const { actor, state } = checkout
    await settle()
    expect(state()).toBe('cart')
    // A first checkout: the primary address is chosen once the list loads, no courier yet.
    actor.send({ type: 'STEP.VISIT', step: 'payment' })
    await settle()
    expect(state()).toEqual({ address: 'ready' })
    expect(actor.getSnapshot().context.resumeTo).toBeNull()
    actor.send({ type: 'STEP.VISIT', step: 'payment' })
    await settle()
    expect(state()).toEqual({ shipping: 'ready' })
    // No courier: payment is still missing its choice; nothing moves.
    expect(actor.getSnapshot().can({ type: 'STEP.VISIT', step: 'review' })).toBe(false)
  })

  it('refuses every step from a cart not ready for checkout', async () => {
    const { actor, state } = start({
      loadCheckout: async () => ({ settings: savedAtReview.settings, cart: notReadyCart }),
    })
    await settle()
    expect(state()).toBe('cart')
    for (const step of ['promo', 'address', 'payment', 'review'] as const) {
      expect(actor.getSnapshot().can({ type: 'STEP.VISIT', step })).toBe(false)
    }
  })

  it('never goes back into payment once the order is placed', async () => {
    const checkout = start({
      placeOrder: async () => ({ ok: true, order: orderAwaitingVa }) as const,
      refreshOrder: async () => orderAwaitingVa,
    })
    const { actor, state } = checkout
    await toReview(checkout, 'va-bca')
    actor.send({ type: 'PLACE' })
    await settle()
    expect(state()).toEqual({ awaitingPayment: 'waiting' })
    for (const step of ['payment', 'review', 'cart'] as const) {
      actor.send({ type: 'STEP.VISIT', step })
      expect(state()).toEqual({ awaitingPayment: 'waiting' })
    }
    expect(selectStepSlug(actor.getSnapshot())).toBe('status-pembayaran')
    actor.stop()
  })

  it('stops a walk ahead where the member went back to', async () => {
    let answerRates: (() => void) | undefined
    const checkout = start()
    const { actor, fake, state } = checkout
    await toReview(checkout, 'va-bca')
    actor.send({ type: 'STEP.VISIT', step: 'promo' })
    await settle()
    fake.loadShippingRates.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerRates = () => resolve(shippingRates)
        }),
    )
    actor.send({ type: 'STEP.VISIT', step: 'review' })
    await settle()
    expect(state()).toEqual({ shipping: 'loading' })
    actor.send({ type: 'STEP.VISIT', step: 'address' })
    answerRates?.()
    await settle()
    expect(state()).toEqual({ address: 'ready' })
    expect(actor.getSnapshot().context.resumeTo).toBeNull()
  })
})

describe('the step in the address', () => {
  it('names every step, and titles it', () => {
    expect(CHECKOUT_STEPS.map((step) => CHECKOUT_STEP_SLUGS[step])).toEqual([
      'keranjang',
      'promo',
      'alamat',
      'pengiriman',
      'pembayaran',
      'tinjau',
    ])
    expect(stepOfSlug('alamat')).toBe('address')
    expect(stepOfSlug('status-pembayaran')).toBeNull()
    expect(stepOfSlug('entah')).toBeNull()
    expect(checkoutTitleOf('alamat')).toBe('Alamat pengiriman · Checkout')
    expect(checkoutTitleOf(undefined)).toBe('Keranjang')
  })
})
