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

export function BookingProgress({ current }: { current: BookingStep }) {
  const index = BOOKING_STEPS.indexOf(current)
  return (
    <nav className="booking-progress" aria-label="Langkah booking">
      <p className="booking-progress__count">
        Langkah {index + 1} dari {BOOKING_STEPS.length}: <strong>{LABELS[current]}</strong>
      </p>
      <ol className="booking-progress__steps">
        {BOOKING_STEPS.map((item, position) => (
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
