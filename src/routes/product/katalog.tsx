import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CatalogueFilters } from '../../components/shop/catalogue-filters'
import { CatalogueStatus } from '../../components/shop/catalogue-status'
import { ProductGrid } from '../../components/shop/product-card'
import { ShopPager } from '../../components/shop/shop-pager'
import { pageHead } from '../../lib/seo'
import { validateCatalogueSearch } from '../../lib/shop/catalogue-search'
import { shopQueries } from '../../server/shop/queries'

export const Route = createFileRoute('/product/katalog')({
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
  const { data: list } = useSuspenseQuery(shopQueries.products(search))
  const { data: categories } = useSuspenseQuery(shopQueries.categories(search.type))
  const page = search.page ?? 1

  return (
    <div className="container page">
      {list.data.length > 0 ? (
        // Past the filters (a dozen Tab stops) straight to the products.
        <a className="in-page-skip" href="#hasil">
          Langsung ke hasil ({list.meta.total} produk)
        </a>
      ) : null}
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Katalog</span>
      </nav>
      <h1>Katalog Produk</h1>
      <CatalogueFilters search={search} categories={categories} />
      <CatalogueStatus search={search} total={list.meta.total} />
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
          <h2 id="hasil" tabIndex={-1} className="visually-hidden">
            Daftar produk
          </h2>
          <ProductGrid products={list.data} label="Daftar produk" priorityCount={2} />
        </>
      )}
      <ShopPager
        label="Halaman"
        page={page}
        totalPages={list.meta.totalPages}
        previous={
          <Link
            from={Route.fullPath}
            search={(previous) => ({ ...previous, page: page - 1 === 1 ? undefined : page - 1 })}
            rel="prev"
          >
            ‹ Sebelumnya
          </Link>
        }
        next={
          <Link
            from={Route.fullPath}
            search={(previous) => ({ ...previous, page: page + 1 })}
            rel="next"
          >
            Berikutnya ›
          </Link>
        }
      />
    </div>
  )
}
