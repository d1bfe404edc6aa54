/**
 * How a payment and its order move: forward only, from a verified
 * webhook, a status poll or the expiry sweep, never backwards and never twice.
 *
 * A payment: pending → requires_action → paid | failed | expired. The three last are final, with
 * one exception: 'paid' replaces 'expired'. An expiry is a timer (often ours: the sweep below), a
 * payment is money the provider holds; when the money arrives after the timer we record it, so
 * that it can be refunded, rather than lose it.
 *
 * Its order: awaiting_payment → paid | failed | expired, moved by its payments:
 * - a paid payment pays an order still awaiting payment (and closes its other open attempts);
 * - a payment paid for an order already closed (expired or failed), or for an order another
 *   payment already paid (the unique index `payments_one_paid_per_order` refuses a second paid
 *   payment), leaves the order as it is and reports an error: a person must refund that money;
 * - a card refused for suspected fraud fails the order and puts its stock back on sale; any other
 *   failure (the bank's refusal, a denied or abandoned 3-D Secure challenge) leaves the order
 *   awaiting payment, so the member can pay again until it lapses;
 * - an expired payment expires its order when no other attempt is still open or paid;
 * - an order whose `expires_at` has passed expires (`expireLapsedOrders`) with its open payments.
 * Whenever an order closes unpaid, its stock goes back on sale, exactly once.
 *
 * Locking: every change takes the order's row lock first (the sweep by its UPDATE, the others by
 * SELECT … FOR UPDATE), then payments, then products in id order, so that a webhook, a poll and
 * two sweeps touching one order queue behind each other instead of interleaving or deadlocking.
 */
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client'
import { orderItems, orders, payments } from '../db/schema/checkout'
import { shopProducts } from '../db/schema/shop'
import type { ApiDeps } from '../deps'
import { isUuid } from '../http/ids'
import { reportError } from '../http/report-error'
import { releaseRedemption } from '../routes/checkout/promotion-redemptions'
import { isUniqueViolation } from './database-errors'
import { FAILURE_REASONS, type PaymentFailureCode, type ProviderStatus } from './provider'
import { oweRefund } from './refunds'

export interface ChargeUpdate {
  paymentId: string
  status: ProviderStatus
  failureReason: string | null
  /**
   * Why it failed, as the provider classifies it (`ChargeStatus.failureCode`): pass it on, since
   * only 'fraud' fails the order. Optional so callers of the first signature keep compiling.
   */
  failureCode?: PaymentFailureCode | null | undefined
  paidAt: Date | null
  now: Date
}

/** What `recordChargeStatus` did, for the webhook's answer and the tests. */
export type ChargeOutcome =
  /** No payment has that id. */
  | 'unknown_payment'
  /** The payment moved forward (and its order with it, where that follows). */
  | 'applied'
  /** The payment was already there or further along: nothing changed. */
  | 'unchanged'
  /** 'paid' for an order another payment already paid: refused, closed, reported for a refund. */
  | 'second_payment_refused'

type PaymentStatus = (typeof payments.$inferSelect)['status']

/** The states each reported status may replace: forward only, and 'paid' also over 'expired'. */
const MAY_REPLACE: Readonly<Record<ProviderStatus, readonly PaymentStatus[]>> = {
  pending: [],
  requires_action: ['pending'],
  paid: ['pending', 'requires_action', 'expired'],
  failed: ['pending', 'requires_action'],
  expired: ['pending', 'requires_action'],
}

const OPEN_STATUSES: readonly PaymentStatus[] = ['pending', 'requires_action']

/** When a provider says a charge failed without saying why. */
export const DEFAULT_FAILURE_REASON = 'Pembayaran gagal. Coba lagi atau pilih metode lain.'

/** The reason shown on a payment that came after the order was already paid by another one. */
export const SECOND_PAYMENT_REASON =
  'Pesanan ini sudah dibayar dengan pembayaran lain. Dana dari pembayaran ini akan dikembalikan.'

/** The orders one sweep's query reads at a time; it reads again until none is left. */
const SWEEP_BATCH = 100

/**
 * Applies what the provider said of a charge, if it moves the payment forward, and what follows
 * for its order (see the top of this file). Safe to call again with the same update, in any
 * order with other updates, and from two API instances at once.
 *
 * Call it also right after inserting the payment row of a charge just opened, with the status
 * `openCharge` answered (a card paid or refused at once): insert the row as 'pending' and let
 * this function move it, so that a fraud refusal fails the order here. A row inserted with its
 * final status already is handled too: the order follows the payment's current state.
 *
 * A refund it notices is owed in its transaction (a `refunds` row, payments/refunds.ts), reported
 * to `deps.logError`, and handed to `deps.jobs` to be made (the minute's sweep finds it otherwise).
 */
export async function recordChargeStatus(
  db: Database,
  update: ChargeUpdate,
  deps: Pick<ApiDeps, 'logError' | 'jobs'> = {},
): Promise<ChargeOutcome> {
  if (!isUuid(update.paymentId)) return 'unknown_payment'
  const { outcome, refund, refundId } = await db.transaction(async (tx) => {
    // The order's row lock, taken first: until this transaction ends, nothing else changes this
    // order or its payments (every writer below and in the sweep takes the same lock first).
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          tx
            .select({ id: payments.orderId })
            .from(payments)
            .where(eq(payments.id, update.paymentId)),
        ),
      )
      .for('update')
    if (!order) return { outcome: 'unknown_payment' as const, refund: null, refundId: null }

    const moved = await movePayment(tx, update)
    if (moved === 'second_payment_refused') {
      // Money reached the provider twice for one order. The second payment is closed with a
      // reason saying so; its first refusal (the reason not yet set) is reported, once.
      const [closed] = await tx
        .update(payments)
        .set({
          status: sql`case when ${payments.status} in ('pending', 'requires_action') then 'failed' else ${payments.status} end`,
          failureReason: SECOND_PAYMENT_REASON,
          updatedAt: update.now,
        })
        .where(
          and(
            eq(payments.id, update.paymentId),
            sql`${payments.failureReason} is distinct from ${SECOND_PAYMENT_REASON}`,
          ),
        )
        .returning({ id: payments.id })
      return {
        outcome: 'second_payment_refused' as const,
        refundId: closed
          ? await oweRefund(tx, {
              paymentId: update.paymentId,
              reason: 'second_payment',
              now: update.now,
            })
          : null,
        refund: closed
          ? `Payment ${update.paymentId} was paid for order ${order.number}, which another payment had already paid: refund it.`
          : null,
      }
    }

    const [payment] = await tx
      .select({ status: payments.status, paidAt: payments.paidAt })
      .from(payments)
      .where(eq(payments.id, update.paymentId))
    let refund: string | null = null
    let refundId: string | null = null
    if (payment?.status === 'paid') {
      const paid = await payOrder(
        tx,
        order.id,
        update.paymentId,
        payment.paidAt ?? update.now,
        update.now,
      )
      if (!paid && moved && order.status !== 'paid') {
        refund = `Payment ${update.paymentId} was paid for order ${order.number} after the order was ${order.status}: refund it.`
        refundId = await oweRefund(tx, {
          paymentId: update.paymentId,
          reason: 'order_closed',
          now: update.now,
        })
      }
    } else if (payment?.status === 'failed' && update.status === 'paid') {
      // The provider took money for a payment we had failed (a charge recovered as failed while
      // its slow opening went on, say): 'paid' may not replace 'failed', so it is given back.
      refundId = await oweRefund(tx, {
        paymentId: update.paymentId,
        reason: 'payment_failed',
        now: update.now,
      })
      if (refundId) {
        refund = `Payment ${update.paymentId} of order ${order.number} was paid after it had failed: refund it.`
      }
    } else if (payment?.status === 'failed' && update.status === 'failed' && isFraud(update)) {
      await closeOrder(tx, order.id, 'failed', update.now)
    } else if (
      payment?.status === 'expired' &&
      !(await hasOtherLiveAttempt(tx, order.id, update.paymentId))
    ) {
      // The order's expiry follows its payment's when no other attempt can still pay it.
      await closeOrder(tx, order.id, 'expired', update.now)
    }
    return { outcome: moved ? ('applied' as const) : ('unchanged' as const), refund, refundId }
  })
  if (refund) reportError(deps, 'A payment needs a refund', new Error(refund))
  // Not awaited (background-jobs.ts): the caller may still hold a transaction, the webhook's.
  if (refundId) deps.jobs?.refundSoon(refundId)
  return outcome
}

/**
 * A refusal for suspected fraud. A caller that does not pass the code (the first signature had
 * none) is understood by the reason's words, which every provider adapter uses for fraud.
 */
function isFraud(update: ChargeUpdate): boolean {
  if (update.failureCode !== undefined) return update.failureCode === 'fraud'
  return update.failureReason === FAILURE_REASONS.fraud
}

/**
 * Moves the payment to the reported status if it may replace the current one. The status
 * condition in the WHERE clause is what enforces "forward only", whatever the caller read before.
 */
async function movePayment(
  tx: Transaction,
  update: ChargeUpdate,
): Promise<boolean | 'second_payment_refused'> {
  const mayReplace = MAY_REPLACE[update.status]
  if (mayReplace.length === 0) return false
  const move = (db: Transaction) =>
    db
      .update(payments)
      .set({
        status: update.status,
        failureReason:
          update.status === 'failed' ? (update.failureReason ?? DEFAULT_FAILURE_REASON) : null,
        paidAt: update.status === 'paid' ? (update.paidAt ?? update.now) : null,
        updatedAt: update.now,
      })
      .where(and(eq(payments.id, update.paymentId), inArray(payments.status, [...mayReplace])))
      .returning({ id: payments.id })
  if (update.status !== 'paid') return (await move(tx)).length > 0
  try {
    // A savepoint, so that the unique index's refusal of a second paid payment for the order
    // (`payments_one_paid_per_order`, the guarantee even for a writer that skips the order lock)
    // undoes this statement only and the transaction goes on to record the refusal.
    return (await tx.transaction(move)).length > 0
  } catch (error) {
    if (isUniqueViolation(error, 'payments_one_paid_per_order')) return 'second_payment_refused'
    throw error
  }
}

/**
 * Pays the order if it is still awaiting payment; true if this call did. The status condition
 * makes it once: an order already paid, expired or failed is left as it is.
 */
async function payOrder(
  tx: Transaction,
  orderId: string,
  paymentId: string,
  paidAt: Date,
  now: Date,
): Promise<boolean> {
  const paid = await tx
    .update(orders)
    .set({ status: 'paid', paidAt, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id })
  if (paid.length === 0) return false
  // The other attempts still open can no longer pay this order. Closed as 'expired', so that if
  // one is paid all the same, 'paid' may still replace it and the refund is noticed.
  await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        ne(payments.id, paymentId),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    )
  return true
}

/** Whether another attempt of the order is still open or has paid it. */
async function hasOtherLiveAttempt(tx: Transaction, orderId: string, paymentId: string) {
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        ne(payments.id, paymentId),
        inArray(payments.status, [...OPEN_STATUSES, 'paid']),
      ),
    )
    .limit(1)
  return other !== undefined
}

/**
 * Closes an unpaid order ('expired' or 'failed'), closes its open payments and puts its stock
 * back on sale; true if this call closed it. `lapsedBy`, for the sweep: only if its expiry has
 * passed by then.
 */
async function closeOrder(
  tx: Transaction,
  orderId: string,
  status: 'expired' | 'failed',
  now: Date,
  lapsedBy?: Date,
): Promise<boolean> {
  // The status condition decides who closes the order, and so who releases its stock: of two
  // transactions closing the same order (two sweeps, a sweep and a webhook), the second waits on
  // the row lock the first holds, then re-checks the condition against the committed row
  // (READ COMMITTED re-evaluates an UPDATE's WHERE on the newest version), finds the order no
  // longer awaiting payment, updates nothing and returns no row.
  const closed = await tx
    .update(orders)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'awaiting_payment'),
        lapsedBy ? lte(orders.expiresAt, lapsedBy) : undefined,
      ),
    )
    .returning({ id: orders.id })
  if (closed.length === 0) return false

  // Under the order's lock: no attempt of this order can be paid meanwhile (a 'paid' that comes
  // later may still replace 'expired', and is then reported for a refund).
  await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_STATUSES])))

  // Only the transaction that closed the order gets here, so each order's stock comes back
  // exactly once. One product at a time, in id order: two transactions locking the same products
  // always lock them in the same order, so they queue rather than deadlock.
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId))
  for (const item of items) {
    await tx
      .update(shopProducts)
      .set({
        stock: sql`${shopProducts.stock} + ${item.quantity}`,
        sold: sql`${shopProducts.sold} - ${item.quantity}`,
      })
      .where(eq(shopProducts.id, item.productId))
  }
  // Its promotion goes back too, once, for the same reason (after the products: see place-order.ts).
  await releaseRedemption(tx, orderId)
  return true
}

/**
 * Lapses every order still awaiting payment whose `expires_at` is at or before `now`: the order
 * and its open payments become 'expired' and its stock goes back on sale, in one transaction per
 * order. Returns how many orders this call expired. Two instances may sweep at once: each order
 * is closed (and its stock released) by exactly one of them, see `closeOrder`.
 */
export async function expireLapsedOrders(db: Database, now: Date): Promise<number> {
  let expired = 0
  for (;;) {
    // Only a candidate list: the UPDATE in closeOrder decides, under the row lock.
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt), asc(orders.id))
      .limit(SWEEP_BATCH)
    for (const { id } of due) {
      if (await db.transaction((tx) => closeOrder(tx, id, 'expired', now, now))) expired++
    }
    // Every order read was closed (by this sweep or another), so the next read moves on.
    if (due.length < SWEEP_BATCH) return expired
  }
}
