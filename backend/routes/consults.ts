/**
 * A member's consults: the open one a consult-start finds (spec §4) and the list the member's
 * home shows. Only the member's own consults are ever read.
 */
import { and, desc, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { FLOW_ID } from '../../app.config'
import {
  ConsultExistsQuery,
  type ConsultHome,
  type ConsultSummary,
  type ExistingConsult,
} from '../../contract/consults/schemas'
import { CONSULT_STATUS, consults } from '../db/schema/consults'
import type { ApiDeps, ApiEnv } from '../deps'
import { failIfRequested } from '../http/fault-injection'
import { requireMember } from '../http/middleware'
import { notFound } from '../http/problem'
import { readQuery } from '../http/validation'

/** The contract has no paging; a member with more than a hundred consults sees the newest. */
const LIST_LIMIT = 100

export function consultRoutes(deps: ApiDeps) {
  const { db } = deps
  const member = requireMember(deps)

  return (
    new Hono<ApiEnv>()
      /**
       * The member's open (not finished) consult for `flowId`, the newest if there are several.
       * The general complaint entry (flow 1000) is not a flow of its own: it finds the member's
       * open consult of any flow, so a member who starts from "Keluhan" is offered to continue.
       */
      .get('/v2/consults/exists', member, async (c) => {
        const { flowId } = readQuery(c, ConsultExistsQuery)
        failIfRequested(deps, c, 'consults-exists')
        const open = and(
          eq(consults.memberId, c.var.member.id),
          ne(consults.status, CONSULT_STATUS.finished),
        )
        const [row] = await db
          .select()
          .from(consults)
          .where(flowId === FLOW_ID.complaint ? open : and(open, eq(consults.flowId, flowId)))
          .orderBy(desc(consults.createdAt), desc(consults.id))
          .limit(1)
        // The web app reads this 404 as "no consult yet" and shows the first-time dialog.
        if (!row) throw notFound('Belum ada konsultasi untuk keluhan ini.')
        return c.json(toExistingConsult(row))
      })

      /** Every consult of the member, finished ones included, newest first. */
      .get('/consults/home', member, async (c) => {
        const rows = await db
          .select()
          .from(consults)
          .where(eq(consults.memberId, c.var.member.id))
          .orderBy(desc(consults.createdAt), desc(consults.id))
          .limit(LIST_LIMIT)
        return c.json({ data: rows.map(toConsultSummary) } satisfies ConsultHome)
      })
  )
}

type ConsultRow = typeof consults.$inferSelect

function toExistingConsult(row: ConsultRow): ExistingConsult {
  return {
    id: row.id,
    status: row.status,
    flowId: row.flowId,
    lastVisitedContentId: row.lastVisitedContentId,
    subClinic: row.subClinic,
    conditionName: row.conditionName,
    checkedConditionName: row.checkedConditionName,
  }
}

export function toConsultSummary(row: ConsultRow): ConsultSummary {
  return {
    ...toExistingConsult(row),
    doctorName: row.doctorName,
    createdAt: row.createdAt.toISOString(),
    // Optional in the contract: left out until the consult has them, as the list always did.
    ...(row.submittedAt ? { submittedAt: row.submittedAt.toISOString() } : {}),
    ...(row.closedAt ? { closedAt: row.closedAt.toISOString() } : {}),
  }
}
