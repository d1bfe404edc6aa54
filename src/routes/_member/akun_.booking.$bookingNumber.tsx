import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useEffect } from 'react'
import { BookingActions } from '../../components/booking/booking-actions'
import { BookingPassCard } from '../../components/booking/booking-pass'
import { OfflineNote } from '../../components/booking/offline-note'
import { NotFoundPage } from '../../components/site/not-found-page'
import { formatBookingTime } from '../../lib/booking/booking-time'
import { pageHead } from '../../lib/seo'
import { CANCEL_FORM_OUTCOME } from '../../server/booking/cancel-form'
import { bookingAccountQueries } from '../../server/booking/server-queries'

/** `?batal=`: where the cancel form posted before the app ran ended (cancel-form.server.ts). */
function validatePassSearch(search: Record<string, unknown>): {
  [CANCEL_FORM_OUTCOME]?: 'ok' | 'gagal'
} {
  const outcome = search[CANCEL_FORM_OUTCOME]
  return outcome === 'ok' || outcome === 'gagal' ? { [CANCEL_FORM_OUTCOME]: outcome } : {}
}

// Not nested under /akun (a page of its own, not an outlet of it): `akun_`, as the orders.
export const Route = createFileRoute('/_member/akun_/booking/$bookingNumber')({
  validateSearch: validatePassSearch,
  // The guard only redirects; the API answers only the member's own bookings: another member's
  // number, like an unknown one, is the 404 page (HTTP 404).
  loader: async ({ context, params }) => {
    const pass = await context.queryClient.ensureQueryData(
      bookingAccountQueries.pass(params.bookingNumber),
    )
    if (!pass) throw notFound()
    return { number: pass.booking.bookingNumber }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData ? `Booking ${loaderData.number}` : 'Booking',
      description: 'Pass booking perawatanmu di klinik Diri: tunjukkan di meja resepsionis.',
    }),
  component: BookingPassPage,
})

function BookingPassPage() {
  const { bookingNumber } = Route.useParams()
  const { [CANCEL_FORM_OUTCOME]: cancelOutcome } = Route.useSearch()
  const { data: pass } = useSuspenseQuery(bookingAccountQueries.pass(bookingNumber))
  const queryClient = useQueryClient()
  const status = pass?.booking.status

  // Again whenever the pass shown changes (another pass, or this one cancelled): the kept copies
  // follow what the server says now, also for pages reached without a full load.
  useEffect(() => {
    if (!status) return
    void import('../../lib/booking/offline-pass').then((offline) =>
      offline.keepBookingPassOffline(),
    )
  }, [status])

  if (!pass) return <NotFoundPage />
  const { booking } = pass
  // Measured against when the server read it, not the clock of whoever renders: the server's
  // render and the browser's hydration agree, and a kept copy stays as it was.
  const upcoming = new Date(booking.endsAt) > new Date(pass.fetchedAt)
  return (
    <div className="container page booking-pass-page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <Link to="/akun/booking">Booking Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{booking.bookingNumber}</span>
      </nav>
      <OfflineNote fetchedAt={formatBookingTime(pass.fetchedAt, booking.clinic.timeZone)} />
      {cancelOutcome ? (
        <p className="booking-pass-page__outcome" role="status">
          {cancelOutcome === 'ok' && booking.status === 'cancelled'
            ? 'Booking dibatalkan. Jadwalnya sudah kami lepas.'
            : 'Booking belum bisa dibatalkan.'}
        </p>
      ) : null}
      <BookingPassCard pass={pass} />
      <BookingActions
        booking={booking}
        upcoming={upcoming}
        onCancelled={async () => {
          await queryClient.invalidateQueries({
            queryKey: bookingAccountQueries.pass(bookingNumber).queryKey,
          })
        }}
      />
    </div>
  )
}
