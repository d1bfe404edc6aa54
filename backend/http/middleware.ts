import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { PLATFORM_HEADER } from '../../app.config'
import { sha256 } from '../auth/secrets'
import { accessTokens } from '../db/schema/auth'
import { members } from '../db/schema/members'
import type { ApiDeps, ApiEnv } from '../deps'
import { ApiProblem, MESSAGES, unauthorized } from './problem'
import { decodePath, isStorableText } from './storable-text'

/**
 * Every client names its platform (spec §7: `diri-platform: web`). Exempt: `/health`, so load
 * balancers and uptime checks can call it bare; the payment providers' webhooks (the
 * simulator's, Midtrans's notification), which the provider sends and which know nothing of our
 * header (their signature is what they must carry); and the development simulator's endpoints, which play the provider's pages and script: a
 * browser opening a page in a frame or a tab cannot add a header.
 */
export const requirePlatformHeader = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isExemptFromPlatformHeader(c.req.path) && !c.req.header(PLATFORM_HEADER.name)?.trim()) {
    throw new ApiProblem(400, MESSAGES.missingPlatform)
  }
  await next()
})

function isExemptFromPlatformHeader(path: string): boolean {
  return (
    path === '/health' ||
    path === '/payments/webhook' ||
    path === '/payments/midtrans/notification' ||
    path.startsWith('/payments/simulator/')
  )
}

/**
 * Path parameters (`/dc-frontend/products/%00`) reach handlers decoded, and from there the
 * database, which cannot store a NUL (storable-text.ts): refused here, once for every route.
 */
export const refuseUnstorablePath = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isStorableText(decodePath(new URL(c.req.url).pathname))) {
    throw new ApiProblem(400, MESSAGES.unsupportedCharacters)
  }
  await next()
})

/**
 * An answer to a request that carries a token may hold the member's data (a cart, an address, the
 * likes on a rating list), so no cache keeps it, not even the browser's: every route behind
 * `requireMember`, `optionalMember` or `memberOrVisitor` is covered here, errors included, and a
 * route's own public cache header never wins over it.
 */
export const noStoreWithToken = createMiddleware<ApiEnv>(async (c, next) => {
  await next()
  if (c.req.header('authorization') !== undefined) c.header('cache-control', 'private, no-store')
})

/**
 * Every answer of the API, errors included and whether it is served alone (`npm run api`) or
 * behind the site: never sniffed into another type, never framed. A JSON API needs nothing
 * else from a page, so its policy allows nothing.
 *
 * The one exception: an HTML page that sets its own policy keeps it. Only the payment
 * simulator's pages do (payments/simulator/routes.ts): their nonce'd style and script, and the
 * 3-D Secure challenge framed by the site's own checkout ('self', SAMEORIGIN).
 */
export const securityHeaders = createMiddleware<ApiEnv>(async (c, next) => {
  await next()
  c.header('x-content-type-options', 'nosniff')
  const ownPage =
    c.res.headers.get('content-type')?.startsWith('text/html') &&
    c.res.headers.has('content-security-policy')
  if (ownPage) return
  c.header('x-frame-options', 'DENY')
  c.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
})

/**
 * A body sent without a length (`Transfer-Encoding: chunked`: the site's proxy streams what it
 * forwards, and any client may) is counted by Hono's `bodyLimit` through `new Request(c.req.raw,
 * …)`. The server's own request class (srvx's, when the API runs alone) is not a request that
 * constructor can copy: it threw, and every such POST answered 500. Such a request is made a
 * standard one first, with the same method, headers, body stream and signal.
 */
export const standardRequestForStreamedBody = createMiddleware<ApiEnv>(async (c, next) => {
  const raw = c.req.raw
  if (raw.body && !raw.headers.has('content-length')) {
    const init: RequestInit & { duplex: 'half' } = {
      method: raw.method,
      headers: raw.headers,
      body: raw.body,
      signal: raw.signal,
      duplex: 'half',
    }
    c.req.raw = new Request(raw.url, init)
  }
  await next()
})

type Member = ApiEnv['Variables']['member']

/**
 * The one token-to-member lookup behind the three policies below: the member whose Bearer token
 * the header carries while it is unexpired and unrevoked; null for a missing, malformed, unknown,
 * expired or revoked one. Only the token's hash is compared, as only the hash is stored.
 */
async function memberFromHeader(
  { db, clock }: ApiDeps,
  authorization: string | undefined,
): Promise<Member | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token) return null
  const tokenHash = sha256(token)
  const [member] = await db
    .select({ id: members.id, phone: members.phone })
    .from(accessTokens)
    .innerJoin(members, eq(members.id, accessTokens.memberId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, clock.now()),
      ),
    )
    .limit(1)
  return member ? { ...member, tokenHash } : null
}

/**
 * Member calls: a valid, unexpired, unrevoked Bearer token, or 401 (the web app then drops its
 * session cookie, spec §8). Sets `c.var.member`.
 */
export function requireMember(deps: ApiDeps) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const member = await memberFromHeader(deps, c.req.header('authorization'))
    if (!member) throw unauthorized()
    c.set('member', member)
    await next()
  })
}

/**
 * Public calls that mark the caller's own data (spec §6, ratings): without an Authorization
 * header the caller is a visitor, but a header that is sent must hold a valid token or the call
 * answers 401, so an ended session is noticed rather than quietly shown as signed out.
 */
export async function optionalMember(deps: ApiDeps, c: Context<ApiEnv>): Promise<Member | null> {
  const authorization = c.req.header('authorization')
  if (!authorization) return null
  const member = await memberFromHeader(deps, authorization)
  if (!member) throw unauthorized()
  return member
}

/**
 * Public pages that show members a little more (member-only promotions): any token that does not
 * sign a member in leaves a visitor, because a public page never answers 401.
 */
export function memberOrVisitor(deps: ApiDeps, c: Context<ApiEnv>): Promise<Member | null> {
  return memberFromHeader(deps, c.req.header('authorization'))
}
