import type { AvailableSchedule } from '../../../contract/booking/schemas'
import { clockWithZone } from '../../lib/booking/booking-format'
import { buttonClass } from '../ui/button-style'

/**
 * 'Booking Lagi' (or a new booking) onto a day the member already has one of these treatments:
 * said before they choose a time, and they may go on (choose a time) or choose another day.
 */
export function SameDayWarning({
  schedule,
  onOtherDay,
}: {
  schedule: AvailableSchedule
  onOtherDay?: (() => void) | undefined
}) {
  const [first, ...more] = schedule.sameDayBookings
  if (!first) return null
  const treatments = [...new Set(schedule.sameDayBookings.flatMap((item) => item.treatments))]
  return (
    <div className="alert alert--warning same-day-warning">
      <p>
        <strong>
          <span aria-hidden="true">⚠ </span>Kamu sudah punya booking {treatments.join(', ')} di hari
          ini
        </strong>{' '}
        (pukul {clockWithZone(first.startsAt, schedule.timeZone)}, {first.bookingNumber}
        {more.length > 0 ? `, dan ${more.length} booking lain` : ''}). Pilih jam di bawah jika
        memang ingin booking lagi, atau pilih tanggal lain.
      </p>
      {onOtherDay ? (
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={onOtherDay}
        >
          Pilih tanggal lain
        </button>
      ) : null}
    </div>
  )
}
