/**
 * The simulator's webhooks to the API (`POST /payments/webhook`), signed as a provider signs them
 * and delivered as untidily as real ones arrive: a failed delivery (a non-2xx answer or a thrown
 * error) is retried with backoff, some events are delivered twice, and a challenged card's stale
 * 'requires_action' can come after its 'paid' (the simulator decides that, see simulator.ts).
 *
 * The retry queue lives in this process's memory. That is enough for a development simulator
 * because nothing depends on a webhook arriving: the status poll (`GET /orders/:id` asks
 * `chargeStatus`, which reads the simulator's table) brings an order to the same state when every
 * webhook is lost, whichever API instance opened the charge or restarted since.
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { PaymentFailureCode, ProviderStatus } from '../provider'

export const WEBHOOK_SIGNATURE_HEADER = 'x-diri-signature'

/** Where the in-process delivery goes: the API's own app, whose routes are at the root. */
export const WEBHOOK_URL = 'http://diri-api.internal/payments/webhook'

/** The body of a webhook, as the API reads it (`WebhookEvent` in ../webhook-event.ts). */
export interface SimulatorEvent {
  id: string
  providerRef: string
  status: ProviderStatus
  failureReason: string | null
  failureCode: PaymentFailureCode | null
  occurredAt: string
}

export function newEvent(
  providerRef: string,
  status: ProviderStatus,
  occurredAt: Date,
  failure: { failureReason?: string | null; failureCode?: PaymentFailureCode | null } = {},
): SimulatorEvent {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    providerRef,
    status,
    failureReason: failure.failureReason ?? null,
    failureCode: failure.failureCode ?? null,
    occurredAt: occurredAt.toISOString(),
  }
}

/** The HMAC-SHA256 of the raw body with the webhook key, hex: the `x-diri-signature` header. */
export function signWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

/** Runs a task later. Tests pass a manual one, so that nothing runs behind their back. */
export interface Scheduler {
  after(delayMs: number, task: () => Promise<void>): void
  /** Drops every task not yet run (the API is closing). */
  cancelAll(): void
}

/** Real timers, unref'd: a pending retry never keeps the process alive. */
export function timerScheduler(): Scheduler {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  return {
    after(delayMs, task) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        void task()
      }, delayMs)
      timer.unref()
      timers.add(timer)
    },
    cancelAll() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

export interface WebhookDeliveryOptions {
  /** The key the webhooks are signed with. */
  secret: string
  /** Sends a request to the API: the app's own `fetch`, bound once the app exists. */
  deliver: (request: Request) => Promise<Response>
  scheduler: Scheduler
  /** The waits before each retry; its length is how many retries. */
  retryDelaysMs: readonly number[]
  /** Whether to deliver this event a second time (the same id, the same bytes). */
  duplicate: (event: SimulatorEvent) => boolean
  /** Told when an event is given up on (the poll still converges). */
  warn: (message: string) => void
}

export interface WebhookSender {
  /** Delivers the events now, in order, awaiting each first attempt; failures retry later. */
  send(events: readonly SimulatorEvent[]): Promise<void>
  /** Delivers the events after `delayMs`, e.g. once the API has recorded the charge it opened. */
  sendLater(events: readonly SimulatorEvent[], delayMs: number): void
}

export function createWebhookSender(options: WebhookDeliveryOptions): WebhookSender {
  const { secret, deliver, scheduler, retryDelaysMs, duplicate, warn } = options

  async function attempt(event: SimulatorEvent, body: string, attemptIndex: number) {
    let outcome: string
    try {
      const response = await deliver(
        new Request(WEBHOOK_URL, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body),
          },
          body,
        }),
      )
      await response.body?.cancel()
      if (response.ok) return
      outcome = `HTTP ${response.status}`
    } catch (error) {
      outcome = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    }
    const delay = retryDelaysMs[attemptIndex]
    if (delay === undefined) {
      warn(
        `[payments] simulator gave up on webhook ${event.id} (${event.providerRef} ${event.status}) after ${attemptIndex + 1} attempts; last: ${outcome}`,
      )
      return
    }
    scheduler.after(delay, () => attempt(event, body, attemptIndex + 1))
  }

  async function deliverOnce(event: SimulatorEvent) {
    const body = JSON.stringify(event)
    await attempt(event, body, 0)
    if (duplicate(event)) await attempt(event, body, 0)
  }

  return {
    async send(events) {
      for (const event of events) await deliverOnce(event)
    },
    sendLater(events, delayMs) {
      scheduler.after(delayMs, async () => {
        for (const event of events) await deliverOnce(event)
      })
    },
  }
}
