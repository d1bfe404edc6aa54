import { Link } from '@tanstack/react-router'
import type { Program } from '../../../contract/clinic/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { Image } from '../ui/image'

/** '12 minggu · 6 sesi'. */
export function programLength(program: Pick<Program, 'durationWeeks' | 'sessions'>) {
  return `${program.durationWeeks} minggu · ${program.sessions} sesi`
}

/** One program: what it is, how long, how many sessions, its price, what it includes. */
export function ProgramCard({ program, priority }: { program: Program; priority?: boolean }) {
  const headingId = `program-${program.id}`
  return (
    <li className="card content-card clinic-program" aria-labelledby={headingId}>
      <Image
        image={program.image}
        className="content-card__image"
        sizes="(min-width: 1152px) 352px, (min-width: 768px) 50vw, 100vw"
        maxDisplayWidth={560}
        priority={priority}
      />
      <div className="content-card__body">
        <p className="content-card__meta">
          <span className="badge">{programLength(program)}</span>
        </p>
        <h3 id={headingId} className="content-card__title">
          {program.name}
        </h3>
        <p className="muted">{program.summary}</p>
        <p className="price price--large">
          <span className="price__now">{formatRupiah(program.price)}</span>{' '}
          <span className="muted">untuk seluruh program</span>
        </p>
        {program.includes.length > 0 ? (
          <>
            <p className="clinic-program__label">Sudah termasuk</p>
            <ul className="check-list">
              {program.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        {program.treatments.length > 0 ? (
          <>
            <p className="clinic-program__label">Perawatan</p>
            <ul className="chip-list clinic-program__treatments">
              {program.treatments.map((treatment) => (
                <li key={treatment.id}>
                  <Link className="chip" to="/klinik/perawatan/$id" params={{ id: treatment.id }}>
                    {treatment.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  )
}
