/**
 * A promotion's limits for one member: whether the member may still redeem it (first
 * purchase, their own limit, the total), said in words, and the redemption itself, written in the
 * order's transaction. The words are for the member; the guarantee is the database's: the insert
 * below passes the trigger and the counter CHECK of migration 0010 (schema
 * `promotion-redemptions.ts`), which hold even when two orders checked the same free place at once.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { orders, type shopPromotionRules } from '../../db/schema/checkout'
import { promotionRedemptions } from '../../db/schema/promotion-redemptions'

export const FIRST_PURCHASE_ONLY = 'Promo ini khusus pembelian pertama.'
export const ALREADY_USED = 'Kamu sudah memakai promo ini.'
export const QUOTA_GONE = 'Kuota promo ini sudah habis.'

/** What the member's limits depend on: an order that counts as a purchase, and what they hold. */
export interface MemberStanding {
  /** The member has an order that is paid or still awaiting payment. */
  hasPurchase: boolean
  /** How many of the member's orders hold each promotion, by promotion id. */
  held: ReadonlyMap<string, number>
}

/** An order that is paid or may still be: what makes a later one not the first purchase. */
const PURCHASE_STATUSES = ['paid', 'awaiting_payment'] as const

export async function memberStanding(
  db: Database | Transaction,
  memberId: string,
): Promise<MemberStanding> {
  const [purchase] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.status, [...PURCHASE_STATUSES])))
    .limit(1)
  const held = await db
    .select({ promotionId: promotionRedemptions.promotionId, orders: count() })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.memberId, memberId))
    .groupBy(promotionRedemptions.promotionId)
  return {
    hasPurchase: purchase !== undefined,
    held: new Map(held.map((row) => [row.promotionId, row.orders])),
  }
}

/** Why the member cannot redeem the promotion now, or null when they can. */
export function redemptionRefusal(
  promotion: { id: string; rule: typeof shopPromotionRules.$inferSelect },
  standing: MemberStanding,
): string | null {
  const { rule } = promotion
  const held = standing.held.get(promotion.id) ?? 0
  if (rule.perMemberLimit !== null && held >= rule.perMemberLimit) {
    return rule.perMemberLimit === 1
      ? ALREADY_USED
      : `Kamu sudah memakai promo ini ${rule.perMemberLimit} kali, batas untuk setiap member.`
  }
  if (rule.firstPurchaseOnly && standing.hasPurchase) return FIRST_PURCHASE_ONLY
  if (rule.totalLimit !== null && rule.redeemed >= rule.totalLimit) return QUOTA_GONE
  return null
}

/** The refusals of migration 0010, by the constraint each names, in the member's words. */
const REFUSAL_BY_CONSTRAINT: Readonly<Record<string, string>> = {
  shop_promotion_rules_redeemed_within_limit: QUOTA_GONE,
  promotion_redemptions_per_member_limit: ALREADY_USED,
  promotion_redemptions_first_purchase: FIRST_PURCHASE_ONLY,
}

/**
 * Records that the order holds the promotion. Returns null, or the member's words when the
 * database refused it for a limit: the transaction is then aborted and must be rolled back.
 */
export async function redeemPromotion(
  tx: Transaction,
  redemption: { orderId: string; promotionId: string; memberId: string },
): Promise<string | null> {
  try {
    // Passes the trigger `promotion_redemptions_within_limits`: of concurrent orders after the
    // last places, the promotion's row lock lets one at a time count what is held, so no limit
    // is ever exceeded, whatever each order read before.
    await tx.insert(promotionRedemptions).values(redemption)
    return null
  } catch (error) {
    const constraint = violatedConstraint(error)
    const refusal = constraint === null ? undefined : REFUSAL_BY_CONSTRAINT[constraint]
    if (refusal) return refusal
    throw error
  }
}

/**
 * Gives the order's redemption back (it closed unpaid); true if there was one. A row is deleted
 * once, so of two closings only one gives it back, and the trigger lowers the counter once.
 */
export async function releaseRedemption(tx: Transaction, orderId: string): Promise<boolean> {
  const released = await tx
    .delete(promotionRedemptions)
    .where(eq(promotionRedemptions.orderId, orderId))
    .returning({ orderId: promotionRedemptions.orderId })
  return released.length > 0
}

const CHECK_VIOLATION = '23514'

/**
 * The constraint a check violation names (the counter's CHECK, or the trigger's refusals, which
 * raise check_violation with a constraint name), or null. Drizzle wraps the driver's error as
 * its `cause`; postgres-js names the constraint `constraint_name`, PGlite `constraint`.
 */
function violatedConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const fields = current as Error & {
      code?: unknown
      constraint?: unknown
      constraint_name?: unknown
    }
    if (fields.code === CHECK_VIOLATION) {
      const name = fields.constraint ?? fields.constraint_name
      return typeof name === 'string' ? name : null
    }
    current = current.cause
  }
  return null
}
