import { Link } from '@tanstack/react-router'
import type { ProductSummary } from '../../../contract/shop/schemas'
import { Price } from './price'
import { ProductImage } from './product-image'
import { formatCount, RatingLine } from './stars'

/** A product in a grid: picture, category, name, price, rating and sales. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary
  priority?: boolean
}) {
  return (
    <article className="product-card">
      <Link to="/product/$id" params={{ id: product.id }} className="product-card__link">
        <ProductImage
          image={product.image}
          sizes="(min-width: 64rem) 15rem, (min-width: 40rem) 30vw, 45vw"
          maxDisplayWidth={320}
          priority={priority}
          className="product-card__image"
        />
        <span className="product-card__category">{product.category.name}</span>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <Price price={product.price} discountPrice={product.discountPrice} />
      <RatingLine average={product.rating.average} count={product.rating.count} />
      <p className="muted small product-card__sold">{formatCount(product.sold)} terjual</p>
      {product.stock === 0 ? <p className="stock stock--out">Stok habis</p> : null}
    </article>
  )
}

export function ProductGrid({
  products,
  label,
  priorityCount = 0,
}: {
  products: ProductSummary[]
  label: string
  /** How many of the first cards are above the fold on a phone (loaded at once). */
  priorityCount?: number
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
