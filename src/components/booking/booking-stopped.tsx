import { buttonClass } from '../ui/button-style'

/** When the flow cannot go on (the service is down after the retries, or the booking is gone). */
export function BookingFailed({ message }: { message: string | null }) {
  return (
    <section className="booking-step card" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="booking-step__title" tabIndex={-1}>
        Coba lagi nanti
      </h2>
      <div className="alert alert--error" role="alert">
        <p>{message ?? 'Booking sedang tidak bisa diproses.'}</p>
        <p>Pilihanmu tetap tersimpan. Coba lagi beberapa saat lagi.</p>
      </div>
      <div className="booking-step__actions">
        <a className={buttonClass({ variant: 'secondary' })} href="/klinik">
          Kembali ke Klinik
        </a>
      </div>
    </section>
  )
}

/** A booking to reschedule or rebook that is not the member's, or cannot be moved now. */
export function BookingUnavailable({ message }: { message: string | null }) {
  return (
    <section className="booking-step card" aria-labelledby="judul-langkah">
      <h2 id="judul-langkah" className="booking-step__title" tabIndex={-1}>
        Booking tidak bisa diubah
      </h2>
      <div className="alert alert--info" role="alert">
        <p>{message ?? 'Booking ini tidak bisa dijadwalkan ulang.'}</p>
      </div>
      <div className="booking-step__actions">
        <a className={buttonClass({ variant: 'ghost' })} href="/akun/booking">
          Booking Saya
        </a>
        <a className={buttonClass({ variant: 'secondary' })} href="/klinik/booking">
          Booking Baru
        </a>
      </div>
    </section>
  )
}
