/**
 * The Core API charge request (`POST /v2/charge`) for each of Diri's payment methods, from
 * Midtrans's API reference: the body's `payment_type` and its method's object. Diri's payment id
 * is Midtrans's `order_id`: unique per attempt, as Midtrans requires (it refuses an order_id it
 * has seen), and known before Midtrans answers, so a charge whose answer was lost can still be
 * looked up (see midtrans-provider.ts).
 */
import type { OpenChargeInput } from '../provider'

/** Diri's e-wallet and VA method ids Midtrans's Core API can charge, and how. */
const METHOD_BODIES: Readonly<Record<string, (input: OpenChargeInput) => object>> = {
  card: (input) => {
    if (!input.cardToken)
      throw new Error(`A card charge (payment ${input.paymentId}) needs the card token`)
    // authentication: 3-D Secure, always: the bank decides whether to challenge.
    return {
      payment_type: 'credit_card',
      credit_card: { token_id: input.cardToken, authentication: true },
    }
  },
  'va-bca': () => ({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } }),
  'va-bni': () => ({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bni' } }),
  'va-bri': () => ({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bri' } }),
  'va-permata': () => ({ payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } }),
  // Mandiri's is a bill payment: the member enters a company code and a bill key, not a VA.
  'va-mandiri': (input) => ({
    payment_type: 'echannel',
    echannel: { bill_info1: 'Pembayaran:', bill_info2: `Pesanan ${input.orderNumber}` },
  }),
  'ewallet-gopay': () => ({ payment_type: 'gopay', gopay: {} }),
  'ewallet-shopeepay': () => ({ payment_type: 'shopeepay', shopeepay: {} }),
  qris: () => ({ payment_type: 'qris', qris: { acquirer: 'gopay' } }),
}

/** The method ids Midtrans can charge (OVO and DANA are not Core API payment types). */
export const MIDTRANS_METHOD_IDS: ReadonlySet<string> = new Set(Object.keys(METHOD_BODIES))

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000

/** 'YYYY-MM-DD HH:mm:ss +0700': Midtrans's time format, in Jakarta's time (GMT+7, no DST). */
export function midtransTime(at: Date): string {
  const jakarta = new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString()
  return `${jakarta.slice(0, 10)} ${jakarta.slice(11, 19)} +0700`
}

/** A time Midtrans wrote ('YYYY-MM-DD HH:mm:ss', Jakarta's time) as a Date; null if absent or odd. */
export function parseMidtransTime(text: string | undefined): Date | null {
  const match = text?.match(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/)
  if (!match) return null
  return new Date(`${match[1]}T${match[2]}+07:00`)
}

export function chargeRequest(input: OpenChargeInput, now: Date): object {
  const body = METHOD_BODIES[input.methodId]
  if (!body) {
    throw new Error(
      `Midtrans's Core API has no charge for payment method ${JSON.stringify(input.methodId)}`,
    )
  }
  // Whole minutes, at least one: Midtrans's expiry is a duration from order_time.
  const minutes = Math.max(1, Math.ceil((input.expiresAt.getTime() - now.getTime()) / 60_000))
  return {
    ...body(input),
    transaction_details: { order_id: input.paymentId, gross_amount: input.amount },
    custom_expiry: { order_time: midtransTime(now), expiry_duration: minutes, unit: 'minute' },
  }
}
