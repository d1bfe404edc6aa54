import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Checkbox } from 'react-aria-components/Checkbox'
import { isUnavailable } from '../../../contract/shop/cart-availability'
import type { CartItem } from '../../../contract/shop/schemas'
import {
  AVAILABILITY_LOOK,
  type CartCopy,
  explanationOf,
  fixLabelOf,
  fixOf,
  mostOf,
} from '../../lib/checkout/cart-copy'
import { Price } from '../shop/price'
import { ProductImage } from '../shop/product-image'
import { buttonClass } from '../ui/button-style'
import type { CartChange, CartProblem } from './use-cart-changes'

/** The contract's bound on one item's quantity. */
const MOST_PER_ITEM = 99

/**
 * One item of the cart: picture, name, price, whether it is chosen, its quantity, its
 * availability in words with the button that fixes it, removing it, and saving it for later. A
 * line that cannot be bought (no longer sold, sold out) has no checkbox and no quantity buttons.
 *
 * While a change of this item is on its way, its controls say so (`aria-disabled`, the item
 * `aria-busy`) and ignore presses, but keep the focus: a disabled button would drop a keyboard
 * user's place on the page at every press of +.
 */
export function CartLine({
  item,
  index,
  copy,
  pending,
  problem,
  onChange,
}: {
  item: CartItem
  index: number
  copy: CartCopy
  /** The change on its way that holds this item (its own, or one of every item), if any. */
  pending: CartChange | undefined
  problem: CartProblem | undefined
  onChange: (change: CartChange) => void
}) {
  const nameId = useId()
  const { product } = item
  const busy = pending !== undefined
  const look = AVAILABILITY_LOOK[item.availability]
  const help = copy.availability[item.availability]
  const fix = fixOf(item)
  // The number asked for shows at once; the totals follow when the server has priced it.
  const shown = pending?.kind === 'quantity' ? pending.quantity : item.quantity
  const most = Math.min(MOST_PER_ITEM, mostOf(item))
  // A line that cannot be bought at all sits in the 'Tidak tersedia' group, never chosen.
  const apart = isUnavailable(item.availability)
  const change = (next: CartChange) => {
    if (!busy) onChange(next)
  }

  return (
    <li
      className={`card cart-line${apart ? ' cart-line--apart' : ''}`}
      data-availability={item.availability}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
    >
      {apart ? null : (
        // Named for screen readers only: a visible 'Pilih' under every box said nothing new.
        <Checkbox
          className="checkbox cart-line__pick"
          isSelected={item.selected}
          isReadOnly={busy}
          onChange={(selected) => change({ kind: 'select', item, selected })}
          aria-label={`Pilih ${product.name}`}
        >
          <span className="checkbox__box" aria-hidden="true" />
        </Checkbox>
      )}
      <ProductImage
        image={product.image}
        sizes="5rem"
        maxDisplayWidth={96}
        className="cart-line__image"
      />
      <div className="cart-line__body">
        <h3 className="cart-line__name" id={nameId}>
          <Link to="/product/$id" params={{ id: product.id }} data-focus-key={`item:${product.id}`}>
            {product.name}
          </Link>
        </h3>
        <Price price={product.price} discountPrice={product.discountPrice} />
        <p className={`stock stock--${look.tone} cart-line__state`}>
          <span aria-hidden="true">{look.sign}</span> {help.label}
        </p>
        {item.availability !== 'available' && help.explanation ? (
          <p className="small muted cart-line__why">{explanationOf(item, copy)}</p>
        ) : null}
      </div>
      <div className="cart-line__foot">
        <div className="cart-line__actions">
          {!apart ? (
            <fieldset className="quantity cart-line__quantity">
              <legend className="visually-hidden">Jumlah {product.name}</legend>
              <button
                type="button"
                aria-label={`Kurangi jumlah ${product.name}`}
                aria-disabled={busy || shown <= 1}
                onClick={() => shown > 1 && change({ kind: 'quantity', item, quantity: shown - 1 })}
              >
                −
              </button>
              {/* Not a live region of its own: the editor's announces the number and the total. */}
              <output aria-label={`Jumlah ${product.name}`} aria-live="off">
                {shown}
              </output>
              <button
                type="button"
                aria-label={`Tambah jumlah ${product.name}`}
                aria-disabled={busy || shown >= most}
                onClick={() =>
                  shown < most && change({ kind: 'quantity', item, quantity: shown + 1 })
                }
              >
                +
              </button>
            </fieldset>
          ) : (
            <p className="small cart-line__count">Jumlah: {item.quantity}</p>
          )}
          {fix ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-disabled={busy}
              aria-label={`${fixLabelOf(item, copy)}: ${product.name}`}
              onClick={() =>
                change(
                  fix.kind === 'quantity'
                    ? { kind: 'quantity', item, quantity: fix.quantity }
                    : { kind: 'remove', item, index },
                )
              }
            >
              {fixLabelOf(item, copy)}
            </button>
          ) : null}
          {fix?.kind === 'remove' ? null : (
            <button
              type="button"
              className={buttonClass({ variant: 'link', size: 'small' }, 'cart-line__remove')}
              aria-disabled={busy}
              aria-label={`Hapus ${product.name}`}
              onClick={() => change({ kind: 'remove', item, index })}
            >
              Hapus
            </button>
          )}
        </div>
        <button
          type="button"
          className={buttonClass({ variant: 'link', size: 'small' }, 'cart-line__later')}
          aria-disabled={busy}
          aria-label={`Simpan untuk nanti: ${product.name}`}
          onClick={() => change({ kind: 'save', item, index })}
        >
          Simpan untuk nanti
        </button>
        {busy ? (
          <p className="small muted cart-line__saving" aria-hidden="true">
            Menyimpan…
          </p>
        ) : null}
        {problem ? (
          <CartProblemNote problem={problem} onRetry={onChange} className="cart-line__problem" />
        ) : null}
      </div>
    </li>
  )
}

/** A change that did not go through, in words, with 'Coba lagi' when trying again may help. */
export function CartProblemNote({
  problem,
  onRetry,
  className,
}: {
  problem: CartProblem
  onRetry: (change: CartChange) => void
  className?: string
}) {
  const { retry } = problem
  return (
    <div className={`alert alert--error cart-problem ${className ?? ''}`.trim()} role="alert">
      <span>{problem.message}</span>
      {retry ? (
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          onClick={() => onRetry(retry)}
        >
          Coba lagi
        </button>
      ) : null}
    </div>
  )
}
