/**
 * What a member can be told, one kind per event (issue 29), and the topic each belongs to. The
 * topic is what a member switches per channel at `/akun/notifikasi`; `security` cannot be switched
 * off, and `marketing` is a consent of its own, off until given.
 */
import * as v from 'valibot'

export const NOTIFICATION_KINDS = [
  'consult.doctor_joined',
  'consult.doctor_replied',
  'consult.closed',
  'order.paid',
  'order.failed',
  'order.expired',
  'order.shipped',
  'order.delivered',
  'booking.confirmed',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.reminder_day',
  'booking.reminder_hours',
  'refund.owed',
  'refund.paid',
  'security.sign_in',
] as const
export const NotificationKind = v.picklist(NOTIFICATION_KINDS)
export type NotificationKind = v.InferOutput<typeof NotificationKind>

export const NOTIFICATION_TOPICS = [
  'consult',
  'order',
  'booking',
  'refund',
  'security',
  'marketing',
] as const
export const NotificationTopic = v.picklist(NOTIFICATION_TOPICS)
export type NotificationTopic = v.InferOutput<typeof NotificationTopic>

/** The channels a notification can leave by, besides the list in the app (always on). */
export const NOTIFICATION_CHANNELS = ['email', 'push', 'whatsapp'] as const
export const NotificationChannel = v.picklist(NOTIFICATION_CHANNELS)
export type NotificationChannel = v.InferOutput<typeof NotificationChannel>

/** The topic of a kind: the part of its name before the dot. */
export function kindTopic(kind: NotificationKind): NotificationTopic {
  const topic = kind.slice(0, kind.indexOf('.'))
  const known = v.safeParse(NotificationTopic, topic)
  if (!known.success) throw new Error(`The notification kind ${kind} names no topic`)
  return known.output
}
