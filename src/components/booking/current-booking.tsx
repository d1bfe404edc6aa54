import type { Booking } from '../../../contract/booking/schemas'
import { formatStart } from '../../lib/booking/booking-format'

/** Reschedule mode: the booking being moved, above the day and time steps. */
export function CurrentBooking({ booking }: { booking: Booking }) {
  return (
    <div className="booking-current">
      <p className="small muted">Jadwal saat ini · {booking.bookingNumber}</p>
      <p>
        <strong>{formatStart(booking.startsAt, null, booking.clinic.timeZone)}</strong>
        <br />
        {booking.clinic.name} · {booking.doctor.name}
      </p>
    </div>
  )
}
