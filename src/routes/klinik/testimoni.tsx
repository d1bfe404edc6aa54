import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { CLINIC_TESTIMONY_PAGE_SIZE } from '../../../contract/clinic/schemas'
import { SectionRetry } from '../../components/clinic/section-retry'
import { ClinicTestimonyCard } from '../../components/clinic/testimony-card'
import { TestimonyPagination } from '../../components/clinic/testimony-pagination'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ContentBlocks } from '../../components/content/content-blocks'
import { ContentError, ContentSkeleton, EmptyState } from '../../components/content/states'
import { pageSearchParam } from '../../lib/clinic/search-params'
import { contentHead } from '../../lib/content/content-head'
import { clinicQueries } from '../../server/clinic/queries'

/** `?halaman=2`: a page number; page 1 and anything else is the first page (no parameter). */
const ClinicTestimonySearch = v.object({ halaman: pageSearchParam })

// Spec §9: clinic testimonies come 4 to a page, asked for as `limit=4`.
const listQuery = (page: number | undefined) =>
  clinicQueries.testimonies({ page: page ?? 1, limit: CLINIC_TESTIMONY_PAGE_SIZE })

export const Route = createFileRoute('/klinik/testimoni')({
  validateSearch: ClinicTestimonySearch,
  loaderDeps: ({ search }) => ({ halaman: search.halaman }),
  loader: async ({ context, deps }) => {
    // The page must load; its list yields null when it failed (spec §8), shown as a retry block.
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(clinicQueries.testimonyPage()),
      context.queryClient.ensureQueryData(listQuery(deps.halaman)),
    ])
    return { seo: page.seo, halaman: deps.halaman }
  },
  head: ({ loaderData, match }) => {
    const page = loaderData?.halaman ?? 1
    if (!loaderData || page === 1) return contentHead(loaderData?.seo, match.context.siteUrl)
    // Each page has its own title, so search results tell them apart.
    return contentHead(
      { ...loaderData.seo, title: `${loaderData.seo.title} (Halaman ${page})` },
      match.context.siteUrl,
    )
  },
  component: ClinicTestimonyPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ClinicTestimonyPage() {
  const { halaman } = Route.useSearch()
  const { data: page } = useSuspenseQuery(clinicQueries.testimonyPage())
  const list = useSuspenseQuery(listQuery(halaman))
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Testimoni', path: '/klinik/testimoni' },
        ]}
      />
      <header className="page-intro">
        <h1>{page.hero?.title ?? 'Cerita Pasien Diri Klinik'}</h1>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
        <p className="muted prose clinic-testimony__disclaimer">{page.disclaimer}</p>
      </header>
      <section className="section" aria-labelledby="daftar-testimoni">
        <h2 id="daftar-testimoni" className="visually-hidden">
          Testimoni pasien
        </h2>
        {list.data === null ? (
          <SectionRetry
            what="Daftar testimoni"
            onRetry={() => void list.refetch()}
            pending={list.isFetching}
          />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            title={
              list.data.meta.total === 0 ? 'Belum ada testimoni pasien.' : 'Halaman ini kosong.'
            }
          >
            {list.data.meta.total > 0 ? (
              <p className="muted">
                <Link to="/klinik/testimoni" search={{ halaman: undefined }}>
                  Kembali ke halaman pertama
                </Link>
              </p>
            ) : (
              <p className="muted">
                Cerita pasien akan tampil di sini. Sementara itu, lihat{' '}
                <Link to="/klinik/perawatan">perawatan kami</Link>.
              </p>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="two-up clinic-testimony-grid">
              {list.data.data.map((testimony) => (
                <ClinicTestimonyCard key={testimony.id} testimony={testimony} />
              ))}
            </ul>
            <TestimonyPagination meta={list.data.meta} />
          </>
        )}
      </section>
      <ContentBlocks blocks={page.blocks} />
    </div>
  )
}
