import type { OrderRefund } from '../../../contract/checkout/schemas'
import { formatDate, formatRupiah } from '../../../contract/indonesian-format'

/** What the member reads of a refund: being returned, or returned on a day. */
export function refundText(refund: OrderRefund): string {
  const amount = formatRupiah(refund.amount)
  if (refund.state === 'refunded' && refund.refundedAt) {
    return `Dana ${amount} sudah dikembalikan pada ${formatDate(refund.refundedAt)}.`
  }
  return `Dana ${amount} sedang dikembalikan ke metode pembayaranmu.`
}

/**
 * The order's refunds: money of a second or late payment that goes back. Nothing for
 * an order without one.
 */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null
  return (
    <section className="card order-detail__refunds" aria-labelledby="judul-pengembalian">
      <h2 id="judul-pengembalian">Pengembalian dana</h2>
      <ul className="order-refunds">
        {refunds.map((refund) => (
          <li key={refund.id}>{refundText(refund)}</li>
        ))}
      </ul>
      <p className="small muted">
        Pembayaran yang masuk dua kali atau setelah pesanan ditutup kami kembalikan utuh.
      </p>
    </section>
  )
}
