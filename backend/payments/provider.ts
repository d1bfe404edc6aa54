/**
 * The payment provider as the API sees it (issue 12, item 4). Orders (`routes/checkout/`) ask it
 * to open a charge and read its status; the provider tells the API about changes through signed
 * webhooks (`POST /payments/webhook`). The development simulator (`./simulator/`) is the provider
 * whenever no real one is configured.
 *
 * The provider never decides an order's state by itself: `./payment-status.ts` moves a payment
 * and its order forward only (pending → requires_action → paid | failed | expired), from a
 * verified webhook or a status poll.
 */
import type { PaymentType } from '../../src/api/checkout/schemas'

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
}

export interface ChargeStatus {
  status: ProviderStatus
  failureReason: string | null
  paidAt: Date | null
}

export interface PaymentProvider {
  /** 'simulator', or a real provider's name. */
  readonly name: string
  openCharge(input: OpenChargeInput): Promise<OpenedCharge>
  /** The status poll: what the provider says of a charge now. */
  chargeStatus(providerRef: string): Promise<ChargeStatus>
  /** Checks a webhook's signature over its raw body; false for anything not from the provider. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<boolean>
}
