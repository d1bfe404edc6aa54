import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ArticleGrid } from '../../components/content/cards'
import { ContentBlocks } from '../../components/content/content-blocks'
import { FaqList } from '../../components/content/faq-list'
import { PageHero } from '../../components/content/page-hero'
import { ConsultCta } from '../../components/flows/consult-cta'
import { contentHead } from '../../lib/content/content-head'
import { orNotFound } from '../../lib/content/or-not-found'
import { contentQueries } from '../../server/content/queries'

export const Route = createFileRoute('/kondisi/$id')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(contentQueries.condition(params.id))),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ConditionPage,
})

function ConditionPage() {
  const { id } = Route.useParams()
  const { data: page } = useSuspenseQuery(contentQueries.condition(id))
  const { condition } = page
  const hero = page.hero ?? {
    title: condition.name,
    subtitle: condition.summary,
    image: condition.image,
  }
  const cta = (
    <ConsultCta entry={{ flowId: condition.flowId, type: 'condition', name: condition.slug }} />
  )
  return (
    <>
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { name: condition.polyclinic.name, path: `/poliklinik/${condition.polyclinic.slug}` },
            { name: condition.name, path: `/kondisi/${condition.id}` },
          ]}
        />
      </div>
      <PageHero hero={{ ...hero, cta: undefined }} actions={cta} />
      <div className="container page page--flush">
        {page.symptoms.length > 0 ? (
          <section className="section card" aria-labelledby="judul-gejala">
            <h2 id="judul-gejala">Tanda yang sering muncul</h2>
            <ul className="check-list">
              {page.symptoms.map((symptom) => (
                <li key={symptom}>{symptom}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <ContentBlocks blocks={page.blocks} />
        {page.faq.length > 0 ? (
          <section className="section" aria-labelledby="judul-faq">
            <h2 id="judul-faq">Pertanyaan seputar {condition.name}</h2>
            <FaqList items={page.faq} />
          </section>
        ) : null}
        {page.relatedArticles.length > 0 ? (
          <section className="section" aria-labelledby="judul-artikel">
            <h2 id="judul-artikel">Bacaan terkait</h2>
            <ArticleGrid articles={page.relatedArticles} />
          </section>
        ) : null}
        <section className="section cta-band" aria-labelledby="judul-mulai">
          <h2 id="judul-mulai">Siap ceritakan keluhan {condition.name.toLowerCase()}?</h2>
          <p className="muted">Isi kuesioner singkat, dokter ahli menganalisis jawabanmu.</p>
          {cta}
        </section>
      </div>
    </>
  )
}
