/**
 * Charges that were never opened: an order commits with its payment on the placeholder
 * reference (`pending:<payment id>`, charges.ts), and its charge opens right after. A process that
 * dies in between leaves the member an order 'pending' with nothing to pay. The `recover-charge`
 * job, due a grace after placing and also sent by the minute's sweep, finishes the work:
 * - a VA, e-wallet or QRIS payment gets its charge opened now, by the same `openCharge`;
 * - a card payment cannot (its one-time token went with the request): it fails with a reason
 *   saying so, and the member can pay again at once.
 *
 * Idempotent, also against a normal opening that is slow rather than dead: the provider is asked
 * for the charge with our payment id as its key (the simulator and Midtrans answer one charge per
 * payment id, so a second open returns the first charge rather than a second one), and the payment
 * takes the provider's reference by `openCharge`'s conditional update on the placeholder, so both
 * writers write the same reference, or the second writes nothing.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { orders, payments } from '../../db/schema/checkout'
import type { ApiDeps } from '../../deps'
import { isUuid } from '../../http/ids'
import { openCharge, placeholderRef } from './charges'
import { paymentMethod } from './payment-methods'

/** The normal path opens a charge within seconds; a payment still unopened after this is stuck. */
export const RECOVERY_GRACE_MS = 30_000

/** What the member reads on a card payment whose charge never opened. */
export const CARD_NOT_CHARGED_REASON =
  'Pembayaran kartu belum sempat diproses dan kartumu tidak ditagih. Silakan bayar lagi.'

/** The payments one sweep hands to the job at a time. */
const SWEEP_BATCH = 100

/** A payment still on its placeholder: its charge has not opened. */
const onPlaceholder = sql`${payments.providerRef} = 'pending:' || ${payments.id}::text`

/** Whether a payment row is one whose charge never opened and whose grace is over. */
export function isStuckPlaceholder(
  payment: { id: string; status: string; providerRef: string; createdAt: Date },
  now: Date,
): boolean {
  return (
    payment.status === 'pending' &&
    payment.providerRef === placeholderRef(payment.id) &&
    payment.createdAt.getTime() <= now.getTime() - RECOVERY_GRACE_MS
  )
}

/** The payments past their grace whose charge never opened, oldest first. */
export async function unopenedPaymentIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        onPlaceholder,
        lte(payments.createdAt, new Date(now.getTime() - RECOVERY_GRACE_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(SWEEP_BATCH)
  return rows.map((row) => row.id)
}

/** What one recovery did, for the job's output and the tests. */
export type RecoveryOutcome =
  /** The charge is open now (by this call, or by the slow normal path it raced). */
  | 'opened'
  /** A card payment, failed so that the member can pay again. */
  | 'card_failed'
  /** Nothing to do: the charge opened, the payment moved on, or it lapsed (the sweep expires it). */
  | 'not_needed'
  /** Still within its grace: the normal path may be opening it now. A later job looks again. */
  | 'too_early'

export async function recoverCharge(deps: ApiDeps, paymentId: string): Promise<RecoveryOutcome> {
  if (!isUuid(paymentId)) return 'not_needed'
  const now = deps.clock.now()
  const [payment] = await deps.db
    .select({
      id: payments.id,
      status: payments.status,
      type: payments.type,
      methodId: payments.methodId,
      amount: payments.amount,
      providerRef: payments.providerRef,
      expiresAt: payments.expiresAt,
      createdAt: payments.createdAt,
      orderNumber: orders.number,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
  if (!payment) return 'not_needed'
  if (payment.status !== 'pending' || payment.providerRef !== placeholderRef(payment.id)) {
    return 'not_needed'
  }
  if (!isStuckPlaceholder(payment, now)) return 'too_early'
  if (payment.expiresAt <= now) return 'not_needed'

  if (payment.type === 'card') {
    // Only while it is still pending on its placeholder: a slow normal path that opened the charge
    // meanwhile keeps its payment. If that path opens it after this, the payment stays failed and
    // money the provider takes all the same is owed back (payment-status.ts, 'payment_failed').
    const failed = await deps.db
      .update(payments)
      .set({ status: 'failed', failureReason: CARD_NOT_CHARGED_REASON, updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), onPlaceholder))
      .returning({ id: payments.id })
    return failed.length > 0 ? 'card_failed' : 'not_needed'
  }

  const method = paymentMethod(payment.methodId)
  if (!method) {
    throw new Error(`Payment ${paymentId} has the unknown method ${payment.methodId}`)
  }
  await openCharge(deps, {
    paymentId,
    orderNumber: payment.orderNumber,
    amount: payment.amount,
    method,
    expiresAt: payment.expiresAt,
  })
  return 'opened'
}
