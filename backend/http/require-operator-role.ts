/**
 * After requireMember: the member must have the operator role (the staff who pack and ship
 * orders), else 403. Members and doctors never get past it, whatever id they name.
 */
import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { members } from '../db/schema/members'
import type { ApiDeps, ApiEnv } from '../deps'
import { ApiProblem } from './problem'

export const OPERATORS_ONLY = 'Halaman ini khusus operator Diri.'

export function requireOperatorRole(deps: ApiDeps) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const [row] = await deps.db
      .select({ role: members.role })
      .from(members)
      .where(eq(members.id, c.var.member.id))
      .limit(1)
    if (row?.role !== 'operator') throw new ApiProblem(403, OPERATORS_ONLY)
    c.header('cache-control', 'no-store')
    await next()
  })
}
