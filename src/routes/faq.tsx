import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumbs } from '../components/content/breadcrumbs'
import { ContentBlocks } from '../components/content/content-blocks'
import { FaqList } from '../components/content/faq-list'
import { EmptyState } from '../components/content/states'
import { JsonLd } from '../components/site/json-ld'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/faq')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.faq()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: FaqPage,
})

function FaqPage() {
  const { data: page } = useSuspenseQuery(contentQueries.faq())
  const items = page.groups.flatMap((group) => group.items)
  return (
    <div className="container page">
      <Breadcrumbs crumbs={[{ name: 'FAQ', path: '/faq' }]} />
      <header className="page-intro">
        <h1>{page.hero?.title ?? 'Pertanyaan yang Sering Ditanyakan'}</h1>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>
      {page.groups.length > 1 ? (
        <nav className="chip-list" aria-label="Kelompok pertanyaan">
          {page.groups.map((group) => (
            <a key={group.id} className="chip" href={`#${group.slug}`}>
              {group.title}
            </a>
          ))}
        </nav>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title="Belum ada pertanyaan di sini.">
          <p className="muted">Punya pertanyaan? Hubungi kami lewat Pusat Bantuan.</p>
        </EmptyState>
      ) : (
        page.groups.map((group) => (
          <section
            key={group.id}
            id={group.slug}
            className="section"
            aria-labelledby={`faq-${group.slug}`}
          >
            <h2 id={`faq-${group.slug}`}>{group.title}</h2>
            <FaqList items={group.items} />
          </section>
        ))
      )}
      <ContentBlocks blocks={page.blocks} />
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
          })),
        }}
      />
    </div>
  )
}
