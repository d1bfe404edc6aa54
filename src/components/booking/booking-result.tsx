import type { Booking } from '../../../contract/booking/schemas'
import { formatStart } from '../../lib/booking/booking-format'
import { buttonClass } from '../ui/button-style'

/** After booking (or moving a booking): its number, when and where, and the way to its pass. */
export function BookingDone({ booking, rescheduled }: { booking: Booking; rescheduled: boolean }) {
  return (
    <section className="booking-step card booking-done" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="booking-step__title" tabIndex={-1}>
        {rescheduled ? 'Jadwal berhasil diubah' : 'Booking berhasil'}
      </h2>
      <p>
        Nomor booking: <strong className="booking-done__number">{booking.bookingNumber}</strong>
      </p>
      <p>
        {booking.clinic.name}
        <br />
        {formatStart(booking.startsAt, null, booking.clinic.timeZone)} bersama {booking.doctor.name}
      </p>
      <p className="small muted">
        Tunjukkan pass booking (kode QR) di resepsionis saat datang, 15 menit sebelum jadwal.
      </p>
      <div className="booking-step__actions">
        <a className={buttonClass({ variant: 'ghost' })} href="/klinik">
          Ke Halaman Klinik
        </a>
        <a
          className={buttonClass({ variant: 'primary' })}
          href={`/akun/booking/${encodeURIComponent(booking.bookingNumber)}`}
        >
          Lihat Pass Booking
        </a>
      </div>
    </section>
  )
}
