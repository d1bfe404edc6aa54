/** Webhooks as a provider sends them, for the payment tests. */
import { randomBytes } from 'node:crypto'
import { TEST_WEBHOOK_SECRET, type TestApi } from '../../test/harness'
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../simulator/webhook-delivery'
import type { WebhookEvent } from '../webhook-event'

export function webhookEvent(
  event: Pick<WebhookEvent, 'providerRef' | 'status'> & Partial<WebhookEvent>,
): WebhookEvent {
  return {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    occurredAt: new Date('2025-06-02T02:05:00.000Z').toISOString(),
    ...event,
  }
}

/**
 * Posts a webhook the way the provider does: no member token, no `diri-platform` header, the
 * signature of the exact bytes sent (or `signature`: a given one, or none at all with null).
 */
export function sendWebhook(
  api: TestApi,
  body: WebhookEvent | string,
  options: { signature?: string | null } = {},
): Promise<Response> {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body)
  const signature =
    options.signature === undefined ? signWebhook(TEST_WEBHOOK_SECRET, rawBody) : options.signature
  return api.request('POST', '/payments/webhook', {
    rawBody,
    platform: null,
    headers: signature === null ? {} : { [WEBHOOK_SIGNATURE_HEADER]: signature },
  })
}
