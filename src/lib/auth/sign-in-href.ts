/**
 * What a visitor was doing when the page sent them to sign in, written into the address they
 * come back to: search params the page reads to redo it (`?tambah=<id>&qty=2`, `?suka=<id>`) and,
 * optionally, where on the page to land (`ulasan`, without the `#`).
 */
export interface SignInIntent {
  params: Record<string, string>
  hash?: string
}

/**
 * "Sign in, then finish what I was doing": the sign-in page's address, returning to `location`
 * with the intent added. Back on the page, `useCompleteIntent` runs it once and takes it out of
 * the URL. `location` is the router's (`href` is path, search and hash, no origin).
 */
export function signInHref(location: { href: string }, intent: SignInIntent): string {
  // Any base will do: only the path, search and hash are kept.
  const back = new URL(location.href, 'http://diri.invalid')
  for (const [key, value] of Object.entries(intent.params)) back.searchParams.set(key, value)
  back.hash = intent.hash ?? ''
  const redirect = `${back.pathname}${back.search}${back.hash}`
  return `/masuk?${new URLSearchParams({ redirect })}`
}
