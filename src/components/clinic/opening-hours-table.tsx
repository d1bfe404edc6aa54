import type { ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { wallClock, weekRows } from '../../lib/clinic/opening-hours'

/** Senin to Minggu in the branch's own time, today's row marked in words and colour. */
export function OpeningHoursTable({
  hours,
  timeZone,
  now,
}: {
  hours: readonly OpeningHours[]
  timeZone: ClinicTimeZone
  now: Date
}) {
  const today = wallClock(now, timeZone).day
  return (
    <table className="opening-hours">
      <caption className="visually-hidden">
        Jam buka dalam waktu setempat ({TIME_ZONE_LABELS[timeZone]})
      </caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Hari</th>
          <th scope="col">Jam buka ({TIME_ZONE_LABELS[timeZone]})</th>
        </tr>
      </thead>
      <tbody>
        {weekRows(hours).map((row) => (
          <tr
            key={row.day}
            className={row.day === today ? 'opening-hours__today' : undefined}
            aria-current={row.day === today ? 'date' : undefined}
          >
            <th scope="row">
              {row.name}
              {row.day === today ? <span className="opening-hours__tag"> (hari ini)</span> : null}
            </th>
            <td className={row.text === 'Tutup' ? 'muted' : undefined}>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
