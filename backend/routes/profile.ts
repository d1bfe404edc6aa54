/**
 * The member's own profile (issue 29 §1): `PUT /auth/me/profile` saves full name, date of birth,
 * sex and an optional e-mail; `POST /auth/me/profile/skip` records that the first-sign-in step
 * was skipped. Either way the step counts as asked (`profile_prompted_at`), so it is asked once.
 * The date of birth is checked against the API's clock in Jakarta, not the caller's (ADR 038).
 */
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { LOCALE } from '../../app.config'
import { type Profile, profileBody, splitFullName } from '../../contract/profile/schemas'
import { members } from '../db/schema/members'
import type { ApiDeps, ApiEnv } from '../deps'
import { requireMember } from '../http/middleware'
import { unauthorized } from '../http/problem'
import { readJson } from '../http/validation'
import { zonedDateOf } from './booking/zoned-time'

type MemberRow = typeof members.$inferSelect

export function toProfile(row: MemberRow): Profile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    profilePrompted: row.profilePromptedAt !== null,
  }
}

export function profileRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .put('/auth/me/profile', member, async (c) => {
      const now = clock.now()
      const body = await readJson(c, profileBody(zonedDateOf(now, LOCALE.timeZone)))
      const [row] = await db
        .update(members)
        .set({
          ...splitFullName(body.fullName),
          dateOfBirth: body.dateOfBirth,
          gender: body.gender,
          email: body.email,
          // The first answer counts as asked; a later edit keeps the first time.
          profilePromptedAt: sql`coalesce(${members.profilePromptedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(members.id, c.var.member.id))
        .returning()
      if (!row) throw unauthorized()
      return c.json(toProfile(row) satisfies Profile)
    })

    .post('/auth/me/profile/skip', member, async (c) => {
      const now = clock.now()
      const [row] = await db
        .update(members)
        .set({
          // Skipping twice (two tabs) keeps the first time.
          profilePromptedAt: sql`coalesce(${members.profilePromptedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(members.id, c.var.member.id))
        .returning()
      if (!row) throw unauthorized()
      return c.json(toProfile(row) satisfies Profile)
    })
}
