/**
 * Orders: placing one from the cart with an idempotency key, reading the list and one
 * order, paying again. Every answer is parsed with the contract's schemas.
 */
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  CheckoutSettings,
  IDEMPOTENCY_HEADER,
  Order,
  OrderList,
} from '../../../contract/checkout/schemas'
import { CardToken } from '../../../contract/checkout/simulator-schemas'
import { Cart } from '../../../contract/shop/schemas'
import { createApiApp } from '../../app'
import {
  idempotencyKeys,
  orders,
  payments,
  simulatorCardTokens,
  simulatorCharges,
} from '../../db/schema/checkout'
import { promotions } from '../../db/schema/content'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem, type TestApi } from '../../test/harness'
import {
  fillCart,
  payAgain,
  placeOrder,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'
import { KEY_REUSED, requestHashOf, STILL_RUNNING } from './idempotency'

const api = setUpCheckoutApi()

const SERUM = 'serum-niacinamide-10' // Rp115.000 after its discount, 110 g
const PATCH = 'patch-jerawat' // Rp29.000 after its discount, 20 g

async function product(id: string) {
  const [row] = await api().db.select().from(shopProducts).where(eq(shopProducts.id, id))
  if (!row) throw new Error(`No product ${id}`)
  return row
}

async function orderCount(db: TestApi['db'], memberId?: string) {
  const [row] = await db
    .select({ rows: count() })
    .from(orders)
    .where(memberId ? eq(orders.memberId, memberId) : undefined)
  return row?.rows ?? 0
}

/** Putri with two serums and a patch in her cart, reviewed as the checkout would. */
async function putriReviewed(choices: Parameters<typeof review>[2] = {}) {
  const putri = await shopper(api(), DEMO_PHONES.putri)
  await fillCart(api(), putri.id, [
    [SERUM, 2],
    [PATCH, 1],
  ])
  const reviewed = await review(
    putri,
    [
      [SERUM, 2, 115_000],
      [PATCH, 1, 29_000],
    ],
    choices,
  )
  return { putri, reviewed }
}

describe('POST /orders/checkout/cart', () => {
  it('places the order: stock reserved, a snapshot of what was bought, the cart emptied, a VA to pay', async () => {
    const { putri, reviewed } = await putriReviewed()
    const serumBefore = await product(SERUM)
    await api().db.insert(shopCartItems).values({
      memberId: putri.id,
      productId: 'toner-centella',
      quantity: 1,
      selected: false,
    })

    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    expect(order.number).toMatch(/^DR-2611-\d{6}$/)
    expect(order.status).toBe('awaiting_payment')
    expect(order.items.map((item) => [item.productId, item.quantity, item.unitPrice])).toEqual([
      [PATCH, 1, 29_000],
      [SERUM, 2, 115_000],
    ])
    expect(order.subtotal).toBe(259_000)
    // 15% capped at Rp30.000 beats DIRIBARU's Rp25.000; SERUM20 (Rp46.000 on two serums) would
    // beat both, but applies only when its code is typed.
    expect(order.promotion).toEqual({
      promotionId: 'belanja-hemat-akhir-tahun',
      title: 'Belanja Hemat Akhir Tahun',
      code: null,
      saving: 30_000,
    })
    expect(order.discount).toBe(30_000)
    // 2 × 110 g + 20 g + 100 g of packaging: 1 kg to Jakarta by JNE Reguler.
    expect(order.shipping).toMatchObject({
      id: 'jne-reg',
      price: 10_000,
      etaLabel: '1–2 hari kerja',
    })
    expect(order.total).toBe(259_000 - 30_000 + 10_000)
    expect(order.total).toBe(reviewed.body.expectedTotal)
    expect(order.address).toMatchObject({
      recipientName: 'Putri Lestari',
      city: 'Kota Administrasi Jakarta Selatan',
      postalCode: '12810',
    })
    expect(order.payment).toMatchObject({
      methodId: 'va-bca',
      methodName: 'BCA Virtual Account',
      type: 'va',
      status: 'pending',
      amount: order.total,
      bank: 'BCA',
    })
    expect(order.payment.vaNumber).toMatch(/^\d{10,}$/)
    // A VA gives a day to pay; the order holds its stock as long.
    expect(new Date(order.expiresAt).getTime() - api().clock.now().getTime()).toBe(
      24 * 60 * 60 * 1000,
    )

    const serumAfter = await product(SERUM)
    expect(serumAfter.stock).toBe(serumBefore.stock - 2)
    expect(serumAfter.sold).toBe(serumBefore.sold + 2)
    const cart = await expectBody(await putri.send('GET', '/carts'), 200, Cart)
    expect(cart.data.map((item) => item.product.id)).toEqual(['toner-centella'])
    const settings = await expectBody(
      await putri.send('GET', '/v2/member/settings/checkout'),
      200,
      CheckoutSettings,
    )
    expect(settings).toMatchObject({
      step: 'awaitingPayment',
      orderId: order.id,
      addressId: putri.addressId,
      courierId: 'jne-reg',
      paymentMethodId: 'va-bca',
    })
  })

  it('takes the typed code when one is given, and no promotion when the member declines them', async () => {
    // The code first: DIRIBARU is for a first purchase.
    const { putri, reviewed } = await putriReviewed({ code: 'DIRIBARU' })
    const coded = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)
    expect(coded.promotion).toMatchObject({ code: 'DIRIBARU', saving: 25_000 })

    const declined = await putriReviewed({ noPromo: true })
    const plain = await expectBody(
      await placeOrder(declined.putri, declined.reviewed.body),
      201,
      Order,
    )
    expect(plain.promotion).toBeNull()
    expect(plain.discount).toBe(0)
    expect(coded.number).not.toBe(plain.number)
  })

  it('answers a repeat with the same key and body with the same order, byte for byte', async () => {
    const { putri, reviewed } = await putriReviewed()
    const key = randomUUID()
    const first = await placeOrder(putri, reviewed.body, key)
    const firstText = await first.text()
    expect(first.status, firstText).toBe(201)
    // The repeat finds the cart empty: only the stored answer can make it a 201.
    const again = await placeOrder(putri, reviewed.body, key)
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(firstText)
    expect(await orderCount(api().db, putri.id)).toBe(1)
  })

  it('refuses a key used for another body (422) or still running (409)', async () => {
    const { putri, reviewed } = await putriReviewed()
    const key = randomUUID()
    await expectBody(await placeOrder(putri, reviewed.body, key), 201, Order)
    const other = await placeOrder(putri, { ...reviewed.body, courierId: 'anteraja-reg' }, key)
    expect((await expectProblem(other, 422)).message).toBe(KEY_REUSED)

    // A first request that is still running: its row claimed, no answer yet.
    const running = randomUUID()
    await api()
      .db.insert(idempotencyKeys)
      .values({
        memberId: putri.id,
        key: running,
        scope: 'POST /orders/checkout/cart',
        requestHash: requestHashOf('POST /orders/checkout/cart', reviewed.body),
        state: 'running',
      })
    const waiting = await placeOrder(putri, reviewed.body, running)
    expect((await expectProblem(waiting, 409)).message).toBe(STILL_RUNNING)
    expect(await orderCount(api().db, putri.id)).toBe(1)
  })

  it('refuses a missing or malformed key, and a bad body, in Indonesian and without a trace', async () => {
    const { putri, reviewed } = await putriReviewed()
    const missing = await putri.send('POST', '/orders/checkout/cart', { body: reviewed.body })
    expect((await expectProblem(missing, 400)).message).toMatch(/Idempotency-Key/)
    const malformed = await placeOrder(putri, reviewed.body, 'bukan-uuid')
    expect((await expectProblem(malformed, 400)).message).toBe('Idempotency-Key harus berupa UUID.')

    const bad = await placeOrder(putri, {
      ...reviewed.body,
      addressId: 'rumah',
      products: [],
      expectedTotal: -1,
    })
    expect(await bad.clone().text()).not.toMatch(/ at |Error|stack/)
    const problem = await expectProblem(bad, 400)
    expect(problem.errors?.map((error) => error.path).sort()).toEqual([
      'addressId',
      'expectedTotal',
      'products',
    ])
    expect(problem.errors?.find((error) => error.path === 'products')?.message).toBe(
      'Pilih paling sedikit satu produk.',
    )
    const unknownMethod = await placeOrder(putri, { ...reviewed.body, paymentMethodId: 'cek' })
    expect((await expectProblem(unknownMethod, 400)).errors).toEqual([
      { path: 'paymentMethodId', message: 'Metode pembayaran tidak dikenal.' },
    ])
    const cardWithoutToken = await placeOrder(putri, { ...reviewed.body, paymentMethodId: 'card' })
    expect((await expectProblem(cardWithoutToken, 400)).errors?.[0]?.path).toBe('cardToken')
    expect(await orderCount(api().db)).toBe(0)
  })

  it('refuses a total that changed since the review, and changes nothing', async () => {
    const { putri, reviewed } = await putriReviewed()
    const before = await product(SERUM)
    await api()
      .db.update(shopProducts)
      .set({ discountPrice: 119_000 })
      .where(eq(shopProducts.id, SERUM))

    const refused = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    // Rp267.000 − 15% capped at Rp30.000 + Rp10.000.
    expect(refused.message).toBe(
      'Total belanja berubah menjadi Rp247.000. Periksa lagi pesananmu sebelum membayar.',
    )
    expect(refused.errors).toEqual([{ path: 'expectedTotal', message: refused.message }])
    expect((await product(SERUM)).stock).toBe(before.stock)
    const cart = await expectBody(await putri.send('GET', '/carts'), 200, Cart)
    expect(cart.meta.totalQuantity).toBe(3)
    expect(await orderCount(api().db)).toBe(0)
  })

  it('refuses what stock cannot cover, naming the item, and reserves nothing of the others', async () => {
    const { putri, reviewed } = await putriReviewed()
    await api().db.update(shopProducts).set({ stock: 1 }).where(eq(shopProducts.id, SERUM))
    const patchBefore = await product(PATCH)

    const refused = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    expect(refused.message).toBe('Stok Serum Niacinamide 10% tidak cukup: tersisa 1.')
    expect(refused.errors).toEqual([{ path: 'products.0', message: refused.message }])
    expect((await product(PATCH)).stock).toBe(patchBefore.stock)
    expect((await product(SERUM)).stock).toBe(1)
    expect(await orderCount(api().db)).toBe(0)
  })

  it('refuses a cart that changed, a product no longer sold, and more than one order may hold', async () => {
    const { putri, reviewed } = await putriReviewed()
    await api()
      .db.update(shopCartItems)
      .set({ quantity: 1 })
      .where(and(eq(shopCartItems.memberId, putri.id), eq(shopCartItems.productId, SERUM)))
    const changed = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    expect(changed.errors?.[0]?.path).toBe('cart')
    expect(changed.message).toMatch(/^Keranjangmu berubah/)

    await fillCart(api(), putri.id, [
      [SERUM, 2],
      [PATCH, 1],
    ])
    await api()
      .db.update(shopProducts)
      .set({ discontinued: true })
      .where(eq(shopProducts.id, PATCH))
    const gone = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    expect(gone.errors).toEqual([
      { path: 'products.1', message: 'Patch Jerawat Hidrokoloid sudah tidak dijual lagi.' },
    ])

    await api().db.update(shopProducts).set({ discontinued: false, maxQuantity: 1 })
    const tooMany = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    expect(tooMany.errors?.[0]).toEqual({
      path: 'products.0',
      message: 'Maksimal 1 Serum Niacinamide 10% per pesanan.',
    })
    expect(await orderCount(api().db)).toBe(0)
  })

  it('refuses a courier that does not serve the address', async () => {
    const { putri, reviewed } = await putriReviewed()
    const refused = await expectProblem(
      await placeOrder(putri, { ...reviewed.body, courierId: 'pos-kilat' }),
      409,
    )
    expect(refused.errors).toEqual([
      { path: 'courierId', message: 'Kurir ini tidak melayani alamatmu. Pilih kurir lain.' },
    ])
  })

  it('checks the promotion again: a code that ended since the review is refused', async () => {
    const { putri, reviewed } = await putriReviewed({ code: 'DIRIBARU' })
    await api()
      .db.update(promotions)
      .set({ validUntil: new Date(api().clock.now().getTime() - 1000) })
      .where(eq(promotions.id, 'diri-baru'))
    const refused = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    expect(refused.errors?.[0]?.path).toBe('code')
    expect(refused.message).toMatch(/^Kode promo DIRIBARU sudah berakhir/)
  })

  it('recomputes the best promotion: one that ended since the review changes the total', async () => {
    const { putri, reviewed } = await putriReviewed()
    await api()
      .db.update(promotions)
      .set({ validUntil: new Date(api().clock.now().getTime() - 1000) })
      .where(eq(promotions.id, 'belanja-hemat-akhir-tahun'))
    const refused = await expectProblem(await placeOrder(putri, reviewed.body), 409)
    // Now the best is DIRIBARU's Rp25.000 off a first purchase.
    expect(refused.message).toBe(
      'Total belanja berubah menjadi Rp244.000. Periksa lagi pesananmu sebelum membayar.',
    )
  })

  it('opens a card payment with its 3-D Secure step', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'card' })
    const cardToken = `tok_test_${randomUUID()}`
    await api()
      .db.insert(simulatorCardTokens)
      .values({
        token: cardToken,
        last4: '3220',
        brand: 'Visa',
        scenario: 'challenge',
        expiresAt: new Date(api().clock.now().getTime() + 10 * 60 * 1000),
      })
    const order = await expectBody(
      await placeOrder(putri, { ...reviewed.body, cardToken }),
      201,
      Order,
    )
    expect(order.payment).toMatchObject({
      type: 'card',
      status: 'requires_action',
      cardLast4: '3220',
    })
    expect(order.payment.actionUrl).toMatch(/^\/pembayaran\/demo\/3ds\//)
    expect(new Date(order.expiresAt).getTime() - api().clock.now().getTime()).toBe(15 * 60 * 1000)
  })
})

describe('card payments as the simulator plays them', () => {
  /** A token for one of the simulator's magic card numbers, made as the browser's script makes it. */
  async function tokenFor(number: string) {
    const response = await api().request('POST', '/payments/simulator/card/tokens', {
      body: { number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Putri Lestari' },
    })
    return (await expectBody(response, 201, CardToken)).token
  }

  it('pays at once for a frictionless card', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'card' })
    const cardToken = await tokenFor('4811 1111 1111 1114')
    const order = await expectBody(
      await placeOrder(putri, { ...reviewed.body, cardToken }),
      201,
      Order,
    )
    expect(order.status).toBe('paid')
    expect(order.payment).toMatchObject({ status: 'paid', cardLast4: '1114' })
  })

  it('fails the order and puts its stock back when the card is refused for fraud', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'card' })
    const before = await product(SERUM)
    const cardToken = await tokenFor('4100 0000 0000 0019')
    const order = await expectBody(
      await placeOrder(putri, { ...reviewed.body, cardToken }),
      201,
      Order,
    )
    expect(order.status).toBe('failed')
    expect(order.payment.status).toBe('failed')
    expect((await product(SERUM)).stock).toBe(before.stock)
    const refused = await expectProblem(
      await payAgain(putri, order.id, { paymentMethodId: 'qris' }),
      409,
    )
    expect(refused.message).toBe(
      'Pesanan ini sudah dibatalkan. Buat pesanan baru dari keranjangmu.',
    )
  })

  it('keeps the order open after a bank decline, so the member can pay another way', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'card' })
    const cardToken = await tokenFor('4000 0000 0000 0002')
    const order = await expectBody(
      await placeOrder(putri, { ...reviewed.body, cardToken }),
      201,
      Order,
    )
    expect(order.status).toBe('awaiting_payment')
    expect(order.payment).toMatchObject({
      status: 'failed',
      failureReason: 'Kartu ditolak oleh bank penerbit.',
    })
    const again = await expectBody(
      await payAgain(putri, order.id, { paymentMethodId: 'va-mandiri' }),
      200,
      Order,
    )
    expect(again.payment).toMatchObject({
      methodId: 'va-mandiri',
      status: 'pending',
      bank: 'Mandiri',
    })
  })
})

describe('GET /orders and GET /orders/:id', () => {
  async function placed(member: Shopper, productId: string) {
    await fillCart(api(), member.id, [[productId, 1]])
    const current = await product(productId)
    const reviewed = await review(member, [[productId, 1, current.discountPrice ?? current.price]])
    return expectBody(await placeOrder(member, reviewed.body), 201, Order)
  }

  it("lists the member's own orders, newest first, and reads each; another member's is 404", async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const budi = await shopper(api(), DEMO_PHONES.budi)
    const first = await placed(putri, SERUM)
    api().clock.advance(60_000)
    const second = await placed(putri, PATCH)
    const budis = await placed(budi, 'toner-centella')

    const list = await expectBody(await putri.send('GET', '/orders'), 200, OrderList)
    expect(list.data.map((order) => order.number)).toEqual([second.number, first.number])
    expect(list.meta).toEqual({ page: 1, limit: 10, total: 2 })
    expect(list.data[0]).toMatchObject({
      id: second.id,
      status: 'awaiting_payment',
      total: second.total,
      itemCount: 1,
      firstItem: { name: 'Patch Jerawat Hidrokoloid' },
      paymentStatus: 'pending',
    })
    const page2 = await expectBody(await putri.send('GET', '/orders?page=2'), 200, OrderList)
    expect(page2.data).toEqual([])

    const read = await expectBody(await putri.send('GET', `/orders/${first.id}`), 200, Order)
    expect(read).toEqual(first)

    const unknown = await putri.send('GET', `/orders/${randomUUID()}`)
    const intrusion = await putri.send('GET', `/orders/${budis.id}`)
    expect(intrusion.status).toBe(404)
    expect(await intrusion.text()).toBe(await unknown.text())
    await expectProblem(await putri.send('GET', '/orders/DR-2611-000001'), 404)
    await expectProblem(await putri.send('GET', '/orders?page=satu'), 400)
  })

  it('reads the order as the database has it when the provider cannot be reached', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const order = await placed(putri, SERUM)
    const down = {
      ...api().deps,
      payments: {
        ...api().deps.payments,
        chargeStatus: async () => {
          throw new Error('The provider is down')
        },
      },
    }
    const app = createApiApp(down)
    const response = await app.fetch(
      new Request(`http://api.test/orders/${order.id}`, {
        headers: { 'diri-platform': 'web', authorization: `Bearer ${putri.token}` },
      }),
    )
    expect(await expectBody(response, 200, Order)).toEqual(order)
    expect(api().reportedErrors.map((report) => report.message)).toEqual([
      `Polling the charge of payment ${order.payment.id} failed`,
    ])
  })

  it('asks the provider about an open payment, so a lost webhook does not leave it unpaid', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const order = await placed(putri, SERUM)
    const [payment] = await api()
      .db.select()
      .from(payments)
      .where(eq(payments.id, order.payment.id))
    if (!payment) throw new Error('No payment row')
    // The provider has the money; its webhook never arrived.
    await api()
      .db.update(simulatorCharges)
      .set({ status: 'paid', updatedAt: api().clock.now() })
      .where(eq(simulatorCharges.ref, payment.providerRef))
    const read = await expectBody(await putri.send('GET', `/orders/${order.id}`), 200, Order)
    expect(read.status).toBe('paid')
    expect(read.payment.status).toBe('paid')
  })

  it('expires an order left unpaid past its time and puts its stock back on sale', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const before = await product(SERUM)
    const order = await placed(putri, SERUM)
    expect((await product(SERUM)).stock).toBe(before.stock - 1)

    api().clock.advance(24 * 60 * 60 * 1000 + 1000)
    const lapsed = await expectBody(await putri.send('GET', `/orders/${order.id}`), 200, Order)
    expect(lapsed.status).toBe('expired')
    expect(lapsed.payment.status).toBe('expired')
    expect((await product(SERUM)).stock).toBe(before.stock)
  })
})

describe('POST /orders/:id/payments', () => {
  it('refuses while the payment is open, then opens a new one with another method', async () => {
    const { putri, reviewed } = await putriReviewed()
    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    const open = await expectProblem(
      await payAgain(putri, order.id, { paymentMethodId: 'ewallet-gopay' }),
      409,
    )
    expect(open.message).toBe('Selesaikan dulu pembayaran yang sedang berjalan.')

    await api()
      .db.update(payments)
      .set({ status: 'failed', failureReason: 'Kartu ditolak oleh bank penerbit.' })
      .where(eq(payments.id, order.payment.id))
    api().clock.advance(1000)
    const key = randomUUID()
    const response = await payAgain(putri, order.id, { paymentMethodId: 'ewallet-gopay' }, key)
    const text = await response.clone().text()
    const again = await expectBody(response, 200, Order)
    expect(again.payment).toMatchObject({
      methodId: 'ewallet-gopay',
      type: 'ewallet',
      status: 'pending',
      amount: order.total,
    })
    expect(again.payment.id).not.toBe(order.payment.id)
    expect(again.number).toBe(order.number)
    // The same request again: the same answer, no third payment.
    const repeat = await payAgain(putri, order.id, { paymentMethodId: 'ewallet-gopay' }, key)
    expect(await repeat.text()).toBe(text)
    const [attempts] = await api()
      .db.select({ rows: count() })
      .from(payments)
      .where(eq(payments.orderId, order.id))
    expect(attempts?.rows).toBe(2)
  })

  it('refuses a paid order, and answers 404 for an order that is not the member’s', async () => {
    const { putri, reviewed } = await putriReviewed()
    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)
    await api().db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id))
    const paid = await expectProblem(
      await payAgain(putri, order.id, { paymentMethodId: 'qris' }),
      409,
    )
    expect(paid.message).toBe('Pesanan ini sudah dibayar.')

    const budi = await shopper(api(), DEMO_PHONES.budi)
    const intrusion = await payAgain(budi, order.id, { paymentMethodId: 'qris' })
    const unknown = await payAgain(budi, randomUUID(), { paymentMethodId: 'qris' })
    expect(intrusion.status).toBe(404)
    expect(await intrusion.text()).toBe(await unknown.text())
    await expectProblem(await payAgain(putri, 'bukan-id', { paymentMethodId: 'qris' }), 404)
    const noKey = await putri.send('POST', `/orders/${order.id}/payments`, {
      body: { paymentMethodId: 'qris' },
      headers: { [IDEMPOTENCY_HEADER]: '' },
    })
    await expectProblem(noKey, 400)
  })
})
