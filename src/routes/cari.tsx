import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { SearchGroup } from '../../contract/search/schemas'
import { PageLinks } from '../components/clinic/page-links'
import { ContentError, ContentSkeleton, EmptyState } from '../components/content/states'
import { SearchHitList } from '../components/search/search-hit-list'
import { SearchPageForm } from '../components/search/search-page-form'
import { popularCategories } from '../lib/search/popular-categories'
import { JENIS_BY_KIND, KIND_LABELS, kindOfJenis } from '../lib/search/search-kinds'
import { type SearchPageParams, validateSearchPage } from '../lib/search/search-page-params'
import { searchResultsEvent } from '../lib/search/search-results-event'
import { pageHead } from '../lib/seo'
import { searchQueries } from '../server/search/queries'
import { shopQueries } from '../server/shop/queries'

/** Hits on one page of 'Lihat semua'. */
const KIND_PAGE_SIZE = 10

/** The results of `/cari`'s params: every kind's top hits, or one kind's page. */
const resultsQuery = ({ q = '', jenis, halaman }: SearchPageParams) =>
  searchQueries.results(
    jenis ? { q, type: kindOfJenis(jenis), page: halaman, limit: KIND_PAGE_SIZE } : { q },
  )

export const Route = createFileRoute('/cari')({
  validateSearch: validateSearchPage,
  // No `canonicalSearch`: the canonical is /cari itself, whatever was searched.
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!deps.q) return { title: 'Cari' }
    const results = await context.queryClient.ensureQueryData(resultsQuery(deps))
    if (results.groups.length === 0) {
      // Where to go on from nothing; the page still answers when the shop does not.
      await context.queryClient.ensureQueryData(shopQueries.categories()).catch(() => undefined)
    }
    // The title is made here, in the route's own chunk, rather than in head(), which every
    // page's first load carries.
    const scope = [
      deps.jenis ? KIND_LABELS[kindOfJenis(deps.jenis)] : undefined,
      deps.halaman ? `Halaman ${deps.halaman}` : undefined,
    ].filter(Boolean)
    return {
      title: `Hasil pencarian "${deps.q}"${scope.length ? ` (${scope.join(', ')})` : ''}`,
    }
  },
  head: ({ loaderData }) =>
    pageHead({ title: loaderData?.title ?? 'Cari', robots: 'noindex, follow' }),
  component: SearchPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function SearchPage() {
  const search = Route.useSearch()
  return (
    <div className="container page">
      {search.q ? (
        <Results search={{ ...search, q: search.q }} />
      ) : (
        <>
          <header className="page-intro">
            <h1>Cari di Diri</h1>
            <p className="lead prose">
              Tulis yang kamu cari: nama produk, kandungan, keluhan kulit, artikel, perawatan, atau
              kota cabang klinik.
            </p>
          </header>
          <SearchPageForm />
        </>
      )}
    </div>
  )
}

function Results({ search }: { search: SearchPageParams & { q: string } }) {
  const { data } = useSuspenseQuery(resultsQuery(search))
  const total = data.groups.reduce((sum, group) => sum + group.total, 0)

  useEffect(() => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(searchResultsEvent(data, search.jenis))
  }, [data, search.jenis])

  const only = search.jenis ? data.groups[0] : undefined
  return (
    <>
      <header className="page-intro">
        <h1>Hasil pencarian "{search.q}"</h1>
        <p className="muted" role="status">
          {total === 0
            ? 'Tidak ada yang cocok.'
            : search.jenis
              ? `${total} ${KIND_LABELS[kindOfJenis(search.jenis)].toLowerCase()} cocok.`
              : `${total} hasil cocok.`}
        </p>
      </header>
      <SearchPageForm query={search.q} />
      {search.jenis ? (
        <p>
          <Link to="/cari" search={{ q: search.q }}>
            ‹ Semua hasil untuk "{search.q}"
          </Link>
        </p>
      ) : null}
      {total === 0 ? (
        <NoHits query={search.q} didYouMean={data.didYouMean} />
      ) : only ? (
        <KindPage q={search.q} group={only} />
      ) : (
        data.groups.map((group) => <Section key={group.kind} q={search.q} group={group} />)
      )}
    </>
  )
}

function Section({ q, group }: { q: string; group: SearchGroup }) {
  const label = KIND_LABELS[group.kind]
  const headingId = `hasil-${JENIS_BY_KIND[group.kind]}`
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <div className="search-section__head">
        <h2 id={headingId}>
          {label} <span className="muted">({group.total})</span>
        </h2>
        {group.total > group.hits.length ? (
          <Link to="/cari" search={{ q, jenis: JENIS_BY_KIND[group.kind] }}>
            Lihat semua {group.total} {label.toLowerCase()}
          </Link>
        ) : null}
      </div>
      <SearchHitList hits={group.hits} label={label} />
    </section>
  )
}

function KindPage({ q, group }: { q: string; group: SearchGroup }) {
  const label = KIND_LABELS[group.kind]
  const jenis = JENIS_BY_KIND[group.kind]
  const totalPages = Math.ceil(group.total / group.limit)
  return (
    <section className="search-section" aria-labelledby="hasil-jenis">
      <h2 id="hasil-jenis" className="visually-hidden">
        {label}
      </h2>
      {group.hits.length > 0 ? (
        <SearchHitList hits={group.hits} label={label} />
      ) : (
        <EmptyState title="Halaman ini kosong.">
          <Link to="/cari" search={{ q, jenis }}>
            Kembali ke halaman pertama
          </Link>
        </EmptyState>
      )}
      <PageLinks
        meta={{ page: group.page, limit: group.limit, total: group.total, totalPages }}
        label={`Halaman hasil ${label.toLowerCase()}`}
        noun={label.toLowerCase()}
        link={(page, props) => (
          <Link
            to="/cari"
            search={{ q, jenis, halaman: page === 1 ? undefined : page }}
            {...props}
          />
        )}
      />
    </section>
  )
}

function NoHits({ query, didYouMean }: { query: string; didYouMean: string[] }) {
  // Loaded with the page when there were no hits; missing only when the shop did not answer.
  const { data: categories } = useQuery({ ...shopQueries.categories(), enabled: false })
  const popular = categories ? popularCategories(categories) : []
  return (
    <EmptyState title={`Belum ada yang cocok dengan "${query}".`}>
      <p className="muted">Coba kata lain, periksa ejaannya, atau pakai kata yang lebih umum.</p>
      {didYouMean.length > 0 ? (
        <nav aria-label="Mungkin maksudmu">
          <h2 className="search-section__title">Mungkin maksudmu</h2>
          <ul className="chip-list">
            {didYouMean.map((term) => (
              <li key={term}>
                <Link className="chip" to="/cari" search={{ q: term }}>
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {popular.length > 0 ? (
        <nav aria-label="Kategori populer">
          <h2 className="search-section__title">Kategori populer di Toko</h2>
          <ul className="chip-list">
            {popular.map((category) => (
              <li key={category.id}>
                <Link className="chip" to="/product/katalog" search={{ category: category.id }}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </EmptyState>
  )
}
