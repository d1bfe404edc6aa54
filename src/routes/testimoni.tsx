import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { Breadcrumbs } from '../components/content/breadcrumbs'
import { ContentBlocks } from '../components/content/content-blocks'
import { PageHero } from '../components/content/page-hero'
import { ContentError, ContentSkeleton } from '../components/content/states'
import {
  loadTestimonies,
  TestimonySection,
  testimonyListQueries,
} from '../components/content/testimonies'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/testimoni')({
  validateSearch: v.object({
    kondisi: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined),
  }),
  loaderDeps: ({ search }) => ({ kondisi: search.kondisi }),
  loader: ({ context, deps }) => loadTestimonies(context.queryClient, deps.kondisi),
  head: ({ loaderData, match }) => contentHead(loaderData?.page.seo, match.context.siteUrl),
  component: TestimonyPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function TestimonyPage() {
  const { kondisi } = Route.useSearch()
  const { data: page } = useSuspenseQuery(contentQueries.testimonyPage())
  const lists = testimonyListQueries(kondisi)
  const { data: beforeAfter } = useSuspenseQuery(lists.beforeAfter)
  const { data: video } = useSuspenseQuery(lists.video)
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ name: 'Testimoni', path: '/testimoni' }]} />
      </div>
      {page.hero ? <PageHero hero={page.hero} /> : null}
      <div className="container page page--flush">
        {page.hero ? null : <h1>Cerita Mereka</h1>}
        {page.conditions.length > 0 ? (
          <nav aria-label="Saring menurut kondisi">
            <ul className="chip-list">
              <li>
                <Link
                  className="chip"
                  to="/testimoni"
                  search={{ kondisi: undefined }}
                  aria-current={kondisi ? undefined : 'page'}
                >
                  Semua
                </Link>
              </li>
              {page.conditions.map((condition) => (
                <li key={condition.slug}>
                  <Link
                    className="chip"
                    to="/testimoni"
                    search={{ kondisi: condition.slug }}
                    aria-current={kondisi === condition.slug ? 'page' : undefined}
                  >
                    {condition.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <TestimonySection
          id="judul-sebelum-sesudah"
          title="Sebelum dan sesudah"
          list={beforeAfter}
        />
        <TestimonySection id="judul-video" title="Cerita dalam video" list={video} />
        <ContentBlocks blocks={page.blocks} />
        <p className="muted testimony__disclaimer">{page.disclaimer}</p>
      </div>
    </>
  )
}
