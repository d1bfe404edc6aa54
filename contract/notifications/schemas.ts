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
