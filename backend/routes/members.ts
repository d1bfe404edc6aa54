/** A member's own feed and account settings. */
import { desc, eq, isNull, or } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type AccountSettings,
  AccountSettingsBody,
  type Feed,
} from '../../contract/members/schemas'
import { members } from '../db/schema/members'
import { feeds } from '../db/schema/notifications'
import type { ApiDeps, ApiEnv } from '../deps'
import { requireMember } from '../http/middleware'
import { unauthorized } from '../http/problem'
import { readJson } from '../http/validation'

/** The feed is a glance at what is new, not an archive. */
const FEED_LIMIT = 30

export function memberRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return (
    new Hono<ApiEnv>()
      .get('/feeds', member, async (c) => {
        const rows = await db
          .select()
          .from(feeds)
          // The member's own items and those for every member.
          .where(or(eq(feeds.memberId, c.var.member.id), isNull(feeds.memberId)))
          .orderBy(desc(feeds.createdAt), desc(feeds.id))
          .limit(FEED_LIMIT)
        return c.json({
          data: rows.map(
            (row): Feed => ({
              id: row.id,
              type: row.type,
              title: row.title,
              body: row.body,
              url: row.url,
              createdAt: row.createdAt.toISOString(),
            }),
          ),
        })
      })

      // What the account settings hold: the member can see which ids were sent.
      .get('/accounts/settings', member, async (c) => {
        const [row] = await db
          .select({ gaClientId: members.gaClientId, fbc: members.fbc })
          .from(members)
          .where(eq(members.id, c.var.member.id))
        if (!row) throw unauthorized()
        return c.json(row satisfies AccountSettings)
      })

      // The web app sends the analytics client id and the ad click id after sign-in (spec §4).
      .patch('/accounts/settings', member, async (c) => {
        const body = await readJson(c, AccountSettingsBody)
        const [row] = await db
          .update(members)
          .set({ ...body, updatedAt: clock.now() })
          .where(eq(members.id, c.var.member.id))
          .returning({ gaClientId: members.gaClientId, fbc: members.fbc })
        if (!row) throw unauthorized()
        return c.json(row satisfies AccountSettings)
      })
  )
}
