import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Health } from '../../contract/health/schemas'
import type { ApiDeps, ApiEnv } from '../deps'
import { ApiProblem, MESSAGES } from '../http/problem'
import { reportError } from '../http/report-error'

/** Up means the database answers, not just that the process runs. */
export function healthRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/health', async (c) => {
    try {
      await deps.db.execute(sql`select 1`)
    } catch (error) {
      reportError(deps, 'health check: the database did not answer', error)
      throw new ApiProblem(503, MESSAGES.unavailable)
    }
    c.header('cache-control', 'no-store')
    return c.json({
      status: 'ok',
      database: deps.databaseKind,
      time: deps.clock.now().toISOString(),
    } satisfies Health)
  })
}
