import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { type SignInIntent, signInHref } from '../../lib/auth/sign-in-href'
import { sessionQueries } from '../../server/auth/server-queries'
import { SignInRequiredError } from '../../server/auth/sign-in-required-error'
import { toast } from '../ui/toast'

/**
 * For a member flow whose session ends half-way (add to cart, save an address, and the checkout
 * and booking to come): `signInAgainIfEnded(error, intent)` resolves true after sending the member
 * to sign in, returning here with `intent` (see `signInHref`), when `error` is the server's
 * refusal of a session that has ended (`SignInRequiredError`, HTTP 401: expired, or signed out on
 * another device); false for any other error, which stays the caller's to show. What the member
 * typed is the caller's to keep (sessionStorage, see `form-draft.ts`).
 */
export function useSignInAgain() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()

  // One function for the page's life: the address is read when it is called. A callback that
  // changed with the address re-ran the effects that call it on a machine's 'signInAgain' state
  // (questionnaire, booking) at every navigation it made itself, and the tab froze in that loop.
  return useCallback(
    async (error: unknown, intent: SignInIntent): Promise<boolean> => {
      // The server has already cleared the cookie of a session the API refused (spec §8).
      if (!(error instanceof SignInRequiredError)) return false
      // The session query is what the header, the guards and the auth machine follow: signed out
      // now, so the sign-in page does not send a member it still believes in straight back.
      queryClient.setQueryData(sessionQueries.current().queryKey, null)
      toast.show({ title: 'Sesimu sudah berakhir. Masuk lagi untuk melanjutkan.', tone: 'info' })
      await navigate({ href: signInHref(router.state.location, intent) })
      return true
    },
    [queryClient, navigate, router],
  )
}
