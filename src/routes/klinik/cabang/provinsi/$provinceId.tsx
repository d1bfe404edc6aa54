import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { BranchGrid } from '../../../../components/clinic/clinic-cards'
import { PageLinks } from '../../../../components/clinic/page-links'
import { ProvinceList } from '../../../../components/clinic/province-list'
import { SectionRetry } from '../../../../components/clinic/section-retry'
import { useNow } from '../../../../components/clinic/use-now'
import { Breadcrumbs } from '../../../../components/content/breadcrumbs'
import { ContentError, ContentSkeleton, EmptyState } from '../../../../components/content/states'
import { pageSearchParam } from '../../../../lib/clinic/search-params'
import { contentHead } from '../../../../lib/content/content-head'
import { orNotFound } from '../../../../lib/content/or-not-found'
import { clinicQueries } from '../../../../server/clinic/queries'

const ProvinceSearch = v.object({ halaman: pageSearchParam })

export const Route = createFileRoute('/klinik/cabang/provinsi/$provinceId')({
  validateSearch: ProvinceSearch,
  staticData: { canonicalSearch: ['halaman'] },
  loaderDeps: ({ search }) => ({ halaman: search.halaman }),
  loader: async ({ context, params, deps }) => {
    // Province ids are two-digit codes; anything else is no province of ours.
    if (!/^\d{2}$/.test(params.provinceId)) throw notFound()
    const [list] = await Promise.all([
      orNotFound(
        context.queryClient.ensureQueryData(
          clinicQueries.branches({ provinceId: params.provinceId, page: deps.halaman ?? 1 }),
        ),
      ),
      context.queryClient.ensureQueryData(clinicQueries.branchProvinces()),
    ])
    // A province without active branches has no page.
    if (!list.province || list.meta.total === 0) throw notFound()
    const name = list.province.name
    const page = list.meta.page
    return {
      seo: {
        title: `Diri Klinik di ${name}${page > 1 ? ` (Halaman ${page})` : ''}`,
        description: `${list.meta.total} cabang Diri Klinik di ${name}: alamat, jam buka, dokter dan perawatan di tiap cabang.`,
      },
      renderedAt: Date.now(),
    }
  },
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ProvinceBranchesPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ProvinceBranchesPage() {
  const { provinceId } = Route.useParams()
  const { halaman } = Route.useSearch()
  const { renderedAt } = Route.useLoaderData()
  const { data: list } = useSuspenseQuery(
    clinicQueries.branches({ provinceId, page: halaman ?? 1 }),
  )
  const provinces = useSuspenseQuery(clinicQueries.branchProvinces())
  const now = useNow(renderedAt)
  const name = list.province?.name ?? 'provinsi ini'
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Cabang', path: '/klinik/cabang' },
          { name, path: `/klinik/cabang/provinsi/${provinceId}` },
        ]}
      />
      <header className="page-intro">
        <h1>Diri Klinik di {name}</h1>
        <p className="lead prose">
          {list.meta.total} cabang di {name}. Pilih cabang untuk melihat alamat, jam buka, dokter
          dan perawatannya.
        </p>
      </header>
      <h2 className="visually-hidden">Daftar cabang di {name}</h2>
      {list.data.length === 0 ? (
        <EmptyState title="Halaman ini kosong.">
          <p className="muted">
            <Link
              to="/klinik/cabang/provinsi/$provinceId"
              params={{ provinceId }}
              search={{ halaman: undefined }}
            >
              Kembali ke halaman pertama
            </Link>
          </p>
        </EmptyState>
      ) : (
        <BranchGrid clinics={list.data} now={now} priorityFirst />
      )}
      <PageLinks
        meta={list.meta}
        label={`Halaman daftar cabang di ${name}`}
        noun="cabang"
        link={(target, props) => (
          <Link
            to="/klinik/cabang/provinsi/$provinceId"
            params={{ provinceId }}
            search={{ halaman: target === 1 ? undefined : target }}
            {...props}
          />
        )}
      />
      <nav className="section province-nav" aria-labelledby="judul-provinsi">
        <h2 id="judul-provinsi">Semua provinsi</h2>
        {provinces.data ? (
          <ProvinceList provinces={provinces.data.data} currentId={provinceId} />
        ) : (
          <SectionRetry
            what="Daftar provinsi"
            onRetry={() => void provinces.refetch()}
            pending={provinces.isFetching}
          />
        )}
      </nav>
    </div>
  )
}
