import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ClinicPromoCard } from '../../../components/clinic/promo-card'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { ContentBlocks } from '../../../components/content/content-blocks'
import { ContentError, ContentSkeleton, EmptyState } from '../../../components/content/states'
import { contentHead } from '../../../lib/content/content-head'
import { clinicQueries } from '../../../server/clinic/queries'

export const Route = createFileRoute('/klinik/promo/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(clinicQueries.promotions()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ClinicPromotionListPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ClinicPromotionListPage() {
  const { data } = useSuspenseQuery(clinicQueries.promotions())
  // The API lists running and upcoming ones; running first, each group by its end.
  const running = data.data.filter((promotion) => promotion.status === 'active')
  const upcoming = data.data.filter((promotion) => promotion.status === 'upcoming')
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Promo', path: '/klinik/promo' },
        ]}
      />
      <header className="page-intro">
        <h1>{data.hero?.title ?? 'Promo Diri Klinik'}</h1>
        {data.hero ? <p className="lead prose">{data.hero.subtitle}</p> : null}
      </header>
      {running.length === 0 && upcoming.length === 0 ? (
        <EmptyState title="Belum ada promo klinik yang berlaku.">
          <p className="muted">
            Promo baru rutin kami tambahkan. Sementara itu, lihat{' '}
            <Link to="/klinik/perawatan">daftar perawatan</Link> dan harganya.
          </p>
        </EmptyState>
      ) : null}
      {running.length > 0 ? (
        <section className="section" aria-labelledby="promo-berlaku">
          <h2 id="promo-berlaku">Sedang berlaku</h2>
          <ul className="content-grid">
            {running.map((promotion, index) => (
              <ClinicPromoCard key={promotion.id} promotion={promotion} priority={index === 0} />
            ))}
          </ul>
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section className="section" aria-labelledby="promo-segera">
          <h2 id="promo-segera">Segera hadir</h2>
          <ul className="content-grid">
            {upcoming.map((promotion) => (
              <ClinicPromoCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        </section>
      ) : null}
      <ContentBlocks blocks={data.blocks} />
    </div>
  )
}
