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
      <BookingWhereAndWhen booking={booking} />
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

/**
 * A reschedule cancelled instead: said plainly, with the way to its pass (which now says
 * 'Dibatalkan', no QR code) and to a new booking.
 */
export function BookingCancelled({ booking }: { booking: Booking }) {
  return (
    <section className="booking-step card booking-done" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="booking-step__title" tabIndex={-1}>
        Booking dibatalkan
      </h2>
      <p role="status">
        Booking <strong className="booking-done__number">{booking.bookingNumber}</strong> sudah
        dibatalkan. Jadwalnya kini terbuka untuk orang lain, dan pass-nya tidak berlaku lagi.
      </p>
      <BookingWhereAndWhen booking={booking} />
      <div className="booking-step__actions">
        <a className={buttonClass({ variant: 'ghost' })} href="/klinik/booking">
          Booking Baru
        </a>
        <a
          className={buttonClass({ variant: 'primary' })}
          href={`/akun/booking/${encodeURIComponent(booking.bookingNumber)}`}
        >
          Lihat Booking
        </a>
      </div>
    </section>
  )
}

/** Where and when, with whom: the branch, the time in the branch's zone, and the doctor. */
function BookingWhereAndWhen({ booking }: { booking: Booking }) {
  return (
    <p>
      {booking.clinic.name}
      <br />
      {formatStart(booking.startsAt, null, booking.clinic.timeZone)} bersama {booking.doctor.name}
    </p>
  )
}
