/**
 * "Disimpan untuk nanti (N)": the lines the member moved out of the cart, under it, each with
 * 'Pindahkan ke keranjang' and 'Hapus'. A line that cannot be bought now (sold out, no longer
 * sold) says why and offers only 'Hapus'. The list is the member's, read after the page's first
 * paint; nothing shows until it has lines.
 */

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type JSX, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { SavedItem } from '../../../contract/checkout/saved-items'
import { isUnavailable } from '../../../contract/shop/cart-availability'
import type { Cart } from '../../../contract/shop/schemas'
import { AVAILABILITY_LOOK, type CartCopy } from '../../lib/checkout/cart-copy'
import { savedItemQueries } from '../../server/checkout/server-queries'
import { Price } from '../shop/price'
import { ProductImage } from '../shop/product-image'
import { buttonClass } from '../ui/button-style'
import { type SavedChange, useSavedChanges } from './use-saved-changes'

export function SavedForLater({
  copy,
  onCartChanged,
  onMovedToCart,
}: {
  copy: CartCopy
  onCartChanged: (cart: Cart) => void
  /** A line went back into the cart: the editor moves the focus to it. */
  onMovedToCart?: (productId: string) => void
}): JSX.Element | null {
  const { data } = useQuery(savedItemQueries.mine())
  const headingId = useId()
  const root = useRef<HTMLDivElement>(null)
  const [focusKey, setFocusKey] = useState<string | null>(null)

  // The pressed button goes away with its line: the focus goes to the next line's first button,
  // or to the list's heading, or, once the line is in the cart, to it there.
  const onDone = useCallback(
    (change: SavedChange, remaining: SavedItem[]) => {
      if (change.kind === 'toCart' && onMovedToCart) {
        onMovedToCart(change.item.product.id)
        return
      }
      const next = remaining.find((item) => item.savedAt <= change.item.savedAt) ?? remaining.at(-1)
      setFocusKey(next ? `saved:${next.product.id}` : 'saved-heading')
    },
    [onMovedToCart],
  )
  const { perform, pending, problems, announcement } = useSavedChanges(onCartChanged, onDone)

  useEffect(() => {
    if (!focusKey || !root.current) return
    const target = [...root.current.querySelectorAll<HTMLElement>('[data-focus-key]')].find(
      (element) => element.dataset.focusKey === focusKey,
    )
    if (!target) return
    target.focus()
    setFocusKey(null)
  })

  const items = data?.data ?? []
  return (
    <div className="cart-saved" ref={root}>
      {/* Outside the list, which hides once empty: the last line's move is still announced. */}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {items.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h2
            id={headingId}
            className="cart-saved__title"
            tabIndex={-1}
            data-focus-key="saved-heading"
          >
            Disimpan untuk nanti ({items.length})
          </h2>
          <ul className="cart-lines">
            {items.map((item) => (
              <SavedLine
                key={item.product.id}
                item={item}
                copy={copy}
                pending={pending[item.product.id]}
                problem={problems[item.product.id]}
                perform={perform}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function SavedLine({
  item,
  copy,
  pending,
  problem,
  perform,
}: {
  item: SavedItem
  copy: CartCopy
  pending: SavedChange | undefined
  problem: string | undefined
  perform: (change: SavedChange) => Promise<void>
}) {
  const nameId = useId()
  const { product } = item
  const busy = pending !== undefined
  const unavailable = isUnavailable(item.availability)
  const look = AVAILABILITY_LOOK[item.availability]
  const press = (kind: SavedChange['kind']) => {
    if (!busy) void perform({ kind, item })
  }
  return (
    <li
      className="card cart-line cart-line--apart cart-saved__line"
      data-availability={item.availability}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
    >
      <ProductImage
        image={product.image}
        sizes="5rem"
        maxDisplayWidth={96}
        className="cart-line__image"
      />
      <div className="cart-line__body">
        <h3 className="cart-line__name" id={nameId}>
          <Link to="/product/$id" params={{ id: product.id }}>
            {product.name}
          </Link>
        </h3>
        <Price price={product.price} discountPrice={product.discountPrice} />
        <p className="small cart-line__count">Jumlah: {item.quantity}</p>
        {unavailable ? (
          <p className={`stock stock--${look.tone} cart-line__state`}>
            <span aria-hidden="true">{look.sign}</span> {copy.availability[item.availability].label}
          </p>
        ) : null}
      </div>
      <div className="cart-line__foot">
        <div className="cart-line__actions">
          {unavailable ? null : (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-disabled={busy}
              aria-label={`Pindahkan ke keranjang: ${product.name}`}
              data-focus-key={`saved:${product.id}`}
              onClick={() => press('toCart')}
            >
              {pending?.kind === 'toCart' ? 'Memindahkan…' : 'Pindahkan ke keranjang'}
            </button>
          )}
          <button
            type="button"
            className={buttonClass({ variant: 'link', size: 'small' }, 'cart-line__remove')}
            aria-disabled={busy}
            aria-label={`Hapus ${product.name} dari daftar simpanan`}
            data-focus-key={unavailable ? `saved:${product.id}` : undefined}
            onClick={() => press('remove')}
          >
            Hapus
          </button>
        </div>
        {problem ? (
          <p className="alert alert--error cart-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  )
}
