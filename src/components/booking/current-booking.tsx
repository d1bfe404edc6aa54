import type { ReactNode } from 'react'
import type { Booking } from '../../../contract/booking/schemas'
import { formatStart } from '../../lib/booking/booking-format'

/**
 * Reschedule mode: the booking being moved, above the day and time steps, with what else can be
 * done with it (`children`: cancelling it instead).
 */
export function CurrentBooking({ booking, children }: { booking: Booking; children?: ReactNode }) {
  return (
    <div className="booking-current">
      <p className="small muted">Jadwal saat ini · {booking.bookingNumber}</p>
      <p>
        <strong>{formatStart(booking.startsAt, null, booking.clinic.timeZone)}</strong>
        <br />
        {booking.clinic.name} · {booking.doctor.name}
      </p>
      {children}
    </div>
  )
}
