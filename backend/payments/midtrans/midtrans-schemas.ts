/**
 * Midtrans's JSON as the adapter reads it (Core API: charge and status answers, HTTP
 * notifications), from Midtrans's API reference. Only the fields the adapter uses are named;
 * Midtrans adds others, which are dropped. Amounts and codes are strings, as Midtrans writes them
 * ("150000.00", "201").
 */
import * as v from 'valibot'

const Action = v.object({
  /** 'generate-qr-code', 'deeplink-redirect', 'get-status', 'cancel'. */
  name: v.string(),
  method: v.optional(v.string()),
  url: v.string(),
})

/** A charge's answer and the status call's answer share this shape. */
export const MidtransTransaction = v.object({
  status_code: v.string(),
  status_message: v.optional(v.string()),
  transaction_id: v.optional(v.string()),
  order_id: v.optional(v.string()),
  gross_amount: v.optional(v.string()),
  payment_type: v.optional(v.string()),
  transaction_time: v.optional(v.string()),
  transaction_status: v.optional(v.string()),
  fraud_status: v.optional(v.string()),
  settlement_time: v.optional(v.string()),
  /** Cards: '481111-1114' (the first six and last four digits). */
  masked_card: v.optional(v.string()),
  /** Cards with 3-D Secure: the challenge page, opened in the browser. */
  redirect_url: v.optional(v.string()),
  /** BCA, BNI, BRI. */
  va_numbers: v.optional(v.array(v.object({ bank: v.string(), va_number: v.string() }))),
  permata_va_number: v.optional(v.string()),
  /** Mandiri bill payment (echannel): the company code and the bill's key. */
  biller_code: v.optional(v.string()),
  bill_key: v.optional(v.string()),
  /** GoPay, ShopeePay, QRIS. */
  actions: v.optional(v.array(Action)),
  qr_string: v.optional(v.string()),
})
export type MidtransTransaction = v.InferOutput<typeof MidtransTransaction>

/** The fields of an HTTP notification the signature covers, and the signature. */
export const MidtransNotification = v.object({
  order_id: v.pipe(v.string(), v.minLength(1)),
  status_code: v.string(),
  gross_amount: v.string(),
  signature_key: v.pipe(v.string(), v.regex(/^[0-9a-f]{128}$/i)),
  transaction_status: v.optional(v.string()),
  fraud_status: v.optional(v.string()),
})
export type MidtransNotification = v.InferOutput<typeof MidtransNotification>

/** A refund's answer (`POST /v2/{order_id}/refund`, and the direct refund). */
export const MidtransRefund = v.object({
  status_code: v.string(),
  status_message: v.optional(v.string()),
  transaction_status: v.optional(v.string()),
  refund_key: v.optional(v.string()),
  refund_chargeback_id: v.optional(v.union([v.number(), v.string()])),
})
