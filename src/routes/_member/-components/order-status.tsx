import type { OrderStatus } from '../../../api/checkout/schemas'

/** Each order status in words and a sign, never colour alone. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; sign: string; tone: string }> = {
  awaiting_payment: { label: 'Menunggu pembayaran', sign: '!', tone: 'waiting' },
  paid: { label: 'Dibayar', sign: '✓', tone: 'paid' },
  failed: { label: 'Gagal', sign: '✕', tone: 'failed' },
  expired: { label: 'Kedaluwarsa', sign: '–', tone: 'expired' },
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = ORDER_STATUS[status]
  return (
    <span className={`order-status order-status--${look.tone}`}>
      <span aria-hidden="true">{look.sign}</span> {look.label}
    </span>
  )
}
