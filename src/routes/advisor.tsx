import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../components/content/breadcrumbs'
import { ContentBlocks } from '../components/content/content-blocks'
import { PageHero } from '../components/content/page-hero'
import { EmptyState } from '../components/content/states'
import { Image } from '../components/ui/image'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/advisor')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.advisors()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: AdvisorPage,
})

function AdvisorPage() {
  const { data: page } = useSuspenseQuery(contentQueries.advisors())
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ name: 'Dokter Kami', path: '/advisor' }]} />
      </div>
      {page.hero ? <PageHero hero={page.hero} /> : null}
      <div className="container page page--flush">
        {page.hero ? null : <h1>Dokter Kami</h1>}
        {page.advisors.length === 0 ? (
          <EmptyState title="Profil dokter sedang disiapkan." />
        ) : (
          <ul className="advisor-list">
            {page.advisors.map((advisor) => (
              <li key={advisor.id} className="card advisor">
                <Image
                  image={advisor.photo}
                  className="advisor__photo"
                  sizes="160px"
                  maxDisplayWidth={160}
                />
                <div>
                  <h2 className="advisor__name">{advisor.name}</h2>
                  <p className="advisor__title">{advisor.title}</p>
                  <p className="muted advisor__str">
                    STR {advisor.strNumber} · {advisor.experienceYears} tahun pengalaman
                  </p>
                  {advisor.bio.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <ul className="chip-list" aria-label={`Fokus ${advisor.name}`}>
                    {advisor.focus.map((topic) => (
                      <li key={topic} className="chip">
                        {topic}
                      </li>
                    ))}
                  </ul>
                  <details className="advisor__education">
                    <summary>Pendidikan</summary>
                    <ul>
                      {advisor.education.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </details>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ContentBlocks blocks={page.blocks} />
      </div>
    </>
  )
}
