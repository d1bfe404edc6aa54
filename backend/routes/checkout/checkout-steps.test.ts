/**
 * The checkout's steps before the order: the cart page's copy, shipping rates, payment
 * methods and the member's checkout progress. Every answer is parsed with the contract's schemas.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  CartPageContent,
  CheckoutSettings,
  Order,
  PaymentMethods,
  ShippingRates,
} from '../../../contract/checkout/schemas'
import { CART_AVAILABILITIES } from '../../../contract/shop/schemas'
import { addresses } from '../../db/schema/addresses'
import { postalCodes, suburbs } from '../../db/schema/places'
import { shopPages, shopProducts } from '../../db/schema/shop'
import { cartPageSeed, seedCheckout, seedWeightOf } from '../../db/seed/checkout'
import { seedProducts } from '../../db/seed/data/shop-catalogue'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import { fillCart, placeOrder, review, setUpCheckoutApi, shopper } from './checkout-test-support'

const api = setUpCheckoutApi()

describe('GET /dc-frontend/cart-page', () => {
  it('answers the seeded copy to anyone, cacheable, with words for every availability state', async () => {
    const response = await api().request('GET', '/dc-frontend/cart-page')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const page = await expectBody(response, 200, CartPageContent)
    expect(page).toEqual(cartPageSeed)
    expect(Object.keys(page.availability).sort()).toEqual([...CART_AVAILABILITIES].sort())
    expect(page.availability.insufficient_stock.fixLabel).toBe('Ubah ke {stock}')
    expect(page.availability.larger_than_max_quantity.fixLabel).toBe('Ubah ke {max}')
  })

  it('is a 404 when the page was never seeded', async () => {
    await api().db.delete(shopPages).where(eq(shopPages.key, 'cart'))
    await expectProblem(await api().request('GET', '/dc-frontend/cart-page'), 404)
  })
})

describe('the checkout seed', () => {
  it('weighs every product, and a second run changes nothing, not even an edited weight', async () => {
    const { db } = api()
    const rows = await db.select().from(shopProducts)
    expect(rows).toHaveLength(seedProducts.length)
    for (const row of rows) expect(row.weightGrams, row.id).toBe(seedWeightOf(row))
    await db
      .update(shopProducts)
      .set({ weightGrams: 95 })
      .where(eq(shopProducts.id, 'patch-jerawat'))
    expect(await seedCheckout(db)).toEqual({
      cartPage: 0,
      productWeights: 0,
      shopPromotions: 0,
      promotionRules: 0,
    })
    const [patch] = await db.select().from(shopProducts).where(eq(shopProducts.id, 'patch-jerawat'))
    expect(patch?.weightGrams).toBe(95)
  })
})

describe('POST /v2/orders/shipping-rate', () => {
  it('prices the parcel by weight and zone, cheapest first, with same day inside Jakarta', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    // 4 × 330 g of body lotion + 100 g of packaging: 1,42 kg, charged as 2 kg.
    const rates = await expectBody(
      await putri.send('POST', '/v2/orders/shipping-rate', {
        body: { addressId: putri.addressId, products: [{ id: 'losion-tubuh-urea', qty: 4 }] },
      }),
      200,
      ShippingRates,
    )
    expect(rates.weightGrams).toBe(2000)
    expect(rates.destination).toEqual({
      city: 'Kota Administrasi Jakarta Selatan',
      province: 'Daerah Khusus Ibukota Jakarta',
    })
    expect(rates.data.map((rate) => [rate.id, rate.price, rate.etaLabel])).toEqual([
      ['anteraja-reg', 18_000, '1–2 hari kerja'],
      ['jne-reg', 20_000, '1–2 hari kerja'],
      ['gosend-sameday', 25_000, 'Tiba hari ini'],
      ['sicepat-best', 30_000, '1 hari kerja'],
      ['jne-yes', 36_000, '1 hari kerja'],
    ])
  })

  it('charges farther zones more and drops what does not reach them', async () => {
    const { db } = api()
    const putri = await shopper(api(), DEMO_PHONES.putri)
    // Jayapura, Papua: zone 6, no SiCepat BEST, no GoSend.
    await db
      .update(addresses)
      .set({
        provinceId: '91',
        cityId: '91.71',
        suburbId: (await firstSuburbOf('91.71')).id,
        postalCodeId: (await firstSuburbOf('91.71')).postalCodeId,
      })
      .where(eq(addresses.id, putri.addressId))
    const rates = await expectBody(
      await putri.send('POST', '/v2/orders/shipping-rate', {
        body: { addressId: putri.addressId, products: [{ id: 'serum-vitamin-c', qty: 1 }] },
      }),
      200,
      ShippingRates,
    )
    expect(rates.destination.province).toBe('Papua')
    expect(rates.data.map((rate) => [rate.id, rate.price, rate.etaLabel])).toEqual([
      ['anteraja-reg', 70_000, '6–10 hari kerja'],
      ['jne-reg', 76_000, '5–8 hari kerja'],
      ['jne-yes', 105_000, '2–3 hari kerja'],
    ])
  })

  it("answers 404 for another member's address and 400 for an unknown product or a bad body", async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const budi = await shopper(api(), DEMO_PHONES.budi)
    const products = [{ id: 'serum-vitamin-c', qty: 1 }]
    const intrusion = await budi.send('POST', '/v2/orders/shipping-rate', {
      body: { addressId: putri.addressId, products },
    })
    const unknown = await budi.send('POST', '/v2/orders/shipping-rate', {
      body: { addressId: randomUUID(), products },
    })
    expect(intrusion.status).toBe(404)
    expect(await intrusion.text()).toBe(await unknown.text())
    const unknownProduct = await expectProblem(
      await budi.send('POST', '/v2/orders/shipping-rate', {
        body: { addressId: budi.addressId, products: [{ id: 'tidak-ada', qty: 1 }] },
      }),
      400,
    )
    expect(unknownProduct.errors).toEqual([
      { path: 'products.0.id', message: 'Produk tidak ditemukan.' },
    ])
    const bad = await expectProblem(
      await budi.send('POST', '/v2/orders/shipping-rate', { body: { products: [] } }),
      400,
    )
    expect(bad.errors?.map((error) => error.message)).toEqual([
      'Pilih alamat pengiriman.',
      'Pilih paling sedikit satu produk.',
    ])
  })
})

async function firstSuburbOf(cityId: string) {
  const [row] = await api()
    .db.select({ id: suburbs.id, postalCodeId: postalCodes.id })
    .from(suburbs)
    .innerJoin(postalCodes, eq(postalCodes.suburbId, suburbs.id))
    .where(eq(suburbs.cityId, cityId))
    .limit(1)
  if (!row) throw new Error(`No suburb with a postal code in ${cityId}`)
  return row
}

describe('POST /v2/member/misc/payment-methods', () => {
  it('lists the four groups of methods, without a fee', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const methods = await expectBody(
      await putri.send('POST', '/v2/member/misc/payment-methods', {
        body: { transactionType: 'OTC' },
      }),
      200,
      PaymentMethods,
    )
    expect(methods.data.map((group) => [group.type, group.name])).toEqual([
      ['card', 'Kartu Kredit/Debit'],
      ['va', 'Transfer Virtual Account'],
      ['ewallet', 'E-Wallet'],
      ['qris', 'QRIS'],
    ])
    const all = methods.data.flatMap((group) => group.methods)
    expect(all.map((method) => method.id)).toEqual([
      'card',
      'va-bca',
      'va-bni',
      'va-bri',
      'va-mandiri',
      'va-permata',
      'ewallet-gopay',
      'ewallet-ovo',
      'ewallet-dana',
      'ewallet-shopeepay',
      'qris',
    ])
    expect(all.every((method) => method.fee === 0 && method.available)).toBe(true)
    expect(all.find((method) => method.id === 'va-bca')?.note).toBe('Bayar dalam 24 jam')
  })

  it('marks the methods an amount does not fit, saying why', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const large = await expectBody(
      await putri.send('POST', '/v2/member/misc/payment-methods', {
        body: { transactionType: 'OTC', amount: 15_000_000 },
      }),
      200,
      PaymentMethods,
    )
    const unavailable = large.data
      .flatMap((group) => group.methods)
      .filter((method) => !method.available)
    expect(unavailable.map((method) => [method.id, method.note])).toEqual([
      ['qris', 'QRIS hanya untuk total sampai Rp10.000.000.'],
    ])
    const small = await expectBody(
      await putri.send('POST', '/v2/member/misc/payment-methods', {
        body: { transactionType: 'OTC', amount: 5_000 },
      }),
      200,
      PaymentMethods,
    )
    const card = small.data[0]?.methods[0]
    expect(card).toMatchObject({
      id: 'card',
      available: false,
      note: 'Minimal pembayaran Rp10.000 untuk Kartu Kredit/Debit.',
    })
  })

  it('refuses another transaction type', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const refused = await expectProblem(
      await putri.send('POST', '/v2/member/misc/payment-methods', {
        body: { transactionType: 'RX' },
      }),
      400,
    )
    expect(refused.errors).toEqual([
      { path: 'transactionType', message: "Jenis transaksi harus 'OTC'." },
    ])
  })
})

describe('GET and PUT /v2/member/settings/checkout', () => {
  it('starts at the cart, keeps what is sent, leaves the rest, and clears with null', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const fresh = await expectBody(
      await putri.send('GET', '/v2/member/settings/checkout'),
      200,
      CheckoutSettings,
    )
    expect(fresh).toEqual({
      step: 'cart',
      addressId: null,
      courierId: null,
      paymentMethodId: null,
      promoCode: null,
      promoDeclined: false,
      orderId: null,
      updatedAt: null,
    })
    const saved = await expectBody(
      await putri.send('PUT', '/v2/member/settings/checkout', {
        body: { step: 'shipping', addressId: putri.addressId, promoCode: 'DIRIBARU' },
      }),
      200,
      CheckoutSettings,
    )
    expect(saved).toMatchObject({
      step: 'shipping',
      addressId: putri.addressId,
      promoCode: 'DIRIBARU',
      courierId: null,
      updatedAt: api().clock.now().toISOString(),
    })
    const next = await expectBody(
      await putri.send('PUT', '/v2/member/settings/checkout', {
        body: { step: 'payment', courierId: 'jne-yes', promoCode: null, promoDeclined: true },
      }),
      200,
      CheckoutSettings,
    )
    expect(next).toMatchObject({
      step: 'payment',
      addressId: putri.addressId,
      courierId: 'jne-yes',
      promoCode: null,
      promoDeclined: true,
    })
    expect(
      await expectBody(
        await putri.send('GET', '/v2/member/settings/checkout'),
        200,
        CheckoutSettings,
      ),
    ).toEqual(next)
  })

  it("refuses another member's address or order as unknown ones, and unknown choices", async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const budi = await shopper(api(), DEMO_PHONES.budi)
    await fillCart(api(), putri.id, [['serum-vitamin-c', 1]])
    const reviewed = await review(putri, [['serum-vitamin-c', 1, 169_000]])
    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    const save = (body: unknown) => budi.send('PUT', '/v2/member/settings/checkout', { body })
    const address = await save({ addressId: putri.addressId })
    const noAddress = await save({ addressId: randomUUID() })
    expect(address.status).toBe(404)
    expect(await address.text()).toBe(await noAddress.text())
    const ordered = await save({ orderId: order.id })
    const noOrder = await save({ orderId: randomUUID() })
    expect(ordered.status).toBe(404)
    expect(await ordered.text()).toBe(await noOrder.text())

    const unknown = await expectProblem(
      await save({ courierId: 'pos-kilat', paymentMethodId: 'cek-giro' }),
      400,
    )
    expect(unknown.errors).toEqual([
      { path: 'courierId', message: 'Kurir ini tidak dikenal.' },
      { path: 'paymentMethodId', message: 'Metode pembayaran tidak dikenal.' },
    ])
    const bad = await expectProblem(await save({ step: 'selesai', addressId: 'rumah' }), 400)
    expect(bad.errors?.map((error) => error.path)).toEqual(['step', 'addressId'])

    // Budi's own progress was never written by any of this.
    expect(
      (
        await expectBody(
          await budi.send('GET', '/v2/member/settings/checkout'),
          200,
          CheckoutSettings,
        )
      ).updatedAt,
    ).toBeNull()
  })
})
