import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { BranchGrid } from '../../../components/clinic/clinic-cards'
import { ClinicSection } from '../../../components/clinic/clinic-sections'
import { PageLinks } from '../../../components/clinic/page-links'
import { ProvinceList } from '../../../components/clinic/province-list'
import { useNow } from '../../../components/clinic/use-now'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { ContentBlocks } from '../../../components/content/content-blocks'
import { ContentError, ContentSkeleton, EmptyState } from '../../../components/content/states'
import { pageSearchParam } from '../../../lib/clinic/search-params'
import { contentHead } from '../../../lib/content/content-head'
import { clinicQueries } from '../../../server/clinic/queries'

const BranchSearch = v.object({ halaman: pageSearchParam })

export const Route = createFileRoute('/klinik/cabang/')({
  validateSearch: BranchSearch,
  staticData: { canonicalSearch: ['halaman'] },
  loaderDeps: ({ search }) => ({ halaman: search.halaman }),
  loader: async ({ context, deps }) => {
    const [page, list] = await Promise.all([
      context.queryClient.ensureQueryData(clinicQueries.branchHomepage()),
      context.queryClient.ensureQueryData(clinicQueries.branches({ page: deps.halaman ?? 1 })),
    ])
    return { seo: page.seo, page: list.meta.page, renderedAt: Date.now() }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData || loaderData.page === 1) {
      return contentHead(loaderData?.seo, match.context.siteUrl)
    }
    return contentHead(
      { ...loaderData.seo, title: `${loaderData.seo.title} (Halaman ${loaderData.page})` },
      match.context.siteUrl,
    )
  },
  component: BranchHomepage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function BranchHomepage() {
  const { halaman } = Route.useSearch()
  const { renderedAt } = Route.useLoaderData()
  const { data: page } = useSuspenseQuery(clinicQueries.branchHomepage())
  const { data: list } = useSuspenseQuery(clinicQueries.branches({ page: halaman ?? 1 }))
  const now = useNow(renderedAt)
  const firstPage = list.meta.page === 1
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Cabang', path: '/klinik/cabang' },
        ]}
      />
      <header className="page-intro">
        <h1>{page.hero?.title ?? 'Cabang Diri Klinik'}</h1>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>

      {page.provinces.length > 0 ? (
        <nav aria-labelledby="judul-provinsi" className="province-nav">
          <h2 id="judul-provinsi">Cari per provinsi</h2>
          <ProvinceList provinces={page.provinces} />
        </nav>
      ) : null}

      {firstPage && page.featured.length > 0 ? (
        <ClinicSection id="judul-pilihan" title="Cabang pilihan">
          <BranchGrid clinics={page.featured} now={now} priorityFirst />
        </ClinicSection>
      ) : null}

      <ClinicSection id="judul-semua" title="Semua cabang">
        {list.data.length === 0 ? (
          <EmptyState
            title={list.meta.total === 0 ? 'Belum ada cabang yang buka.' : 'Halaman ini kosong.'}
          >
            <p className="muted">
              <Link to="/klinik/cabang" search={{ halaman: undefined }}>
                Kembali ke halaman pertama
              </Link>
            </p>
          </EmptyState>
        ) : (
          <BranchGrid clinics={list.data} now={now} priorityFirst={!firstPage} />
        )}
        <PageLinks
          meta={list.meta}
          label="Halaman daftar cabang"
          noun="cabang"
          link={(target, props) => (
            <Link
              to="/klinik/cabang"
              search={{ halaman: target === 1 ? undefined : target }}
              hash="judul-semua"
              {...props}
            />
          )}
        />
      </ClinicSection>

      {page.blocks.length > 0 ? <ContentBlocks blocks={page.blocks} /> : null}
    </div>
  )
}
