/**
 * Proof of consent (UU No. 27/2022): the site records each choice a person makes on the
 * optional purposes (analytics, marketing), as the browser's cookie holds it. Public, because a
 * visitor chooses before signing in; a valid token links the record to the member, and a token
 * that signs nobody in leaves a visitor's record (a consent is never refused for an ended session).
 * Each address records a number of choices an hour (ADR 025), then waits.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { type ConsentRecord, ConsentRecordInput } from '../../contract/consent/schemas'
import { consentRecords } from '../db/schema/consent'
import type { ApiDeps, ApiEnv } from '../deps'
import { limitAnonymousWrite } from '../http/anonymous-write-limits'
import { memberOrVisitor } from '../http/middleware'
import { conflict } from '../http/problem'
import { readJson } from '../http/validation'

const OTHER_CHOICE = 'Id pilihan ini sudah dipakai untuk pilihan lain. Buat pilihan baru.'

type Row = typeof consentRecords.$inferSelect

function answer(row: Row): ConsentRecord {
  return {
    choiceId: row.choiceId,
    analytics: row.analytics,
    marketing: row.marketing,
    policyVersion: row.policyVersion,
    decidedAt: row.decidedAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    source: row.source,
    member: row.memberId !== null,
  }
}

export function consentRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  return new Hono<ApiEnv>().post('/v2/public/consents', async (c) => {
    const body = await readJson(c, ConsentRecordInput)
    // A retry of a recorded choice counts too: a loop of them is as much a flood as new ones.
    await limitAnonymousWrite(deps, c, 'consent')
    const member = await memberOrVisitor(deps, c)
    // One statement: two retries of one choice arriving together both end on the same row,
    // whichever inserted it (the primary key decides, not a read before the write).
    const [inserted] = await db
      .insert(consentRecords)
      .values({
        choiceId: body.choiceId,
        memberId: member?.id ?? null,
        analytics: body.analytics,
        marketing: body.marketing,
        policyVersion: body.policyVersion,
        decidedAt: new Date(body.decidedAt),
        recordedAt: clock.now(),
        source: body.source,
      })
      .onConflictDoNothing({ target: consentRecords.choiceId })
      .returning()
    if (inserted) return c.json(answer(inserted), 201)
    const [existing] = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.choiceId, body.choiceId))
    // The row was there a moment ago and rows are never deleted (the table is append-only).
    if (!existing) throw new Error(`consent record ${body.choiceId} vanished`)
    const same =
      existing.analytics === body.analytics &&
      existing.marketing === body.marketing &&
      existing.policyVersion === body.policyVersion &&
      existing.decidedAt.getTime() === new Date(body.decidedAt).getTime()
    if (!same) throw conflict(OTHER_CHOICE)
    return c.json(answer(existing), 200)
  })
}
