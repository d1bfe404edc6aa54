import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import type { TreatmentSummary } from '../../../../contract/clinic/schemas'
import { TreatmentGrid } from '../../../components/clinic/clinic-cards'
import { SectionRetry } from '../../../components/clinic/section-retry'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { ContentBlocks } from '../../../components/content/content-blocks'
import { ContentError, ContentSkeleton, EmptyState } from '../../../components/content/states'
import { slugSearchParam } from '../../../lib/clinic/search-params'
import { contentHead } from '../../../lib/content/content-head'
import { clinicQueries } from '../../../server/clinic/queries'

const TreatmentSearch = v.object({ kategori: slugSearchParam })

export const Route = createFileRoute('/klinik/perawatan/')({
  validateSearch: TreatmentSearch,
  staticData: { canonicalSearch: ['kategori'] },
  loaderDeps: ({ search }) => ({ kategori: search.kategori }),
  loader: async ({ context, deps }) => {
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(clinicQueries.treatmentListPage()),
      context.queryClient.ensureQueryData(clinicQueries.treatments({ category: deps.kategori })),
    ])
    const category = page.categories.find((item) => item.slug === deps.kategori)
    // An unknown category shows every treatment rather than an empty page.
    if (deps.kategori && !category) {
      throw redirect({ to: '/klinik/perawatan', search: { kategori: undefined } })
    }
    return { seo: page.seo, categoryName: category?.name }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData?.categoryName) return contentHead(loaderData?.seo, match.context.siteUrl)
    return contentHead(
      // The category first: search results of the categories differ where people look.
      { ...loaderData.seo, title: `${loaderData.categoryName} – ${loaderData.seo.title}` },
      match.context.siteUrl,
    )
  },
  component: TreatmentListPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function TreatmentListPage() {
  const { kategori } = Route.useSearch()
  const { data: page } = useSuspenseQuery(clinicQueries.treatmentListPage())
  const list = useSuspenseQuery(clinicQueries.treatments({ category: kategori }))
  const category = page.categories.find((item) => item.slug === kategori)
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Perawatan', path: '/klinik/perawatan' },
        ]}
      />
      <header className="page-intro">
        <h1>{page.hero?.title ?? 'Perawatan Diri Klinik'}</h1>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>
      <nav aria-label="Kategori perawatan">
        <ul className="chip-list">
          <li>
            <Link
              className="chip"
              to="/klinik/perawatan"
              search={{ kategori: undefined }}
              aria-current={category ? undefined : 'page'}
            >
              Semua
            </Link>
          </li>
          {page.categories.map((item) => (
            <li key={item.slug}>
              <Link
                className="chip"
                to="/klinik/perawatan"
                search={{ kategori: item.slug }}
                aria-current={category?.slug === item.slug ? 'page' : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.data === null ? (
        <SectionRetry
          what="Daftar perawatan"
          onRetry={() => void list.refetch()}
          pending={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState title="Belum ada perawatan di kategori ini.">
          <p className="muted">
            <Link to="/klinik/perawatan" search={{ kategori: undefined }}>
              Lihat semua perawatan
            </Link>
          </p>
        </EmptyState>
      ) : (
        groupByCategory(list.data.data, page.categories).map((group, index) => (
          <section
            key={group.slug}
            className="treatment-group"
            aria-labelledby={`kategori-${group.slug}`}
          >
            <h2 id={`kategori-${group.slug}`}>{group.name}</h2>
            <TreatmentGrid treatments={group.treatments} priorityFirst={index === 0} />
          </section>
        ))
      )}
      {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}
    </div>
  )
}

/** Treatments under their category's heading, categories in the page's order. */
function groupByCategory(
  treatments: TreatmentSummary[],
  order: readonly { slug: string; name: string }[],
) {
  const groups = new Map<string, { slug: string; name: string; treatments: TreatmentSummary[] }>()
  for (const item of order) groups.set(item.slug, { ...item, treatments: [] })
  for (const treatment of treatments) {
    const group = groups.get(treatment.category.slug) ?? {
      ...treatment.category,
      treatments: [],
    }
    group.treatments.push(treatment)
    groups.set(group.slug, group)
  }
  return [...groups.values()].filter((group) => group.treatments.length > 0)
}
