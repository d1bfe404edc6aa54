import { useEffect, useState } from 'react'
import type { Order, Payment } from '../../../contract/checkout/schemas'
import { formatDeadline, formatRupiah } from '../../../contract/indonesian-format'
import { authenticateWithMidtrans } from '../../lib/checkout/midtrans-card'
import {
  paymentScriptSettled,
  requestedPaymentScript,
} from '../../lib/checkout/payment-script-loader'
import { Button } from '../ui/button'
import { QrisCode } from './qris-code'

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

/**
 * The card's 3-D Secure page in a frame. With Midtrans's script on the page, the script opens it
 * (`MidtransNew3ds.authenticate`, which hands back the address to frame and hears the page's
 * result: `onDone`); otherwise the frame shows the charge's page itself, and the simulator's page
 * posts its result to this window (usePaymentPageResult).
 */
function CardChallenge({ actionUrl, onDone }: { actionUrl: string; onDone?: () => void }) {
  const [shown, setShown] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    // A microtask later: on a reload straight into this step, the page's own effect (which asks
    // for the provider's script) runs after this one, in the same commit.
    void Promise.resolve()
      .then(paymentScriptSettled)
      .then(() => {
        if (!live) return
        const viaMidtrans =
          requestedPaymentScript()?.midtrans &&
          authenticateWithMidtrans(actionUrl, {
            show: (url) => live && setShown(url),
            done: () => live && onDone?.(),
          })
        // Without the script (it failed to load) the page still works in the frame: Midtrans
        // tells the API, and the checkout's poll sees the order move.
        if (!viaMidtrans) setShown(actionUrl)
      })
    return () => {
      live = false
    }
  }, [actionUrl, onDone])
  return shown ? (
    <iframe className="payment-panel__challenge" src={shown} title="Verifikasi 3-D Secure" />
  ) : (
    <div className="payment-panel__challenge payment-panel__challenge--loading" role="status">
      Membuka halaman verifikasi bank…
    </div>
  )
}

/** What the member does to pay, by method: challenge, transfer, scan or open the app. */
export function PaymentInstructions({
  order,
  payment,
  onChallengeDone,
}: {
  order: Order
  payment: Payment
  /** The 3-D Secure page has a result: the checkout reads the order now. */
  onChallengeDone?: () => void
}) {
  if (payment.type === 'card' && payment.actionUrl) {
    return (
      <div className="payment-panel">
        <p>
          Bank penerbit kartumu ({payment.cardLast4 ? `•••• ${payment.cardLast4}` : 'kartu'})
          meminta verifikasi. Masukkan kode OTP di bawah.
        </p>
        <CardChallenge actionUrl={payment.actionUrl} onDone={onChallengeDone} />
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
  const qris = payment.type === 'qris'
  return (
    <div className="payment-panel">
      {due}
      {qris ? <QrisCode orderId={order.id} payment={payment} /> : null}
      <p className="muted small">
        {qris
          ? 'Pindai kode QRIS dengan aplikasi bank atau dompet digital apa pun.'
          : `Selesaikan pembayaran di aplikasi ${payment.methodName}.`}
      </p>
      {payment.actionUrl ? (
        <a
          className={`button ${qris && payment.qrString ? 'button--secondary' : 'button--primary'}`}
          href={payment.actionUrl}
          target="_blank"
          rel="noopener"
        >
          {qris ? 'Buka kode QRIS di tab baru' : `Buka ${payment.methodName}`}
        </a>
      ) : null}
    </div>
  )
}
