/**
 * The operators' API: refunds owed and made, and the job queue, behind a bearer token
 * (`OPS_API_TOKEN`). No page of the site calls it; the shapes live here as every contract does.
 */
import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'

export const RefundState = v.picklist(['owed', 'refunded'])

export const OpsRefund = v.object({
  id: v.string(),
  state: RefundState,
  amount: v.pipe(v.number(), v.integer()),
  /** second_payment, order_closed or payment_failed (backend/payments/refunds.ts). */
  reason: v.picklist(['second_payment', 'order_closed', 'payment_failed']),
  reasonText: v.string(),
  orderId: v.string(),
  orderNumber: v.string(),
  paymentId: v.string(),
  /** The provider's reference of the paid charge to refund. */
  providerRef: v.string(),
  providerRefundRef: v.nullable(v.string()),
  createdAt: Timestamp,
  refundedAt: v.nullable(Timestamp),
})
export const OpsRefundList = v.object({ data: v.array(OpsRefund) })

export const OpsRefundQuery = v.object({ state: v.optional(RefundState) })

export const OpsJob = v.object({
  id: v.string(),
  queue: v.string(),
  state: v.picklist(['created', 'retry', 'active', 'failed']),
  attempts: v.number(),
  maxAttempts: v.number(),
  key: v.nullable(v.string()),
  startAfter: Timestamp,
  createdOn: Timestamp,
  lastError: v.nullable(v.string()),
})
export const OpsJobList = v.object({ data: v.array(OpsJob) })
