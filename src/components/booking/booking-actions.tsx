import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useState } from 'react'
import type { Booking } from '../../../contract/booking/schemas'
import { rebook } from '../../server/booking/booking-account.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { buttonClass } from '../ui/button-style'

/** The booking flow's page: it handles `?ubah=` (reschedule) and `?ulang=` (rebook) itself. */
const BOOKING_FLOW = '/klinik/booking'

/**
 * What the member can do with a booking. Every control works before the app runs (ADR 007):
 * 'Ubah Jadwal' and 'Tambah ke Kalender' are links; 'Booking Lagi' is a GET form for the flow
 * page with `?ulang=`, which rebooks there. Once the app runs it takes the press over and rebooks
 * through the `rebook` server function (a POST), then opens the flow, which resumes at the day.
 */
export function BookingActions({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
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
      ) : booking.rescheduleRefusal ? (
        <p className="booking-actions__refusal small">{booking.rescheduleRefusal}</p>
      ) : null}

      {booking.status === 'confirmed' && upcoming ? (
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={`/akun/booking/${encodeURIComponent(number)}/kalender.ics`}
          download
        >
          Tambah ke Kalender
        </a>
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
