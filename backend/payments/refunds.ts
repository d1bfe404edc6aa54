/**
 * Refunds owed: money a member paid that we must give back, as durable records.
 *
 * `recordChargeStatus` (payment-status.ts) owes one, in the transaction that notices it, when a
 * second payment reaches an order another one paid, when a payment arrives after its order closed,
 * or when the provider says it took money for a payment we had failed. The `refund` job
 * (jobs/job-queue.ts) then asks the provider to return it and marks it refunded.
 *
 * owed → refunded, once each: a payment owes at most one refund (`refunds_payment_id_unique`), and
 * only the update that finds it still `owed` marks it refunded. The provider is asked with the
 * refund's id as its idempotency key, so a job retried after a crash between the provider's answer
 * and our update gets the same refund back, not a second one.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client'
import {
  orders,
  payments,
  type REFUND_REASONS,
  type REFUND_STATES,
  refunds,
} from '../db/schema/checkout'
import type { ApiDeps } from '../deps'
import { isUuid } from '../http/ids'

export type RefundReason = (typeof REFUND_REASONS)[number]
export type RefundState = (typeof REFUND_STATES)[number]

/** What the provider (and an operator) reads of each reason. */
export const REFUND_REASON_TEXT: Readonly<Record<RefundReason, string>> = {
  second_payment: 'Pesanan sudah dibayar dengan pembayaran lain.',
  order_closed: 'Pembayaran diterima setelah pesanan ditutup.',
  payment_failed: 'Pembayaran diterima untuk transaksi yang sudah dinyatakan gagal.',
}

/**
 * Owes the refund of a payment, in the caller's transaction; the refund's id if this call owed it,
 * null if the payment already owed one (the unique payment id keeps it to one refund).
 */
export async function oweRefund(
  tx: Transaction,
  input: { paymentId: string; reason: RefundReason; now: Date },
): Promise<string | null> {
  const [payment] = await tx
    .select({ orderId: payments.orderId, amount: payments.amount })
    .from(payments)
    .where(eq(payments.id, input.paymentId))
  if (!payment) throw new Error(`No payment ${input.paymentId} to owe a refund of`)
  const [owed] = await tx
    .insert(refunds)
    .values({
      paymentId: input.paymentId,
      orderId: payment.orderId,
      amount: payment.amount,
      reason: input.reason,
      createdAt: input.now,
      updatedAt: input.now,
    })
    // One refund per payment, however many webhooks and polls notice the same money.
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id })
  return owed?.id ?? null
}

/** What one run of the refund job did. */
export type RefundOutcome = 'refunded' | 'already_refunded' | 'unknown_refund'

/**
 * Asks the provider to return an owed refund and marks it refunded. Throws while the provider has
 * not finished ('pending') or fails, and for a refund not found (its transaction may not have
 * committed yet), so that the job is retried with backoff.
 */
export async function settleRefund(
  deps: Pick<ApiDeps, 'db' | 'clock' | 'payments'>,
  refundId: string,
): Promise<RefundOutcome> {
  if (!isUuid(refundId)) return 'unknown_refund'
  const [owed] = await deps.db
    .select({
      state: refunds.state,
      amount: refunds.amount,
      reason: refunds.reason,
      providerRef: payments.providerRef,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
  if (!owed) throw new Error(`Refund ${refundId} is not there (yet): retried`)
  if (owed.state === 'refunded') return 'already_refunded'
  const result = await deps.payments.refundCharge({
    providerRef: owed.providerRef,
    refundId,
    amount: owed.amount,
    reason: REFUND_REASON_TEXT[owed.reason],
  })
  const now = deps.clock.now()
  if (result.status === 'pending') {
    await deps.db
      .update(refunds)
      .set({ providerRefundRef: result.providerRefundRef, updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'owed')))
    throw new Error(
      `Refund ${refundId} is still pending at the provider (${result.providerRefundRef ?? 'no reference yet'})`,
    )
  }
  // Only an owed refund becomes refunded: of two runs that both reached the provider (which
  // answered both with one refund), one marks it and the other changes nothing.
  const marked = await deps.db
    .update(refunds)
    .set({
      state: 'refunded',
      providerRefundRef: result.providerRefundRef,
      refundedAt: now,
      updatedAt: now,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'owed')))
    .returning({ id: refunds.id })
  return marked.length > 0 ? 'refunded' : 'already_refunded'
}

/** The refunds still owed, oldest first: what the minute's sweep hands to the refund job. */
export async function owedRefundIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.state, 'owed'))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** An order's refunds, oldest first, for the order page. */
export async function refundsOfOrder(db: Database, orderId: string) {
  return db
    .select({
      id: refunds.id,
      amount: refunds.amount,
      state: refunds.state,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
}

/** Refunds for operators (`GET /ops/refunds`), newest first, with their order and payment. */
export async function listRefunds(db: Database, options: { state?: RefundState; limit: number }) {
  return db
    .select({
      id: refunds.id,
      state: refunds.state,
      amount: refunds.amount,
      reason: refunds.reason,
      orderId: refunds.orderId,
      orderNumber: orders.number,
      paymentId: refunds.paymentId,
      providerRef: payments.providerRef,
      providerRefundRef: refunds.providerRefundRef,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(options.state ? eq(refunds.state, options.state) : undefined)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(options.limit)
}
