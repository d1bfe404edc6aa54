import { describe, expect, it } from 'vitest'
import { DEFAULT_FAILURE_REASON } from '../payment-status'
import { FAILURE_REASONS } from '../provider'
import { mapMidtransStatus } from './status-mapping'

describe('mapMidtransStatus: each Midtrans status onto ours', () => {
  it.each([
    ['capture', 'accept', 'credit_card', 'paid', null],
    ['capture', 'challenge', 'credit_card', 'pending', null],
    ['capture', 'deny', 'credit_card', 'failed', 'fraud'],
    ['settlement', 'accept', 'bank_transfer', 'paid', null],
    ['settlement', undefined, 'qris', 'paid', null],
    ['pending', 'accept', 'credit_card', 'requires_action', null],
    ['pending', 'accept', 'bank_transfer', 'pending', null],
    ['pending', undefined, 'gopay', 'pending', null],
    ['authorize', 'accept', 'credit_card', 'pending', null],
    ['deny', 'deny', 'credit_card', 'failed', 'fraud'],
    ['deny', 'accept', 'credit_card', 'failed', 'declined'],
    ['deny', undefined, 'bank_transfer', 'failed', 'declined'],
    ['cancel', 'accept', 'credit_card', 'failed', null],
    ['expire', undefined, 'echannel', 'expired', null],
    ['failure', undefined, 'gopay', 'failed', null],
    ['refund', 'accept', 'credit_card', 'paid', null],
    ['partial_refund', 'accept', 'credit_card', 'paid', null],
    ['chargeback', 'accept', 'credit_card', 'paid', null],
    ['partial_chargeback', 'accept', 'credit_card', 'paid', null],
  ] as const)(
    'transaction_status %s, fraud_status %s (%s) → %s, failure code %s',
    (transactionStatus, fraudStatus, paymentType, status, failureCode) => {
      const mapped = mapMidtransStatus({
        transaction_status: transactionStatus,
        fraud_status: fraudStatus,
        payment_type: paymentType,
      })
      expect(mapped.status).toBe(status)
      expect(mapped.failureCode).toBe(failureCode)
      if (status !== 'failed') expect(mapped.failureReason).toBeNull()
      else if (failureCode) expect(mapped.failureReason).toBe(FAILURE_REASONS[failureCode])
      else expect(mapped.failureReason).toMatch(/\.$/)
    },
  )

  it('gives the failures without a code words of their own', () => {
    expect(mapMidtransStatus({ transaction_status: 'cancel' }).failureReason).toBe(
      'Pembayaran dibatalkan. Kamu bisa membayar lagi.',
    )
    expect(mapMidtransStatus({ transaction_status: 'failure' }).failureReason).toBe(
      DEFAULT_FAILURE_REASON,
    )
  })

  it('refuses a status it does not know, naming it', () => {
    expect(() => mapMidtransStatus({ transaction_status: 'teleported' })).toThrow(
      /transaction_status="teleported"/,
    )
  })
})
