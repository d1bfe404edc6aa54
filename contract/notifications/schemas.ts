import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'

export const Notification = v.object({
  id: v.string(),
  title: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  read: v.boolean(),
  createdAt: Timestamp,
})
export type Notification = v.InferOutput<typeof Notification>

/** `GET /notifications`: the list is the `data` array (spec §3). */
export const NotificationList = v.object({
  data: v.array(Notification),
  meta: v.object({ total: v.number(), unreadCount: v.number() }),
})
export type NotificationList = v.InferOutput<typeof NotificationList>

/** `POST /notifications/read-all`: how many were marked now; the list's count is then 0. */
export const NotificationsMarkedRead = v.object({ marked: v.number() })
export type NotificationsMarkedRead = v.InferOutput<typeof NotificationsMarkedRead>

/** `GET /notifications/events`: each `unread` event's data, the header badge's count. */
export const UnreadBadge = v.object({ unreadCount: v.number() })
export type UnreadBadge = v.InferOutput<typeof UnreadBadge>
