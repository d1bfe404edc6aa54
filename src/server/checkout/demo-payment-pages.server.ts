/**
 * The payment simulator's pages through the site's own address (`/pembayaran/demo/{page}/{ref}`):
 * the card's 3-D Secure challenge the checkout frames, and the VA, e-wallet and QRIS
 * pages it opens. A page and its buttons are the order owner's alone, and the API knows the
 * member by token only (ADR 002: the session cookie is HttpOnly and the API never sees it), so
 * this reads the session here and calls the API's `/payments/simulator/{page}/{ref}` with
 * `Authorization: Bearer`, through the same door as every API call. Without a session the call
 * goes without a token, and the API answers its 404 page, as it does to another member.
 *
 * The pages are plain HTML forms that post back to their own address (ADR 007), so a button
 * works before, and without, any script. A post is taken only from our own pages (`fromThisSite`):
 * the cookie alone must not let another site press a member's button.
 */
import { PLATFORM_HEADER } from '../../../app.config'
import {
  DEMO_PAYMENT_PAGE_PATH,
  DEMO_PAYMENT_PAGES,
  type DemoPaymentPage,
} from '../../../contract/checkout/simulator-schemas'
import { readSessionToken } from '../auth/session.server'
import { FOREIGN_REFUSED, fromThisSite, plainText } from '../http/page-form.server'

/** A page's form: the button's `action` and, on the challenge, a six-digit `otp`. */
export const DEMO_PAYMENT_PAGE_MAX_BODY_BYTES = 1024

const PAGE_ADDRESS = new RegExp(
  `^${DEMO_PAYMENT_PAGE_PATH}/(${DEMO_PAYMENT_PAGES.join('|')})/([A-Za-z0-9_-]{1,64})$`,
)

/** The headers of the API's page that the browser needs: its own policy and framing rule. */
const PAGE_HEADERS = [
  'content-type',
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
]

export interface DemoPaymentPageAddress {
  page: DemoPaymentPage
  ref: string
}

/** The page an address names, or null when it is not one of the simulator's pages. */
export function demoPaymentPageOf(pathname: string): DemoPaymentPageAddress | null {
  const match = PAGE_ADDRESS.exec(pathname)
  if (!match?.[1] || !match[2]) return null
  return { page: match[1] as DemoPaymentPage, ref: match[2] }
}

/**
 * Reads (GET, HEAD) or presses (POST) the page for the signed-in member, with `callApi` the site's
 * door to the API (`handlePublicApiRequest`: in process, or `API_BASE_URL`).
 */
export async function serveDemoPaymentPage(
  request: Request,
  { page, ref }: DemoPaymentPageAddress,
  callApi: (request: Request) => Promise<Response>,
): Promise<Response> {
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD, POST' } })
  }
  if (method === 'POST' && !fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const headers = new Headers({ [PLATFORM_HEADER.name]: PLATFORM_HEADER.value })
  const token = readSessionToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  // What this server vouches for of the visitor's address (TRUSTED_PROXY_HOPS), as on the original.
  const forwardedFor = request.headers.get('x-forwarded-for')
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor)
  const contentType = request.headers.get('content-type')
  if (method === 'POST' && contentType) headers.set('content-type', contentType)
  const forwarded = new Request(new URL(`/api/payments/simulator/${page}/${ref}`, request.url), {
    method,
    headers,
    // A few bytes at most (the site's body limit has read them): no stream to pass through.
    body: method === 'POST' ? await request.arrayBuffer() : null,
    signal: request.signal,
  })
  // The API counts the visitor by the socket's address, which srvx put on the original.
  const answer = await callApi(Object.assign(forwarded, 'ip' in request ? { ip: request.ip } : {}))
  const passed = new Headers({ 'cache-control': 'private, no-store' })
  for (const name of PAGE_HEADERS) {
    const value = answer.headers.get(name)
    if (value !== null) passed.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers: passed })
}
