import type { BookingStatus } from '../../api/booking/schemas'

/** Each booking status in words and a sign, never colour alone. */
export const BOOKING_STATUS: Record<BookingStatus, { label: string; sign: string }> = {
  confirmed: { label: 'Terjadwal', sign: '✓' },
  rescheduled: { label: 'Dijadwalkan ulang', sign: '↻' },
  cancelled: { label: 'Dibatalkan', sign: '✕' },
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const look = BOOKING_STATUS[status]
  return (
    <span className={`booking-status booking-status--${status}`}>
      <span aria-hidden="true">{look.sign}</span> {look.label}
    </span>
  )
}
