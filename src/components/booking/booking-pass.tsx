import { Link } from '@tanstack/react-router'
import { formatRupiah } from '../../../contract/indonesian-format'
import { formatDuration } from '../../lib/booking/booking-format'
import { formatBookingClock, formatBookingDay } from '../../lib/booking/booking-time'
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { formatPhone } from '../../lib/clinic/phone-format'
import type { BookingPass } from '../../server/booking/booking-account.functions'
import { BookingStatusBadge } from './booking-status'

/** `tel:` wants digits and a leading plus only: '(0361) 123-456' → 'tel:0361123456'. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * In place of the QR code on a pass that no longer admits anyone: what happened, and the pass that
 * does (a reschedule's successor), so the front desk is never shown an old one.
 */
function NoLongerValid({ booking }: { booking: BookingPass['booking'] }) {
  const zone = booking.clinic.timeZone
  return (
    <div className="booking-pass__void" role="note" aria-labelledby="pass-tidak-berlaku">
      <p id="pass-tidak-berlaku" className="booking-pass__void-title">
        <span aria-hidden="true">⊘ </span>Tidak berlaku lagi
      </p>
      {booking.status === 'cancelled' ? (
        <p>
          Booking ini sudah dibatalkan
          {booking.cancelledAt
            ? ` pada ${formatBookingDay(booking.cancelledAt, zone)}, ${formatBookingClock(booking.cancelledAt, zone)} ${TIME_ZONE_LABELS[zone]}`
            : ''}
          . Jangan tunjukkan pass ini di meja resepsionis.
          {booking.cancelReason ? (
            <span className="booking-pass__void-reason"> Alasan: {booking.cancelReason}</span>
          ) : null}
        </p>
      ) : (
        <p>
          Jadwalnya sudah dipindah ke booking baru.{' '}
          {booking.successorNumber ? (
            <>
              Pass yang berlaku:{' '}
              <Link
                to="/akun/booking/$bookingNumber"
                params={{ bookingNumber: booking.successorNumber }}
              >
                {booking.successorNumber}
              </Link>
            </>
          ) : null}
        </p>
      )}
    </div>
  )
}

/**
 * The booking pass: what the member shows at the branch's front desk, readable at a glance and
 * offline (the number, the QR code, the time, the place). The QR code's path was drawn on the
 * server (`qr-code.server.ts`); here it is only an SVG, and only while the booking is valid.
 */
export function BookingPassCard({ pass }: { pass: BookingPass }) {
  const { booking, qr } = pass
  const zone = booking.clinic.timeZone
  const qrLabel = `Kode QR nomor booking ${booking.bookingNumber}`
  return (
    <article className="card booking-pass" aria-labelledby="judul-booking">
      <header className="booking-pass__head">
        <p className="booking-pass__eyebrow">Booking Klinik Diri</p>
        <h1 id="judul-booking" className="booking-pass__title">
          <span className="booking-pass__label">Nomor booking</span>{' '}
          <span className="booking-pass__number">{booking.bookingNumber}</span>
        </h1>
        <BookingStatusBadge status={booking.status} />
      </header>

      {qr ? (
        <figure className="booking-pass__qr">
          <svg
            role="img"
            aria-label={qrLabel}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            width="200"
            height="200"
            shapeRendering="crispEdges"
            xmlns="http://www.w3.org/2000/svg"
          >
            <title>{qrLabel}</title>
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption className="small muted">
            Tunjukkan kode ini di meja resepsionis cabang.
          </figcaption>
        </figure>
      ) : (
        <NoLongerValid booking={booking} />
      )}

      <dl className="booking-pass__facts">
        <div className="booking-pass__fact booking-pass__fact--time">
          <dt>Waktu</dt>
          <dd>
            {/* The day and the hours on their own lines, so a phone never breaks the hours. */}
            <strong className="booking-pass__day">
              {formatBookingDay(booking.startsAt, zone)}
            </strong>
            <span className="booking-pass__separator"> · </span>
            <strong className="booking-pass__hours">
              {formatBookingClock(booking.startsAt, zone)}–
              {formatBookingClock(booking.endsAt, zone)} {TIME_ZONE_LABELS[zone]}
            </strong>
          </dd>
        </div>
        <div className="booking-pass__fact">
          <dt>Cabang</dt>
          <dd>
            <strong>{booking.clinic.name}</strong>
            <address className="booking-pass__address">
              <span>{booking.clinic.address}</span>
              <a href={telHref(booking.clinic.phone)}>
                <span className="visually-hidden">Telepon cabang </span>
                {formatPhone(booking.clinic.phone)}
              </a>
            </address>
          </dd>
        </div>
        <div className="booking-pass__fact">
          <dt>Dokter</dt>
          <dd>
            {booking.doctor.name}
            {booking.doctor.title ? (
              <span className="muted small"> · {booking.doctor.title}</span>
            ) : null}
          </dd>
        </div>
        <div className="booking-pass__fact">
          <dt>Perawatan</dt>
          <dd>
            <ul className="booking-pass__treatments">
              {booking.treatments.map((treatment) => (
                <li key={treatment.id}>
                  <span>{treatment.name}</span>{' '}
                  <span className="muted small">{formatDuration(treatment.durationMinutes)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="booking-pass__fact">
          <dt>Total harga mulai</dt>
          <dd>
            <strong>{formatRupiah(booking.totalPrice)}</strong>
          </dd>
        </div>
      </dl>

      {booking.successorNumber || booking.predecessorNumber ? (
        <ul className="booking-pass__line">
          {booking.successorNumber ? (
            // The link itself is in the notice above (NoLongerValid): one way on, not two.
            <li>Digantikan oleh {booking.successorNumber}</li>
          ) : null}
          {booking.predecessorNumber ? (
            <li>
              Menggantikan{' '}
              <Link
                to="/akun/booking/$bookingNumber"
                params={{ bookingNumber: booking.predecessorNumber }}
              >
                {booking.predecessorNumber}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  )
}
