import { serverEnv } from '../../app.config'

/** 128 random bits, base64: a fresh script nonce for every HTML response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** Whether the site is served over https: by its configured origin or the proxy in front of it. */
export function isHttps(request: Request): boolean {
  return (
    serverEnv().PUBLIC_SITE_URL.startsWith('https://') ||
    request.headers.get('x-forwarded-proto') === 'https' ||
    new URL(request.url).protocol === 'https:'
  )
}

export function contentSecurityPolicy(nonce: string): string {
  const isDev = serverEnv().NODE_ENV === 'development'
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the scripts we trust (by nonce) load the route chunks they import.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // React Aria positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Adds the security headers to a response (in place when it can, else on a copy). */
export function withSecurityHeaders(response: Response, request: Request, nonce: string): Response {
  const headers = new Headers(response.headers)
  if (headers.get('content-type')?.includes('text/html')) {
    headers.set('content-security-policy', contentSecurityPolicy(nonce))
  }
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('x-frame-options', 'DENY')
  if (isHttps(request)) {
    headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
