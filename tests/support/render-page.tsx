import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { ToastHost } from '../../src/components/ui/toast'
import { putri } from '../../src/machines/auth/auth.fixtures'
import { sessionQueries } from '../../src/server/auth/server-queries'

// jsdom lays nothing out and has no scrollIntoView; the router calls it for a URL's #hash.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined
}

interface PageOptions {
  /** The route pattern the component expects to be on, e.g. `/product/$id`. */
  path: string
  component: RouteComponent
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>
  signedIn: boolean
}

/**
 * Renders `component` at `url` in a small router of its own: its route, a stand-in /masuk that
 * says "Halaman masuk", and the toasts, over a fresh QueryClient that already knows whether
 * someone (Putri, of the auth fixtures) is signed in, so the session is never fetched. The
 * router renders once its first load is done: find the page's first element with `findBy…`.
 * Returns the router, to read the URL.
 */
export function renderPage(
  url: string,
  { path, component, validateSearch, signedIn }: PageOptions,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(sessionQueries.current().queryKey, signedIn ? putri : null)
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
  })
  const page = createRoute({ getParentRoute: () => root, path, validateSearch, component })
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/masuk',
    component: () => <h1>Halaman masuk</h1>,
  })
  const router = createRouter({
    routeTree: root.addChildren([page, signIn]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient, user: userEvent.setup() }
}

/**
 * After the page sent a visitor to sign in: checks they are on the stand-in /masuk and returns
 * where the sign-in page will send them back to (its `redirect`).
 */
export async function returnAfterSignIn({ router }: Pick<ReturnType<typeof renderPage>, 'router'>) {
  expect(await screen.findByRole('heading', { name: 'Halaman masuk' })).toBeInTheDocument()
  const back = new URLSearchParams(router.state.location.searchStr).get('redirect')
  if (!back) throw new Error(`/masuk without a redirect: ${router.state.location.href}`)
  return back
}
