/**
 * Midtrans's HTTP notifications (`POST /payments/midtrans/notification`, the "Payment Notification
 * URL" of Midtrans's dashboard): the only way Midtrans tells us a VA was paid or a 3-D Secure
 * challenge passed while nobody is looking at the order.
 *
 * A notification is a hint, never the truth: it is accepted only with a valid `signature_key`
 * (401 otherwise), and then the payment moves from what the status call says now, not from the
 * body. So a forged body that somehow carried a good signature, a duplicate, or one that arrives
 * late and out of order (a 'pending' after the 'settlement') moves nothing wrongly:
 * `recordChargeStatus` only goes forward, and the status read is the newest state.
 *
 * Answers: 200 when done (or for an order that is not ours, so Midtrans stops); 503 when the
 * status cannot be read, with nothing moved, so Midtrans retries later.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { payments } from '../../db/schema/checkout'
import type { ApiDeps, ApiEnv } from '../../deps'
import { isUuid } from '../../http/ids'
import { ApiProblem } from '../../http/problem'
import { reportError } from '../../http/report-error'
import { recordChargeStatus } from '../payment-status'
import type { ChargeStatus } from '../provider'
import type { WebhookAck } from '../webhook-event'
import type { MidtransProvider } from './midtrans-provider'
import { MidtransNotification } from './midtrans-schemas'

export const MIDTRANS_NOTIFICATION_PATH = '/payments/midtrans/notification'

export const BAD_NOTIFICATION_SIGNATURE = 'Tanda tangan notifikasi tidak sah.'
export const STATUS_UNREADABLE = 'Status pembayaran belum bisa dibaca dari Midtrans. Coba lagi.'

export function midtransNotificationRoutes(deps: ApiDeps, midtrans: MidtransProvider) {
  const { db, clock } = deps
  return new Hono<ApiEnv>().post(MIDTRANS_NOTIFICATION_PATH, async (c) => {
    const rawBody = await c.req.text()
    if (!(await midtrans.verifyWebhook(rawBody, c.req.raw.headers))) {
      throw new ApiProblem(401, BAD_NOTIFICATION_SIGNATURE)
    }
    // verifyWebhook parsed the same text with the same schema: this cannot fail.
    const { order_id: orderId } = v.parse(MidtransNotification, JSON.parse(rawBody))

    // Our payment id is the order_id, so a notification that overtakes the charge's answer (whose
    // reference we write a moment later) still finds its payment.
    const [payment] = isUuid(orderId)
      ? await db
          .select({ id: payments.id, status: payments.status })
          .from(payments)
          .where(eq(payments.id, orderId))
      : []
    if (!payment) {
      // Another system's order on the same Midtrans account, or a payment that is gone: it will
      // never be ours, so acknowledged (or Midtrans retries for days) and logged.
      console.warn(
        `[payments] Midtrans notification for order_id ${orderId}, which is no payment of ours: acknowledged, not applied`,
      )
      return c.json({ received: true, outcome: 'unknown_charge' } satisfies WebhookAck)
    }

    let now: ChargeStatus
    try {
      now = await midtrans.chargeStatus(orderId)
    } catch (error) {
      reportError(
        deps,
        `Reading Midtrans's status of payment ${orderId} for its notification failed`,
        error,
      )
      throw new ApiProblem(503, STATUS_UNREADABLE)
    }
    const outcome = await recordChargeStatus(
      db,
      {
        paymentId: payment.id,
        status: now.status,
        failureReason: now.failureReason,
        failureCode: now.failureCode ?? null,
        paidAt: now.paidAt,
        now: clock.now(),
      },
      deps,
    )
    // Money taken for an attempt we had given up on (its charge timed out and the cancel came too
    // early) is kept failed by the forward-only rules; recordChargeStatus owes it back as a refund.
    return c.json({
      received: true,
      outcome: outcome === 'unknown_payment' ? 'unknown_charge' : outcome,
    } satisfies WebhookAck)
  })
}
