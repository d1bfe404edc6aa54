/**
 * Promotions with rules that hold: DIRIBARU once per member and only on a first
 * purchase, SERUM20 only when its code is typed, a total limit, a redemption given back when its
 * order expires, and best-promo's explanation offering only what the member can use. The last
 * part writes redemptions straight into the table, as a writer that skips every check would: the
 * database still refuses one past a limit. The same limits under concurrent orders are in
 * promotion-limits-concurrency.test.ts (PostgreSQL).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AppliedPromo,
  BestPromo,
  CheckoutPromotionList,
  Order,
} from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { shopPromotionRules } from '../../db/schema/checkout'
import { promotionRedemptions } from '../../db/schema/promotion-redemptions'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expireLapsedOrders } from '../../payments/payment-status'
import { expectBody, expectProblem } from '../../test/harness'
import {
  fillCart,
  placeOrder,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'
import { ALREADY_USED, FIRST_PURCHASE_ONLY, QUOTA_GONE } from './promotion-redemptions'

const api = setUpCheckoutApi()

const SERUM = 'serum-niacinamide-10' // Rp115.000 after its discount
const TWO_SERUMS = [[SERUM, 2, 115_000]] as const
const DIRIBARU = 'diri-baru'
const SERUM20 = 'serum-pencerah-member'
const YEAR_END = 'belanja-hemat-akhir-tahun'

const purchase = (products: ReadonlyArray<readonly [string, number, number]>) => ({
  type: 'purchase',
  orderType: 'OTC',
  products: products.map(([id, qty, price]) => ({ id, qty, price })),
})

/** The member's cart holds two serums, and the order the review step sends for them. */
async function reviewedTwoSerums(member: Shopper, choices: Parameters<typeof review>[2] = {}) {
  await fillCart(api(), member.id, [[SERUM, 2]])
  return (await review(member, TWO_SERUMS, choices)).body
}

/** Places two serums with these choices; the order, or fails the test with the refusal. */
async function orderTwoSerums(member: Shopper, choices: Parameters<typeof review>[2] = {}) {
  const body = await reviewedTwoSerums(member, choices)
  return expectBody(await placeOrder(member, body), 201, Order)
}

function applyCode(member: Shopper, code: string) {
  return member.send('POST', '/orders/apply-promo', { body: { ...purchase(TWO_SERUMS), code } })
}

async function bestFor(member: Shopper) {
  return expectBody(
    await member.send('POST', '/v2/promotions/apply-best-promo', { body: purchase(TWO_SERUMS) }),
    200,
    BestPromo,
  )
}

/** Every promotion best-promo offers: the best and the ones its explanation lists. */
const offered = (best: BestPromo) =>
  [best.best, ...best.alternatives].flatMap((promotion) =>
    promotion ? [promotion.promotionId] : [],
  )

async function redemptionsOf(promotionId: string) {
  return api()
    .db.select()
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, promotionId))
}

async function counterOf(promotionId: string) {
  const [rule] = await api()
    .db.select({ redeemed: shopPromotionRules.redeemed })
    .from(shopPromotionRules)
    .where(eq(shopPromotionRules.promotionId, promotionId))
  return rule?.redeemed
}

function setRule(promotionId: string, limits: Partial<typeof shopPromotionRules.$inferInsert>) {
  return api()
    .db.update(shopPromotionRules)
    .set(limits)
    .where(eq(shopPromotionRules.promotionId, promotionId))
}

/** A new member, with their own number and address. */
function newMember(index: number) {
  return shopper(api(), `0812 9911 00${String(index).padStart(2, '0')}`, {
    ip: `198.51.100.${index + 1}`,
  })
}

/** Lets every open order lapse: a day and a minute later, the sweep runs. */
async function letOrdersLapse() {
  api().clock.advance(24 * 60 * 60 * 1000 + 60 * 1000)
  return expireLapsedOrders(api().db, api().clock.now())
}

describe('DIRIBARU: one member, a first purchase, once', () => {
  it('is redeemed once: the second order with the code is refused, the typed code too', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const body = await reviewedTwoSerums(putri, { code: 'DIRIBARU' })
    const first = await expectBody(await placeOrder(putri, body), 201, Order)
    expect(first.promotion).toMatchObject({ promotionId: DIRIBARU, saving: 25_000 })

    // The same order again, as a second tab that reviewed before the first was placed would send.
    await fillCart(api(), putri.id, [[SERUM, 2]])
    const again = await expectProblem(await placeOrder(putri, body), 409)
    expect(again.message).toBe(ALREADY_USED)
    expect(again.errors).toEqual([{ path: 'code', message: 'Kamu sudah memakai promo ini.' }])
    const typed = await expectProblem(await applyCode(putri, 'DIRIBARU'), 422)
    expect(typed.errors).toEqual([{ path: 'code', message: 'Kamu sudah memakai promo ini.' }])

    expect((await redemptionsOf(DIRIBARU)).map((row) => row.orderId)).toEqual([first.id])
    expect(await counterOf(DIRIBARU)).toBe(1)
  })

  it('is for a first purchase: after another order it is refused and never offered', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    // Before any order, it is one of the promotions best-promo weighs.
    expect(offered(await bestFor(putri))).toContain(DIRIBARU)
    await orderTwoSerums(putri, { noPromo: true })

    const refused = await expectProblem(await applyCode(putri, 'DIRIBARU'), 422)
    expect(refused.message).toBe('Promo ini khusus pembelian pertama.')
    expect(refused.message).toBe(FIRST_PURCHASE_ONLY)
    expect(offered(await bestFor(putri))).not.toContain(DIRIBARU)
    const list = await expectBody(
      await putri.send('GET', '/promotions'),
      200,
      CheckoutPromotionList,
    )
    expect(list.data.map((promotion) => promotion.code)).not.toContain('DIRIBARU')
  })

  it('comes back when its order expires unpaid, once, and is then usable again', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    await orderTwoSerums(putri, { code: 'DIRIBARU' })
    expect(await counterOf(DIRIBARU)).toBe(1)

    expect(await letOrdersLapse()).toBe(1)
    // A second sweep (another instance, a retry) finds nothing to close and gives nothing back.
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(0)
    expect(await redemptionsOf(DIRIBARU)).toEqual([])
    expect(await counterOf(DIRIBARU)).toBe(0)

    // No order paid or awaiting payment: her next order is a first purchase again.
    const applied = await expectBody(await applyCode(putri, 'DIRIBARU'), 200, AppliedPromo)
    expect(applied.promo.saving).toBe(25_000)
    const second = await orderTwoSerums(putri, { code: 'DIRIBARU' })
    expect(second.promotion).toMatchObject({ promotionId: DIRIBARU })
    expect(await counterOf(DIRIBARU)).toBe(1)
  })
})

describe('SERUM20: only when its code is typed', () => {
  it('is never the best promotion nor in its explanation, nor taken by an order without a code', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    // Two serums: SERUM20 would save Rp46.000, more than any other.
    const best = await bestFor(putri)
    expect(offered(best)).not.toContain(SERUM20)
    expect(best.best).toMatchObject({ promotionId: YEAR_END, saving: 30_000 })

    // An order without a code whose total counts on SERUM20 is refused; the reviewed one gets the
    // best promotion that applies by itself.
    const body = await reviewedTwoSerums(putri)
    const counting = await expectProblem(
      await placeOrder(putri, { ...body, expectedTotal: body.expectedTotal - 16_000 }),
      409,
    )
    expect(counting.message).toBe(
      `Total belanja berubah menjadi ${formatRupiah(body.expectedTotal)}. Periksa lagi pesananmu sebelum membayar.`,
    )
    const placed = await expectBody(await placeOrder(putri, body), 201, Order)
    expect(placed.promotion).toMatchObject({ promotionId: YEAR_END, code: null })
    expect(await redemptionsOf(SERUM20)).toEqual([])
  })

  it('applies when typed, and is listed among the member’s codes', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const list = await expectBody(
      await putri.send('GET', '/promotions'),
      200,
      CheckoutPromotionList,
    )
    expect(list.data.map((promotion) => promotion.code)).toContain('SERUM20')
    const placed = await orderTwoSerums(putri, { code: 'SERUM20' })
    expect(placed.promotion).toMatchObject({
      promotionId: SERUM20,
      code: 'SERUM20',
      saving: 46_000,
    })
    expect(await counterOf(SERUM20)).toBe(1)
  })
})

describe('limits per member and in total', () => {
  it('holds a per-member limit of two: the third order with the code is refused', async () => {
    await setRule(SERUM20, { perMemberLimit: 2 })
    const putri = await shopper(api(), DEMO_PHONES.putri)
    await orderTwoSerums(putri, { code: 'SERUM20' })
    const body = await reviewedTwoSerums(putri, { code: 'SERUM20' })
    await expectBody(await placeOrder(putri, body), 201, Order)

    const message = 'Kamu sudah memakai promo ini 2 kali, batas untuk setiap member.'
    await fillCart(api(), putri.id, [[SERUM, 2]])
    const refused = await expectProblem(await placeOrder(putri, body), 409)
    expect(refused.errors).toEqual([{ path: 'code', message }])
    expect((await expectProblem(await applyCode(putri, 'SERUM20'), 422)).message).toBe(message)
    expect(await redemptionsOf(SERUM20)).toHaveLength(2)
  })

  it('holds a total limit: once two orders hold it, the next member hears the quota is gone', async () => {
    await setRule(SERUM20, { totalLimit: 2 })
    const [first, second, late] = await Promise.all([newMember(1), newMember(2), newMember(3)])
    if (!first || !second || !late) throw new Error('No members')
    // The late member reviewed while places were left.
    const lateBody = await reviewedTwoSerums(late, { code: 'SERUM20' })
    await orderTwoSerums(first, { code: 'SERUM20' })
    await orderTwoSerums(second, { code: 'SERUM20' })

    const refused = await expectProblem(await placeOrder(late, lateBody), 409)
    expect(refused.errors).toEqual([{ path: 'code', message: 'Kuota promo ini sudah habis.' }])
    expect((await expectProblem(await applyCode(late, 'SERUM20'), 422)).message).toBe(QUOTA_GONE)
    const list = await expectBody(await late.send('GET', '/promotions'), 200, CheckoutPromotionList)
    expect(list.data.map((promotion) => promotion.code)).not.toContain('SERUM20')
    expect(await counterOf(SERUM20)).toBe(2)

    // The two orders lapse unpaid: their places come back, and the late member gets one.
    expect(await letOrdersLapse()).toBe(2)
    expect(await counterOf(SERUM20)).toBe(0)
    const placed = await orderTwoSerums(late, { code: 'SERUM20' })
    expect(placed.promotion).toMatchObject({ promotionId: SERUM20 })
  })

  it('offers in "Kenapa ini yang terbaik?" only the promotions this member can redeem now', async () => {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const other = await newMember(4)
    // The year-end promotion has one place left, and another member takes it.
    await setRule(YEAR_END, { totalLimit: 1 })
    await orderTwoSerums(other)
    expect(await counterOf(YEAR_END)).toBe(1)

    const before = await bestFor(putri)
    // DIRIBARU (a first purchase for Putri) is now the best; the acne-care one is listed with why.
    expect(before.best).toMatchObject({ promotionId: DIRIBARU, saving: 25_000 })
    expect(
      before.alternatives.map((promotion) => [promotion.promotionId, promotion.reason]),
    ).toEqual([['paket-kulit-tenang', 'Hanya untuk produk kategori Perawatan Jerawat']])
    await orderTwoSerums(putri)
    // Putri has an order now: DIRIBARU is gone from her explanation, and nothing applies.
    const after = await bestFor(putri)
    expect(after.best).toBeNull()
    expect(offered(after)).toEqual(['paket-kulit-tenang'])
  })
})

describe('the database holds the limits for a writer that skips every check', () => {
  /** The constraint the database named when it refused the insert. */
  async function refusal(write: Promise<unknown>): Promise<string> {
    const error = await write.then(
      () => null,
      (caught: unknown) => caught,
    )
    for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
      const fields = current as Error & { constraint?: unknown; constraint_name?: unknown }
      const name = fields.constraint ?? fields.constraint_name
      if (typeof name === 'string') return name
      current = current.cause
    }
    throw new Error(`The insert was not refused by a constraint: ${String(error)}`)
  }

  it('refuses a redemption past a member’s limit, past the total, on a later purchase, or for another member', async () => {
    const { db } = api()
    const putri = await shopper(api(), DEMO_PHONES.putri)
    const other = await newMember(5)
    const a = await orderTwoSerums(putri, { noPromo: true })
    const second = await orderTwoSerums(putri, { noPromo: true })
    const theirs = await orderTwoSerums(other, { noPromo: true })
    const redeem = (orderId: string, promotionId: string, memberId: string) =>
      db.insert(promotionRedemptions).values({ orderId, promotionId, memberId })

    await setRule(SERUM20, { perMemberLimit: 1, totalLimit: 2 })
    await redeem(a.id, SERUM20, putri.id)
    expect(await refusal(redeem(second.id, SERUM20, putri.id))).toBe(
      'promotion_redemptions_per_member_limit',
    )
    await setRule(SERUM20, { perMemberLimit: null, totalLimit: 1 })
    expect(await refusal(redeem(theirs.id, SERUM20, other.id))).toBe(
      'shop_promotion_rules_redeemed_within_limit',
    )
    // Putri has two orders: neither is her first purchase.
    expect(await refusal(redeem(second.id, DIRIBARU, putri.id))).toBe(
      'promotion_redemptions_first_purchase',
    )
    expect(await refusal(redeem(theirs.id, YEAR_END, putri.id))).toBe(
      'promotion_redemptions_order_member',
    )
    expect(
      await refusal(
        db
          .update(promotionRedemptions)
          .set({ memberId: other.id })
          .where(eq(promotionRedemptions.orderId, a.id)),
      ),
    ).toBe('promotion_redemptions_unchanged')
    expect(await redemptionsOf(SERUM20)).toHaveLength(1)
    expect(await counterOf(SERUM20)).toBe(1)
  })
})
