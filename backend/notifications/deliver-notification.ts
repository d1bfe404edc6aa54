/**
 * The `deliver-notification` job (key: the notification's id): sends one notification by each
 * channel the member has on, each at most once, however often the job runs.
 *
 * For each channel a row of `notification_deliveries` (unique per notification and channel) is
 * claimed, `sending`, in its own committed statement before the message leaves, and then marked
 * `sent`. A second run, or a second instance, meets the row and sends nothing. A channel that
 * refused the message before taking it (connection refused, an SMTP 5xx, a push service's 4xx)
 * marks the row `failed`, and the job throws so pg-boss retries: a retry may claim a `failed` row
 * again, and only that. A channel that may have taken it (no answer in time) marks it `uncertain`,
 * never retried. A crash between the send and its mark leaves the row `sending` for good: the
 * message went out or not, and it is never sent again (at most once, never twice).
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  kindTopic,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '../../contract/notifications/kinds'
import { members } from '../db/schema/members'
import { notificationDeliveries, pushSubscriptions } from '../db/schema/notification-channels'
import { notifications } from '../db/schema/notifications'
import type { ApiDeps } from '../deps'
import { ChannelDeliveryError } from './channels/channel-delivery-error'
import type { NotificationChannels } from './channels/notification-channels'
import { messagePath, renderEmail, renderPush, renderWhatsAppText } from './message-templates'
import { memberPreferences } from './notification-preferences'

export type ChannelOutcome =
  | 'sent'
  | 'failed'
  | 'uncertain'
  | 'skipped'
  /** Handled by an earlier run: nothing done now. */
  | 'done-before'

export interface DeliveryOutcome {
  /** Absent when the notification is gone, or has no kind (a row older than issue 29). */
  channels: Partial<Record<NotificationChannel, ChannelOutcome>>
}

type Deps = Pick<ApiDeps, 'db' | 'clock'> & {
  notificationChannels?: NotificationChannels | undefined
}

export async function deliverNotification(
  deps: Deps,
  notificationId: string,
): Promise<DeliveryOutcome> {
  const { db, clock } = deps
  const channels = deps.notificationChannels
  const [row] = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      url: notifications.url,
      memberId: notifications.memberId,
      email: members.email,
      phone: members.phone,
    })
    .from(notifications)
    .innerJoin(members, eq(members.id, notifications.memberId))
    .where(eq(notifications.id, notificationId))
  if (!row?.kind || !channels) return { channels: {} }
  const kind = row.kind
  const topic = kindTopic(kind)
  const preferences = await memberPreferences(db, row.memberId)
  const path = messagePath(row.url)
  const subscriptions = channels.push
    ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, row.memberId))
    : []

  /** Why this channel does not carry this notification, or null when it does. */
  const skipReason = (channel: NotificationChannel): string | null => {
    if (!preferences[channel][topic]) return `switched off for ${topic}`
    if (channel === 'email' && !row.email) return 'no email address'
    if (channel === 'push' && subscriptions.length === 0) return 'no browser subscribed'
    return null
  }

  const sends: Record<NotificationChannel, () => Promise<string | null>> = {
    email: async () => {
      await channels.email?.send({
        to: row.email ?? '',
        ...renderEmail(kind, channels.siteUrl, path),
      })
      return null
    },
    push: async () => {
      const payload = renderPush(kind, path, row.id)
      let sent = 0
      let gone = 0
      for (const subscription of subscriptions) {
        const answer = await channels.push?.send(subscription, payload)
        if (answer === 'gone') {
          gone++
          // The browser unsubscribed or the push service forgot it: never push there again.
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))
        } else sent++
      }
      if (sent === 0) throw new NoBrowserLeft(`every subscribed browser (${gone}) is gone`)
      return gone > 0 ? `${sent} sent, ${gone} gone and removed` : null
    },
    whatsapp: async () => {
      await channels.whatsapp?.send({ phone: row.phone, text: renderWhatsAppText(kind), path })
      return null
    },
  }

  const outcome: DeliveryOutcome = { channels: {} }
  const failures: string[] = []
  for (const channel of NOTIFICATION_CHANNELS) {
    if (!channels[channel]) continue
    const skip = skipReason(channel)
    if (skip) {
      // Recorded once, so a run after the member changes their mind does not send it late.
      const [kept] = await db
        .insert(notificationDeliveries)
        .values({
          notificationId: row.id,
          channel,
          state: 'skipped',
          detail: skip,
          claimedAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id })
      outcome.channels[channel] = kept ? 'skipped' : 'done-before'
      continue
    }
    if (!(await claim(deps, row.id, channel))) {
      outcome.channels[channel] = 'done-before'
      continue
    }
    try {
      const detail = await sends[channel]()
      await mark(deps, row.id, channel, 'sent', detail)
      outcome.channels[channel] = 'sent'
    } catch (error) {
      if (error instanceof NoBrowserLeft) {
        await mark(deps, row.id, channel, 'skipped', error.message)
        outcome.channels[channel] = 'skipped'
      } else if (error instanceof ChannelDeliveryError && !error.details.maybeSent) {
        await mark(deps, row.id, channel, 'failed', error.message)
        outcome.channels[channel] = 'failed'
        failures.push(`${channel}: ${error.message}`)
      } else {
        // It may have gone out: never again, whatever the retry.
        await mark(deps, row.id, channel, 'uncertain', describe(error))
        outcome.channels[channel] = 'uncertain'
      }
    }
  }
  if (failures.length > 0) {
    // pg-boss retries the job; the channels already sent are `sent` and stay untouched.
    throw new Error(
      `Notification ${notificationId} (${kind}) is not yet delivered by ${failures.join('; ')}`,
    )
  }
  return outcome
}

/**
 * Takes the channel's row for this run, or answers false when another run has it or had it.
 * The insert conflicts on (notification_id, channel) with any earlier run's row; only a `failed`
 * row (never sent) is taken again, by an update that one run alone can make.
 */
async function claim(deps: Deps, notificationId: string, channel: NotificationChannel) {
  const now = deps.clock.now()
  const [fresh] = await deps.db
    .insert(notificationDeliveries)
    .values({ notificationId, channel, state: 'sending', claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id })
  if (fresh) return true
  const [again] = await deps.db
    .update(notificationDeliveries)
    .set({
      state: 'sending',
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      claimedAt: now,
      detail: null,
    })
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, channel),
        eq(notificationDeliveries.state, 'failed'),
      ),
    )
    .returning({ id: notificationDeliveries.id })
  return again !== undefined
}

async function mark(
  deps: Deps,
  notificationId: string,
  channel: NotificationChannel,
  state: 'sent' | 'failed' | 'uncertain' | 'skipped',
  detail: string | null,
) {
  await deps.db
    .update(notificationDeliveries)
    .set({ state, detail, ...(state === 'sent' ? { sentAt: deps.clock.now() } : {}) })
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, channel),
      ),
    )
}

class NoBrowserLeft extends Error {}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
