/** A member's notifications, newest first, marking one or all as read, and the badge's stream. */
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import type {
  Notification,
  NotificationList,
  NotificationsMarkedRead,
} from '../../contract/notifications/schemas'
import { notifications } from '../db/schema/notifications'
import type { ApiDeps, ApiEnv } from '../deps'
import { failIfRequested } from '../http/fault-injection'
import { isUuid } from '../http/ids'
import { requireMember } from '../http/middleware'
import { ApiProblem, notFound } from '../http/problem'
import { notificationBadgeStream } from './notification-badge-stream'

/** The contract has no paging; the newest hundred is more than the bell menu shows. */
const LIST_LIMIT = 100

export function notificationRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/notifications', member, async (c) => {
      failIfRequested(deps, c, 'notifications')
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

    .get('/notifications/events', member, (c) => {
      // An EventSource always asks for the stream; anything else would wait on an answer that
      // never ends, so it is told so instead.
      if (!c.req.header('accept')?.includes('text/event-stream')) {
        throw new ApiProblem(406, 'Alamat ini hanya untuk aliran notifikasi (text/event-stream).')
      }
      return notificationBadgeStream(deps, c.var.member.id, c.req.raw.signal)
    })

    .post('/notifications/read-all', member, async (c) => {
      // One statement: a notification written meanwhile is either marked or stays unread whole.
      const marked = await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(and(eq(notifications.memberId, c.var.member.id), isNull(notifications.readAt)))
        .returning({ id: notifications.id })
      return c.json({ marked: marked.length } satisfies NotificationsMarkedRead)
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
