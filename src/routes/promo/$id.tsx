import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { formatDate } from '../../../contract/indonesian-format'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { promotionStatusLabel } from '../../components/content/cards'
import { ContentBlocks } from '../../components/content/content-blocks'
import { Image } from '../../components/ui/image'
import { contentHead } from '../../lib/content/content-head'
import { promotionQueries } from '../../server/content/server-queries'

export const Route = createFileRoute('/promo/$id')({
  loader: async ({ context, params }) => {
    const promotion = await context.queryClient.ensureQueryData(
      promotionQueries.detail(params.id, context.session !== null),
    )
    if (!promotion) throw notFound()
    return promotion
  },
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: PromotionPage,
})

function PromotionPage() {
  const { id } = Route.useParams()
  const { session } = Route.useRouteContext()
  const { data: promotion } = useSuspenseQuery(promotionQueries.detail(id, session !== null))
  if (!promotion) return null
  return (
    <article className="container page article">
      <Breadcrumbs
        crumbs={[
          { name: 'Promo', path: '/promo' },
          { name: promotion.title, path: `/promo/${promotion.id}` },
        ]}
      />
      <header className="article__header">
        <p className="content-card__meta">
          <span className={`badge badge--${promotion.status}`}>
            {promotionStatusLabel(promotion.status)}
          </span>
          {promotion.membersOnly ? <span className="badge">Khusus member</span> : null}
        </p>
        <h1>{promotion.title}</h1>
        <p className="lead">{promotion.summary}</p>
        <p className="muted">
          Berlaku {formatDate(promotion.validFrom)} – {formatDate(promotion.validUntil)}
        </p>
      </header>
      <Image
        image={promotion.image}
        className="article__cover"
        sizes="(min-width: 800px) 760px, 100vw"
        maxDisplayWidth={760}
        priority
      />
      {promotion.status === 'expired' ? (
        <p className="alert alert--error">
          Promo ini sudah berakhir. Lihat promo lain yang masih berlaku.
        </p>
      ) : promotion.code ? (
        <div className="card promo-code">
          <p className="muted">Kode promo</p>
          <p className="promo-code__value">{promotion.code}</p>
          <p className="muted">Masukkan kode ini saat checkout.</p>
        </div>
      ) : null}
      <div className="article__body">
        <ContentBlocks blocks={promotion.blocks} />
        {promotion.howToUse.length > 0 ? (
          <section className="section">
            <h2>Cara pakai</h2>
            <ol>
              {promotion.howToUse.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ) : null}
        {promotion.terms.length > 0 ? (
          <section className="section">
            <h2>Syarat dan ketentuan</h2>
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
