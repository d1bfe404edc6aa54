import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { sessionQueries } from './server-queries'

/**
 * For a loader whose call found the session ended (the API's 401: expired, or signed out on
 * another device): the page forgets the session, then the member signs in and comes back to
 * `href`. Forgotten first, because /masuk sends a member it still believes in straight back: a
 * loader run in the browser (a link followed from another page) went round between the two until
 * the router gave up ('Too many redirects') and the member saw neither page.
 */
export function signInAgainRedirect(queryClient: QueryClient, href: string) {
  queryClient.setQueryData(sessionQueries.current().queryKey, null)
  return redirect({ to: '/masuk', search: { redirect: href } })
}
