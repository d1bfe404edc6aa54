import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ProductGrid } from '../../components/shop/product-card'
import { ButtonLink } from '../../components/ui/button-link'
import { pageHead } from '../../lib/seo'
import { shopQueries } from '../../server/shop/queries'

export const Route = createFileRoute('/product/')({
  loader: async ({ context }) => {
    const [landing] = await Promise.all([
      context.queryClient.ensureQueryData(shopQueries.landing()),
      context.queryClient.ensureQueryData(shopQueries.store()),
    ])
    return { seo: landing.seo }
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.seo) : {}),
  component: ShopLandingPage,
})

function ShopLandingPage() {
  const { data: landing } = useSuspenseQuery(shopQueries.landing())
  const { data: store } = useSuspenseQuery(shopQueries.store())
  return (
    <div className="container page shop-landing">
      <header className="page-intro">
        <p className="eyebrow">{landing.title}</p>
        <h1>Perawatan kulit yang pas untukmu</h1>
        <p className="lead prose">{landing.intro}</p>
        <div className="hero__actions">
          <ButtonLink to="/product/katalog">Lihat Semua Produk</ButtonLink>
          <ButtonLink
            to="/product/skin-quiz/$id"
            params={{ id: landing.quiz.id }}
            variant="secondary"
          >
            Ikuti Kuis Kulit
          </ButtonLink>
        </div>
      </header>

      <nav className="shop-chips" aria-label="Kategori">
        {store.categories.map((category) => (
          <Link
            key={category.id}
            to="/product/katalog"
            search={{ category: category.id }}
            className="shop-chip"
          >
            {category.name}
          </Link>
        ))}
      </nav>

      <section className="section" aria-labelledby="terlaris">
        <div className="section-header">
          <h2 id="terlaris">Terlaris</h2>
          <Link to="/product/katalog" className="shop-link">
            Lihat semua
          </Link>
        </div>
        <ProductGrid
          products={store.bestSellers.slice(0, 4)}
          label="Produk terlaris"
          priorityCount={2}
        />
      </section>

      <section className="card quiz-teaser" aria-labelledby="kuis">
        <h2 id="kuis">{landing.quiz.title}</h2>
        <p>{landing.quiz.summary}</p>
        <ButtonLink to="/product/skin-quiz/$id" params={{ id: landing.quiz.id }}>
          Mulai Kuis Kulit
        </ButtonLink>
      </section>

      <section className="section" aria-labelledby="regimen">
        <h2 id="regimen">Rangkaian perawatan dari dokter</h2>
        <ul className="regimen-list">
          {landing.regimens.map((regimen) => (
            <li key={regimen.id} className="card regimen-card">
              <p className="eyebrow">{regimen.skinType}</p>
              <h3>
                <Link to="/product/regimen/$id" params={{ id: regimen.id }}>
                  {regimen.name}
                </Link>
              </h3>
              <p className="muted">{regimen.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      {store.onSale.length > 0 ? (
        <section className="section" aria-labelledby="promo">
          <h2 id="promo">Sedang diskon</h2>
          <ProductGrid products={store.onSale.slice(0, 4)} label="Produk diskon" />
        </section>
      ) : null}

      <section className="card school-teaser" aria-labelledby="sekolah">
        <h2 id="sekolah">{landing.school.title}</h2>
        <p>{landing.school.summary}</p>
        <div className="hero__actions">
          <ButtonLink to="/product/school" variant="secondary">
            Baca Sekolah Kulit
          </ButtonLink>
          <ButtonLink to="/product/direktori" variant="ghost">
            Direktori Produk A–Z
          </ButtonLink>
        </div>
      </section>
    </div>
  )
}
