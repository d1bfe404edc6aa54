import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useCallback, useRef, useState } from 'react'
import { ApiError, ApiNetworkError } from '../../../contract/errors'
import { formatRupiah } from '../../../contract/indonesian-format'
import type { Cart, CartItem } from '../../../contract/shop/schemas'
import { removeFromMyCart, updateMyCart } from '../../server/checkout/checkout.functions'
import { saveMyCartLine } from '../../server/checkout/saved-items.functions'
import { savedItemQueries } from '../../server/checkout/server-queries'
import { cartQueries } from '../../server/shop/server-queries'
import { addToMyCart } from '../../server/shop/shop.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'

/** One change the member asks of their cart. */
export type CartChange =
  | { kind: 'quantity'; item: CartItem; quantity: number }
  | { kind: 'select'; item: CartItem; selected: boolean }
  | { kind: 'selectAll'; items: CartItem[]; selected: boolean }
  /** `index`: its place in the list, where a note with the undo stays after it is gone. */
  | { kind: 'remove'; item: CartItem; index: number }
  /** The undo of a removal: the item goes back with its quantity. */
  | { kind: 'restore'; item: CartItem }
  /** 'Simpan untuk nanti': the line moves to the saved list under the cart. */
  | { kind: 'save'; item: CartItem; index: number }

/** Where a change shows its pending state and its problems: one item, or the whole list. */
export const WHOLE_CART = '*'
export function targetOf(change: CartChange) {
  return change.kind === 'selectAll' ? WHOLE_CART : change.item.product.id
}

export interface CartProblem {
  message: string
  /** Set when the change may simply be tried again (the network failed, not a refusal). */
  retry: CartChange | null
}

/** An item just removed, kept where it was with a way to put it back. */
export interface RemovedItem {
  item: CartItem
  /** Its place in the list when it was removed. */
  index: number
}

/** `cartChanged`: the cart is not what the page shows (an item removed in another tab). */
type Outcome = { ok: true; cart: Cart } | { ok: false; message: string; cartChanged?: boolean }

const NETWORK_MESSAGE = 'Perubahan belum tersimpan. Periksa koneksimu lalu coba lagi.'
const TIMEOUT_MESSAGE = 'Keranjang terlalu lama menjawab. Perubahan belum tersimpan.'

/** What a person is told about an error that is not a refusal of the change itself. */
function problemOf(error: unknown): { message: string; retryable: boolean } {
  // A refusal that came as an error (removing answers the cart or throws): its own message.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.body) {
    return { message: error.body.message, retryable: false }
  }
  if (error instanceof ApiNetworkError && error.timedOut) {
    return { message: TIMEOUT_MESSAGE, retryable: true }
  }
  return { message: NETWORK_MESSAGE, retryable: true }
}

/** The items a change is about. */
function itemsOf(change: CartChange): CartItem[] {
  return change.kind === 'selectAll' ? change.items : [change.item]
}

/** The sentence the live region reads after a change: what changed, then the new total. */
function announcementOf(change: CartChange, cart: Cart) {
  const total = `Total ${formatRupiah(cart.meta.selectedSubtotal)}.`
  switch (change.kind) {
    case 'quantity':
      return `Jumlah ${change.item.product.name} jadi ${change.quantity}. ${total}`
    case 'select':
      return `${change.item.product.name} ${change.selected ? 'dipilih' : 'tidak dipilih'}. ${total}`
    case 'selectAll':
      return `${change.selected ? 'Semua produk dipilih' : 'Tidak ada produk yang dipilih'}. ${total}`
    case 'remove':
      return `${change.item.product.name} dihapus dari keranjang. ${total}`
    case 'restore':
      return `${change.item.product.name} dikembalikan ke keranjang. ${total}`
    case 'save':
      return `${change.item.product.name} disimpan untuk nanti. ${total}`
  }
}

/**
 * The cart editor's changes. Each goes to the server at once (no optimism about the totals: the
 * server prices them); the answer is the whole cart, handed to the page (`onCartChanged`, the
 * checkout machine's CART_CHANGED) and to the query the header's badge reads. A change in flight
 * marks its item pending; a refusal is shown at the item in the API's words; a network failure
 * keeps the change to try again. Nothing is lost on a failure: the cart shown stays the last one
 * the server confirmed. A change to an item another tab removed meanwhile (the API's 409) reads
 * the cart again: the item becomes the note of a removed one, with the API's words and a way to
 * put it back.
 */
export function useCartChanges(onCartChanged: (cart: Cart) => void) {
  const queryClient = useQueryClient()
  const update = useServerFn(updateMyCart)
  const remove = useServerFn(removeFromMyCart)
  const add = useServerFn(addToMyCart)
  const saveLine = useServerFn(saveMyCartLine)
  const signInAgainIfEnded = useSignInAgain()

  const [pending, setPending] = useState<Record<string, CartChange>>({})
  const [problems, setProblems] = useState<Record<string, CartProblem>>({})
  const [removed, setRemoved] = useState<RemovedItem[]>([])
  const [announcement, setAnnouncement] = useState('')
  /** What should have the focus once the change shows (a control that went away had it). */
  const [focusKey, setFocusKey] = useState<string | null>(null)
  const inFlight = useRef(new Set<string>())

  const send = useCallback(
    async (change: CartChange): Promise<Outcome> => {
      switch (change.kind) {
        case 'quantity': {
          const { item, quantity } = change
          return update({ data: { items: [{ productId: item.product.id, quantity }] } })
        }
        case 'select': {
          const { item, selected } = change
          return update({ data: { items: [{ productId: item.product.id, selected }] } })
        }
        case 'selectAll': {
          const items = change.items.map((item) => ({
            productId: item.product.id,
            selected: change.selected,
          }))
          return update({ data: { items } })
        }
        case 'remove':
          return {
            ok: true,
            cart: await remove({ data: { items: [{ productId: change.item.product.id }] } }),
          }
        case 'save': {
          const answer = await saveLine({ data: { productId: change.item.product.id } })
          // Refused: the line left the cart elsewhere (removed, or saved in another tab).
          if (!answer.ok) return { ok: false, message: answer.message, cartChanged: true }
          queryClient.setQueryData(savedItemQueries.mine().queryKey, answer.saved)
          return { ok: true, cart: answer.cart }
        }
        case 'restore': {
          const { item } = change
          const added = await add({
            data: { items: [{ productId: item.product.id, quantity: item.quantity }] },
          })
          if (!added.ok) return added
          // Added items come back chosen; one that was not chosen goes back as it was.
          if (!item.selected) {
            return update({ data: { items: [{ productId: item.product.id, selected: false }] } })
          }
          return {
            ok: true,
            cart: await queryClient.fetchQuery({ ...cartQueries.mine(), staleTime: 0 }),
          }
        }
      }
    },
    [update, remove, add, saveLine, queryClient],
  )

  /**
   * The cart read again after a change found it changed elsewhere; the change's items that are
   * gone stay where they were as removed items, so the refusal is said where the member looked.
   */
  const showCartAsItIs = useCallback(
    async (change: CartChange) => {
      const shown = queryClient.getQueryData(cartQueries.mine().queryKey)
      let cart: Cart
      try {
        cart = await queryClient.fetchQuery({ ...cartQueries.mine(), staleTime: 0 })
      } catch {
        // Not read again (the network dropped meanwhile): the refusal is still said at the item.
        return
      }
      onCartChanged(cart)
      const gone = itemsOf(change)
        .filter((item) => !cart.data.some((held) => held.product.id === item.product.id))
        .map((item) => ({
          item,
          index: Math.max(
            0,
            shown?.data.findIndex((held) => held.product.id === item.product.id) ?? 0,
          ),
        }))
      if (gone.length === 0) return
      const ids = new Set(gone.map((entry) => entry.item.product.id))
      setRemoved((current) => [
        ...current.filter((entry) => !ids.has(entry.item.product.id)),
        ...gone,
      ])
    },
    [queryClient, onCartChanged],
  )

  const perform = useCallback(
    async (change: CartChange) => {
      const target = targetOf(change)
      // One change per item at a time (its controls are disabled meanwhile; this also holds
      // against a double press that lands before the re-render).
      if (inFlight.current.has(target)) return
      inFlight.current.add(target)
      setPending((current) => ({ ...current, [target]: change }))
      setProblems(({ [target]: _cleared, ...rest }) => rest)
      try {
        const outcome = await send(change)
        if (!outcome.ok) {
          if (outcome.cartChanged) await showCartAsItIs(change)
          setProblems((current) => ({
            ...current,
            [target]: { message: outcome.message, retry: null },
          }))
          return
        }
        queryClient.setQueryData(cartQueries.mine().queryKey, outcome.cart)
        onCartChanged(outcome.cart)
        setAnnouncement(announcementOf(change, outcome.cart))
        if (change.kind === 'remove') {
          const entry = { item: change.item, index: change.index }
          setRemoved((current) => [
            ...current.filter((old) => old.item.product.id !== target),
            entry,
          ])
          setFocusKey(`removed:${target}`)
        }
        // Saved: the line went under the cart, where the focus follows it.
        if (change.kind === 'save') setFocusKey(`saved:${target}`)
        if (change.kind === 'restore') {
          setRemoved((current) => current.filter((entry) => entry.item.product.id !== target))
          setFocusKey(`item:${target}`)
        }
      } catch (error) {
        // The session ended: sign in and come back to this cart, where the change can be redone.
        if (await signInAgainIfEnded(error, { params: {} })) return
        const { message, retryable } = problemOf(error)
        setProblems((current) => ({
          ...current,
          [target]: { message, retry: retryable ? change : null },
        }))
      } finally {
        inFlight.current.delete(target)
        setPending(({ [target]: _done, ...rest }) => rest)
      }
    },
    [send, showCartAsItIs, queryClient, onCartChanged, signInAgainIfEnded],
  )

  const forget = useCallback((productId: string) => {
    setRemoved((current) => current.filter((entry) => entry.item.product.id !== productId))
    setProblems(({ [productId]: _gone, ...rest }) => rest)
  }, [])

  return { perform, pending, problems, removed, forget, announcement, focusKey, setFocusKey }
}
