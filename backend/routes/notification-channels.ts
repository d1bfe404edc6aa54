/**
 * How a member's notifications leave the app (issue 29 §3): their choices per channel and topic
 * (`/akun/notifikasi`), and the browsers that asked for Web Push ('Beri tahu saya saat dokter
 * membalas' in the consultation). The sending is the `deliver-notification` job's.
 */
import { and, count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '../../contract/notifications/kinds'
import {
  type NotificationPreferences,
  NotificationPreferencesInput,
  PushSubscriptionInput,
  PushSubscriptionRemoval,
} from '../../contract/notifications/preferences'
import { members } from '../db/schema/members'
import { pushSubscriptions } from '../db/schema/notification-channels'
import type { ApiDeps, ApiEnv } from '../deps'
import { requireMember } from '../http/middleware'
import { ApiProblem, invalidInput, notFound } from '../http/problem'
import { readJson } from '../http/validation'
import {
  isLocked,
  memberPreferences,
  saveMemberPreferences,
} from '../notifications/notification-preferences'
import { isAllowedPushEndpoint } from '../notifications/push-endpoints'

const SECURITY_LOCKED =
  'Notifikasi keamanan tidak bisa dimatikan: kami selalu memberi tahu kamu saat ada yang masuk ke akunmu.'
const PUSH_OFF = 'Notifikasi push belum tersedia di Diri saat ini.'
const UNKNOWN_PUSH_SERVICE =
  'Layanan push browser ini tidak kami kenal. Coba browser lain, atau pakai notifikasi email.'

export function notificationChannelRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  // Read at each request: a test gives the app its channels after making it.
  const channelsNow = () => deps.notificationChannels

  async function preferencesOf(memberId: string): Promise<NotificationPreferences> {
    const channels = channelsNow()
    const [grid, [contact], [browsers]] = await Promise.all([
      memberPreferences(db, memberId),
      db.select({ email: members.email }).from(members).where(eq(members.id, memberId)),
      db
        .select({ total: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId)),
    ])
    const ready = {
      email: Boolean(contact?.email),
      push: (browsers?.total ?? 0) > 0,
      // The phone is the sign-in identity: every member has one.
      whatsapp: true,
    }
    return {
      channels: NOTIFICATION_CHANNELS.map((channel) => ({
        channel,
        available: Boolean(channels?.[channel]),
        ready: ready[channel],
      })),
      choices: NOTIFICATION_CHANNELS.flatMap((channel) =>
        NOTIFICATION_TOPICS.map((topic) => ({
          channel,
          topic,
          enabled: grid[channel][topic],
          locked: isLocked(topic),
        })),
      ),
      pushKey: channels?.push?.publicKey ?? null,
    }
  }

  return new Hono<ApiEnv>()
    .get('/notifications/preferences', member, async (c) =>
      c.json(await preferencesOf(c.var.member.id)),
    )

    .put('/notifications/preferences', member, async (c) => {
      const { choices } = await readJson(c, NotificationPreferencesInput)
      const locked = choices.findIndex((choice) => isLocked(choice.topic) && !choice.enabled)
      if (locked >= 0) {
        throw invalidInput(
          [{ path: `choices.${locked}.enabled`, message: SECURITY_LOCKED }],
          SECURITY_LOCKED,
        )
      }
      await saveMemberPreferences(
        db,
        c.var.member.id,
        choices.filter((choice) => !isLocked(choice.topic)),
        clock.now(),
      )
      return c.json(await preferencesOf(c.var.member.id))
    })

    .post('/notifications/push-subscriptions', member, async (c) => {
      const body = await readJson(c, PushSubscriptionInput)
      if (!channelsNow()?.push) throw new ApiProblem(409, PUSH_OFF)
      if (!isAllowedPushEndpoint(body.endpoint, deps.faultInjection)) {
        throw invalidInput(
          [{ path: 'endpoint', message: UNKNOWN_PUSH_SERVICE }],
          UNKNOWN_PUSH_SERVICE,
        )
      }
      // One row per browser: subscribing again (or on another account) moves it to this member.
      await db
        .insert(pushSubscriptions)
        .values({
          memberId: c.var.member.id,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          createdAt: clock.now(),
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            memberId: c.var.member.id,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
          },
        })
      return c.json(await preferencesOf(c.var.member.id), 201)
    })

    .delete('/notifications/push-subscriptions', member, async (c) => {
      const { endpoint } = await readJson(c, PushSubscriptionRemoval)
      const [removed] = await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, endpoint),
            eq(pushSubscriptions.memberId, c.var.member.id),
          ),
        )
        .returning({ id: pushSubscriptions.id })
      if (!removed) throw notFound('Browser ini tidak terdaftar untuk notifikasi push.')
      return c.body(null, 204)
    })
}
