import { BOOKING_STEPS, type BookingStep } from '../../machines/booking/booking.machine'

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
  const index = steps.indexOf(current)
  return (
    <nav className="booking-progress" aria-label="Langkah booking">
      <p className="booking-progress__count">
        Langkah {index + 1} dari {steps.length}: <strong>{LABELS[current]}</strong>
      </p>
      <ol className="booking-progress__steps">
        {steps.map((item, position) => (
          <li
            key={item}
            className="booking-progress__step"
            data-state={position < index ? 'done' : position === index ? 'current' : 'next'}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="visually-hidden">
              {position < index ? 'Selesai: ' : position === index ? 'Sekarang: ' : ''}
            </span>
            {LABELS[item]}
          </li>
        ))}
      </ol>
    </nav>
  )
}
