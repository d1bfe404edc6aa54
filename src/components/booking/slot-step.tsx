import type { ReactNode } from 'react'
import type { AvailableSchedule, Slot } from '../../../contract/booking/schemas'
import { buttonClass } from '../ui/button-style'
import { BookingStep, type StepStatus } from './booking-step'
import { SameDayWarning } from './same-day-warning'
import { freeTimesText, SlotPicker } from './slot-picker'

/**
 * Step 5: the time. A refusal of the time chosen before (taken meanwhile) shows above the
 * reloaded times; a polite live region says how many times are free once they have loaded.
 */
export function SlotStep({
  schedule,
  chosenKey,
  conflict,
  status,
  retriesLeft,
  onRetry,
  onBack,
  onChoose,
  before,
}: {
  schedule: AvailableSchedule | null
  chosenKey: string | null
  /** Why the time chosen could not be booked ('Jam itu baru saja dibooking…'). */
  conflict: string | null
  status: StepStatus
  retriesLeft?: number
  onRetry?: () => void
  onBack?: () => void
  onChoose: (slot: Slot) => void
  before?: ReactNode
}) {
  const announcement =
    status === 'ready' && schedule ? freeTimesText(schedule.slots.length, schedule.date) : ''
  return (
    <BookingStep
      title="Pilih jam"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Jam yang tersedia gagal dimuat."
      onRetry={onRetry}
      onBack={onBack}
      before={
        <>
          {before}
          {conflict ? (
            <div className="alert alert--error" role="alert">
              {conflict}
            </div>
          ) : null}
          {/* In the page from the start, so a screen reader hears it change. */}
          <p className="slot-step__count small muted" role="status">
            {announcement}
            {status === 'ready' && schedule && schedule.sameDayBookings.length > 0
              ? ' Kamu sudah punya booking perawatan yang sama di hari ini.'
              : ''}
          </p>
          {status === 'ready' && schedule ? (
            <SameDayWarning schedule={schedule} onOtherDay={onBack} />
          ) : null}
        </>
      }
    >
      {schedule ? (
        <>
          <SlotPicker
            date={schedule.date}
            timeZone={schedule.timeZone}
            slots={schedule.slots}
            chosenKey={chosenKey}
            onChoose={onChoose}
          />
          {schedule.slots.length === 0 && onBack ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={onBack}
            >
              Pilih tanggal lain
            </button>
          ) : null}
        </>
      ) : null}
    </BookingStep>
  )
}
