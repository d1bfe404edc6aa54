import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { DEFAULT_PRODUCT_SORT } from '../../../app.config'
import { PRODUCT_SORTS, PRODUCT_TYPES } from '../../api/shop/constants'
import { shopQueries } from '../../api/shop/queries'
import { pageHead } from '../../components/seo'
import { buttonClass } from '../../components/ui/button-style'
import { SORT_LABELS, TYPE_LABELS } from './-components/catalogue-labels'
import {
  type CatalogueSearch as Search,
  validateCatalogueSearch,
} from './-components/catalogue-search'
import { ProductGrid } from './-components/product-card'
import { formatCount } from './-components/stars'

export const Route = createFileRoute('/product/katalog')({
  // Loader and page in one chunk: every chunk also costs a name in the first-load JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateCatalogueSearch,
  // Spec §2 keeps canonicals to the path; the shop issue keeps the catalogue's page in it, since
  // each page lists other products. Filters and sort stay out.
  staticData: { canonicalSearch: ['page'] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [list, categories] = await Promise.all([
      context.queryClient.ensureQueryData(shopQueries.products(deps)),
      context.queryClient.ensureQueryData(shopQueries.categories(deps.type)),
    ])
    const category = categories.find((item) => item.id === deps.category)
    return {
      total: list.meta.total,
      categoryName: category?.name,
      page: deps.page ?? 1,
      // The first two pictures are the largest paint on a phone: preloaded, see head().
      firstImages: list.data.slice(0, 2).map((product) => product.image.src),
    }
  },
  head: ({ loaderData }) => {
    const subject = loaderData?.categoryName ?? 'Katalog Produk'
    const page = loaderData && loaderData.page > 1 ? `, Halaman ${loaderData.page}` : ''
    const head = pageHead({
      title: `${subject}${page}`,
      description: `${subject} di Toko Diri: skincare terdaftar BPOM pilihan dokter, dengan rating dan ulasan pembeli. Urutkan menurut terlaris, harga, atau rating.`,
    })
    const links = (loaderData?.firstImages ?? [])
      .filter((src) => src.endsWith('.svg'))
      .map((src) => ({ rel: 'preload', as: 'image', href: src, fetchPriority: 'high' as const }))
    return { ...head, links }
  },
  component: CataloguePage,
})

function CataloguePage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: list } = useSuspenseQuery(shopQueries.products(search))
  const { data: categories } = useSuspenseQuery(shopQueries.categories(search.type))
  const filtered = Boolean(search.type || search.category || search.rating)
  const page = search.page ?? 1

  /** Any change of filter or sort starts again at page 1. */
  function update(next: Partial<Search>) {
    void navigate({ search: (previous) => ({ ...previous, ...next, page: undefined }) })
  }

  return (
    <div className="container page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Katalog</span>
      </nav>
      <h1>Katalog Produk</h1>
      {/* A GET form of the same search params: before the app has hydrated, "Terapkan" applies
          the filters by loading the page anew; afterwards each change applies at once. */}
      <form
        id="saring-produk"
        className="filters"
        aria-label="Saring produk"
        method="get"
        action="/product/katalog"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="filter">
          <span className="filter__label">Jenis</span>
          <select
            name="type"
            value={search.type ?? ''}
            onChange={(event) =>
              update({
                type: (event.target.value || undefined) as Search['type'],
                category: undefined,
              })
            }
          >
            <option value="">Semua jenis</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          <span className="filter__label">Kategori</span>
          <select
            name="category"
            value={search.category ?? ''}
            onChange={(event) => update({ category: event.target.value || undefined })}
          >
            <option value="">Semua kategori</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name} ({category.productCount})
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          <span className="filter__label">Rating</span>
          <select
            name="rating"
            value={search.rating ? String(search.rating) : ''}
            onChange={(event) =>
              update({ rating: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Semua rating</option>
            {[4, 3].map((stars) => (
              <option key={stars} value={stars}>
                {stars} ke atas
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          <span className="filter__label">Urutkan</span>
          <select
            name="sortBy"
            value={search.sortBy ?? DEFAULT_PRODUCT_SORT}
            onChange={(event) => {
              const value = event.target.value as Search['sortBy']
              // The default sort is what an absent param means: kept out of the URL.
              update({ sortBy: value === DEFAULT_PRODUCT_SORT ? undefined : value })
            }}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {/* The row keeps the button's height, so hiding it after hydration moves nothing. */}
      <div className="catalogue-status">
        <p className="muted" aria-live="polite">
          {formatCount(list.meta.total)} produk
          {filtered ? (
            <>
              {' · '}
              <Link to="/product/katalog" search={{ sortBy: search.sortBy }} className="shop-link">
                Hapus filter
              </Link>
            </>
          ) : null}
        </p>
        <button
          type="submit"
          form="saring-produk"
          className={buttonClass({ variant: 'secondary', size: 'small' }, 'before-app')}
        >
          Terapkan
        </button>
      </div>
      {list.data.length === 0 ? (
        <div className="card empty-state">
          <p>
            <strong>Tidak ada produk yang cocok dengan filtermu.</strong>
          </p>
          <p className="muted">Coba kategori lain atau hapus filter untuk melihat semua produk.</p>
          <Link to="/product/katalog" className="button button--secondary">
            Hapus semua filter
          </Link>
        </div>
      ) : (
        <>
          <h2 className="visually-hidden">Daftar produk</h2>
          <ProductGrid products={list.data} label="Daftar produk" priorityCount={2} />
        </>
      )}
      {list.meta.totalPages > 1 ? (
        <nav className="shop-pager" aria-label="Halaman">
          {page > 1 ? (
            <Link
              from={Route.fullPath}
              search={(previous) => ({ ...previous, page: page - 1 === 1 ? undefined : page - 1 })}
              rel="prev"
            >
              ‹ Sebelumnya
            </Link>
          ) : (
            <span />
          )}
          <span className="muted">
            Halaman {page} dari {list.meta.totalPages}
          </span>
          {page < list.meta.totalPages ? (
            <Link
              from={Route.fullPath}
              search={(previous) => ({ ...previous, page: page + 1 })}
              rel="next"
            >
              Berikutnya ›
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
