/**
 * Midtrans's statuses onto ours: the one table (also in docs/decisions/020-midtrans.md; change
 * both together). A Midtrans transaction has a `transaction_status` and, for cards, a
 * `fraud_status` from its fraud detection (FDS): accept, challenge (held for the merchant's
 * review in Midtrans's dashboard) or deny.
 */
import { DEFAULT_FAILURE_REASON } from '../payment-status'
import {
  type ChargeStatus,
  FAILURE_REASONS,
  type PaymentFailureCode,
  type ProviderStatus,
} from '../provider'

/** 'open' is 'requires_action' for a card (its 3-D Secure is not done) and 'pending' otherwise. */
type Ours = Exclude<ProviderStatus, 'pending' | 'requires_action'> | 'open'

interface Row {
  transactionStatus: string
  /** '*' for any fraud status, or none. */
  fraudStatus: 'accept' | 'challenge' | 'deny' | '*'
  ours: Ours
  failureCode: PaymentFailureCode | null
}

const row = (
  transactionStatus: string,
  fraudStatus: Row['fraudStatus'],
  ours: Ours,
  failureCode: PaymentFailureCode | null = null,
): Row => ({ transactionStatus, fraudStatus, ours, failureCode })

/** First match wins: a row with a fraud status before the row with '*'. */
export const MIDTRANS_STATUS_TABLE: readonly Row[] = [
  // The card is charged. Only a capture FDS accepted is money we may count on.
  row('capture', 'accept', 'paid'),
  // Held for review: it becomes settlement (approved) or deny/cancel later, with a notification.
  row('capture', 'challenge', 'open'),
  row('capture', 'deny', 'failed', 'fraud'),
  row('settlement', '*', 'paid'),
  row('pending', '*', 'open'),
  // Pre-authorisation only, which Diri does not ask for; counted as open should one appear.
  row('authorize', '*', 'open'),
  row('deny', 'deny', 'failed', 'fraud'),
  // The bank (or the 3-D Secure challenge) refused: the member may pay again.
  row('deny', '*', 'failed', 'declined'),
  row('cancel', '*', 'failed'),
  row('expire', '*', 'expired'),
  row('failure', '*', 'failed'),
  // Money was received: the payment stays paid; a refund is its own record (refundCharge).
  row('refund', '*', 'paid'),
  row('partial_refund', '*', 'paid'),
  row('chargeback', '*', 'paid'),
  row('partial_chargeback', '*', 'paid'),
]

const CANCELLED_REASON = 'Pembayaran dibatalkan. Kamu bisa membayar lagi.'

/** Ours, for a transaction as Midtrans reports it; throws for a status the table lacks. */
export function mapMidtransStatus(transaction: {
  transaction_status?: string | undefined
  fraud_status?: string | undefined
  payment_type?: string | undefined
}): Pick<ChargeStatus, 'status' | 'failureReason'> & { failureCode: PaymentFailureCode | null } {
  const found = MIDTRANS_STATUS_TABLE.find(
    (candidate) =>
      candidate.transactionStatus === transaction.transaction_status &&
      (candidate.fraudStatus === '*' || candidate.fraudStatus === transaction.fraud_status),
  )
  if (!found) {
    throw new Error(
      `Midtrans transaction_status=${JSON.stringify(transaction.transaction_status)} fraud_status=${JSON.stringify(transaction.fraud_status)} has no mapping (status-mapping.ts)`,
    )
  }
  if (found.ours === 'open') {
    const status =
      transaction.payment_type === 'credit_card' && transaction.transaction_status === 'pending'
        ? 'requires_action'
        : 'pending'
    return { status, failureReason: null, failureCode: null }
  }
  if (found.ours !== 'failed') return { status: found.ours, failureReason: null, failureCode: null }
  const failureReason = found.failureCode
    ? FAILURE_REASONS[found.failureCode]
    : found.transactionStatus === 'cancel'
      ? CANCELLED_REASON
      : DEFAULT_FAILURE_REASON
  return { status: 'failed', failureReason, failureCode: found.failureCode }
}
