/**
 * The payment provider as the API sees it. Orders (`routes/checkout/`) ask it
 * to open a charge and read its status; the provider tells the API about changes through signed
 * webhooks (`POST /payments/webhook`). The development simulator (`./simulator/`) is the provider
 * whenever no real one is configured.
 *
 * The provider never decides an order's state by itself: `./payment-status.ts` moves a payment
 * and its order forward only (pending → requires_action → paid | failed | expired), from a
 * verified webhook or a status poll.
 */
import type { PaymentType } from '../../contract/checkout/schemas'

export interface OpenChargeInput {
  /** Our payment row's id: the provider echoes it back as its reference's owner. */
  paymentId: string
  orderNumber: string
  amount: number
  type: PaymentType
  /** 'va-bca', 'ewallet-gopay', 'qris', 'card'. */
  methodId: string
  /** Required for cards: the token the provider's script made in the browser. */
  cardToken?: string | undefined
  /** When the charge lapses (VA: 24 h; e-wallet and QRIS: 15 min; card: 15 min). */
  expiresAt: Date
}

export type ProviderStatus = 'pending' | 'requires_action' | 'paid' | 'failed' | 'expired'

/**
 * Why a charge failed, for the API to act on (the reason's words are for people): only `fraud`
 * fails the order itself; after any other failure the member may pay the order again.
 */
export const PAYMENT_FAILURE_CODES = [
  /** The issuing bank refused the card. */
  'declined',
  /** The provider's risk check refused the transaction. */
  'fraud',
  /** The card holder refused the 3-D Secure challenge. */
  'authentication_failed',
  /** The card holder left the 3-D Secure challenge. */
  'authentication_abandoned',
  /** The card token is unknown, used or expired. */
  'invalid_card',
] as const
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number]

/**
 * What the member reads for each failure: an adapter for a real provider maps the provider's own
 * codes to ours and may use these words.
 */
export const FAILURE_REASONS: Readonly<Record<PaymentFailureCode, string>> = {
  declined: 'Kartu ditolak oleh bank penerbit.',
  fraud: 'Transaksi ditolak karena terindikasi penipuan.',
  authentication_failed: 'Verifikasi 3-D Secure ditolak. Kamu bisa membayar lagi.',
  authentication_abandoned: 'Verifikasi 3-D Secure dibatalkan. Kamu bisa membayar lagi.',
  invalid_card: 'Data kartu tidak ditemukan atau sudah kedaluwarsa. Masukkan data kartu lagi.',
}

export interface OpenedCharge {
  /** The provider's reference, unique: what webhooks and polls name. */
  providerRef: string
  status: ProviderStatus
  /** The challenge, the VA or QRIS page, the e-wallet deeplink; null when nothing to do. */
  actionUrl: string | null
  vaNumber?: string | null
  bank?: string | null
  qrString?: string | null
  cardLast4?: string | null
  /** Indonesian, for a charge refused at once (a declined card). */
  failureReason?: string | null
  failureCode?: PaymentFailureCode | null
}

export interface ChargeStatus {
  status: ProviderStatus
  failureReason: string | null
  /** Set with a failure; `fraud` fails the order (see payment-status.ts). */
  failureCode?: PaymentFailureCode | null
  paidAt: Date | null
}

/** A refund of a paid charge, whole: what the `refund` job asks the provider for. */
export interface RefundInput {
  providerRef: string
  /** our refund row's id: the provider's idempotency key */
  refundId: string
  amount: number
  reason: string
}

export interface RefundResult {
  status: 'refunded' | 'pending'
  providerRefundRef: string | null
}

export interface PaymentProvider {
  /** 'simulator', or a real provider's name. */
  readonly name: string
  openCharge(input: OpenChargeInput): Promise<OpenedCharge>
  /** The status poll: what the provider says of a charge now. */
  chargeStatus(providerRef: string): Promise<ChargeStatus>
  /** Checks a webhook's signature over its raw body; false for anything not from the provider. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<boolean>
  /**
   * Returns a paid charge's money. Idempotent on `refundId`: asked again (a retried job), the
   * provider answers with the refund it already made. 'pending' when the provider takes it but
   * has not finished: the job asks again later.
   */
  refundCharge(input: RefundInput): Promise<RefundResult>
}
