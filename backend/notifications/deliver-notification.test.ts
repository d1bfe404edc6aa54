/**
 * Delivery of a notification by email, Web Push and WhatsApp (issue 29 §3): through a local SMTP
 * server and a local push service, read as a mail client and a browser would, each at most once
 * however often the job runs, as the member chose, and with no health detail in any message.
 * On PostgreSQL too: `bash scripts/ci-postgres.sh npx vitest run backend/notifications/deliver-notification.test.ts`.
 */
import { createPublicKey, verify } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import type { NotificationKind } from '../../contract/notifications/kinds'
import { NotificationPreferences } from '../../contract/notifications/preferences'
import { members } from '../db/schema/members'
import { notificationDeliveries, pushSubscriptions } from '../db/schema/notification-channels'
import { notifications } from '../db/schema/notifications'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { QUEUES } from '../jobs/job-queue'
import { finished, startTestQueue } from '../jobs/testing/test-queue'
import {
  anotherInstance,
  expectBody,
  expectProblem,
  setUpTestApi,
  type TestApi,
} from '../test/harness'
import { ChannelDeliveryError } from './channels/channel-delivery-error'
import { createSmtpEmailSender } from './channels/email-sender'
import type { NotificationChannels } from './channels/notification-channels'
import { createPushSender, PUSH_TTL_SECONDS } from './channels/push-sender'
import { deliverNotification } from './deliver-notification'
import { type PushServiceFake, startPushServiceFake } from './testing/push-service-fake'
import { type SmtpFake, startSmtpFake } from './testing/smtp-fake'

const api = setUpTestApi()
const SITE = 'https://diri.test'
const FROM = 'Diri <notifikasi@diri.test>'
const PUTRI_EMAIL = 'putri.lestari@example.com'
/** What the notification's own row says: the app shows it, no channel may carry it. */
const HEALTH_DETAIL = 'Jerawat meradang di dagu sejak dua minggu'
const VAPID = webpush.generateVAPIDKeys()

let smtp: SmtpFake
let pushService: PushServiceFake
let channels: NotificationChannels

beforeEach(async () => {
  smtp = await startSmtpFake()
  pushService = await startPushServiceFake()
  channels = {
    email: createSmtpEmailSender({ url: smtp.url, from: FROM }),
    push: createPushSender({
      vapid: { ...VAPID, subject: 'mailto:notifikasi@diri.test' },
    }),
    whatsapp: null,
    siteUrl: SITE,
  }
  api().deps.notificationChannels = channels
})

afterEach(async () => {
  await smtp.close()
  await pushService.close()
})

async function putri(app: TestApi) {
  const [row] = await app.db.select().from(members).where(eq(members.phone, DEMO_PHONES.putri))
  if (!row) throw new Error('Putri is not seeded')
  return row
}

/** A notification as the notify lane writes it: its kind, and the app's own text with details. */
async function notificationFor(
  app: TestApi,
  kind: NotificationKind,
  url = '/akun/konsultasi',
): Promise<string> {
  const member = await putri(app)
  const [row] = await app.db
    .insert(notifications)
    .values({ memberId: member.id, kind, title: 'Balasan dokter', body: HEALTH_DETAIL, url })
    .returning({ id: notifications.id })
  if (!row) throw new Error('The notification was not written')
  return row.id
}

async function deliveriesOf(app: TestApi, notificationId: string) {
  return app.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
}

async function subscribe(app: TestApi, token: string) {
  const browser = pushService.subscription()
  const response = await app.request('POST', '/notifications/push-subscriptions', {
    token,
    body: { endpoint: browser.endpoint, keys: browser.keys },
  })
  expect(response.status).toBe(201)
  return browser
}

describe('email', () => {
  it('arrives at the SMTP server once, in Indonesian, with a plain-text part and no health detail', async () => {
    const app = api()
    const id = await notificationFor(app, 'consult.doctor_replied', '/akun/konsultasi?id=abc')

    const outcome = await deliverNotification(app.deps, id)

    expect(outcome.channels.email).toBe('sent')
    expect(smtp.received).toHaveLength(1)
    const [email] = smtp.received
    expect(email?.to).toEqual([PUTRI_EMAIL])
    expect(email?.from).toBe('notifikasi@diri.test')
    expect(email?.subject).toBe('Dokter membalas konsultasimu')
    expect(email?.text).toContain('Dokter membalas konsultasimu.')
    expect(email?.text).toContain(`${SITE}/akun/konsultasi?id=abc`)
    expect(email?.html).toContain(`href="${SITE}/akun/konsultasi?id=abc"`)
    expect(email?.parsed.headers.get('content-type')).toMatchObject({
      value: 'multipart/alternative',
    })
    for (const part of [email?.subject, email?.text, email?.html]) {
      expect(part).not.toContain(HEALTH_DETAIL)
      expect(part).not.toContain('Balasan dokter')
    }
  })

  it('is sent once when the job runs twice, and by two instances at once', async () => {
    const app = api()
    const other = anotherInstance(app, { notificationChannels: channels })
    const id = await notificationFor(app, 'order.paid', '/akun/pesanan/1')

    const runs = await Promise.all([
      deliverNotification(app.deps, id),
      deliverNotification(other.deps, id),
    ])
    const again = await deliverNotification(app.deps, id)

    expect(runs.map((run) => run.channels.email).sort()).toEqual(['done-before', 'sent'])
    expect(again.channels.email).toBe('done-before')
    expect(smtp.received).toHaveLength(1)
    const [row] = await deliveriesOf(app, id)
    expect(row).toMatchObject({ channel: 'email', state: 'sent', attempts: 1 })
  })

  it('is sent again after the SMTP server refused it, and only once', async () => {
    const app = api()
    const id = await notificationFor(app, 'booking.confirmed', '/akun/booking')
    smtp.refuseNext(550)

    await expect(deliverNotification(app.deps, id)).rejects.toThrow(
      /not yet delivered by email: The SMTP server smtp:\/\/127\.0\.0\.1:\d+ did not take the email "Booking-mu sudah terkonfirmasi": EENVELOPE 550 at RCPT TO/,
    )
    expect(smtp.received).toHaveLength(0)
    expect((await deliveriesOf(app, id))[0]).toMatchObject({ state: 'failed' })

    const retried = await deliverNotification(app.deps, id)
    await deliverNotification(app.deps, id)

    expect(retried.channels.email).toBe('sent')
    expect(smtp.received.map((email) => email.subject)).toEqual(['Booking-mu sudah terkonfirmasi'])
    expect((await deliveriesOf(app, id))[0]).toMatchObject({ state: 'sent', attempts: 2 })
  })

  it('is never sent again after a crash between the send and its record', async () => {
    const app = api()
    const id = await notificationFor(app, 'refund.paid', '/akun/pesanan/1')
    await deliverNotification(app.deps, id)
    // What a process killed right after the SMTP server took the email leaves: the claim only.
    await app.db
      .update(notificationDeliveries)
      .set({ state: 'sending', sentAt: null })
      .where(eq(notificationDeliveries.notificationId, id))

    const retried = await deliverNotification(app.deps, id)

    expect(retried.channels.email).toBe('done-before')
    expect(smtp.received).toHaveLength(1)
  })

  it('is not sent again when the server may have taken it (no answer)', async () => {
    const app = api()
    const id = await notificationFor(app, 'order.shipped', '/akun/pesanan/1')
    let calls = 0
    app.deps.notificationChannels = {
      ...channels,
      email: {
        mode: 'smtp',
        send: async () => {
          calls++
          throw new ChannelDeliveryError('The SMTP server did not answer after DATA', {
            channel: 'email',
            maybeSent: true,
          })
        },
      },
    }

    const first = await deliverNotification(app.deps, id)
    const second = await deliverNotification(app.deps, id)

    expect(first.channels.email).toBe('uncertain')
    expect(second.channels.email).toBe('done-before')
    expect(calls).toBe(1)
  })

  it('is skipped for a member without an email address', async () => {
    const app = api()
    await app.db.update(members).set({ email: null }).where(eq(members.phone, DEMO_PHONES.putri))
    const id = await notificationFor(app, 'order.paid')

    const outcome = await deliverNotification(app.deps, id)

    expect(outcome.channels.email).toBe('skipped')
    expect(smtp.received).toHaveLength(0)
    expect((await deliveriesOf(app, id))[0]).toMatchObject({
      state: 'skipped',
      detail: 'no email address',
    })
  })
})

describe('preferences', () => {
  it('start with every topic on but marketing, security locked', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const preferences = await expectBody(
      await app.request('GET', '/notifications/preferences', { token }),
      200,
      NotificationPreferences,
    )
    const enabled = (channel: string, topic: string) =>
      preferences.choices.find((choice) => choice.channel === channel && choice.topic === topic)
    expect(enabled('email', 'consult')).toMatchObject({ enabled: true, locked: false })
    expect(enabled('push', 'booking')).toMatchObject({ enabled: true, locked: false })
    expect(enabled('email', 'marketing')).toMatchObject({ enabled: false, locked: false })
    expect(enabled('email', 'security')).toMatchObject({ enabled: true, locked: true })
    expect(preferences.channels).toEqual([
      { channel: 'email', available: true, ready: true },
      // Push only once a browser of the member's subscribed.
      { channel: 'push', available: true, ready: false },
      { channel: 'whatsapp', available: false, ready: true },
    ])
    expect(preferences.pushKey).toBe(VAPID.publicKey)
  })

  it('switched off keep that topic from the channel, and the others still go', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const saved = await app.request('PUT', '/notifications/preferences', {
      token,
      body: { choices: [{ channel: 'email', topic: 'consult', enabled: false }] },
    })
    expect(saved.status).toBe(200)
    const consult = await notificationFor(app, 'consult.doctor_replied')
    const order = await notificationFor(app, 'order.paid')

    const skipped = await deliverNotification(app.deps, consult)
    await deliverNotification(app.deps, order)

    expect(skipped.channels.email).toBe('skipped')
    expect(smtp.received.map((email) => email.subject)).toEqual(['Pembayaran pesananmu berhasil'])
  })

  it('take the last of two choices for one channel and topic', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const saved = await expectBody(
      await app.request('PUT', '/notifications/preferences', {
        token,
        body: {
          choices: [
            { channel: 'email', topic: 'order', enabled: true },
            { channel: 'email', topic: 'order', enabled: false },
          ],
        },
      }),
      200,
      NotificationPreferences,
    )
    expect(saved.choices).toContainEqual({
      channel: 'email',
      topic: 'order',
      enabled: false,
      locked: false,
    })
  })

  it('cannot switch security off, through the API or in the table', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const refused = await expectProblem(
      await app.request('PUT', '/notifications/preferences', {
        token,
        body: { choices: [{ channel: 'email', topic: 'security', enabled: false }] },
      }),
      400,
    )
    expect(refused.message).toBe(
      'Notifikasi keamanan tidak bisa dimatikan: kami selalu memberi tahu kamu saat ada yang masuk ke akunmu.',
    )
    const member = await putri(app)
    await expect(
      app.db.execute(
        sql`insert into notification_preferences (member_id, channel, topic, enabled) values (${member.id}, 'email', 'security', false)`,
      ),
    ).rejects.toThrow()

    const id = await notificationFor(app, 'security.sign_in', '/akun')
    await deliverNotification(app.deps, id)
    expect(smtp.received.map((email) => email.subject)).toEqual(['Ada yang masuk ke akun Diri-mu'])
  })

  it('are asked for by the member only', async () => {
    const app = api()
    await expectProblem(await app.request('GET', '/notifications/preferences'), 401)
  })
})

/** The VAPID JWT of a push request's `authorization: vapid t=…, k=…`, checked with the key. */
function verifiedVapidClaims(authorization: string, publicKey: string) {
  const match = authorization.match(/^vapid t=([^,]+), k=(.+)$/)
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`Not a VAPID header: ${authorization}`)
  const [header, claims, signature] = match[1].split('.')
  const raw = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  )
  if (!valid) throw new Error('The VAPID JWT signature does not verify')
  return JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as {
    aud: string
    exp: number
    sub: string
  }
}

describe('Web Push', () => {
  it('reaches the push service signed with VAPID, with a TTL, and decrypts to the generic message', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const browser = await subscribe(app, token)
    const id = await notificationFor(app, 'consult.doctor_replied', '/akun/konsultasi?id=abc')

    const outcome = await deliverNotification(app.deps, id)
    await deliverNotification(app.deps, id)

    expect(outcome.channels.push).toBe('sent')
    expect(pushService.requests).toHaveLength(1)
    const [request] = pushService.requests
    if (!request) throw new Error('No push arrived')
    expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS))
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(request.headers.urgency).toBe('normal')
    const claims = verifiedVapidClaims(String(request.headers.authorization), VAPID.publicKey)
    expect(claims.aud).toBe(pushService.url)
    expect(claims.sub).toBe('mailto:notifikasi@diri.test')
    const now = Date.now() / 1000
    expect(claims.exp).toBeGreaterThan(now)
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60)
    expect(JSON.parse(browser.decrypt(request))).toEqual({
      title: 'Dokter membalas konsultasimu',
      body: 'Ada pesan baru dari dokter. Buka Diri untuk membacanya.',
      url: '/akun/konsultasi?id=abc',
      tag: id,
    })
  })

  it('removes a subscription the push service answers 410 for', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const browser = await subscribe(app, token)
    pushService.answerNext(410)
    const id = await notificationFor(app, 'order.paid')

    const outcome = await deliverNotification(app.deps, id)

    expect(outcome.channels.push).toBe('skipped')
    const left = await app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint))
    expect(left).toEqual([])
  })

  it('refuses an endpoint that is no browser push service', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    const browser = pushService.subscription()
    for (const endpoint of [
      'https://internal.example/push',
      'http://10.0.0.1/push',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const refused = await expectProblem(
        await app.request('POST', '/notifications/push-subscriptions', {
          token,
          body: { endpoint, keys: browser.keys },
        }),
        400,
      )
      expect(refused.message).toBe(
        'Layanan push browser ini tidak kami kenal. Coba browser lain, atau pakai notifikasi email.',
      )
    }
  })

  it('is unsubscribed by its own member only', async () => {
    const app = api()
    const putriToken = await app.signIn(DEMO_PHONES.putri)
    const budiToken = await app.signIn(DEMO_PHONES.budi)
    const browser = await subscribe(app, putriToken)
    await expectProblem(
      await app.request('DELETE', '/notifications/push-subscriptions', {
        token: budiToken,
        body: { endpoint: browser.endpoint },
      }),
      404,
    )
    const removed = await app.request('DELETE', '/notifications/push-subscriptions', {
      token: putriToken,
      body: { endpoint: browser.endpoint },
    })
    expect(removed.status).toBe(204)
  })
})

describe('the deliver-notification job', () => {
  it('sends each channel once when the job is sent twice and retried', async () => {
    const app = api()
    const token = await app.signIn(DEMO_PHONES.putri)
    await subscribe(app, token)
    const id = await notificationFor(app, 'booking.reminder_day', '/akun/booking')
    smtp.refuseNext(451)
    const queue = await startTestQueue(app)

    const job = await queue.send(QUEUES.deliverNotification, { notificationId: id }, id)
    await finished(queue, QUEUES.deliverNotification, job)
    // Sent again once done (a second writer's send): the rows keep it from going out twice.
    const again = await queue.send(QUEUES.deliverNotification, { notificationId: id }, id)
    await finished(queue, QUEUES.deliverNotification, again)

    expect(smtp.received.map((email) => email.subject)).toEqual(['Pengingat: booking-mu besok'])
    expect(pushService.requests).toHaveLength(1)
    const rows = await deliveriesOf(app, id)
    expect(
      rows
        .map(({ channel, state, attempts }) => ({ channel, state, attempts }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual([
      { channel: 'email', state: 'sent', attempts: 2 },
      { channel: 'push', state: 'sent', attempts: 1 },
    ])
  })
})

describe('two instances racing', () => {
  it('deliver each of 100 notifications once by each channel, all sent twice at once', async () => {
    const app = api()
    const other = anotherInstance(app)
    const sent = new Map<string, number>()
    const counting = (): NotificationChannels => ({
      ...channels,
      push: null,
      email: {
        mode: 'smtp',
        send: async (message) => {
          // A little wait, so the two instances' runs overlap at the provider.
          await new Promise((resolve) => setTimeout(resolve, 2))
          const key = `${message.to} ${message.subject} ${message.text}`
          sent.set(key, (sent.get(key) ?? 0) + 1)
        },
      },
    })
    const ids = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        notificationFor(app, 'order.paid', `/akun/pesanan/${i}`),
      ),
    )

    await Promise.all(
      ids.flatMap((id) => [
        deliverNotification({ ...app.deps, notificationChannels: counting() }, id),
        deliverNotification({ ...other.deps, notificationChannels: counting() }, id),
      ]),
    )

    expect(sent.size).toBe(100)
    expect([...sent.values()].filter((times) => times > 1)).toEqual([])
  })
})

describe('the development mailbox', () => {
  it('is a 404 where SMTP is configured', async () => {
    await expectProblem(await api().request('GET', '/dev/mailbox'), 404)
  })
})
