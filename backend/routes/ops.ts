/**
 * The operators' API: `GET /ops/refunds?state=owed|refunded` and `GET /ops/jobs`, for
 * a person or a script watching the money owed back and the job queue.
 *
 * Behind `Authorization: Bearer <OPS_API_TOKEN>`. Without the variable, or without the right
 * token, every path under /ops answers the same 404 as any unknown path: the API does not say it
 * has an operators' side to someone who cannot use it.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import { type OpsJobList, type OpsRefundList, OpsRefundQuery } from '../../contract/ops/schemas'
import type { ApiDeps, ApiEnv } from '../deps'
import { notFound } from '../http/problem'
import { readQuery } from '../http/validation'
import { listJobs } from '../jobs/job-list'
import { listRefunds, REFUND_REASON_TEXT } from '../payments/refunds'

const LIST_LIMIT = 500

/** Compared as SHA-256 digests: equal lengths for timingSafeEqual, whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest()

function requireOperator(token: string | undefined): MiddlewareHandler<ApiEnv> {
  const expected = token ? digest(token) : null
  return async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) throw notFound()
    c.header('cache-control', 'no-store')
    await next()
  }
}

export function opsRoutes(deps: ApiDeps) {
  // On each route, as requireMember is: any other path under /ops is the API's usual 404.
  const operator = requireOperator(deps.opsApiToken)
  return new Hono<ApiEnv>()
    .get('/ops/refunds', operator, async (c) => {
      const { state } = readQuery(c, OpsRefundQuery)
      const rows = await listRefunds(deps.db, { ...(state ? { state } : {}), limit: LIST_LIMIT })
      return c.json({
        data: rows.map((row) => ({
          ...row,
          reasonText: REFUND_REASON_TEXT[row.reason],
          createdAt: row.createdAt.toISOString(),
          refundedAt: row.refundedAt?.toISOString() ?? null,
        })),
      } satisfies v.InferOutput<typeof OpsRefundList>)
    })
    .get('/ops/jobs', operator, async (c) => {
      const jobs = await listJobs(deps.db, { limit: LIST_LIMIT })
      return c.json({ data: jobs ?? [] } satisfies v.InferOutput<typeof OpsJobList>)
    })
}
