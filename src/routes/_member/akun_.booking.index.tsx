import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Booking } from '../../../contract/booking/schemas'
import { formatDeadline } from '../../../contract/indonesian-format'
import { BookingStatusBadge } from '../../components/booking/booking-status'
import { OfflineNote } from '../../components/booking/offline-note'
import { ButtonLink } from '../../components/ui/button-link'
import { formatBookingTime } from '../../lib/booking/booking-time'
import { pageHead } from '../../lib/seo'
import { bookingAccountQueries } from '../../server/booking/server-queries'

// Not nested under /akun (a page of its own, not an outlet of it): `akun_`, as the orders.
export const Route = createFileRoute('/_member/akun_/booking/')({
  // The guard only redirects; the server function checks the session, the API the ownership.
  loader: ({ context }) => context.queryClient.ensureQueryData(bookingAccountQueries.list()),
  head: () =>
    pageHead({
      title: 'Booking Saya',
      description: 'Jadwal perawatanmu di klinik Diri: yang akan datang dan yang sudah lewat.',
    }),
  component: BookingsPage,
})

function BookingsPage() {
  const { data } = useSuspenseQuery(bookingAccountQueries.list())

  useEffect(() => {
    void import('../../lib/booking/offline-pass').then((offline) =>
      offline.keepBookingPassOffline(),
    )
  }, [])

  const none = data.upcoming.length === 0 && data.past.length === 0
  return (
    <div className="container page bookings-page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Booking Saya</span>
      </nav>
      <h1>Booking Saya</h1>
      <OfflineNote fetchedAt={formatDeadline(data.fetchedAt)} />
      {none ? (
        <div className="card empty-state bookings-empty">
          <p>
            <strong>Kamu belum punya booking perawatan.</strong>
          </p>
          <p className="muted">
            Pilih perawatan di klinik Diri, lalu pilih cabang, dokter, dan jadwal yang cocok.
          </p>
          <ButtonLink to="/klinik/perawatan">Lihat Perawatan</ButtonLink>
        </div>
      ) : (
        <>
          <section aria-labelledby="judul-akan-datang" className="bookings-section">
            <h2 id="judul-akan-datang">Akan datang</h2>
            {data.upcoming.length === 0 ? (
              <p className="muted">
                Belum ada jadwal perawatan.{' '}
                <Link to="/klinik/perawatan" className="shop-link">
                  Lihat perawatan
                </Link>
              </p>
            ) : (
              <ul className="booking-list" aria-label="Booking yang akan datang">
                {data.upcoming.map((booking) => (
                  <BookingRow key={booking.bookingNumber} booking={booking} />
                ))}
              </ul>
            )}
          </section>
          {data.past.length > 0 ? (
            <section aria-labelledby="judul-lewat" className="bookings-section">
              <h2 id="judul-lewat">Sudah lewat</h2>
              <ul className="booking-list" aria-label="Booking yang sudah lewat">
                {data.past.map((booking) => (
                  <BookingRow key={booking.bookingNumber} booking={booking} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  )
}

/** One booking: the whole card opens its pass (the number is the link, stretched over the card). */
function BookingRow({ booking }: { booking: Booking }) {
  return (
    <li className="card booking-row">
      <p className="booking-row__top">
        <Link
          to="/akun/booking/$bookingNumber"
          params={{ bookingNumber: booking.bookingNumber }}
          className="booking-row__number"
        >
          <span className="visually-hidden">Pass booking </span>
          {booking.bookingNumber}
        </Link>
        <BookingStatusBadge status={booking.status} />
      </p>
      <p className="booking-row__time">
        <strong>{formatBookingTime(booking.startsAt, booking.clinic.timeZone)}</strong>
      </p>
      <p className="booking-row__place">
        {booking.clinic.name} · {booking.doctor.name}
      </p>
      <p className="booking-row__treatments muted small">
        {booking.treatments.map((treatment) => treatment.name).join(', ')}
      </p>
    </li>
  )
}
