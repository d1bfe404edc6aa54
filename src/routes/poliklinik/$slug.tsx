import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ConditionCardView } from '../../components/content/cards'
import { ContentBlocks } from '../../components/content/content-blocks'
import { FaqList } from '../../components/content/faq-list'
import { PageHero } from '../../components/content/page-hero'
import { contentHead } from '../../lib/content/content-head'
import { orNotFound } from '../../lib/content/or-not-found'
import { contentQueries } from '../../server/content/queries'

export const Route = createFileRoute('/poliklinik/$slug')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(contentQueries.polyclinic(params.slug))),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: PolyclinicPage,
})

function PolyclinicPage() {
  const { slug } = Route.useParams()
  const { data: page } = useSuspenseQuery(contentQueries.polyclinic(slug))
  const hero = page.hero ?? { title: page.name, subtitle: page.description, image: page.image }
  return (
    <>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { name: 'Poliklinik', path: '/poliklinik' },
            { name: page.name, path: `/poliklinik/${page.slug}` },
          ]}
        />
      </div>
      <PageHero hero={hero} />
      <div className="container page page--flush">
        <section className="section" aria-labelledby="judul-kondisi">
          <h2 id="judul-kondisi">Keluhan yang ditangani</h2>
          <ul className="content-grid">
            {page.conditions.map((condition) => (
              <ConditionCardView key={condition.id} condition={condition} />
            ))}
          </ul>
        </section>
        <ContentBlocks blocks={page.blocks} />
        {page.faq.length > 0 ? (
          <section className="section" aria-labelledby="judul-faq">
            <h2 id="judul-faq">Pertanyaan seputar {page.name}</h2>
            <FaqList items={page.faq} />
          </section>
        ) : null}
      </div>
    </>
  )
}
