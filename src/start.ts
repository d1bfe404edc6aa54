import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'

/**
 * One nonce per request for the Content-Security-Policy, and the security headers on every
 * response the app renders. The router reads the nonce from this context (see router.tsx).
 */
const securityHeadersMiddleware = createMiddleware().server(async ({ next, request }) => {
  const { createNonce, withSecurityHeaders } = await import('./server/security-headers.server')
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  return { ...result, response: withSecurityHeaders(result.response, request, nonce) }
})

// A custom start.ts replaces the default one, so CSRF protection of server functions is ours to add.
const csrfMiddleware = createCsrfMiddleware({
  filter: ({ handlerType }) => handlerType === 'serverFn',
})

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeadersMiddleware, csrfMiddleware],
}))
