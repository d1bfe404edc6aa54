import type { BookingStatus } from '../../../contract/booking/schemas'
import { StatusBadge, type StatusTone } from '../ui/status-badge'

/** Each booking status in words and a sign, never colour alone. */
export const BOOKING_STATUS: Record<
  BookingStatus,
  { label: string; sign: string; tone: StatusTone }
> = {
  confirmed: { label: 'Terjadwal', sign: '✓', tone: 'success' },
  rescheduled: { label: 'Dijadwalkan ulang', sign: '↻', tone: 'warning' },
  cancelled: { label: 'Dibatalkan', sign: '✕', tone: 'error' },
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const look = BOOKING_STATUS[status]
  return <StatusBadge {...look} />
}
