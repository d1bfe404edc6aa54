import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../../lib/seo'
import { shopQueries } from '../../server/shop/queries'

export const Route = createFileRoute('/product/direktori')({
  loader: ({ context }) => context.queryClient.ensureQueryData(shopQueries.directory()),
  head: () =>
    pageHead({
      title: 'Direktori Produk',
      description: 'Semua produk Toko Diri dari A sampai Z, dikelompokkan per kategori.',
    }),
  component: DirectoryPage,
})

function DirectoryPage() {
  const { data: groups } = useSuspenseQuery(shopQueries.directory())
  return (
    <div className="container page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Direktori</span>
      </nav>
      <h1>Direktori Produk</h1>
      <p className="lead prose">Semua produk kami dari A sampai Z, per kategori.</p>
      <div className="directory">
        {groups.map((group) => (
          <section
            key={group.category.id}
            className="directory__group"
            aria-labelledby={`kat-${group.category.id}`}
          >
            <h2 id={`kat-${group.category.id}`}>
              <Link to="/product/katalog" search={{ category: group.category.id }}>
                {group.category.name}
              </Link>
            </h2>
            <ul>
              {group.products.map((product) => (
                <li key={product.id}>
                  <Link to="/product/$id" params={{ id: product.id }}>
                    {product.name}
                  </Link>
                  {product.discontinued ? (
                    <span className="muted"> (tidak dijual lagi)</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
