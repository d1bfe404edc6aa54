import { formatRupiah } from '../../../contract/indonesian-format'

/** How much a promotion saves on the usual price: null when it saves nothing. */
export function promoSaving(normalPrice: number, promoPrice: number) {
  if (normalPrice <= 0 || promoPrice >= normalPrice) return null
  const amount = normalPrice - promoPrice
  // Rounded down, so a page never promises more than the promotion gives.
  const percent = Math.floor((amount / normalPrice) * 100)
  return { amount, percent }
}

/** 'Hemat Rp150.000 (30%)': the saving in words a card can show. */
export function savingText(normalPrice: number, promoPrice: number) {
  const saving = promoSaving(normalPrice, promoPrice)
  if (!saving) return null
  return saving.percent > 0
    ? `Hemat ${formatRupiah(saving.amount)} (${saving.percent}%)`
    : `Hemat ${formatRupiah(saving.amount)}`
}

/** The promotion's price first, the usual price struck through, then what it saves. */
export function PromoPrice({
  normalPrice,
  promoPrice,
  large = false,
}: {
  normalPrice: number
  promoPrice: number
  large?: boolean
}) {
  const saving = savingText(normalPrice, promoPrice)
  return (
    <p className={large ? 'price price--large' : 'price'}>
      <span className="price__now">
        <span className="visually-hidden">Harga promo </span>
        {formatRupiah(promoPrice)}
      </span>{' '}
      {saving ? (
        <>
          <s className="price__was">
            <span className="visually-hidden">Harga normal </span>
            {formatRupiah(normalPrice)}
          </s>{' '}
          <span className="price__off">{saving}</span>
        </>
      ) : null}
    </p>
  )
}
