import type { OrderStatus } from '../../../contract/checkout/schemas'
import { StatusBadge, type StatusTone } from '../ui/status-badge'

/** Each order status in words and a sign, never colour alone. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; sign: string; tone: StatusTone }> =
  {
    awaiting_payment: { label: 'Menunggu pembayaran', sign: '!', tone: 'warning' },
    paid: { label: 'Dibayar', sign: '✓', tone: 'success' },
    failed: { label: 'Gagal', sign: '✕', tone: 'error' },
    expired: { label: 'Kedaluwarsa', sign: '–', tone: 'neutral' },
  }

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = ORDER_STATUS[status]
  return <StatusBadge {...look} />
}
