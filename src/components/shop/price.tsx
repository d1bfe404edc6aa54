import { formatRupiah } from '../../../contract/indonesian-format'

/** The discount price first, the old price struck through; or the price alone. */
export function Price({
  price,
  discountPrice,
  large = false,
}: {
  price: number
  discountPrice: number | null
  large?: boolean
}) {
  const className = large ? 'price price--large' : 'price'
  if (discountPrice === null) {
    return (
      <p className={className}>
        <span className="price__now">{formatRupiah(price)}</span>
      </p>
    )
  }
  const percent = Math.round((1 - discountPrice / price) * 100)
  return (
    <p className={className}>
      <span className="price__now">{formatRupiah(discountPrice)}</span>{' '}
      <s className="price__was">
        <span className="visually-hidden">Harga awal </span>
        {formatRupiah(price)}
      </s>{' '}
      <span className="price__off">-{percent}%</span>
    </p>
  )
}
