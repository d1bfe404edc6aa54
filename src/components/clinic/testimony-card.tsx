import { Link } from '@tanstack/react-router'
import type { ClinicTestimony } from '../../../contract/clinic/schemas'
import { formatDate } from '../../../contract/indonesian-format'
import { Image } from '../ui/image'

/** Five stars filled to the rating, read out as 'Nilai 4 dari 5'. */
export function TestimonyStars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Nilai ${rating} dari 5`}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="stars__empty">{'★'.repeat(5 - rating)}</span>
      </span>
    </span>
  )
}

/** One patient's words about a treatment at a branch. */
export function ClinicTestimonyCard({ testimony }: { testimony: ClinicTestimony }) {
  return (
    <li className="card clinic-testimony">
      {testimony.image ? (
        <Image
          image={testimony.image}
          className="clinic-testimony__image"
          sizes="(min-width: 768px) 320px, 100vw"
          maxDisplayWidth={390}
        />
      ) : null}
      <TestimonyStars rating={testimony.rating} />
      <blockquote className="testimony__quote">“{testimony.quote}”</blockquote>
      <p className="testimony__who">
        <strong>{testimony.name}</strong>
        {testimony.age ? `, ${testimony.age} tahun` : ''} · {testimony.city}
      </p>
      <dl className="clinic-facts">
        <div>
          <dt>Perawatan</dt>
          <dd>
            <Link to="/klinik/perawatan/$id" params={{ id: testimony.treatment.id }}>
              {testimony.treatment.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Cabang</dt>
          <dd>
            <Link to="/klinik/cabang/$id" params={{ id: testimony.clinic.id }}>
              {testimony.clinic.name}
            </Link>
          </dd>
        </div>
      </dl>
      <p className="muted clinic-testimony__date">
        <time dateTime={testimony.publishedAt}>{formatDate(testimony.publishedAt)}</time>
      </p>
    </li>
  )
}
