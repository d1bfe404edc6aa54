/** A member's notifications, newest first, and marking one as read. */
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Notification, NotificationList } from '../../contract/notifications/schemas'
import { notifications } from '../db/schema/notifications'
import type { ApiDeps, ApiEnv } from '../deps'
import { isUuid } from '../http/ids'
import { requireMember } from '../http/middleware'
import { notFound } from '../http/problem'

/** The contract has no paging; the newest hundred is more than the bell menu shows. */
const LIST_LIMIT = 100

export function notificationRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/notifications', member, async (c) => {
      const mine = eq(notifications.memberId, c.var.member.id)
      const [rows, [totals], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(LIST_LIMIT),
        db.select({ total: count() }).from(notifications).where(mine),
        db
          .select({ unread: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ])
      return c.json({
        data: rows.map(toNotification),
        meta: { total: totals?.total ?? 0, unreadCount: unread?.unread ?? 0 },
      } satisfies NotificationList)
    })

    .patch('/notifications/:id/read', member, async (c) => {
      const id = c.req.param('id')
      if (!isUuid(id)) throw notFound('Notifikasi tidak ditemukan.')
      const mine = and(eq(notifications.id, id), eq(notifications.memberId, c.var.member.id))
      // Marking twice keeps the first read time.
      await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(and(mine, isNull(notifications.readAt)))
      const [row] = await db.select().from(notifications).where(mine)
      if (!row) throw notFound('Notifikasi tidak ditemukan.')
      return c.json(toNotification(row))
    })
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    url: row.url,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}
