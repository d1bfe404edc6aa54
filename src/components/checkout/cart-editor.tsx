/**
 * The cart, step 1 of checkout: the member chooses what to buy, sets quantities,
 * fixes what cannot be bought as it is, and goes on with 'Lanjut'. Lines that cannot be bought
 * at all (no longer sold, sold out) wait apart under 'Tidak tersedia', out of the choice and the
 * total; under the cart, the lines saved for later ('Disimpan untuk nanti'). The checkout host
 * (`/product/keranjang`) renders `CartEditor` for its `cart` step, `CartEmpty` for an empty cart
 * and `CartSkeleton` while the cart loads.
 */
import { type JSX, useEffect, useRef } from 'react'
import { Checkbox } from 'react-aria-components/Checkbox'
import type { CartPageContent } from '../../../contract/checkout/schemas'
import { isUnavailable } from '../../../contract/shop/cart-availability'
import type { Cart, CartItem } from '../../../contract/shop/schemas'
import { type CartCopy, cartCopy } from '../../lib/checkout/cart-copy'
import { ButtonLink } from '../ui/button-link'
import { buttonClass } from '../ui/button-style'
import { LoadingList } from '../ui/loading-list'
import { CartLine, CartProblemNote } from './cart-line'
import { CartCheckoutBar, CartSummary } from './cart-summary'
import { SavedForLater } from './saved-for-later'
import {
  type CartChange,
  type CartProblem,
  type RemovedItem,
  useCartChanges,
  WHOLE_CART,
} from './use-cart-changes'

type Row = { kind: 'item'; item: CartItem; index: number } | { kind: 'removed'; entry: RemovedItem }

/** The items in their order, with a note left where each removed item was. */
function rowsOf(items: CartItem[], removed: RemovedItem[]): Row[] {
  const rows: Row[] = items.map((item, index) => ({ kind: 'item', item, index }))
  const present = new Set(items.map((item) => item.product.id))
  for (const entry of removed) {
    if (present.has(entry.item.product.id)) continue
    rows.splice(Math.min(entry.index, rows.length), 0, { kind: 'removed', entry })
  }
  return rows
}

export function CartEditor({
  cart,
  content,
  onCartChanged,
  onContinue,
}: {
  cart: Cart
  /** The page's texts; built-in Indonesian copy while undefined. */
  content: CartPageContent | undefined
  /** After every successful change, with the cart the server answered. */
  onCartChanged: (cart: Cart) => void
  /** 'Lanjut', pressed while the chosen items can be checked out. */
  onContinue: () => void
}): JSX.Element {
  const copy = cartCopy(content)
  const { perform, pending, problems, removed, forget, announcement, focusKey, setFocusKey } =
    useCartChanges(onCartChanged)
  const root = useRef<HTMLDivElement>(null)
  const saving = Object.keys(pending).length > 0
  const wholeCart = pending[WHOLE_CART]

  // A control that went away (the removed item's 'Hapus', the note's 'Batalkan') had the focus:
  // it moves to what took its place, never to the top of the page.
  useEffect(() => {
    if (!focusKey || !root.current) return
    const target = [...root.current.querySelectorAll<HTMLElement>('[data-focus-key]')].find(
      (element) => element.dataset.focusKey === focusKey,
    )
    if (!target) return
    target.focus()
    setFocusKey(null)
  })

  /** 'Lanjut' pressed too early: to the first chosen item that needs fixing. */
  function showFirstToFix() {
    const first = cart.data.find((item) => item.selected && item.availability !== 'available')
    if (first) setFocusKey(`item:${first.product.id}`)
  }

  const rows = rowsOf(cart.data, removed)
  // Lines that cannot be bought at all wait in their own group, out of the choice and the total.
  const [buyableRows, apartRows] = partition(
    rows,
    (row) => !isUnavailable(itemOf(row).availability),
  )
  const buyable = cart.data.filter((item) => !isUnavailable(item.availability))
  const notes = (
    <RemovedNotes
      rows={rows}
      problems={problems}
      pending={pending}
      perform={perform}
      forget={forget}
    />
  )
  const renderRow = (row: Row) =>
    row.kind === 'item' ? (
      <CartLine
        key={row.item.product.id}
        item={row.item}
        index={row.index}
        copy={copy}
        pending={pending[row.item.product.id] ?? wholeCart}
        problem={problems[row.item.product.id]}
        onChange={(change) => void perform(change)}
      />
    ) : (
      <RemovedNote
        key={`removed-${row.entry.item.product.id}`}
        entry={row.entry}
        pending={pending[row.entry.item.product.id]}
        problem={problems[row.entry.item.product.id]}
        perform={perform}
        forget={forget}
      />
    )
  const saved = (
    <SavedForLater
      copy={copy}
      onCartChanged={onCartChanged}
      onMovedToCart={(productId) => setFocusKey(`item:${productId}`)}
    />
  )

  return (
    <div className="cart-editor" ref={root}>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {cart.data.length === 0 ? (
        <>
          {removed.length > 0 ? <ul className="cart-lines">{notes}</ul> : null}
          <CartEmpty content={content} />
          {saved}
        </>
      ) : (
        <>
          <div className="cart-editor__items">
            <section aria-labelledby="judul-isi-keranjang">
              {/* The items' names are headings under this one (h1 page, h2 section, h3 item). */}
              <h2 id="judul-isi-keranjang" className="visually-hidden">
                Isi keranjang
              </h2>
              {buyable.length > 0 ? (
                <SelectAll
                  items={buyable}
                  busy={wholeCart !== undefined}
                  problem={problems[WHOLE_CART]}
                  perform={perform}
                />
              ) : null}
              {buyableRows.length > 0 ? (
                <ul className="cart-lines">{buyableRows.map(renderRow)}</ul>
              ) : null}
              {apartRows.length > 0 ? (
                <section className="cart-apart" aria-labelledby="judul-tidak-tersedia">
                  <h2 id="judul-tidak-tersedia" className="cart-apart__title">
                    Tidak tersedia ({apartRows.filter((row) => row.kind === 'item').length})
                  </h2>
                  <p className="small muted cart-apart__note">
                    Tidak ikut dipilih dan tidak dihitung di total.
                  </p>
                  <ul className="cart-lines">{apartRows.map(renderRow)}</ul>
                </section>
              ) : null}
            </section>
            {saved}
          </div>
          <CartSummary cart={cart} copy={copy} />
          <CartCheckoutBar
            cart={cart}
            saving={saving}
            onContinue={onContinue}
            onBlockedPress={showFirstToFix}
          />
        </>
      )}
    </div>
  )
}

function itemOf(row: Row): CartItem {
  return row.kind === 'item' ? row.item : row.entry.item
}

function partition<T>(list: T[], keep: (entry: T) => boolean): [T[], T[]] {
  return [list.filter(keep), list.filter((entry) => !keep(entry))]
}

function SelectAll({
  items,
  busy,
  problem,
  perform,
}: {
  items: CartItem[]
  busy: boolean
  problem: CartProblem | undefined
  perform: (change: CartChange) => Promise<void>
}) {
  const all = items.every((item) => item.selected)
  const some = items.some((item) => item.selected)
  return (
    <div className="cart-editor__all" aria-busy={busy || undefined}>
      <Checkbox
        className="checkbox"
        isSelected={all}
        isIndeterminate={some && !all}
        isReadOnly={busy}
        onChange={(selected) => {
          if (!busy) void perform({ kind: 'selectAll', items, selected })
        }}
      >
        <span className="checkbox__box" aria-hidden="true" />
        Pilih semua ({items.length})
      </Checkbox>
      {problem ? (
        <CartProblemNote problem={problem} onRetry={(change) => void perform(change)} />
      ) : null}
    </div>
  )
}

/** Only the notes, for a cart whose last item has just gone. */
function RemovedNotes({
  rows,
  problems,
  pending,
  perform,
  forget,
}: {
  rows: Row[]
  problems: Record<string, CartProblem>
  pending: Record<string, CartChange>
  perform: (change: CartChange) => Promise<void>
  forget: (productId: string) => void
}) {
  return rows.map((row) =>
    row.kind === 'removed' ? (
      <RemovedNote
        key={`removed-${row.entry.item.product.id}`}
        entry={row.entry}
        pending={pending[row.entry.item.product.id]}
        problem={problems[row.entry.item.product.id]}
        perform={perform}
        forget={forget}
      />
    ) : null,
  )
}

/**
 * Where a removed item was: it says so, and offers 'Batalkan' to put it back as it was (a slip of
 * the finger costs one press, with no confirm before every removal). An item that can no longer
 * be bought (no longer sold, sold out) cannot go back, so it offers only to close the note.
 */
function RemovedNote({
  entry,
  pending,
  problem,
  perform,
  forget,
}: {
  entry: RemovedItem
  pending: CartChange | undefined
  problem: CartProblem | undefined
  perform: (change: CartChange) => Promise<void>
  forget: (productId: string) => void
}) {
  const { item } = entry
  const id = item.product.id
  const restorable = item.availability !== 'discontinued' && item.availability !== 'empty_stock'
  const busy = pending !== undefined
  return (
    <li
      className="cart-removed"
      aria-busy={busy || undefined}
      tabIndex={-1}
      data-focus-key={restorable ? undefined : `removed:${id}`}
    >
      <p className="cart-removed__text">
        <strong>{item.product.name}</strong> dihapus dari keranjang.
      </p>
      <div className="cart-removed__actions">
        {restorable ? (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'small' })}
            aria-disabled={busy || undefined}
            aria-label={`Batalkan hapus ${item.product.name}`}
            data-focus-key={`removed:${id}`}
            onClick={() => {
              if (!busy) void perform({ kind: 'restore', item })
            }}
          >
            {busy ? 'Mengembalikan…' : 'Batalkan'}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass({ variant: 'link', size: 'small' })}
          aria-label={`Tutup catatan ${item.product.name}`}
          onClick={() => forget(id)}
        >
          Tutup
        </button>
      </div>
      {problem ? (
        <CartProblemNote problem={problem} onRetry={(change) => void perform(change)} />
      ) : null}
    </li>
  )
}

/** An empty cart: what it means, and where to go next. */
export function CartEmpty({ content }: { content: CartPageContent | undefined }): JSX.Element {
  const copy: CartCopy = cartCopy(content)
  return (
    <div className="card empty-state cart-empty">
      <svg
        className="cart-empty__art"
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
      >
        <circle cx="32" cy="32" r="30" fill="var(--color-primary-50)" />
        <path
          d="M18 22h5l4 18h16l4-12H25"
          fill="none"
          stroke="var(--color-primary-600)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="29" cy="46" r="2.5" fill="var(--color-primary-600)" />
        <circle cx="41" cy="46" r="2.5" fill="var(--color-primary-600)" />
      </svg>
      <p>
        <strong>{copy.emptyTitle}</strong>
      </p>
      <p className="muted">{copy.emptyBody}</p>
      <ButtonLink to="/product/katalog">Lihat Katalog</ButtonLink>
    </div>
  )
}

/** The cart while it loads: item cards and a summary in their own shapes, announced as busy. */
export function CartSkeleton(): JSX.Element {
  return (
    <div className="cart-editor cart-editor--loading">
      <div className="cart-editor__items">
        <LoadingList
          label="Memuat keranjang"
          listClassName="cart-lines"
          itemClassName="cart-line cart-line--skeleton"
          count={3}
        />
      </div>
      <div className="card cart-summary cart-summary--skeleton" aria-hidden="true" />
    </div>
  )
}
