import { useId } from 'react'
import { formatRupiah } from '../../../contract/indonesian-format'
import type { Cart } from '../../../contract/shop/schemas'

import type { CartCopy } from '../../lib/checkout/cart-copy'

/** What the chosen items would cost at their full prices, and what their discounts save. */
export function savingOf(cart: Cart) {
  let full = 0
  for (const item of cart.data) {
    if (item.selected) full += item.product.price * item.quantity
  }
  return { full, saving: Math.max(0, full - cart.meta.selectedSubtotal) }
}

/** The chosen items in numbers, and the shop's promises: beside the items, or under them. */
export function CartSummary({ cart, copy }: { cart: Cart; copy: CartCopy }) {
  const headingId = useId()
  const { full, saving } = savingOf(cart)
  return (
    <aside className="card cart-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-summary__title">
        Ringkasan belanja
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Produk dipilih</dt>
          <dd>{cart.meta.selectedQuantity} barang</dd>
        </div>
        {saving > 0 ? (
          <div className="cart-summary__saving">
            <dt>Kamu hemat</dt>
            <dd>{formatRupiah(saving)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__subtotal">
          <dt>Subtotal</dt>
          <dd>
            <strong>{formatRupiah(cart.meta.selectedSubtotal)}</strong>
            {saving > 0 ? (
              <>
                {' '}
                <s className="price__was">
                  <span className="visually-hidden">Harga awal </span>
                  {formatRupiah(full)}
                </s>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="small muted">Ongkos kirim dan promo dihitung di langkah berikutnya.</p>
      {copy.assurances.length > 0 ? (
        <ul className="cart-summary__assurances" aria-label="Jaminan belanja di Diri">
          {copy.assurances.map((assurance) => (
            <li key={assurance}>
              <span aria-hidden="true">✓</span> {assurance}
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  )
}

/** Why 'Lanjut' cannot be pressed yet, in words; null when it can. */
export function blockedReason(cart: Cart, saving: boolean) {
  if (saving) return { short: 'Menyimpan perubahan…', names: null }
  const chosen = cart.data.filter((item) => item.selected)
  if (chosen.length === 0) {
    return { short: 'Pilih paling sedikit satu produk untuk lanjut.', names: null }
  }
  const toFix = chosen.filter((item) => item.availability !== 'available')
  if (toFix.length > 0) {
    return {
      short: `Perbaiki ${toFix.length} produk di atas untuk lanjut.`,
      names: `${toFix.map((item) => item.product.name).join(', ')}. Bisa juga hapus centangnya.`,
    }
  }
  if (!cart.meta.readyForCheckout) {
    return { short: 'Periksa lagi keranjangmu untuk lanjut.', names: null }
  }
  return null
}

/**
 * The total of the chosen items and 'Lanjut'. On phones a bar at the bottom of the screen, at
 * hand while the member scrolls the items (DESIGN.md); beside the items, under the summary, on
 * wider screens. A 'Lanjut' that cannot be pressed yet stays in the tab order with its reason
 * (`aria-disabled` and `aria-describedby`), so a screen reader hears why.
 */
export function CartCheckoutBar({
  cart,
  saving,
  onContinue,
  onBlockedPress,
}: {
  cart: Cart
  /** A change is on its way: the cart may still change. */
  saving: boolean
  onContinue: () => void
  /** Pressed while blocked: the editor takes the member to the first item to fix. */
  onBlockedPress: () => void
}) {
  const reasonId = useId()
  const reason = blockedReason(cart, saving)
  return (
    <div className="cart-checkout-bar">
      <p className="cart-checkout-bar__total">
        <span className="small muted">Total ({cart.meta.selectedQuantity} barang)</span>
        <strong>{formatRupiah(cart.meta.selectedSubtotal)}</strong>
      </p>
      <button
        type="button"
        className="button button--primary cart-checkout-bar__continue"
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => (reason ? onBlockedPress() : onContinue())}
      >
        Lanjut
      </button>
      {reason ? (
        <p id={reasonId} className="small cart-checkout-bar__reason">
          <span>{reason.short}</span>
          {reason.names ? (
            <>
              {' '}
              <span className="cart-checkout-bar__names">{reason.names}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
