import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../components/content/breadcrumbs'
import { ContentBlocks } from '../components/content/content-blocks'
import { PageHero } from '../components/content/page-hero'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/tentang-kami')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.aboutUs()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: AboutUsPage,
})

function AboutUsPage() {
  const { data: page } = useSuspenseQuery(contentQueries.aboutUs())
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ name: 'Tentang Kami', path: '/tentang-kami' }]} />
      </div>
      {page.hero ? <PageHero hero={page.hero} /> : null}
      <div className="container page page--flush">
        {page.hero ? null : <h1>Tentang Diri</h1>}
        {page.stats.length > 0 ? (
          <ul className="stats">
            {page.stats.map((stat) => (
              <li key={stat.label} className="card stat">
                <strong className="stat__value">{stat.value}</strong>
                <span className="muted">{stat.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ContentBlocks blocks={page.blocks} />
      </div>
    </>
  )
}
