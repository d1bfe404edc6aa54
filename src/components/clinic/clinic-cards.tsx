import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type {
  ClinicPromotion,
  ClinicTestimony,
  KeyTreatmentCard,
  OfflineClinic,
  TreatmentSummary,
} from '../../../contract/clinic/schemas'
import { formatDate, formatRupiah } from '../../../contract/indonesian-format'
import type { ImageSource } from '../../lib/image-sources'
import { Image } from '../ui/image'
import { BookingLink } from './booking-link'
import { OpenBadge } from './open-badge'

const CARD_SIZES = '(min-width: 1152px) 352px, (min-width: 768px) 33vw, 100vw'

/** Exactly four cards sit in one row on a wide screen instead of three and an orphan. */
function gridClass(count: number) {
  return count === 4 ? 'content-grid clinic-grid--four' : 'content-grid'
}

/** The content grid's card (same look as articles and promotions). */
function ClinicCard({
  image,
  priority,
  badges,
  title,
  className,
  children,
}: {
  image: ImageSource
  priority?: boolean | undefined
  badges?: ReactNode
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <li className={`card content-card ${className ?? ''}`}>
      <Image
        image={image}
        className="content-card__image"
        sizes={CARD_SIZES}
        maxDisplayWidth={390}
        priority={priority}
      />
      <div className="content-card__body">
        {badges ? <p className="content-card__meta">{badges}</p> : null}
        <h3 className="content-card__title">{title}</h3>
        {children}
      </div>
    </li>
  )
}

/** 'Mulai Rp150.000 · 60 menit'. */
export function TreatmentFacts({ treatment }: { treatment: TreatmentSummary }) {
  return (
    <p className="treatment-facts">
      <span className="treatment-facts__price">Mulai {formatRupiah(treatment.priceFrom)}</span>
      <span className="muted">{treatment.durationMinutes} menit</span>
    </p>
  )
}

export function TreatmentCard({
  treatment,
  priority,
}: {
  treatment: TreatmentSummary
  priority?: boolean | undefined
}) {
  return (
    <ClinicCard
      image={treatment.image}
      priority={priority}
      badges={<span className="badge">{treatment.category.name}</span>}
      title={
        <Link to="/klinik/perawatan/$id" params={{ id: treatment.id }}>
          {treatment.name}
        </Link>
      }
    >
      <p className="muted">{treatment.summary}</p>
      <TreatmentFacts treatment={treatment} />
    </ClinicCard>
  )
}

export function TreatmentGrid({
  treatments,
  priorityFirst,
}: {
  treatments: TreatmentSummary[]
  priorityFirst?: boolean
}) {
  return (
    <ul className={gridClass(treatments.length)}>
      {treatments.map((treatment, index) => (
        <TreatmentCard
          key={treatment.id}
          treatment={treatment}
          priority={priorityFirst && index === 0}
        />
      ))}
    </ul>
  )
}

/** 'Kota Jakarta Selatan' → 'Jakarta Selatan', 'Kabupaten Badung' → 'Kab. Badung': a badge's width. */
function shortCity(city: string) {
  return city.replace(/^Kota /, '').replace(/^Kabupaten /, 'Kab. ')
}

/**
 * A branch: where it is, open or closed now, and its page. With `bookTreatmentId`, also
 * 'Booking di sini' for that treatment at this branch.
 */
export function BranchCard({
  clinic,
  now,
  bookTreatmentId,
  signedIn = false,
  priority,
}: {
  clinic: OfflineClinic
  now: Date
  bookTreatmentId?: string | undefined
  signedIn?: boolean
  priority?: boolean | undefined
}) {
  return (
    <ClinicCard
      image={clinic.image}
      priority={priority}
      className="branch-card"
      badges={
        <>
          <span className="badge badge--plain">{shortCity(clinic.address.city)}</span>
          <OpenBadge hours={clinic.openingHours} timeZone={clinic.timeZone} now={now} short />
        </>
      }
      title={
        <Link
          to="/klinik/cabang/$id"
          params={{ id: clinic.id }}
          search={{ perawatan: bookTreatmentId }}
        >
          {clinic.name}
        </Link>
      }
    >
      <p className="muted">{clinic.summary}</p>
      <p className="branch-card__address small">
        {clinic.address.street}, {clinic.address.district}
      </p>
      {bookTreatmentId ? (
        <BookingLink
          target={{ treatmentId: bookTreatmentId, clinicId: clinic.id }}
          signedIn={signedIn}
          label="Booking di sini"
          variant="secondary"
          size="small"
          accessibleName={`Booking di sini: ${clinic.name}`}
        />
      ) : null}
    </ClinicCard>
  )
}

export function BranchGrid({
  clinics,
  now,
  bookTreatmentId,
  signedIn,
  priorityFirst,
}: {
  clinics: OfflineClinic[]
  now: Date
  bookTreatmentId?: string | undefined
  signedIn?: boolean
  priorityFirst?: boolean
}) {
  return (
    <ul className={gridClass(clinics.length)}>
      {clinics.map((clinic, index) => (
        <BranchCard
          key={clinic.id}
          clinic={clinic}
          now={now}
          bookTreatmentId={bookTreatmentId}
          signedIn={signedIn}
          priority={priorityFirst && index === 0}
        />
      ))}
    </ul>
  )
}

export function KeyTreatmentGrid({ items }: { items: KeyTreatmentCard[] }) {
  return (
    <ul className={gridClass(items.length)}>
      {items.map((item) => (
        <ClinicCard
          key={item.id}
          image={item.image}
          badges={<span className="badge badge--accent">Unggulan</span>}
          title={
            <Link to="/klinik/unggulan/$id" params={{ id: item.id }}>
              {item.title}
            </Link>
          }
        >
          <p className="muted">{item.summary}</p>
        </ClinicCard>
      ))}
    </ul>
  )
}

/** A running promotion on the clinic's landing; its page is `/klinik/promo/{id}`. */
export function LandingPromotionGrid({ promotions }: { promotions: ClinicPromotion[] }) {
  return (
    <ul className="content-grid">
      {promotions.map((promotion) => (
        <ClinicCard
          key={promotion.id}
          className="clinic-promo-card"
          image={promotion.image}
          badges={<span className="badge badge--active">Berlaku</span>}
          title={
            <Link to="/klinik/promo/$id" params={{ id: promotion.id }}>
              {promotion.title}
            </Link>
          }
        >
          <p className="muted">{promotion.summary}</p>
          <p className="price">
            <span className="price__now">{formatRupiah(promotion.promoPrice)}</span>
            {promotion.normalPrice > promotion.promoPrice ? (
              <s className="price__was">{formatRupiah(promotion.normalPrice)}</s>
            ) : null}
          </p>
          <p className="content-card__meta muted">
            Berlaku sampai {formatDate(promotion.validUntil)}
          </p>
        </ClinicCard>
      ))}
    </ul>
  )
}

/** A few patients' words on the landing; the rest are on `/klinik/testimoni`. */
export function LandingTestimonyList({ testimonies }: { testimonies: ClinicTestimony[] }) {
  return (
    <ul className="clinic-quotes">
      {testimonies.map((testimony) => (
        <li key={testimony.id} className="card clinic-quote">
          <p className="stars" role="img" aria-label={`Nilai ${testimony.rating} dari 5`}>
            {'★'.repeat(testimony.rating)}
            <span className="stars__empty">{'★'.repeat(5 - testimony.rating)}</span>
          </p>
          <blockquote className="clinic-quote__text">
            <p>“{testimony.quote}”</p>
          </blockquote>
          <p className="clinic-quote__who small muted">
            <strong>{testimony.name}</strong>
            {testimony.age ? `, ${testimony.age} tahun` : null}, {testimony.city} ·{' '}
            {testimony.treatment.name} di {testimony.clinic.name}
          </p>
        </li>
      ))}
    </ul>
  )
}
