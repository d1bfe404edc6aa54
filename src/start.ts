import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { errorTransport } from './server/error-reports/error-transport'

// Server-only modules, imported once: a dynamic import per request goes through the module
// loader's resolution every time (measurable under load, ADR 016).
let securityHeaders: Promise<typeof import('./server/http/security-headers.server')> | undefined
let pageCaching: Promise<typeof import('./server/http/page-cache.server')> | undefined
let errorReporting:
  | Promise<typeof import('./server/error-reports/error-reporting.server')>
  | undefined

/**
 * One nonce per request for the Content-Security-Policy, and the security headers on every
 * response the app renders. The router reads the nonce from this context (see router.tsx).
 */
const securityHeadersMiddleware = createMiddleware().server(async ({ next, request }) => {
  securityHeaders ??= import('./server/http/security-headers.server')
  const { createNonce, withSecurityHeaders } = await securityHeaders
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  return { ...result, response: withSecurityHeaders(result.response, request, nonce) }
})

/**
 * Shared caching for public pages (s-maxage, stale-while-revalidate, ETag, 304) and
 * `private, no-store` for members; inside the security headers, so it sees the nonce to mask.
 */
const pageCachingMiddleware = createMiddleware().server(async ({ next, request, context }) => {
  const result = await next()
  pageCaching ??= import('./server/http/page-cache.server')
  const { withPageCaching } = await pageCaching
  // Set by securityHeadersMiddleware, which runs first (the type does not follow the array).
  const nonce = (context as unknown as { nonce?: string } | undefined)?.nonce
  return { ...result, response: await withPageCaching(request, result.response, nonce) }
})

/**
 * Unexpected failures of server functions to error reporting (ADR 017), then on as before; the
 * expected refusals (redirects, not-found, the API's 4xx) are left out there.
 */
const reportFunctionErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    errorReporting ??= import('./server/error-reports/error-reporting.server')
    ;(await errorReporting).reportServerFunctionError(error)
    throw error
  }
})

// A custom start.ts replaces the default one, so CSRF protection of server functions is ours to add.
const csrfMiddleware = createCsrfMiddleware({
  filter: ({ handlerType }) => handlerType === 'serverFn',
})

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeadersMiddleware, pageCachingMiddleware, csrfMiddleware],
  functionMiddleware: [reportFunctionErrors],
  // The API's errors and the sign-in refusal reach the browser whole, not as a bare message.
  serializationAdapters: errorTransport,
}))
