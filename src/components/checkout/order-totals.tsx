import { formatRupiah } from '../../../contract/indonesian-format'

export interface Totals {
  subtotal: number
  discount: number
  /** Null until a courier is chosen. */
  shippingCost: number | null
  total: number
}

/** The money of the order so far, line by line; the total is what will be charged. */
export function OrderTotals({
  totals,
  promoTitle,
}: {
  totals: Totals
  promoTitle?: string | null
}) {
  return (
    <dl className="order-totals" aria-label="Ringkasan biaya">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatRupiah(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className="order-totals__saving">
          <dt>Promo{promoTitle ? ` (${promoTitle})` : ''}</dt>
          <dd>−{formatRupiah(totals.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Ongkos kirim</dt>
        <dd>
          {totals.shippingCost === null ? 'Dipilih nanti' : formatRupiah(totals.shippingCost)}
        </dd>
      </div>
      <div className="order-totals__total">
        <dt>Total</dt>
        <dd>{formatRupiah(totals.total)}</dd>
      </div>
    </dl>
  )
}
