import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useCallback, useEffect, useRef } from 'react'
import { signInHref } from '../../lib/auth/sign-in-href'
import { sessionQueries } from '../../server/auth/server-queries'
import { cartQueries } from '../../server/shop/server-queries'
import { addToMyCart } from '../../server/shop/shop.functions'
import { useSignInAgain } from '../auth/use-sign-in-again'
import { toast } from '../ui/toast'

export interface CartLine {
  productId: string
  quantity: number
}

/**
 * Adding to the cart. A member adds at once; a visitor is sent to sign in with the intent in the
 * return URL (`intent` search params, e.g. `?tambah=<id>&qty=1`), and back on the page
 * `useCompleteIntent` finishes it once and removes it from the URL. A member whose session ended
 * meanwhile takes the same way back (`useSignInAgain`).
 */
/**
 * The cart fetched again after a change. The header's first fetch of it may have left before the
 * change (after signing in they go together): it is cancelled, or its answer without the new item
 * would stand as fresh, since a refetch joins a first fetch rather than replace it.
 */
export async function refreshCart(queryClient: QueryClient) {
  const cart = cartQueries.mine().queryKey
  await queryClient.cancelQueries({ queryKey: cart })
  await queryClient.invalidateQueries({ queryKey: cart })
}

export function useAddToCart() {
  const { data: session } = useQuery(sessionQueries.current())
  const queryClient = useQueryClient()
  const add = useServerFn(addToMyCart)
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const signInAgainIfEnded = useSignInAgain()

  const adding = useMutation({
    mutationFn: ({ lines }: { lines: CartLine[]; what: string; intent?: Record<string, string> }) =>
      add({ data: { items: lines } }),
    onSuccess: async (result, { what }) => {
      if (!result.ok) {
        toast.show({ title: 'Belum bisa ditambahkan', description: result.message, tone: 'error' })
        return
      }
      toast.show({ title: `${what} masuk ke keranjang`, tone: 'success' })
      await refreshCart(queryClient)
    },
    onError: async (error, { intent }) => {
      if (intent && (await signInAgainIfEnded(error, { params: intent }))) return
      toast.show({
        title: 'Gagal menambahkan ke keranjang',
        description: 'Periksa koneksimu lalu coba lagi.',
        tone: 'error',
      })
    },
  })
  const { mutateAsync } = adding

  /**
   * Resolves with whether the items went in; a failure has already been told in a toast. With
   * `intent` (the search params that redo this action after sign-in), a session that has ended
   * sends the member to sign in again instead; without it (the intent is being finished), the
   * failure is told like any other.
   */
  const addNow = useCallback(
    (lines: CartLine[], what: string, intent?: Record<string, string>) =>
      mutateAsync({ lines, what, intent }).then(
        (result) => result.ok,
        () => false,
      ),
    [mutateAsync],
  )

  /** A visitor signs in first; `intent`: the search params that redo this action after sign-in. */
  async function addToCart(lines: CartLine[], what: string, intent: Record<string, string>) {
    if (session) return addNow(lines, what, intent)
    await navigate({ href: signInHref(location, { params: intent }) })
    return false
  }

  return { addToCart, addNow, pending: adding.isPending, signedIn: Boolean(session) }
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
