import { BOOKING_STEPS, type BookingStep } from '../../machines/booking/booking.model'
import { StepProgress } from '../ui/step-progress'

/** What each of the machine's six steps is called on the page (DESIGN.md: "Langkah 3 dari 6"). */
const LABELS: Record<BookingStep, string> = {
  branch: 'Cabang',
  doctor: 'Dokter',
  treatments: 'Perawatan',
  date: 'Tanggal',
  slot: 'Jam',
  review: 'Periksa',
}

/** A reschedule keeps the booking's branch, doctor and treatments: its steps are these three. */
export const RESCHEDULE_STEPS: readonly BookingStep[] = ['date', 'slot', 'review']

export function BookingProgress({
  current,
  steps = BOOKING_STEPS,
}: {
  current: BookingStep
  steps?: readonly BookingStep[]
}) {
  return <StepProgress label="Langkah booking" steps={steps} labels={LABELS} current={current} />
}
