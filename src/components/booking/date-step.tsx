import type { ReactNode } from 'react'
import type { AvailableDates } from '../../../contract/booking/schemas'
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { BookingStep, type StepStatus } from './booking-step'
import { DateGrid } from './date-grid'

/** Step 4: the day, on a calendar of the days the branch can be booked. */
export function DateStep({
  dates,
  chosen,
  status,
  retriesLeft,
  onRetry,
  onBack,
  onChoose,
  before,
  saving = false,
  message,
}: {
  dates: AvailableDates | null
  chosen: string | null
  status: StepStatus
  retriesLeft?: number
  onRetry?: () => void
  onBack?: () => void
  onChoose: (date: string) => void
  /** The booking being moved, in reschedule mode. */
  before?: ReactNode
  /** The day pressed is on its way to the server. */
  saving?: boolean
  message?: string | null
}) {
  const anyFree = dates?.dates.some((day) => day.available) ?? false
  return (
    <BookingStep
      title="Pilih tanggal"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Tanggal yang tersedia gagal dimuat."
      onRetry={onRetry}
      onBack={onBack}
      before={before}
      message={message}
    >
      {dates ? (
        <>
          <p className="muted small">
            Tanggal dan jam mengikuti waktu cabang ({TIME_ZONE_LABELS[dates.timeZone]}). Tanggal
            yang dicoret tidak tersedia.
          </p>
          {anyFree ? null : (
            <p className="alert alert--info">
              Belum ada jadwal kosong dalam rentang booking. Coba dokter atau perawatan lain.
            </p>
          )}
          <DateGrid
            dates={dates.dates}
            chosen={chosen}
            onChoose={(date) => {
              if (!saving) onChoose(date)
            }}
          />
        </>
      ) : null}
    </BookingStep>
  )
}
