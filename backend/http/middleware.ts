import { and, eq, gt, isNull } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { PLATFORM_HEADER } from '../../app.config'
import { sha256 } from '../auth/secrets'
import { accessTokens } from '../db/schema/auth'
import { members } from '../db/schema/members'
import type { ApiDeps, ApiEnv } from '../deps'
import { ApiProblem, MESSAGES, unauthorized } from './problem'

/**
 * Every client names its platform (spec §7: `diri-platform: web`). `/health` is exempt so load
 * balancers and uptime checks can call it bare.
 */
export const requirePlatformHeader = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.req.path !== '/health' && !c.req.header(PLATFORM_HEADER.name)?.trim()) {
    throw new ApiProblem(400, MESSAGES.missingPlatform)
  }
  await next()
})

/**
 * Member calls: a valid, unexpired, unrevoked Bearer token, or 401 (the web app then drops its
 * session cookie, spec §8). Sets `c.var.member`.
 */
export function requireMember(deps: ApiDeps) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!token) throw unauthorized()
    const tokenHash = sha256(token)
    const [member] = await deps.db
      .select({ id: members.id, phone: members.phone })
      .from(accessTokens)
      .innerJoin(members, eq(members.id, accessTokens.memberId))
      .where(
        and(
          eq(accessTokens.tokenHash, tokenHash),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, deps.clock.now()),
        ),
      )
      .limit(1)
    if (!member) throw unauthorized()
    c.set('member', { ...member, tokenHash })
    await next()
  })
}
