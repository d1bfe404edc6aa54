import type { ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'
import { openStatus, openStatusText } from '../../lib/clinic/opening-hours'

/**
 * 'Buka sekarang · tutup pukul 20.00 WITA' or 'Tutup · buka besok pukul 10.00 WITA', in words
 * and colour (never colour alone). `now` comes from `useNow`, so hydration sees the server's.
 */
export function OpenBadge({
  hours,
  timeZone,
  now,
  short = false,
}: {
  hours: readonly OpeningHours[]
  timeZone: ClinicTimeZone
  now: Date
  /** Cards: 'Buka sekarang' or 'Tutup' only. */
  short?: boolean
}) {
  const status = openStatus(hours, timeZone, now)
  const text = openStatusText(status, timeZone)
  return (
    <span
      className={`badge open-badge ${status.open ? 'open-badge--open' : 'open-badge--closed'}`}
      title={short ? text : undefined}
    >
      <span className="open-badge__dot" aria-hidden="true" />
      {short ? (status.open ? 'Buka sekarang' : 'Tutup') : text}
    </span>
  )
}
