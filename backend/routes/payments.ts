/**
 * The payment provider's side of the API: its webhooks, and, while the
 * provider is the development simulator, the simulator's own endpoints (payments/simulator/).
 * Each provider speaks its own format: `POST /payments/webhook` is the simulator's signed event;
 * Midtrans posts its notifications to `POST /payments/midtrans/notification`
 * (payments/midtrans/notification-routes.ts), mounted only when Midtrans is the provider.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { paymentEvents, payments } from '../db/schema/checkout'
import type { ApiDeps, ApiEnv } from '../deps'
import { ApiProblem } from '../http/problem'
import { readJson } from '../http/validation'
import { isMidtransProvider } from '../payments/midtrans/midtrans-provider'
import { midtransNotificationRoutes } from '../payments/midtrans/notification-routes'
import { recordChargeStatus } from '../payments/payment-status'
import { simulatorRoutes } from '../payments/simulator/routes'
import { isPaymentSimulator } from '../payments/simulator/simulator'
import { type WebhookAck, WebhookEvent } from '../payments/webhook-event'

export const BAD_SIGNATURE_MESSAGE = 'Tanda tangan webhook tidak sah.'

export function paymentRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const app = new Hono<ApiEnv>().post('/payments/webhook', async (c) => {
    // Checked over the bytes as they came, before anything is read from them: a body that is
    // re-serialised or parsed first is not the body the provider signed.
    const rawBody = await c.req.text()
    if (!(await deps.payments.verifyWebhook(rawBody, c.req.raw.headers))) {
      throw new ApiProblem(401, BAD_SIGNATURE_MESSAGE)
    }
    // Hono keeps the body it read: this parses the same text.
    const event = await readJson(c, WebhookEvent)
    const now = clock.now()

    const outcome = await db.transaction(async (tx) => {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerRef, event.providerRef))
      // A reference we do not know (a charge of another system on the same provider account, or
      // one whose order is gone) will never become known: acknowledged, so the provider stops
      // retrying, and logged. Not recorded either, so that a charge we only just opened (whose
      // reference we write a moment after the provider answers) is applied if it comes again;
      // the status poll converges on it regardless.
      if (!payment) return 'unknown_charge' as const
      // Recorded once: a second delivery of the same event (concurrent or later) finds the key
      // taken (the second insert waits for the first to commit, then does nothing) and changes
      // nothing. In the same transaction as its effect, so an event that failed to apply is not
      // left recorded as if it had been, and the provider's retry applies it.
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          id: event.id,
          providerRef: event.providerRef,
          status: event.status,
          payload: event,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id })
      if (recorded.length === 0) return 'duplicate' as const
      const applied = await recordChargeStatus(
        tx,
        {
          paymentId: payment.id,
          status: event.status,
          failureReason: event.failureReason ?? null,
          failureCode: event.failureCode ?? null,
          paidAt: event.status === 'paid' ? new Date(event.occurredAt) : null,
          now,
        },
        deps,
      )
      return applied === 'unknown_payment' ? ('unknown_charge' as const) : applied
    })
    if (outcome === 'unknown_charge') {
      console.warn(
        `[payments] webhook ${event.id} names no payment (${event.providerRef}): acknowledged, not applied`,
      )
    }
    return c.json({ received: true, outcome } satisfies WebhookAck)
  })

  if (isPaymentSimulator(deps.payments)) app.route('/', simulatorRoutes(deps, deps.payments))
  if (isMidtransProvider(deps.payments)) {
    app.route('/', midtransNotificationRoutes(deps, deps.payments))
  }
  return app
}
