import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useRef, useState } from 'react'
import { toast } from '../../../components/ui/toast'
import { sessionQueries } from '../../../server/session.queries'
import { addToMyCart } from '../../../server/shop.functions'
import { cartQueries } from '../../../server/shop.queries'

export interface CartLine {
  productId: string
  quantity: number
}

/**
 * Adding to the cart. A member adds at once; a visitor is sent to sign in with the intent in the
 * return URL (`intent` search params, e.g. `?tambah=<id>&qty=1`), and back on the page
 * `useCompleteIntent` finishes it once and removes it from the URL.
 */
export function useAddToCart() {
  const { data: session } = useQuery(sessionQueries.current())
  const queryClient = useQueryClient()
  const add = useServerFn(addToMyCart)
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const [pending, setPending] = useState(false)

  async function addNow(lines: CartLine[], what: string) {
    setPending(true)
    try {
      const result = await add({ data: { items: lines } })
      if (result.ok) {
        toast.show({ title: `${what} masuk ke keranjang`, tone: 'success' })
        await queryClient.invalidateQueries({ queryKey: cartQueries.mine().queryKey })
      } else {
        toast.show({ title: 'Belum bisa ditambahkan', description: result.message, tone: 'error' })
      }
      return result.ok
    } catch {
      toast.show({
        title: 'Gagal menambahkan ke keranjang',
        description: 'Periksa koneksimu lalu coba lagi.',
        tone: 'error',
      })
      return false
    } finally {
      setPending(false)
    }
  }

  /** `intent`: the search params that redo this action after sign-in. */
  async function addToCart(lines: CartLine[], what: string, intent: Record<string, string>) {
    if (session) return addNow(lines, what)
    const url = new URL(location.href, 'http://diri.invalid')
    for (const [key, value] of Object.entries(intent)) url.searchParams.set(key, value)
    await navigate({ to: '/masuk', search: { redirect: `${url.pathname}${url.search}` } })
    return false
  }

  return { addToCart, addNow, pending, signedIn: Boolean(session) }
}

/**
 * Runs `complete` once when the page has a pending intent and the visitor is now signed in, then
 * takes the intent params out of the URL (replace: the back button does not redo it).
 */
export function useCompleteIntent(
  pending: boolean,
  complete: () => Promise<unknown>,
  clearedSearch: () => void,
) {
  const { data: session } = useQuery(sessionQueries.current())
  const done = useRef(false)
  useEffect(() => {
    if (!pending || !session || done.current) return
    done.current = true
    void complete().finally(clearedSearch)
  }, [pending, session, complete, clearedSearch])
}
