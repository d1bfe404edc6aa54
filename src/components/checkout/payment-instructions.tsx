import { useEffect, useState } from 'react'
import type { Order, Payment } from '../../api/checkout/schemas'
import { formatDeadline, formatRupiah } from '../../api/indonesian-format'

import { Button } from '../ui/button'

/** The message a payment page (3-D Secure, VA, QRIS, e-wallet) posts back to the checkout. */
export interface PaymentPageMessage {
  source: 'diri-payment'
  ref?: string
  result: string
}

function isPaymentPageMessage(data: unknown): data is PaymentPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'diri-payment'
  )
}

/**
 * Calls `onResult` when a payment page of this site says it is done: the 3-D Secure challenge in
 * the frame below posts to this window; a VA, QRIS or e-wallet page opened in another tab (no
 * `window.opener` there) says it on the `diri-payment` broadcast channel. Messages from other
 * origins are ignored. The status poll would see the change anyway, a few seconds later.
 */
export function usePaymentPageResult(onResult: () => void) {
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentPageMessage(event.data)) return
      onResult()
    }
    window.addEventListener('message', listener)
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PAYMENT_CHANNEL)
    const fromChannel = (event: MessageEvent) => {
      if (isPaymentPageMessage(event.data)) onResult()
    }
    channel?.addEventListener('message', fromChannel)
    return () => {
      window.removeEventListener('message', listener)
      channel?.removeEventListener('message', fromChannel)
      channel?.close()
    }
  }, [onResult])
}

/** The simulator's pages broadcast their result here too (backend/payments/simulator/pages.ts). */
const PAYMENT_CHANNEL = 'diri-payment'

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={label}
      onPress={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true))
      }}
    >
      {copied ? 'Tersalin' : 'Salin'}
    </Button>
  )
}

/** What the member does to pay, by method: challenge, transfer, scan or open the app. */
export function PaymentInstructions({ order, payment }: { order: Order; payment: Payment }) {
  if (payment.type === 'card' && payment.actionUrl) {
    return (
      <div className="payment-panel">
        <p>
          Bank penerbit kartumu ({payment.cardLast4 ? `•••• ${payment.cardLast4}` : 'kartu'})
          meminta verifikasi. Masukkan kode OTP di bawah.
        </p>
        <iframe
          className="payment-panel__challenge"
          src={payment.actionUrl}
          title="Verifikasi 3-D Secure"
        />
      </div>
    )
  }
  const due = (
    <p className="payment-panel__due">
      Bayar <strong>{formatRupiah(payment.amount)}</strong> sebelum{' '}
      {formatDeadline(payment.expiresAt)}.
    </p>
  )
  if (payment.type === 'va') {
    return (
      <div className="payment-panel">
        {due}
        <dl className="details payment-panel__va">
          <div>
            <dt>Bank</dt>
            <dd>{payment.bank}</dd>
          </div>
          <div>
            <dt>Nomor Virtual Account</dt>
            <dd>
              <span className="payment-panel__number">{payment.vaNumber}</span>{' '}
              {payment.vaNumber ? (
                <CopyButton text={payment.vaNumber} label="Salin nomor Virtual Account" />
              ) : null}
            </dd>
          </div>
        </dl>
        <p className="muted small">
          Transfer dari m-banking, internet banking atau ATM {payment.bank}. Status pesanan{' '}
          {order.number} berubah sendiri begitu transfer kami terima.
        </p>
        {payment.actionUrl ? (
          <a
            className="button button--secondary"
            href={payment.actionUrl}
            target="_blank"
            rel="noopener"
          >
            Buka halaman pembayaran
          </a>
        ) : null}
      </div>
    )
  }
  return (
    <div className="payment-panel">
      {due}
      <p className="muted small">
        {payment.type === 'qris'
          ? 'Pindai kode QRIS dengan aplikasi bank atau dompet digital apa pun.'
          : `Selesaikan pembayaran di aplikasi ${payment.methodName}.`}
      </p>
      {payment.actionUrl ? (
        <a
          className="button button--primary"
          href={payment.actionUrl}
          target="_blank"
          rel="noopener"
        >
          {payment.type === 'qris' ? 'Tampilkan kode QRIS' : `Buka ${payment.methodName}`}
        </a>
      ) : null}
    </div>
  )
}
