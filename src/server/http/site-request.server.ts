/**
 * Every request to the site before the app sees it: `/api` goes to the API, server functions get
 * the API's body limit and reach Start only as calls our client makes, pages answer GET and HEAD only (but for the addresses the forms of
 * page-forms.ts post to, with smaller limits); and every answer, errors included, leaves
 * with the headers no response goes without, and no error is left for a cache to keep.
 */
import { handleStartError } from '@tanstack/react-start/server'
import { ERROR_REPORTING, serverEnv } from '../../../app.config'
import {
  DEMO_PAYMENT_PAGE_MAX_BODY_BYTES,
  demoPaymentPageOf,
  serveDemoPaymentPage,
} from '../checkout/demo-payment-pages.server'
import { askErrorReportAllowance } from '../error-reports/error-report-allowance.server'
import { reportServerError } from '../error-reports/error-reporting.server'
import { handleMonitoringTunnel } from '../error-reports/monitoring-tunnel.server'
import { clientGoneResponse, isClientGone } from './client-gone.server'
import { isApiRequest, socketAddress } from './embedded-api.server'
import { pageFormBodyLimit } from './page-forms'
import { DISCARD_MAX_BYTES, discardRest, readWithin } from './read-within.server'
import { withBaseSecurityHeaders, withEditedHeaders } from './security-headers.server'
import { checkServerFunctionCall, type FindServerFunction } from './server-fn-call.server'

/**
 * The API's own limit (backend/app.ts), for the server functions in front of it: what they send
 * on, an address at most, is well under 2 KB.
 */
export const MAX_BODY_BYTES = 64 * 1024

export const BODY_TOO_LARGE_MESSAGE = 'Data yang dikirim terlalu besar.'
export const METHOD_NOT_ALLOWED_MESSAGE =
  'Halaman ini hanya bisa dibuka, tidak bisa dikirimi data. Muat ulang halaman lalu coba lagi.'

/** Set by Start's Vite plugin at build time; the default is Start's own, for the unit tests. */
const SERVER_FN_BASE = process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'
const PAGE_METHODS = 'GET, HEAD'

export interface SiteHandlers {
  /** The API behind `/api`. */
  api: (request: Request) => Promise<Response>
  /** TanStack Start: pages, server routes and server functions. */
  app: (request: Request) => Promise<Response>
  /** The server function with an id, in the build Start runs (server-fn-manifest.server.ts). */
  findServerFunction: FindServerFunction
}

export async function handleSiteRequest(
  request: Request,
  handlers: SiteHandlers,
): Promise<Response> {
  try {
    return withBaseSecurityHeaders(uncachedIfError(await route(request, handlers)), request)
  } catch (error) {
    if (isClientGone(error, request)) return clientGoneResponse()
    reportServerError(error, `${request.method} ${new URL(request.url).pathname} failed`)
    // Start's own answer to an uncaught error (it logs the error), with our headers on it.
    return withBaseSecurityHeaders(uncachedIfError(handleStartError(error)), request)
  }
}

/**
 * An error answer that says nothing about caching (the API's refusals, the 405 and 413 below) is
 * kept by no cache: without a word, a cache may keep a 404 by its own rule, and then serve it after
 * the thing exists. Answers that do say (the 404 page, the server functions') keep their own.
 */
function uncachedIfError(response: Response): Response {
  if (response.status < 400 || response.headers.has('cache-control')) return response
  return withEditedHeaders(response, (headers) => headers.set('cache-control', 'no-store'))
}

async function route(request: Request, handlers: SiteHandlers): Promise<Response> {
  const url = new URL(request.url)
  // The error reports' tunnel (ADR 017): its own methods and limit, never a page, never cached.
  if (url.pathname === ERROR_REPORTING.tunnelPath) {
    return handleMonitoringTunnel(request, {
      dsn: serverEnv().SENTRY_DSN,
      admit: askErrorReportAllowance,
    })
  }
  // The API keeps its methods and limits its bodies itself.
  if (isApiRequest(url)) return handlers.api(request)
  // The payment simulator's pages, passed to the API with the member's session. Before
  // the app: they are the API's own pages, with their own policy, which the app's would replace.
  const demoPage = demoPaymentPageOf(url.pathname)
  if (demoPage) {
    const limited =
      request.method === 'POST'
        ? await withinBodyLimit(request, DEMO_PAYMENT_PAGE_MAX_BODY_BYTES)
        : request
    return limited instanceof Response
      ? limited
      : serveDemoPaymentPage(limited, demoPage, handlers.api)
  }
  if (url.pathname.startsWith(SERVER_FN_BASE)) {
    const limited = await withinBodyLimit(request, MAX_BODY_BYTES)
    if (limited instanceof Response) return limited
    // Only a call as our client makes it reaches Start, which answers anything else with a 500.
    const id = url.pathname.slice(SERVER_FN_BASE.length)
    const call = await checkServerFunctionCall(limited, id, handlers.findServerFunction)
    return call instanceof Response ? call : handlers.app(call)
  }
  // The exceptions to "pages are read, never sent to": the forms that work before the app's
  // JavaScript has loaded (ADR 007; page-forms.ts: add to cart, 'Ingatkan saya'). Exactly those
  // paths and POST, each with a body limit to fit a form of a few ids.
  const formLimit = request.method === 'POST' ? pageFormBodyLimit(url.pathname) : undefined
  if (formLimit !== undefined) {
    const limited = await withinBodyLimit(request, formLimit)
    return limited instanceof Response ? limited : handlers.app(limited)
  }
  // A page (or a server route: the image optimiser, the sitemap) is read, never sent to; a POST
  // here would otherwise render the page and ignore, after reading, whatever body came with it.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (request.body) await discardRest(request.body)
    return new Response(METHOD_NOT_ALLOWED_MESSAGE, {
      status: 405,
      headers: { allow: PAGE_METHODS, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return handlers.app(request)
}

function bodyTooLarge(): Response {
  return Response.json({ statusCode: 413, message: BODY_TOO_LARGE_MESSAGE }, { status: 413 })
}

/**
 * The request if its body fits in `limit` bytes, else a 413, answered once the client has sent the
 * body (read and thrown away, up to read-within's bound). With a `Content-Length`, Node delivers
 * exactly that many bytes, so the header decides; a chunked body has to be read to be measured,
 * and is then handed on as the bytes that were read.
 */
async function withinBodyLimit(request: Request, limit: number): Promise<Request | Response> {
  if (!request.body) return request
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) <= limit) return request
    if (Number(declared) <= DISCARD_MAX_BYTES) await discardRest(request.body)
    else await request.body.cancel()
    return bodyTooLarge()
  }
  const bytes = await readWithin(request.body, limit)
  if (!bytes) return bodyTooLarge()
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.byteLength))
  const measured = new Request(request.url, {
    method: request.method,
    headers,
    body: bytes,
    signal: request.signal,
  })
  // The server functions count the visitor by the socket's address, which srvx put on the original.
  return Object.assign(measured, { ip: socketAddress(request) })
}
