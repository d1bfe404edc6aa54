import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ClinicPromotion, ClinicRef } from '../../../contract/clinic/schemas'
import { formatDate } from '../../../contract/indonesian-format'
import { Image } from '../ui/image'
import { PromoPrice } from './promo-price'

const CARD_SIZES = '(min-width: 1152px) 352px, (min-width: 768px) 33vw, 100vw'

const STATUS_LABEL: Record<ClinicPromotion['status'], string> = {
  upcoming: 'Segera hadir',
  active: 'Berlaku',
  expired: 'Sudah berakhir',
}

export function clinicPromoStatusLabel(status: ClinicPromotion['status']) {
  return STATUS_LABEL[status]
}

/** When it runs, in the words its status needs: starts, runs until, or ended. */
export function promoPeriodText(
  promotion: Pick<ClinicPromotion, 'status' | 'validFrom' | 'validUntil'>,
) {
  if (promotion.status === 'upcoming') {
    return `Mulai ${formatDate(promotion.validFrom)}, berlaku sampai ${formatDate(promotion.validUntil)}`
  }
  if (promotion.status === 'expired') return `Berakhir ${formatDate(promotion.validUntil)}`
  return `Berlaku sampai ${formatDate(promotion.validUntil)}`
}

/** The branches a promotion applies at, as links; 'Semua cabang' when it names none. */
export function PromoBranches({ clinics }: { clinics: ClinicRef[] }) {
  if (clinics.length === 0) return <span>Semua cabang</span>
  return (
    <>
      {clinics.map((clinic, index) => (
        <span key={clinic.id}>
          {index > 0 ? ', ' : null}
          <Link to="/klinik/cabang/$id" params={{ id: clinic.id }}>
            {clinic.name}
          </Link>
        </span>
      ))}
    </>
  )
}

/** A promotion's treatment (when it names one), branches and period, as a short list of facts. */
export function PromoFacts({
  promotion,
  period,
}: {
  promotion: Pick<ClinicPromotion, 'treatment' | 'clinics'>
  period: ReactNode
}) {
  return (
    <dl className="clinic-facts">
      {promotion.treatment ? (
        <div>
          <dt>Perawatan</dt>
          <dd>
            <Link to="/klinik/perawatan/$id" params={{ id: promotion.treatment.id }}>
              {promotion.treatment.name}
            </Link>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Cabang</dt>
        <dd>
          <PromoBranches clinics={promotion.clinics} />
        </dd>
      </div>
      <div>
        <dt>Periode</dt>
        <dd>{period}</dd>
      </div>
    </dl>
  )
}

/** One clinic promotion in the list: banner, status, title, price and saving, where and until. */
export function ClinicPromoCard({
  promotion,
  priority,
}: {
  promotion: ClinicPromotion
  priority?: boolean
}) {
  return (
    <li className="card content-card clinic-promo-card">
      <Image
        image={promotion.image}
        className="content-card__image"
        sizes={CARD_SIZES}
        maxDisplayWidth={390}
        priority={priority}
      />
      <div className="content-card__body">
        <p className="content-card__meta">
          <span className={`badge badge--${promotion.status}`}>
            {STATUS_LABEL[promotion.status]}
          </span>
        </p>
        <h3 className="content-card__title">
          <Link to="/klinik/promo/$id" params={{ id: promotion.id }}>
            {promotion.title}
          </Link>
        </h3>
        <PromoPrice normalPrice={promotion.normalPrice} promoPrice={promotion.promoPrice} />
        <p className="muted">{promotion.summary}</p>
        <PromoFacts promotion={promotion} period={promoPeriodText(promotion)} />
      </div>
    </li>
  )
}
