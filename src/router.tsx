import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { DefaultErrorPage } from './components/error-pages'
import { NotFoundPage } from './components/not-found-page'
import { routeTree } from './routeTree.gen'

/** A fresh router and QueryClient per request on the server, one per tab in the browser. */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
  // The request middleware in start.ts makes one nonce per request; the router stamps it on
  // every script and style it renders, so the Content-Security-Policy can name it.
  const nonce = import.meta.env.SSR ? getGlobalStartContext()?.nonce : undefined

  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: DefaultErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    ssr: nonce ? { nonce } : undefined,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
