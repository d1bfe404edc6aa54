import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { PromotionCard } from '../../components/content/cards'
import { EmptyState } from '../../components/content/states'
import { contentHead } from '../../lib/content/content-head'
import { promotionQueries } from '../../server/content/server-queries'

export const Route = createFileRoute('/promo/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(promotionQueries.list(context.session !== null)),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: PromotionListPage,
})

function PromotionListPage() {
  const { session } = Route.useRouteContext()
  const { data } = useSuspenseQuery(promotionQueries.list(session !== null))
  return (
    <div className="container page">
      <Breadcrumbs crumbs={[{ name: 'Promo', path: '/promo' }]} />
      <header className="page-intro">
        <h1>{data.hero?.title ?? 'Promo Diri'}</h1>
        {data.hero ? <p className="lead prose">{data.hero.subtitle}</p> : null}
      </header>
      {data.data.length === 0 ? (
        <EmptyState title="Belum ada promo yang berlaku.">
          <p className="muted">Cek lagi minggu depan, promo baru rutin kami tambahkan.</p>
        </EmptyState>
      ) : (
        <>
          <h2 className="visually-hidden">Daftar promo</h2>
          <ul className="content-grid">
            {data.data.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
