import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useState } from 'react'
import type { Booking } from '../../../contract/booking/schemas'
import { rebook } from '../../server/booking/booking-account.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { buttonClass } from '../ui/button-style'
import { CancelBooking } from './cancel-booking'

/** The booking flow's page: it handles `?ubah=` (reschedule) and `?ulang=` (rebook) itself. */
const BOOKING_FLOW = '/klinik/booking'

/**
 * What the member can do with a booking. Every control works before the app runs (ADR 007):
 * 'Ubah Jadwal' and 'Tambah ke Kalender' are links; 'Booking Lagi' is a GET form for the flow
 * page with `?ulang=`, which rebooks there. Once the app runs it takes the press over and rebooks
 * through the `rebook` server function (a POST), then opens the flow, which resumes at the day.
 * 'Batalkan Booking' is a form too (cancel-booking.tsx); a cancelled booking still upcoming offers
 * its calendar file once more, now the `METHOD:CANCEL` that takes the event out of the calendar.
 */
export function BookingActions({
  booking,
  upcoming,
  onCancelled,
}: {
  booking: Booking
  upcoming: boolean
  onCancelled: (cancelled: Booking) => Promise<void> | void
}) {
  const callRebook = useServerFn(rebook)
  const signInAgainIfEnded = useSignInAgain()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const number = booking.bookingNumber

  async function rebookHere(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setRefusal(null)
    try {
      const result = await callRebook({ data: { bookingNumber: number } })
      if (result.ok) {
        await navigate({ href: BOOKING_FLOW })
        return
      }
      setRefusal(result.message)
    } catch (error) {
      if (await signInAgainIfEnded(error, { params: {} })) return
      setRefusal('Booking ulang belum berhasil. Periksa koneksi internetmu, lalu coba lagi.')
    } finally {
      setPending(false)
    }
  }

  // The API says whether it can be moved now, and why not when not: its sentence replaces the button.
  const canReschedule = booking.status === 'confirmed' && booking.rescheduleRefusal === null
  return (
    <section className="booking-actions" aria-label="Pilihan booking">
      {canReschedule ? (
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={`${BOOKING_FLOW}?${new URLSearchParams({ ubah: number })}`}
        >
          Ubah Jadwal
        </a>
      ) : booking.rescheduleRefusal && booking.status !== 'cancelled' ? (
        // A cancelled pass says so in its own place (booking-pass.tsx); this would repeat it.
        <p className="booking-actions__refusal small">{booking.rescheduleRefusal}</p>
      ) : null}

      {(booking.status === 'confirmed' || booking.status === 'cancelled') && upcoming ? (
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={`/akun/booking/${encodeURIComponent(number)}/kalender.ics`}
          download
        >
          {booking.status === 'confirmed' ? 'Tambah ke Kalender' : 'Hapus dari Kalender'}
        </a>
      ) : null}

      {booking.status === 'confirmed' && upcoming ? (
        booking.cancelRefusal === null ? (
          <CancelBooking booking={booking} onCancelled={onCancelled} />
        ) : (
          <p className="booking-actions__refusal small">{booking.cancelRefusal}</p>
        )
      ) : null}

      <form method="get" action={BOOKING_FLOW} onSubmit={rebookHere}>
        <input type="hidden" name="ulang" value={number} />
        <button type="submit" className={buttonClass({})} aria-disabled={pending || undefined}>
          {pending ? 'Menyiapkan…' : 'Booking Lagi'}
        </button>
      </form>
      <p className="booking-actions__error small" role="alert">
        {refusal}
      </p>
    </section>
  )
}
