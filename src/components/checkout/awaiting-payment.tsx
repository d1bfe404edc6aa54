import { type FormEvent, useState } from 'react'
import type { Order, PaymentMethods } from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { Button } from '../ui/button'
import { ChoiceGroup } from '../ui/choice-group'
import {
  type CardDetails,
  type CardErrors,
  CardFields,
  emptyCardForm,
  readCard,
} from './card-fields'
import { DemoModeNotice } from './demo-mode-notice'
import { PaymentInstructions, usePaymentPageResult } from './payment-instructions'

/** The methods to pay again with, as the checkout loaded them for this order. */
interface PayAgainMethods {
  methods: PaymentMethods | null
  status: 'loading' | 'ready' | 'failed'
  /** 'Coba Lagi' presses left once their load failed; 0 once it is not offered. */
  retriesLeft: number
  onRetry: () => void
}

/**
 * The order is placed; the member pays. The status follows the provider (a poll every few
 * seconds, and at once when a payment page says it is done). A failed payment can be tried again
 * with another method while the order is still open.
 */
export function AwaitingPayment({
  order,
  phase,
  payError,
  pollTrouble,
  payAgainMethods,
  onPaymentResult,
  onPayAgain,
}: {
  order: Order
  phase: 'waiting' | 'paymentFailed' | 'payingAgain' | 'checking'
  payError: string | null
  /** Several status checks in a row failed: say so, keep checking. */
  pollTrouble: boolean
  payAgainMethods: PayAgainMethods
  onPaymentResult: () => void
  onPayAgain: (methodId: string, card?: CardDetails) => void
}) {
  usePaymentPageResult(onPaymentResult)
  const { payment } = order
  return (
    <section className="checkout-step card" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="checkout-step__title" tabIndex={-1}>
        {phase === 'paymentFailed' ? 'Pembayaran belum berhasil' : 'Selesaikan pembayaran'}
      </h2>
      <p>
        Pesanan <strong>{order.number}</strong> · total {formatRupiah(order.total)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {phase === 'checking' ? 'Memeriksa status pembayaran…' : ''}
      </p>
      {payment.mode === 'demo' ? <DemoModeNotice /> : null}
      {pollTrouble ? (
        <p className="alert alert--info" role="status">
          Status pembayaran belum bisa diperiksa. Kami terus mencoba; kamu juga bisa membukanya di
          halaman pesanan.
        </p>
      ) : null}
      {phase === 'paymentFailed' || phase === 'payingAgain' ? (
        <PayAgain
          order={order}
          busy={phase === 'payingAgain'}
          error={payError}
          methods={payAgainMethods}
          onPayAgain={onPayAgain}
        />
      ) : (
        <PaymentInstructions order={order} payment={payment} onChallengeDone={onPaymentResult} />
      )}
      <p className="small">
        <a href={`/akun/pesanan/${order.id}`}>Lihat pesanan</a> · Pesanan yang belum dibayar batal
        otomatis dan stoknya dikembalikan.
      </p>
    </section>
  )
}

/**
 * A checkout resumed while paying whose status check failed: nothing of the order is known yet
 * (its number, its total, how to pay), so the page says so instead of a skeleton that never ends,
 * and keeps checking; the order's own page has it all meanwhile.
 */
export function PaymentStatusUnchecked({ orderId }: { orderId: string }) {
  return (
    <section className="checkout-step card" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="checkout-step__title" tabIndex={-1}>
        Selesaikan pembayaran
      </h2>
      <p className="alert alert--info" role="status">
        Status pembayaran belum bisa diperiksa. Kami terus mencoba; kamu juga bisa membukanya di
        halaman pesanan.
      </p>
      <p className="small">
        <a href={`/akun/pesanan/${orderId}`}>Lihat pesanan</a>
      </p>
    </section>
  )
}

/**
 * The payment again: the methods are the ones the checkout loaded for this order (its machine's
 * load, so that a failed load offers 'Coba Lagi' while tries are left, as every step does).
 */
function PayAgain({
  order,
  busy,
  error,
  methods,
  onPayAgain,
}: {
  order: Order
  busy: boolean
  error: string | null
  methods: PayAgainMethods
  onPayAgain: (methodId: string, card?: CardDetails) => void
}) {
  const [methodId, setMethodId] = useState<string | null>(order.payment.methodId)
  const [cardForm, setCardForm] = useState(emptyCardForm)
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  const all = methods.methods?.data.flatMap((group) => group.methods) ?? []
  const chosen = all.find((method) => method.id === methodId)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    if (chosen.type !== 'card') return onPayAgain(chosen.id)
    const read = readCard(cardForm)
    if ('errors' in read) return setCardErrors(read.errors)
    setCardErrors({})
    onPayAgain(chosen.id, read.card)
  }

  return (
    <form onSubmit={submit} aria-label="Bayar lagi" noValidate>
      <div className="alert alert--error" role="alert">
        {error ?? order.payment.failureReason ?? 'Pembayaran ditolak.'} Pesananmu masih kami simpan
        sampai batas waktunya: coba lagi dengan kartu atau metode lain.
      </div>
      {methods.status === 'loading' ? (
        <p className="muted" role="status">
          Memuat metode pembayaran…
        </p>
      ) : methods.status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p>Metode pembayaran belum bisa dimuat.</p>
          {methods.retriesLeft > 0 ? (
            <Button variant="secondary" size="small" onPress={methods.onRetry}>
              Coba Lagi
            </Button>
          ) : (
            <p>
              Layanan sedang bermasalah. Coba lagi beberapa saat lagi; pesananmu tetap kami simpan
              sampai batas waktunya.
            </p>
          )}
        </div>
      ) : (
        <ChoiceGroup
          label="Bayar dengan"
          value={methodId}
          onChange={setMethodId}
          choices={all.map((method) => ({
            id: method.id,
            title: method.name,
            detail: method.note ?? undefined,
            disabled: !method.available,
          }))}
        />
      )}
      {chosen?.type === 'card' ? (
        <CardFields value={cardForm} errors={cardErrors} onChange={setCardForm} />
      ) : null}
      <Button type="submit" variant="primary" isDisabled={busy || !chosen}>
        {busy ? 'Memproses…' : `Bayar Lagi ${formatRupiah(order.total)}`}
      </Button>
    </form>
  )
}

/** The end of checkout: paid, failed for good, or lapsed. */
export function CheckoutResult({
  order,
  outcome,
}: {
  order: Order | null
  outcome: 'paid' | 'failed' | 'expired'
}) {
  const text = {
    paid: {
      title: 'Pembayaran berhasil',
      body: 'Terima kasih! Pesananmu kami siapkan dan segera dikirim.',
    },
    failed: {
      title: 'Pesanan dibatalkan',
      body: `${order?.payment.failureReason ?? 'Pembayaran ditolak.'} Stoknya sudah kami kembalikan.`,
    },
    expired: {
      title: 'Waktu pembayaran habis',
      body: 'Pesanan dibatalkan otomatis dan stoknya sudah kami kembalikan. Kamu bisa belanja lagi kapan saja.',
    },
  }[outcome]
  return (
    <section
      className={`checkout-step card checkout-result checkout-result--${outcome}`}
      aria-labelledby="judul-langkah"
    >
      <p className="checkout-result__sign" aria-hidden="true">
        {outcome === 'paid' ? '✓' : '✕'}
      </p>
      <h2 id="judul-langkah" className="checkout-step__title" tabIndex={-1}>
        {text.title}
      </h2>
      {order ? (
        <p>
          Pesanan <strong>{order.number}</strong> · {formatRupiah(order.total)}
        </p>
      ) : null}
      <p role="status">{text.body}</p>
      <div className="checkout-step__actions">
        {order ? (
          <a className="button button--secondary" href={`/akun/pesanan/${order.id}`}>
            Lihat Pesanan
          </a>
        ) : null}
        <a className="button button--primary" href="/product/katalog">
          {outcome === 'paid' ? 'Belanja Lagi' : 'Lanjut Belanja'}
        </a>
      </div>
    </section>
  )
}
