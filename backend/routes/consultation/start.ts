/**
 * `POST /v2/consults`: start, or find, the member's consult for a condition flow. The database
 * holds at most one open consult (status 1, 2 or 3) per member and flow (the partial unique index
 * `consults_one_open_per_flow`), so 'Mulai Konsul' pressed twice, in two tabs, or on two devices
 * at once ends with one consult: the request that loses the race finds the winner's.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { type ConsultSummary, StartConsultBody } from '../../../contract/consults/schemas'
import type { Database } from '../../db/client'
import { CONSULT_STATUS, consults, OPEN_CONSULT_STATUSES } from '../../db/schema/consults'
import { conditions, polyclinics } from '../../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../../deps'
import { requireMember } from '../../http/middleware'
import { ApiProblem } from '../../http/problem'
import { readJson } from '../../http/validation'
import { sqlStateOf, UNIQUE_VIOLATION } from '../booking/database-errors'
import { toConsultSummary } from '../consults'
import { newestQuestionnaireOf } from './consult-data'
import { CONSULTATION_MESSAGES } from './messages'

const refuseFlow = (message: string) => new ApiProblem(422, message, [{ path: 'flowId', message }])

/** The condition a flow starts, its polyclinic and its newest questionnaire; else 422. */
async function conditionFlow(db: Database, flowId: string) {
  // The special flows (1000 complaint, 1001 help center, 1002 shop) are no condition's: the
  // table's check keeps them out, so they are refused here like an unknown flow.
  const [condition] = await db
    .select({
      name: conditions.name,
      polyclinicId: polyclinics.id,
      polyclinicName: polyclinics.name,
    })
    .from(conditions)
    .innerJoin(polyclinics, eq(polyclinics.id, conditions.polyclinicId))
    .where(eq(conditions.flowId, flowId))
    .limit(1)
  if (!condition) throw refuseFlow(CONSULTATION_MESSAGES.notAConditionFlow)
  const questionnaire = await newestQuestionnaireOf(db, flowId)
  if (!questionnaire) throw refuseFlow(CONSULTATION_MESSAGES.noQuestionnaire)
  const firstStep = questionnaire.resource.item[0]?.linkId ?? null
  return { condition, questionnaireId: questionnaire.id, firstStep }
}

async function openConsultOf(db: Database, memberId: string, flowId: string) {
  const [row] = await db
    .select()
    .from(consults)
    .where(
      and(
        eq(consults.memberId, memberId),
        eq(consults.flowId, flowId),
        inArray(consults.status, [...OPEN_CONSULT_STATUSES]),
      ),
    )
    .limit(1)
  return row
}

export function startRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/v2/consults', member, async (c) => {
    const { flowId, restart = false } = await readJson(c, StartConsultBody)
    const memberId = c.var.member.id
    const { condition, questionnaireId, firstStep } = await conditionFlow(db, flowId)

    let answer: { status: 200 | 201; row: typeof consults.$inferSelect }
    try {
      answer = await db.transaction(async (tx) => {
        // Locked, so two restarts of one questionnaire set it aside once: the second waits, then
        // no longer sees it open and inserts, which the unique index refuses (caught below).
        const [open] = await tx
          .select()
          .from(consults)
          .where(
            and(
              eq(consults.memberId, memberId),
              eq(consults.flowId, flowId),
              inArray(consults.status, [...OPEN_CONSULT_STATUSES]),
            ),
          )
          .limit(1)
          .for('update')
        if (open) {
          // Past the questionnaire there is nothing to restart: the app opens the chat.
          if (open.status !== CONSULT_STATUS.questionnaire || !restart)
            return { status: 200, row: open }
          await tx
            .update(consults)
            .set({ status: CONSULT_STATUS.abandoned, closedAt: clock.now() })
            .where(eq(consults.id, open.id))
        }
        const [created] = await tx
          .insert(consults)
          .values({
            memberId,
            flowId,
            status: CONSULT_STATUS.questionnaire,
            subClinic: condition.polyclinicName,
            polyclinicId: condition.polyclinicId,
            conditionName: condition.name,
            questionnaireId,
            lastVisitedContentId: firstStep,
            createdAt: clock.now(),
          })
          .returning()
        if (!created) throw new Error(`Inserting a consult of flow ${flowId} returned no row`)
        return { status: 201, row: created }
      })
    } catch (error) {
      // Another request of the same member started this flow's consult first: that one counts.
      if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error
      const winner = await openConsultOf(db, memberId, flowId)
      if (!winner) throw error
      answer = { status: 200, row: winner }
    }
    return c.json(toConsultSummary(answer.row) satisfies ConsultSummary, answer.status)
  })
}
