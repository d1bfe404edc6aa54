/**
 * `GET /dev/mailbox`: the development mailbox's emails, newest first, for `/dev/kotak-surat`.
 * It exists only where the mailbox stands in for SMTP (no SMTP_URL on a machine that does not
 * look deployed, app.config.ts's emailChannelMode); everywhere else it is a 404, as any unknown
 * route is. Not behind sign-in: on a developer's machine, whoever runs it reads every email.
 */
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import type { MailboxList } from '../../contract/notifications/preferences'
import { devMailbox } from '../db/schema/notification-channels'
import type { ApiDeps, ApiEnv } from '../deps'
import { MESSAGES } from '../http/problem'

const SHOWN = 50

export function devMailboxRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().get('/dev/mailbox', async (c) => {
    if (deps.notificationChannels?.email?.mode !== 'mailbox') {
      return c.json({ statusCode: 404, message: MESSAGES.routeNotFound }, 404)
    }
    const rows = await deps.db
      .select()
      .from(devMailbox)
      .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
      .limit(SHOWN)
    return c.json({
      data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    } satisfies MailboxList)
  })
}
