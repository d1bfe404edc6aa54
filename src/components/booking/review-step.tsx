import { formatDuration } from '../../lib/booking/booking-format'
import type { EditableStep } from '../../machines/booking/booking.model'
import type { BookingSummary } from '../../machines/booking/booking.selectors'
import { Button } from '../ui/button'
import { ButtonLink } from '../ui/button-link'
import { BookingStep, type StepStatus } from './booking-step'

/**
 * Step 6: the last look before booking, each line with a way back to its step (in reschedule
 * mode only the day and the time can change), then 'Konfirmasi Booking' ('Simpan Jadwal Baru'
 * when moving a booking). While confirming, the button says so and nothing else can be pressed.
 * When the API kept saying the booking is still being made, a link to the member's bookings is
 * the way on: it may be there already.
 */
export function ReviewStep({
  summary,
  address,
  reschedule,
  status,
  retriesLeft,
  confirming,
  message,
  checkBookings = false,
  onEdit,
  onBack,
  onRetry,
  onConfirm,
}: {
  summary: BookingSummary
  /** The branch's address on one line, once known. */
  address: string | null
  reschedule: boolean
  /** Ready once the attempt has its key. */
  status: StepStatus
  retriesLeft?: number
  confirming: boolean
  /** The API's refusal of the last attempt, or a lost connection. */
  message: string | null
  /** The attempt may have booked already (still running): offer the member's bookings. */
  checkBookings?: boolean
  onEdit: (step: EditableStep) => void
  onBack: () => void
  onRetry: () => void
  onConfirm: () => void
}) {
  const edit = (step: EditableStep, what: string) =>
    reschedule && step !== 'date' && step !== 'slot' ? null : (
      // A <dl>'s groups hold only <dt> and <dd>: the button is the line's last <dd>.
      <dd className="booking-review__edit">
        <Button
          variant="link"
          onPress={() => onEdit(step)}
          aria-label={`Ubah ${what}`}
          isDisabled={confirming}
        >
          Ubah
        </Button>
      </dd>
    )
  return (
    <BookingStep
      title={reschedule ? 'Periksa jadwal baru' : 'Periksa booking-mu'}
      status={status === 'failed' ? 'failed' : 'ready'}
      retriesLeft={retriesLeft}
      onRetry={onRetry}
      failedMessage="Booking belum bisa disiapkan."
      message={message}
      onBack={confirming ? undefined : onBack}
      stickyActions
      actions={
        <Button
          onPress={onConfirm}
          isDisabled={confirming || status !== 'ready'}
          aria-busy={confirming || undefined}
        >
          {confirming ? 'Memproses…' : reschedule ? 'Simpan Jadwal Baru' : 'Konfirmasi Booking'}
        </Button>
      }
    >
      <dl className="booking-review">
        <div className="booking-review__line">
          <dt>Cabang</dt>
          <dd>
            <strong>{summary.branch}</strong>
            {address ? (
              <>
                <br />
                <span className="small muted">{address}</span>
              </>
            ) : null}
          </dd>
          {edit('branch', 'cabang')}
        </div>
        <div className="booking-review__line">
          <dt>Dokter</dt>
          <dd>{summary.doctor}</dd>
          {edit('doctor', 'dokter')}
        </div>
        <div className="booking-review__line">
          <dt>Perawatan</dt>
          <dd>
            <ul className="booking-review__treatments">
              {summary.treatments.map((treatment) => (
                <li key={treatment.id}>
                  {treatment.name}{' '}
                  <span className="small muted">
                    · mulai {treatment.price} · {formatDuration(treatment.durationMinutes)}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
          {edit('treatments', 'perawatan')}
        </div>
        <div className="booking-review__line">
          <dt>Tanggal</dt>
          <dd>{summary.date}</dd>
          {edit('date', 'tanggal')}
        </div>
        <div className="booking-review__line">
          <dt>Jam</dt>
          <dd>
            {summary.time}
            <br />
            <span className="small muted">
              Waktu cabang ({summary.zone}) · {formatDuration(summary.totalDurationMinutes)}
            </span>
          </dd>
          {edit('slot', 'jam')}
        </div>
        <div className="booking-review__line booking-review__total">
          <dt>Total mulai</dt>
          <dd>
            <strong>{summary.totalPrice}</strong>
            <br />
            <span className="small muted">
              Harga akhir dipastikan dokter di klinik; bayar di sana setelah perawatan.
            </span>
          </dd>
        </div>
      </dl>
      {checkBookings && !confirming ? (
        <p>
          <ButtonLink to="/akun/booking" variant="secondary">
            Lihat Booking Saya
          </ButtonLink>
        </p>
      ) : null}
    </BookingStep>
  )
}
