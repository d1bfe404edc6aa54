import type { ProductDetail } from '../../../contract/shop/schemas'
import { formatAverage, formatCount, Stars } from './stars'

export const STAR_VALUES = [5, 4, 3, 2, 1] as const

/** The product's average, its count of ratings and a bar for each star; or that there is none. */
export function RatingSummary({ product }: { product: ProductDetail }) {
  const { average, count } = product.rating
  if (count === 0) return <p className="muted">Belum ada ulasan untuk produk ini.</p>
  return (
    <div className="ratings__summary">
      <p className="ratings__average">
        <span className="ratings__figure">{formatAverage(average)}</span>
        <Stars value={average} />
        <span className="muted">{formatCount(count)} ulasan</span>
      </p>
      <ul className="ratings__bars" aria-label="Jumlah ulasan per bintang">
        {STAR_VALUES.map((star) => {
          const total = product.ratingStars[star]
          return (
            <li key={star}>
              <span>{star} ★</span>
              <span className="bar" aria-hidden="true">
                <span style={{ width: `${(total / count) * 100}%` }} />
              </span>
              <span className="muted">{total}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
