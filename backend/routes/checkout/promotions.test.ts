/**
 * Promotions at checkout: the usable ones, the best one for an order, a typed code.
 * On 24 November 2026 four shop promotions run (15% from Rp150.000 without a code, DIRIBARU,
 * SERUM20 for members, KULITTENANG on acne care) and RAMBUT15 has ended. SERUM20 applies only
 * when typed: best-promo never offers it. Limits: promotion-limits.test.ts.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AppliedPromo, BestPromo, CheckoutPromotionList } from '../../../contract/checkout/schemas'
import { shopPromotionRules } from '../../db/schema/checkout'
import { promotions } from '../../db/schema/content'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import { setUpCheckoutApi, shopper } from './checkout-test-support'

const api = setUpCheckoutApi()

const purchase = (products: Array<[id: string, qty: number, price: number]>) => ({
  type: 'purchase',
  orderType: 'OTC',
  products: products.map(([id, qty, price]) => ({ id, qty, price })),
})

describe('GET /promotions', () => {
  it('lists the running promotions with a shop rule, soonest ending first, with their conditions', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const list = await expectBody(
      await putri.send('GET', '/promotions?orderType=OTC'),
      200,
      CheckoutPromotionList,
    )
    expect(list.data.map((promotion) => [promotion.promotionId, promotion.code])).toEqual([
      ['serum-pencerah-member', 'SERUM20'],
      ['paket-kulit-tenang', 'KULITTENANG'],
      ['belanja-hemat-akhir-tahun', null],
      ['diri-baru', 'DIRIBARU'],
    ])
    expect(list.data.map((promotion) => promotion.condition)).toEqual([
      'Diskon 20% hingga Rp50.000 untuk produk kategori Serum',
      'Diskon 20% hingga Rp75.000 untuk produk kategori Perawatan Jerawat',
      'Diskon 15% hingga Rp30.000, minimal belanja Rp150.000',
      'Potongan Rp25.000, minimal belanja Rp100.000',
    ])
    // Consultation promotions (no shop rule) and the one that ended are not offered.
    expect(list.data.map((promotion) => promotion.promotionId)).not.toContain('bulan-peduli-rambut')
    expect(list.data.map((promotion) => promotion.promotionId)).not.toContain(
      'konsultasi-hemat-november',
    )
  })

  it('needs a member, and refuses another order type', async () => {
    await expectProblem(await api().request('GET', '/promotions'), 401)
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const refused = await expectProblem(await putri.send('GET', '/promotions?orderType=RX'), 400)
    expect(refused.errors?.[0]?.path).toBe('orderType')
  })
})

describe('POST /v2/promotions/apply-best-promo', () => {
  it('prices from the catalogue and ranks every promotion that applies by itself, the ineligible ones with why', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    // The prices sent are what the member saw; money comes from the catalogue (Rp115.000).
    const best = await expectBody(
      await putri.send('POST', '/v2/promotions/apply-best-promo', {
        body: purchase([['serum-niacinamide-10', 2, 1]]),
      }),
      200,
      BestPromo,
    )
    expect(best.subtotal).toBe(230_000)
    // SERUM20 would save Rp46.000 on two serums, but only when its code is typed.
    expect(best.best).toMatchObject({
      promotionId: 'belanja-hemat-akhir-tahun',
      saving: 30_000,
      eligible: true,
      reason: null,
    })
    expect(
      best.alternatives.map((promotion) => [
        promotion.promotionId,
        promotion.saving,
        promotion.reason,
      ]),
    ).toEqual([
      ['diri-baru', 25_000, null],
      ['paket-kulit-tenang', 0, 'Hanya untuk produk kategori Perawatan Jerawat'],
    ])
  })

  it('says how much more to buy, and gives null when nothing applies', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const small = await expectBody(
      await putri.send('POST', '/v2/promotions/apply-best-promo', {
        body: purchase([['sampo-lembut-harian', 1, 65_000]]),
      }),
      200,
      BestPromo,
    )
    expect(small.best).toBeNull()
    expect(small.alternatives.map((promotion) => promotion.reason)).toEqual([
      'Hanya untuk produk kategori Perawatan Jerawat',
      'Belanja Rp85.000 lagi untuk memakai promo ini',
      'Belanja Rp35.000 lagi untuk memakai promo ini',
    ])
  })

  it('caps a percent saving and never takes more than the products it counts', async () => {
    const { db } = api()
    const putri = await shopper(api(), DEMO_PHONES.putri)
    await db.delete(shopPromotionRules)
    await db
      .insert(shopPromotionRules)
      .values({ promotionId: 'diri-baru', discountType: 'fixed', value: 500_000 })
    const fixed = await expectBody(
      await putri.send('POST', '/v2/promotions/apply-best-promo', {
        body: purchase([['patch-jerawat', 2, 29_000]]),
      }),
      200,
      BestPromo,
    )
    expect(fixed.best?.saving).toBe(58_000)
    expect(fixed.best?.condition).toBe('Potongan Rp500.000')
  })

  it('refuses a product the catalogue does not know, and a bad body', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const unknown = await expectProblem(
      await putri.send('POST', '/v2/promotions/apply-best-promo', {
        body: purchase([
          ['serum-niacinamide-10', 1, 115_000],
          ['tidak-ada', 1, 1],
        ]),
      }),
      400,
    )
    expect(unknown.errors).toEqual([{ path: 'products.1.id', message: 'Produk tidak ditemukan.' }])
    const bad = await expectProblem(
      await putri.send('POST', '/v2/promotions/apply-best-promo', {
        body: { type: 'rx', orderType: 'OTC', products: [{ id: 'x', qty: 0, price: 'gratis' }] },
      }),
      400,
    )
    expect(bad.errors?.map((error) => error.message)).toEqual([
      "Jenis transaksi harus 'purchase'.",
      'Paling sedikit 1.',
      'Harga harus angka.',
    ])
  })
})

describe('POST /orders/apply-promo', () => {
  const apply = async (code: string, products: Array<[string, number, number]>) => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    return putri.send('POST', '/orders/apply-promo', { body: { ...purchase(products), code } })
  }

  it("applies the code's promotion, found whatever its case is stored in", async () => {
    const { db } = api()
    await db.update(promotions).set({ code: 'DiriBaru' }).where(eqId('diri-baru'))
    const applied = await expectBody(
      await apply('DIRIBARU', [['serum-vitamin-c', 1, 169_000]]),
      200,
      AppliedPromo,
    )
    expect(applied).toEqual({
      subtotal: 169_000,
      promo: {
        promotionId: 'diri-baru',
        title: 'Hadiah Member Baru: Potongan Rp25.000',
        code: 'DiriBaru',
        saving: 25_000,
        condition: 'Potongan Rp25.000, minimal belanja Rp100.000',
        eligible: true,
        reason: null,
        validUntil: '2026-12-31T16:59:59.000Z',
      },
    })
  })

  it('refuses with 422 and says why: unknown, not for products, ended, not started, not eligible', async () => {
    const { db } = api()
    await db
      .update(promotions)
      .set({
        validFrom: new Date('2026-12-01T00:00:00+07:00'),
        validUntil: new Date('2026-12-07T23:59:59+07:00'),
      })
      .where(eqId('serum-pencerah-member'))
    const cases: Array<[string, Array<[string, number, number]>, string]> = [
      [
        'TIDAKADA',
        [['serum-vitamin-c', 1, 169_000]],
        'Kode promo TIDAKADA tidak dikenal. Periksa lagi penulisannya.',
      ],
      [
        'HEMATNOV',
        [['serum-vitamin-c', 1, 169_000]],
        'Kode promo HEMATNOV tidak berlaku untuk belanja produk.',
      ],
      [
        'RAMBUT15',
        [['sampo-lembut-harian', 1, 65_000]],
        'Kode promo RAMBUT15 sudah berakhir pada 31 Oktober 2026.',
      ],
      [
        'SERUM20',
        [['serum-vitamin-c', 1, 169_000]],
        'Kode promo SERUM20 baru berlaku mulai 1 Desember 2026.',
      ],
      [
        'DIRIBARU',
        [['patch-jerawat', 1, 29_000]],
        'Belanja Rp71.000 lagi untuk memakai promo ini.',
      ],
      [
        'KULITTENANG',
        [['serum-vitamin-c', 1, 169_000]],
        'Hanya untuk produk kategori Perawatan Jerawat.',
      ],
    ]
    for (const [code, products, message] of cases) {
      const refused = await expectProblem(await apply(code, products), 422)
      expect(refused.message, code).toBe(message)
      expect(refused.errors).toEqual([{ path: 'code', message }])
    }
  })

  it('refuses a code that is not uppercase, as the contract says', async () => {
    const refused = await expectProblem(await apply('diribaru', [['serum-vitamin-c', 1, 1]]), 400)
    expect(refused.errors?.[0]?.message).toBe(
      'Kode promo hanya berisi huruf besar, angka, - dan _.',
    )
  })
})

function eqId(id: string) {
  return eq(promotions.id, id)
}
