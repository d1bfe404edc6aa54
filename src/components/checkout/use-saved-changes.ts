import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useCallback, useRef, useState } from 'react'
import type { SavedItem } from '../../../contract/checkout/saved-items'
import type { Cart } from '../../../contract/shop/schemas'
import {
  moveMySavedToCart,
  removeMySavedItem,
  type SavedChangeResult,
} from '../../server/checkout/saved-items.functions'
import { savedItemQueries } from '../../server/checkout/server-queries'
import { cartQueries } from '../../server/shop/server-queries'
import { useSignInAgain } from '../auth/use-sign-in-again'

/** What the member asks of a saved line: back into the cart, or off the list. */
export type SavedChange = { kind: 'toCart' | 'remove'; item: SavedItem }

const NETWORK_MESSAGE = 'Perubahan belum tersimpan. Periksa koneksimu lalu coba lagi.'

function announcementOf({ kind, item }: SavedChange) {
  return kind === 'toCart'
    ? `${item.product.name} dipindahkan ke keranjang.`
    : `${item.product.name} dihapus dari daftar simpanan.`
}

/**
 * The saved list's changes, one per line at a time, as the cart's own (`useCartChanges`): the
 * server answers both lists, which go to their queries and, for the cart, to the page
 * (`onCartChanged`, the checkout machine's CART_CHANGED). A refusal stays at the line in the
 * API's words; a failed network keeps the lists as the server last confirmed them.
 */
export function useSavedChanges(
  onCartChanged: (cart: Cart) => void,
  onDone: (change: SavedChange, saved: SavedItem[]) => void,
) {
  const queryClient = useQueryClient()
  const toCart = useServerFn(moveMySavedToCart)
  const remove = useServerFn(removeMySavedItem)
  const signInAgainIfEnded = useSignInAgain()
  const [pending, setPending] = useState<Record<string, SavedChange>>({})
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [announcement, setAnnouncement] = useState('')
  const inFlight = useRef(new Set<string>())

  const perform = useCallback(
    async (change: SavedChange) => {
      const id = change.item.product.id
      if (inFlight.current.has(id)) return
      inFlight.current.add(id)
      setPending((current) => ({ ...current, [id]: change }))
      setProblems(({ [id]: _cleared, ...rest }) => rest)
      try {
        const data = { productId: id }
        const answer: SavedChangeResult =
          change.kind === 'toCart' ? await toCart({ data }) : await remove({ data })
        if (!answer.ok) {
          setProblems((current) => ({ ...current, [id]: answer.message }))
          return
        }
        queryClient.setQueryData(savedItemQueries.mine().queryKey, answer.saved)
        queryClient.setQueryData(cartQueries.mine().queryKey, answer.cart)
        onCartChanged(answer.cart)
        setAnnouncement(announcementOf(change))
        onDone(change, answer.saved.data)
      } catch (error) {
        if (await signInAgainIfEnded(error, { params: {} })) return
        setProblems((current) => ({ ...current, [id]: NETWORK_MESSAGE }))
      } finally {
        inFlight.current.delete(id)
        setPending(({ [id]: _done, ...rest }) => rest)
      }
    },
    [toCart, remove, queryClient, onCartChanged, onDone, signInAgainIfEnded],
  )

  return { perform, pending, problems, announcement }
}
