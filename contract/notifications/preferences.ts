/**
 * `/akun/notifikasi`'s API (issue 29 §3): which channels this deployment has, the member's choice
 * per channel and topic, and the browsers that asked for Web Push.
 */
import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'
import { NotificationChannel, NotificationTopic } from './kinds'

export const ChannelStatus = v.object({
  channel: NotificationChannel,
  /** Configured on this deployment (SMTP or the development mailbox, VAPID keys, WhatsApp). */
  available: v.boolean(),
  /** This member can be reached by it: an email address, a subscribed browser, a phone. */
  ready: v.boolean(),
})
export type ChannelStatus = v.InferOutput<typeof ChannelStatus>

export const PreferenceChoice = v.object({
  channel: NotificationChannel,
  topic: NotificationTopic,
  enabled: v.boolean(),
})
export type PreferenceChoice = v.InferOutput<typeof PreferenceChoice>

/** `GET /notifications/preferences`, and the answer of `PUT`. */
export const NotificationPreferences = v.object({
  channels: v.array(ChannelStatus),
  /** Every channel and topic, with `locked` for those the member cannot switch off (security). */
  choices: v.array(v.object({ ...PreferenceChoice.entries, locked: v.boolean() })),
  /** The VAPID public key a browser subscribes with; null when Web Push is off. */
  pushKey: v.nullable(v.string()),
})
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferences>

/** `PUT /notifications/preferences`: the choices to change (a plain form sends them all). */
export const NotificationPreferencesInput = v.object({
  choices: v.pipe(v.array(PreferenceChoice), v.maxLength(50, 'Terlalu banyak pilihan sekaligus.')),
})
export type NotificationPreferencesInput = v.InferOutput<typeof NotificationPreferencesInput>

/** A key of `characters` in base64url, as `PushSubscription.toJSON()` gives it. */
const base64url = (characters: number) =>
  v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^[A-Za-z0-9_-]{${characters}}={0,2}$`),
      'Kunci langganan push dari browser ini tidak valid.',
    ),
  )

/** `POST /notifications/push-subscriptions`: `PushSubscription.toJSON()` of the browser. */
export const PushSubscriptionInput = v.object({
  endpoint: v.pipe(
    v.string(),
    v.maxLength(2048, 'Alamat layanan push dari browser ini terlalu panjang.'),
    v.url('Alamat layanan push dari browser ini tidak valid.'),
  ),
  // A P-256 public key (65 bytes) and a 16-byte secret.
  keys: v.object({ p256dh: base64url(87), auth: base64url(22) }),
})
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionInput>

/** `DELETE /notifications/push-subscriptions`. */
export const PushSubscriptionRemoval = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2048, 'Alamat layanan push terlalu panjang.')),
})

/** One email of the development mailbox (`GET /dev/mailbox`, page `/dev/kotak-surat`). */
export const MailboxEmail = v.object({
  id: v.string(),
  to: v.string(),
  from: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  createdAt: Timestamp,
})
export type MailboxEmail = v.InferOutput<typeof MailboxEmail>

export const MailboxList = v.object({ data: v.array(MailboxEmail) })
export type MailboxList = v.InferOutput<typeof MailboxList>
