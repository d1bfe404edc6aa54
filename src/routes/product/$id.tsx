import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { ProductDetail } from '../../../contract/shop/schemas'
import { AddToCartForm, AddToCartRefusal } from '../../components/shop/add-to-cart-form'
import { Price } from '../../components/shop/price'
import { ProductImage } from '../../components/shop/product-image'
import { Ratings } from '../../components/shop/ratings'
import { RatingLine } from '../../components/shop/stars'
import { useAddToCart, useCompleteIntent } from '../../components/shop/use-add-to-cart'
import { breadcrumbData, JsonLd } from '../../components/site/json-ld'
import { orNotFound } from '../../lib/content/or-not-found'
import { pageHead } from '../../lib/seo'
import { idParam, oneOfParam, wholeParam } from '../../lib/shop/search-parse'
import { CART_FORM_REFUSALS } from '../../server/checkout/cart-form'
import { shopQueries } from '../../server/shop/queries'

/**
 * `tambah`+`qty`: add after sign-in; `gagal`: why the add-to-cart form came back refused;
 * `suka`: like after sign-in; `ulasan`, `bintang`: ratings view.
 */
function validateProductSearch(search: Record<string, unknown>): {
  tambah?: string
  qty?: number
  gagal?: (typeof CART_FORM_REFUSALS)[number]
  suka?: string
  ulasan?: number
  bintang?: number
} {
  return {
    tambah: idParam(search.tambah),
    qty: wholeParam(search.qty, 1, 99),
    gagal: oneOfParam(search.gagal, CART_FORM_REFUSALS),
    suka: idParam(search.suka),
    ulasan: wholeParam(search.ulasan, 1, 999),
    bintang: wholeParam(search.bintang, 1, 5),
  }
}

export const Route = createFileRoute('/product/$id')({
  validateSearch: validateProductSearch,
  loader: async ({ context, params }) => {
    const product = await orNotFound(
      context.queryClient.ensureQueryData(shopQueries.product(params.id)),
    )
    return { seo: product.seo, image: product.image.src }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          ...pageHead({ ...loaderData.seo, image: loaderData.image, type: 'product' }),
          // The picture is the page's largest paint: asked for before the scripts compete for the line.
          links: [{ rel: 'preload', as: 'image', href: loaderData.image, fetchPriority: 'high' }],
        }
      : {},
  component: ProductPage,
})

const AVAILABILITY = {
  discontinued: 'https://schema.org/Discontinued',
  out: 'https://schema.org/OutOfStock',
  in: 'https://schema.org/InStock',
}

function productData(siteUrl: string, product: ProductDetail) {
  return {
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    description: product.summary,
    image: product.images.map((image) => `${siteUrl}${image.src}`),
    category: product.category.name,
    brand: { '@type': 'Brand', name: 'Diri' },
    offers: {
      '@type': 'Offer',
      url: `${siteUrl}/product/${product.id}`,
      priceCurrency: 'IDR',
      price: product.discountPrice ?? product.price,
      availability: product.discontinued
        ? AVAILABILITY.discontinued
        : product.stock === 0
          ? AVAILABILITY.out
          : AVAILABILITY.in,
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

function ProductPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const { siteUrl } = Route.useRouteContext()
  const { data: product } = useSuspenseQuery(shopQueries.product(id))
  const navigate = useNavigate({ from: Route.fullPath })
  const [quantity, setQuantity] = useState(1)
  const { addToCart, addNow, pending } = useAddToCart()
  const soldOut = product.stock === 0
  const canBuy = !product.discontinued && !soldOut
  const most = Math.max(1, Math.min(product.maxQuantity, product.stock))

  // Back from signing in with an item to add: add it once, then take the intent out of the URL.
  useCompleteIntent(
    search.tambah === product.id,
    useCallback(
      () => addNow([{ productId: product.id, quantity: search.qty ?? 1 }], product.name),
      [addNow, product.id, product.name, search.qty],
    ),
    useCallback(() => {
      void navigate({
        search: (previous) => ({ ...previous, tambah: undefined, qty: undefined }),
        replace: true,
        resetScroll: false,
      })
    }, [navigate]),
  )

  return (
    <div className="container page product-page">
      <JsonLd data={productData(siteUrl, product)} />
      <JsonLd data={breadcrumbData(siteUrl, product.breadcrumbs)} />
      <nav aria-label="Remah roti" className="shop-crumbs">
        {product.breadcrumbs.slice(0, -1).map((crumb) => (
          <span key={crumb.path}>
            <a href={crumb.path}>{crumb.name}</a> <span aria-hidden="true">›</span>{' '}
          </span>
        ))}
        <span aria-current="page">{product.name}</span>
      </nav>
      <div className="product-page__top">
        <div className="product-page__media">
          <ProductImage
            image={product.image}
            sizes="(min-width: 64rem) 28rem, 100vw"
            maxDisplayWidth={448}
            priority
            className="product-page__image"
          />
        </div>
        <div className="product-page__buy">
          <p className="eyebrow">
            <Link to="/product/katalog" search={{ category: product.category.id }}>
              {product.category.name}
            </Link>
          </p>
          <h1 className="product-page__name">{product.name}</h1>
          <p className="muted">{product.size}</p>
          <RatingLine
            average={product.rating.average}
            count={product.rating.count}
            sold={product.sold}
          />
          <Price price={product.price} discountPrice={product.discountPrice} large />
          <StockState product={product} />
          <AddToCartRefusal refusal={search.gagal} />
          {canBuy ? (
            // On a phone the limit sticks with the bar, just above it: the stepper it limits is
            // never on screen without it, and the bar never covers it.
            <div className="buy-dock">
              <p className="muted small buy-dock__note">
                Maksimal {product.maxQuantity} per pesanan.
              </p>
              <AddToCartForm
                className="buy-bar"
                lines={[{ productId: product.id, quantity }]}
                back={`/product/${product.id}`}
                onAdd={() => {
                  if (search.gagal) {
                    void navigate({
                      search: (previous) => ({ ...previous, gagal: undefined }),
                      replace: true,
                      resetScroll: false,
                    })
                  }
                  void addToCart([{ productId: product.id, quantity }], product.name, {
                    tambah: product.id,
                    qty: String(quantity),
                  })
                }}
              >
                <fieldset className="quantity">
                  <legend className="visually-hidden">Jumlah</legend>
                  <button
                    type="button"
                    aria-label="Kurangi jumlah"
                    disabled={quantity <= 1}
                    onClick={() => setQuantity((value) => Math.max(1, value - 1))}
                  >
                    −
                  </button>
                  <output aria-live="polite" aria-label="Jumlah">
                    {quantity}
                  </output>
                  <button
                    type="button"
                    aria-label="Tambah jumlah"
                    disabled={quantity >= most}
                    onClick={() => setQuantity((value) => Math.min(most, value + 1))}
                  >
                    +
                  </button>
                </fieldset>
                <button
                  type="submit"
                  className="button button--primary buy-bar__add"
                  disabled={pending}
                >
                  {pending ? 'Menambahkan…' : 'Tambah ke Keranjang'}
                </button>
              </AddToCartForm>
            </div>
          ) : (
            <p className="muted small">Maksimal {product.maxQuantity} per pesanan.</p>
          )}
          <p className="product-page__summary">{product.summary}</p>
        </div>
      </div>
      <div className="product-page__details">
        <section className="section">
          <h2>Deskripsi</h2>
          <p className="prose">{product.description}</p>
        </section>
        <section className="section">
          <h2>Kandungan</h2>
          <p className="prose">{product.ingredients}</p>
        </section>
        <section className="section">
          <h2>Cara pakai</h2>
          <p className="prose">{product.howToUse}</p>
        </section>
        <dl className="details">
          <dt>Nomor BPOM</dt>
          <dd>{product.bpomNumber}</dd>
          <dt>Kategori</dt>
          <dd>{product.category.name}</dd>
          <dt>Isi</dt>
          <dd>{product.size}</dd>
        </dl>
      </div>
      <Ratings
        product={product}
        view={{ page: search.ulasan, star: search.bintang, like: search.suka }}
      />
    </div>
  )
}

/** The stock in words and a sign, never colour alone. */
function StockState({ product }: { product: ProductDetail }) {
  if (product.discontinued) {
    return <p className="stock stock--out">✕ Produk ini sudah tidak dijual lagi.</p>
  }
  if (product.stock === 0) return <p className="stock stock--out">✕ Stok habis</p>
  if (product.stock <= 5) {
    return <p className="stock stock--low">! Stok tinggal {product.stock}</p>
  }
  return <p className="stock stock--in">✓ Stok tersedia</p>
}
