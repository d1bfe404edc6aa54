/**
 * What a promotion takes off a shop order: the running promotions that have a shop
 * rule, each measured against priced lines, the best of them, and their conditions in words.
 * `apply-best-promo`, `apply-promo` and placing an order all measure with these same functions,
 * so the saving the member saw on the review step is the one the order gets. A promotion is
 * offered only to a member who may redeem it now (promotion-redemptions.ts: first purchase, their
 * own limit, the total), and a code-only one only when its code is typed.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import type { PromoApplication } from '../../../contract/checkout/schemas'
import { formatDate, formatRupiah } from '../../../contract/indonesian-format'
import type { Database, Transaction } from '../../db/client'
import { shopPromotionRules } from '../../db/schema/checkout'
import { promotions } from '../../db/schema/content'
import { shopCategories } from '../../db/schema/shop'
import { type PricedLine, subtotalOf } from './pricing'
import { memberStanding, redemptionRefusal } from './promotion-redemptions'

export interface ShopPromotion {
  id: string
  title: string
  code: string | null
  validFrom: Date
  validUntil: Date
  rule: typeof shopPromotionRules.$inferSelect
  /** The rule's category's name, when it names one. */
  categoryName: string | null
}

const PRODUCT_TYPE_NAMES: Readonly<Record<string, string>> = {
  skincare: 'perawatan wajah',
  bodycare: 'perawatan tubuh',
  haircare: 'perawatan rambut',
}

function selectShopPromotions(db: Database | Transaction) {
  return db
    .select({
      id: promotions.id,
      title: promotions.title,
      code: promotions.code,
      validFrom: promotions.validFrom,
      validUntil: promotions.validUntil,
      rule: shopPromotionRules,
      categoryName: shopCategories.name,
    })
    .from(promotions)
    .innerJoin(shopPromotionRules, eq(shopPromotionRules.promotionId, promotions.id))
    .leftJoin(shopCategories, eq(shopCategories.id, shopPromotionRules.categoryId))
    .$dynamic()
}

/**
 * Promotions running at `now` (validFrom ≤ now < validUntil) with a shop rule, soonest ending
 * first. Member-only ones are included: every caller of checkout is a member.
 */
export function activeShopPromotions(
  db: Database | Transaction,
  now: Date,
): Promise<ShopPromotion[]> {
  return selectShopPromotions(db)
    .where(and(lte(promotions.validFrom, now), gt(promotions.validUntil, now)))
    .orderBy(asc(promotions.validUntil), asc(promotions.id))
}

/**
 * The running promotions this member may redeem now (`activeShopPromotions` less those their
 * limits refuse); with `typed: false`, also less the code-only ones, which apply only when typed.
 */
export async function promotionsForMember(
  db: Database | Transaction,
  memberId: string,
  now: Date,
  options: { typed: boolean },
): Promise<ShopPromotion[]> {
  // One after the other: inside the order's transaction both go through its one connection.
  const running = await activeShopPromotions(db, now)
  const standing = await memberStanding(db, memberId)
  return running.filter(
    (promotion) =>
      (options.typed || !promotion.rule.codeOnly) &&
      redemptionRefusal(promotion, standing) === null,
  )
}

/** The promotions whose code is `code`, whatever their dates; matched ignoring case. */
export function shopPromotionsWithCode(db: Database | Transaction, code: string) {
  return selectShopPromotions(db)
    .where(sql`upper(${promotions.code}) = upper(${code})`)
    .orderBy(asc(promotions.validUntil), asc(promotions.id))
}

/** Whether any promotion, shop rule or not, has this code: a consultation's code, say. */
export async function anyPromotionHasCode(db: Database | Transaction, code: string) {
  const [found] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(sql`upper(${promotions.code}) = upper(${code})`)
    .limit(1)
  return found !== undefined
}

/** 'Diskon 10% hingga Rp30.000 untuk produk kategori Serum, minimal belanja Rp150.000'. */
export function conditionOf(promotion: Pick<ShopPromotion, 'rule' | 'categoryName'>): string {
  const { rule } = promotion
  const amount =
    rule.discountType === 'percent'
      ? `Diskon ${rule.value}%${rule.maxDiscount === null ? '' : ` hingga ${formatRupiah(rule.maxDiscount)}`}`
      : `Potongan ${formatRupiah(rule.value)}`
  const scope = scopeOf(promotion)
  const minimum = rule.minSubtotal > 0 ? `, minimal belanja ${formatRupiah(rule.minSubtotal)}` : ''
  return `${amount}${scope ? ` untuk ${scope}` : ''}${minimum}`
}

/** 'produk kategori Serum', 'produk perawatan rambut', or null for every product. */
function scopeOf({ rule, categoryName }: Pick<ShopPromotion, 'rule' | 'categoryName'>) {
  if (rule.categoryId) return `produk kategori ${categoryName ?? rule.categoryId}`
  if (rule.productType) return `produk ${PRODUCT_TYPE_NAMES[rule.productType] ?? rule.productType}`
  return null
}

/** The lines a rule counts: its category's, its product type's, or all of them. */
function eligibleLines(rule: ShopPromotion['rule'], lines: readonly PricedLine[]) {
  return lines.filter(
    (line) =>
      (rule.categoryId === null || line.categoryId === rule.categoryId) &&
      (rule.productType === null || line.type === rule.productType),
  )
}

/**
 * The promotion measured against the lines: eligible when the lines it counts reach its minimum.
 * A percent saving is rounded down and capped by `maxDiscount`; a fixed one never exceeds what it
 * counts, so a discount is never more than the subtotal.
 */
export function measure(promotion: ShopPromotion, lines: readonly PricedLine[]): PromoApplication {
  const { rule } = promotion
  const counted = subtotalOf(eligibleLines(rule, lines))
  const scope = scopeOf(promotion)
  let reason: string | null = null
  if (counted === 0) reason = `Hanya untuk ${scope ?? 'belanja produk'}`
  else if (counted < rule.minSubtotal) {
    const missing = formatRupiah(rule.minSubtotal - counted)
    reason = scope
      ? `Belanja ${scope} ${missing} lagi untuk memakai promo ini`
      : `Belanja ${missing} lagi untuk memakai promo ini`
  }
  const saving =
    reason !== null
      ? 0
      : rule.discountType === 'percent'
        ? Math.min(
            Math.floor((counted * rule.value) / 100),
            rule.maxDiscount ?? Number.POSITIVE_INFINITY,
          )
        : Math.min(rule.value, counted)
  return {
    promotionId: promotion.id,
    title: promotion.title,
    code: promotion.code,
    saving,
    condition: conditionOf(promotion),
    eligible: reason === null,
    reason,
    validUntil: promotion.validUntil.toISOString(),
  }
}

/** Biggest saving first; at a tie the one ending soonest, then by id, so the order is stable. */
function bySaving(a: PromoApplication, b: PromoApplication) {
  return (
    b.saving - a.saving ||
    a.validUntil.localeCompare(b.validUntil) ||
    a.promotionId.localeCompare(b.promotionId)
  )
}

/** The best eligible application, the other eligible ones, then the ineligible with reasons. */
export function rankApplications(applications: readonly PromoApplication[]) {
  const eligible = applications.filter((application) => application.eligible).sort(bySaving)
  const ineligible = applications
    .filter((application) => !application.eligible)
    .sort(
      (a, b) =>
        a.validUntil.localeCompare(b.validUntil) || a.promotionId.localeCompare(b.promotionId),
    )
  const [best = null, ...others] = eligible
  return { best, alternatives: [...others, ...ineligible] }
}

/**
 * Every promotion that applies by itself and the member may redeem, measured against the lines,
 * ranked: what apply-best-promo answers and its explanation lists.
 */
export async function rankedForMember(
  db: Database | Transaction,
  memberId: string,
  lines: readonly PricedLine[],
  now: Date,
) {
  const usable = await promotionsForMember(db, memberId, now, { typed: false })
  return rankApplications(usable.map((promotion) => measure(promotion, lines)))
}

/** The best promotion for the member's lines at `now`, or null when none applies. */
export async function bestPromotionFor(
  db: Database | Transaction,
  memberId: string,
  lines: readonly PricedLine[],
  now: Date,
): Promise<PromoApplication | null> {
  return (await rankedForMember(db, memberId, lines, now)).best
}

/**
 * The code's promotion measured against the lines, or why it cannot be used: unknown, for
 * something else than products, not started, ended, not for this member (first purchase, used,
 * quota gone), or not eligible. Messages are for a person.
 */
export async function promotionForCode(
  db: Database | Transaction,
  memberId: string,
  code: string,
  lines: readonly PricedLine[],
  now: Date,
): Promise<{ ok: true; application: PromoApplication } | { ok: false; message: string }> {
  const candidates = await shopPromotionsWithCode(db, code)
  const shown = code.toUpperCase()
  if (candidates.length === 0) {
    return {
      ok: false,
      message: (await anyPromotionHasCode(db, code))
        ? `Kode promo ${shown} tidak berlaku untuk belanja produk.`
        : `Kode promo ${shown} tidak dikenal. Periksa lagi penulisannya.`,
    }
  }
  const running = candidates.find(
    (promotion) => promotion.validFrom <= now && now < promotion.validUntil,
  )
  if (!running) {
    const upcoming = candidates.find((promotion) => promotion.validFrom > now)
    if (upcoming) {
      return {
        ok: false,
        message: `Kode promo ${shown} baru berlaku mulai ${formatDate(upcoming.validFrom)}.`,
      }
    }
    const ended = candidates.at(-1)
    return {
      ok: false,
      message: `Kode promo ${shown} sudah berakhir${ended ? ` pada ${formatDate(ended.validUntil)}` : ''}.`,
    }
  }
  const refusal = redemptionRefusal(running, await memberStanding(db, memberId))
  if (refusal) return { ok: false, message: refusal }
  const application = measure(running, lines)
  if (!application.eligible) return { ok: false, message: `${application.reason}.` }
  return { ok: true, application }
}
