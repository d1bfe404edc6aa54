import { useSuspenseQuery } from '@tanstack/react-query'
import { LOCALE } from '../../../app.config'
import { clinicQueries } from '../../server/clinic/queries'
import { SectionRetry } from './section-retry'

const count = new Intl.NumberFormat(LOCALE.bcp47)

/** The clinic in numbers (`/v2/public/misc/summary`); a retry block when they did not load. */
export function ClinicCounts() {
  const query = useSuspenseQuery(clinicQueries.summary())
  const summary = query.data
  if (!summary) {
    return (
      <SectionRetry
        what="Angka klinik kami"
        onRetry={() => void query.refetch()}
        pending={query.isFetching}
      />
    )
  }
  const items = [
    { value: summary.branches, label: 'cabang' },
    { value: summary.doctors, label: 'dokter' },
    { value: summary.treatments, label: 'perawatan' },
    { value: summary.patientsServed, label: 'pasien dilayani' },
  ]
  return (
    <ul className="stats clinic-counts">
      {items.map((item) => (
        <li key={item.label} className="card stat">
          <strong className="stat__value">{count.format(item.value)}</strong>
          <span className="muted">{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
