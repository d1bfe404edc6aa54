/**
 * A payment webhook as the provider sends it to `POST /payments/webhook`, and the API's answer.
 * The provider's contract rather than the web app's, so it lives here and not in `src/api`: the
 * simulator writes these bodies (simulator/webhook-delivery.ts), the route reads them, the tests
 * parse the answer with `WebhookAck`.
 */
import * as v from 'valibot'
import { instantInput } from '../../contract/shared-schemas'
import { PAYMENT_STATUSES } from '../db/schema/checkout'
import { PAYMENT_FAILURE_CODES } from './provider'

const Text = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.minLength(1, message),
    v.maxLength(max, `Paling panjang ${max} karakter.`),
  )

export const WebhookEvent = v.object({
  /** The event's own id: a duplicate delivery repeats it, and is then ignored. */
  id: Text('Isi id event.', 200),
  providerRef: Text('Isi referensi pembayaran.', 200),
  status: v.picklist(PAYMENT_STATUSES, 'Status pembayaran tidak dikenal.'),
  failureReason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  failureCode: v.optional(
    v.nullable(v.picklist(PAYMENT_FAILURE_CODES, 'Kode kegagalan tidak dikenal.')),
  ),
  occurredAt: instantInput({
    missing: 'Isi waktu kejadian.',
    malformed: 'Waktu kejadian harus berupa waktu ISO 8601.',
  }),
})
export type WebhookEvent = v.InferOutput<typeof WebhookEvent>

export const WEBHOOK_OUTCOMES = [
  /** Recorded, and the payment moved (or was already where the event says). */
  'applied',
  'unchanged',
  /** An event id seen before: nothing was done again. */
  'duplicate',
  /** Paid, for an order another payment had paid: recorded for a refund. */
  'second_payment_refused',
  /** No payment has this reference: acknowledged so the provider stops retrying, and logged. */
  'unknown_charge',
] as const

/** Every verified webhook is answered 200 with this, so the provider stops sending it. */
export const WebhookAck = v.object({
  received: v.literal(true),
  outcome: v.picklist(WEBHOOK_OUTCOMES),
})
export type WebhookAck = v.InferOutput<typeof WebhookAck>
