import type { ReactNode } from 'react'
import type { TreatmentSummary } from '../../../contract/clinic/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { Image } from '../ui/image'

/** The top of a treatment's page: category, name, summary, price from and duration, actions. */
export function TreatmentHero({
  treatment,
  title = treatment.name,
  lead = treatment.summary,
  eyebrow = treatment.category.name,
  image = treatment.image,
  actions,
}: {
  treatment: TreatmentSummary
  title?: string
  lead?: string
  eyebrow?: string
  image?: TreatmentSummary['image']
  actions: ReactNode
}) {
  return (
    <section className="container hero content-hero treatment-hero" aria-labelledby="judul-halaman">
      <div>
        <span className="hero__eyebrow">{eyebrow}</span>
        <h1 id="judul-halaman" className="hero__title">
          {title}
        </h1>
        <p className="hero__lead">{lead}</p>
        <dl className="treatment-hero__facts">
          <div>
            <dt>Harga mulai</dt>
            <dd>{formatRupiah(treatment.priceFrom)}</dd>
          </div>
          <div>
            <dt>Durasi</dt>
            <dd>{treatment.durationMinutes} menit</dd>
          </div>
        </dl>
        <div className="hero__actions">{actions}</div>
      </div>
      <Image
        image={image}
        className="content-hero__image"
        sizes="(min-width: 900px) 480px, 100vw"
        maxDisplayWidth={480}
        priority
      />
    </section>
  )
}
