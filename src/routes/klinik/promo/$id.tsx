import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { formatDate } from '../../../../contract/indonesian-format'
import {
  clinicPromoStatusLabel,
  PromoFacts,
  promoPeriodText,
} from '../../../components/clinic/promo-card'
import { PromoPrice } from '../../../components/clinic/promo-price'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { ContentBlocks } from '../../../components/content/content-blocks'
import { ContentError, ContentSkeleton } from '../../../components/content/states'
import { JsonLd } from '../../../components/site/json-ld'
import { buttonClass } from '../../../components/ui/button-style'
import { Image } from '../../../components/ui/image'
import { clinicOfferData } from '../../../lib/clinic/promo-offer-data'
import { contentHead } from '../../../lib/content/content-head'
import { orNotFound } from '../../../lib/content/or-not-found'
import { clinicQueries } from '../../../server/clinic/queries'

export const Route = createFileRoute('/klinik/promo/$id')({
  // An expired promotion still answers (200): its page says it has ended. Unknown ids are 404.
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(clinicQueries.promotion(params.id))),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ClinicPromotionPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ClinicPromotionPage() {
  const { id } = Route.useParams()
  const { siteUrl } = Route.useRouteContext()
  const { data: promotion } = useSuspenseQuery(clinicQueries.promotion(id))
  return (
    <article className="container page article clinic-promo">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Promo', path: '/klinik/promo' },
          { name: promotion.title, path: `/klinik/promo/${promotion.id}` },
        ]}
      />
      {siteUrl ? <JsonLd data={clinicOfferData(siteUrl, promotion)} /> : null}
      <header className="article__header">
        <p className="content-card__meta">
          <span className={`badge badge--${promotion.status}`}>
            {clinicPromoStatusLabel(promotion.status)}
          </span>
        </p>
        <h1>{promotion.title}</h1>
        <p className="lead">{promotion.summary}</p>
      </header>
      {promotion.status === 'expired' ? (
        <div className="alert alert--error clinic-promo__notice" role="status">
          <p>
            <strong>Promo ini sudah berakhir</strong> pada{' '}
            <time dateTime={promotion.validUntil}>{formatDate(promotion.validUntil)}</time>.
            Harganya tidak berlaku lagi.
          </p>
          <p>
            <Link to="/klinik/promo">Lihat promo klinik yang masih berlaku</Link>
          </p>
        </div>
      ) : promotion.status === 'upcoming' ? (
        <p className="alert alert--info clinic-promo__notice" role="status">
          Promo ini mulai berlaku{' '}
          <time dateTime={promotion.validFrom}>{formatDate(promotion.validFrom)}</time>.
        </p>
      ) : null}
      <Image
        image={promotion.image}
        className="article__cover"
        sizes="(min-width: 800px) 760px, 100vw"
        maxDisplayWidth={760}
        priority
      />
      <div className="card clinic-promo__summary">
        <PromoPrice normalPrice={promotion.normalPrice} promoPrice={promotion.promoPrice} large />
        <PromoFacts
          promotion={promotion}
          period={
            <>
              {formatDate(promotion.validFrom)} – {formatDate(promotion.validUntil)}
              <span className="visually-hidden"> ({promoPeriodText(promotion)})</span>
            </>
          }
        />
        {promotion.status !== 'expired' && promotion.treatment ? (
          <Link
            to="/klinik/perawatan/$id"
            params={{ id: promotion.treatment.id }}
            className={buttonClass({})}
          >
            Lihat Perawatan
          </Link>
        ) : null}
      </div>
      <div className="article__body">
        <ContentBlocks blocks={promotion.blocks} />
        {promotion.howToUse.length > 0 ? (
          <section className="section" aria-labelledby="cara-pakai">
            <h2 id="cara-pakai">Cara pakai</h2>
            <ol>
              {promotion.howToUse.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ) : null}
        {promotion.terms.length > 0 ? (
          <section className="section" aria-labelledby="syarat-promo">
            <h2 id="syarat-promo">Syarat dan ketentuan</h2>
            <ul>
              {promotion.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  )
}
