import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { DefaultErrorPage } from './components/site/error-pages'
import { NotFoundPage } from './components/site/not-found-page'
import { createQueryClient } from './query-client'
import { routeTree } from './routeTree.gen'

/**
 * Search params are plain text, as people and search engines read them (`?flowId=2001`, not
 * `?flowId=%222001%22`); routes validate and convert them.
 */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search))
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A fresh router and QueryClient per request on the server, one per tab in the browser. */
export function getRouter() {
  const queryClient = createQueryClient()
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
    parseSearch,
    stringifySearch,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
