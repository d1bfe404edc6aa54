import { useEffect, useState } from 'react'
import type { Order, Payment } from '../../../contract/checkout/schemas'
import { formatDeadline, formatRupiah } from '../../../contract/indonesian-format'
import { timeLeft } from '../../lib/checkout/order-format'
import { ButtonLink } from '../ui/button-link'
import { buttonClass } from '../ui/button-style'
import { toast } from '../ui/toast'
import { PayAgain } from './order-pay-again'
import { QrisCode } from './qris-code'

/**
 * The order's payment as it stands: paid, lapsed, cancelled, or waiting for the member, with what
 * they need to finish it (the VA number, the QRIS or e-wallet page, the card's 3-D Secure), or a
 * way to pay again when the last attempt failed. The page keeps the order fresh while it waits.
 */
export function OrderPayment({
  order,
  onOrderChanged,
}: {
  order: Order
  onOrderChanged: (order: Order) => void
}) {
  const { payment } = order
  if (order.status === 'paid') {
    const paidAt = order.paidAt ?? payment.paidAt
    return (
      <div className="payment-panel order-payment order-payment--done">
        <p className="order-payment__state">
          <span aria-hidden="true">✓</span> Pembayaran diterima
          {paidAt ? ` pada ${formatDeadline(paidAt)}` : ''}.
        </p>
        <p className="muted">
          Dibayar dengan {payment.methodName}
          {payment.cardLast4 ? ` berakhiran ${payment.cardLast4}` : ''}. Pesananmu sedang kami
          siapkan.
        </p>
      </div>
    )
  }
  if (order.status === 'expired') {
    return (
      <div className="payment-panel order-payment order-payment--closed">
        <p className="order-payment__state">
          <span aria-hidden="true">–</span> Waktu pembayaran habis. Stok sudah dikembalikan.
        </p>
        <p className="muted">Kalau masih mau, pesan lagi dari toko.</p>
        <ButtonLink to="/product">Belanja lagi</ButtonLink>
      </div>
    )
  }
  if (order.status === 'failed') {
    return (
      <div className="payment-panel order-payment order-payment--closed">
        <p className="order-payment__state">
          <span aria-hidden="true">✕</span> Pesanan ini dibatalkan.
        </p>
        {payment.failureReason ? <p className="muted">{payment.failureReason}</p> : null}
        <ButtonLink to="/product">Belanja lagi</ButtonLink>
      </div>
    )
  }
  if (payment.status === 'pending' || payment.status === 'requires_action') {
    return <OpenPayment order={order} payment={payment} />
  }
  return (
    <div className="payment-panel order-payment order-payment--retry">
      <p className="order-payment__state">
        <span aria-hidden="true">!</span>{' '}
        {payment.status === 'expired'
          ? 'Waktu pembayaran dengan cara ini sudah habis.'
          : 'Pembayaran belum berhasil.'}
      </p>
      {payment.failureReason ? <p className="muted">{payment.failureReason}</p> : null}
      <p>
        Pesananmu masih kami simpan sampai <strong>{formatDeadline(order.expiresAt)}</strong>. Pilih
        cara bayar, lalu bayar lagi.
      </p>
      <PayAgain order={order} onOrderChanged={onOrderChanged} />
    </div>
  )
}

/**
 * An attempt still open: what to do to finish it, by the method's kind. The provider's pages open
 * in a new tab; this one keeps asking how the payment stands and says when it is received.
 */
function OpenPayment({ order, payment }: { order: Order; payment: Payment }) {
  return (
    <div className="payment-panel order-payment order-payment--open">
      <p className="order-payment__state">
        <span aria-hidden="true">!</span> Menunggu pembayaran · {payment.methodName}
      </p>
      {payment.type === 'va' ? <VirtualAccount payment={payment} /> : null}
      {payment.type === 'qris' ? (
        <>
          <p>Pindai kode QRIS dengan aplikasi bank atau e-wallet apa pun.</p>
          <QrisCode orderId={order.id} payment={payment} />
          <Amount payment={payment} />
          {/* Drawn above when the provider gave its content; its own page is then the spare. */}
          <ActionLink
            payment={payment}
            label="Buka kode QRIS"
            variant={payment.qrString ? 'secondary' : 'primary'}
          />
        </>
      ) : null}
      {payment.type === 'ewallet' ? (
        <>
          <p>Selesaikan pembayaran di aplikasi {payment.methodName}.</p>
          <Amount payment={payment} />
          <ActionLink payment={payment} label="Buka aplikasi" />
        </>
      ) : null}
      {payment.type === 'card' ? (
        payment.status === 'requires_action' ? (
          <>
            <p>Bank penerbit kartumu meminta verifikasi sebelum pembayaran diproses.</p>
            <Amount payment={payment} />
            <ActionLink payment={payment} label="Lanjutkan verifikasi 3-D Secure" />
          </>
        ) : (
          <>
            <p>Kami sedang menunggu jawaban bank penerbit kartumu.</p>
            <Amount payment={payment} />
          </>
        )
      ) : null}
      <Deadline iso={payment.expiresAt} />
      <p className="small muted">Status pembayaran di halaman ini diperbarui sendiri.</p>
    </div>
  )
}

function VirtualAccount({ payment }: { payment: Payment }) {
  return (
    <>
      <p>Transfer dari m-banking, internet banking atau ATM ke nomor ini.</p>
      <dl className="details payment-panel__va">
        <div>
          <dt>Bank</dt>
          <dd>{payment.bank ?? payment.methodName}</dd>
        </div>
        <div>
          <dt>Nomor Virtual Account</dt>
          <dd>
            <span className="payment-panel__number">{payment.vaNumber ?? '—'}</span>
            {payment.vaNumber ? <CopyButton text={payment.vaNumber} /> : null}
          </dd>
        </div>
        <div>
          <dt>Jumlah</dt>
          <dd>
            <strong>{formatRupiah(payment.amount)}</strong>
          </dd>
        </div>
      </dl>
      <ActionLink payment={payment} label="Buka halaman pembayaran" />
    </>
  )
}

function Amount({ payment }: { payment: Payment }) {
  return (
    <p>
      Jumlah: <strong>{formatRupiah(payment.amount)}</strong>
    </p>
  )
}

function ActionLink({
  payment,
  label,
  variant = 'primary',
}: {
  payment: Payment
  label: string
  variant?: 'primary' | 'secondary'
}) {
  if (!payment.actionUrl) return null
  return (
    <a href={payment.actionUrl} className={buttonClass({ variant })} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> (membuka tab baru)</span>
    </a>
  )
}

/** The VA number to the clipboard, said in a toast (and in the button for a moment). */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.show({ title: 'Nomor Virtual Account disalin.', tone: 'success' })
    } catch {
      toast.show({
        title: 'Belum bisa menyalin',
        description: 'Tekan lama nomornya untuk menyalin sendiri.',
        tone: 'error',
      })
    }
  }
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'ghost', size: 'small' })}
      aria-label="Salin nomor Virtual Account"
      onClick={() => void copy()}
    >
      {copied ? 'Tersalin' : 'Salin'}
    </button>
  )
}

/**
 * 'Bayar sebelum Selasa, 24 November 2026 pukul 16.30 WIB', and the time left once the page runs
 * in the browser (the server's clock would not match the moment the page is read).
 */
function Deadline({ iso }: { iso: string }) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  const left = now === null ? null : timeLeft(iso, now)
  return (
    <p className="order-payment__deadline">
      Bayar sebelum <strong>{formatDeadline(iso)}</strong>
      {left ? <span className="muted"> · {left}</span> : null}
    </p>
  )
}
