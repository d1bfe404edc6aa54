import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import {
  Notification,
  NotificationList,
  NotificationsMarkedRead,
  UnreadBadge,
} from '../../contract/notifications/schemas'
import { notifications } from '../db/schema/notifications'
import { DEMO_PHONES } from '../db/seed/demo-members'
import {
  listenForNotificationBadges,
  type NotificationBadgeBus,
} from '../events/notification-badges'
import { FAULT_HEADER, FAULT_INJECTED_HEADER } from '../http/fault-injection'
import { memberIdOf } from '../notifications/test-events'
import { anotherInstance, expectBody, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

async function notificationsOf(phone: string) {
  const { request, signIn } = api()
  const token = await signIn(phone)
  const list = await expectBody(
    await request('GET', '/notifications', { token }),
    200,
    NotificationList,
  )
  return { token, list }
}

describe('GET /notifications', () => {
  it('lists the newest first with the total and unread counts', async () => {
    const { list } = await notificationsOf(DEMO_PHONES.budi)
    expect(list.data.map((notification) => [notification.title, notification.read])).toEqual([
      ['Kuesionermu belum selesai', false],
      ['Promo akhir pekan', false],
      ['Selamat datang di Diri!', true],
    ])
    expect(list.meta).toEqual({ total: 3, unreadCount: 2 })
  })

  it('is empty for a brand-new member', async () => {
    const { list } = await notificationsOf('+6281355556666')
    expect(list).toEqual({ data: [], meta: { total: 0, unreadCount: 0 } })
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/notifications'), 401)
  })

  it("fails on request with the fault switch 'notifications' (the site then drops the session)", async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.sari)
    const failed = await request('GET', '/notifications', {
      token,
      headers: { [FAULT_HEADER]: 'notifications' },
    })
    await expectProblem(failed, 500)
    expect(failed.headers.get(FAULT_INJECTED_HEADER)).toBe('notifications')
  })
})

describe('PATCH /notifications/{id}/read', () => {
  it('marks one as read and the unread count follows', async () => {
    const { request } = api()
    const { token, list } = await notificationsOf(DEMO_PHONES.sari)
    const unread = list.data.find((notification) => !notification.read)
    if (!unread) throw new Error('The seed gives Sari an unread notification')

    const marked = await request('PATCH', `/notifications/${unread.id}/read`, { token })
    expect(await expectBody(marked, 200, Notification)).toEqual({ ...unread, read: true })

    const after = await expectBody(
      await request('GET', '/notifications', { token }),
      200,
      NotificationList,
    )
    expect(after.meta).toEqual({ total: list.meta.total, unreadCount: list.meta.unreadCount - 1 })

    // Marking again changes nothing and still answers the notification.
    const again = await request('PATCH', `/notifications/${unread.id}/read`, { token })
    expect((await expectBody(again, 200, Notification)).read).toBe(true)
  })

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const { request } = api()
    const budi = await notificationsOf(DEMO_PHONES.budi)
    const sari = await notificationsOf(DEMO_PHONES.sari)
    const budisUnread = budi.list.data.find((notification) => !notification.read)
    const response = await request('PATCH', `/notifications/${budisUnread?.id}/read`, {
      token: sari.token,
    })
    const body = await expectProblem(response, 404)
    expect(body.message).toBe('Notifikasi tidak ditemukan.')
    const budiAfter = await notificationsOf(DEMO_PHONES.budi)
    expect(budiAfter.list.meta.unreadCount).toBe(budi.list.meta.unreadCount)
  })

  it.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid'], ['1']])(
    'answers 404 for the id %j',
    async (id) => {
      const { request } = api()
      const { token } = await notificationsOf(DEMO_PHONES.budi)
      await expectProblem(await request('PATCH', `/notifications/${id}/read`, { token }), 404)
    },
  )
})

describe('POST /notifications/read-all', () => {
  it('marks every one of the caller’s as read, and no one else’s', async () => {
    const { request } = api()
    const budi = await notificationsOf(DEMO_PHONES.budi)
    const sari = await notificationsOf(DEMO_PHONES.sari)
    expect(budi.list.meta.unreadCount).toBeGreaterThan(0)

    const marked = await request('POST', '/notifications/read-all', { token: budi.token })
    expect(await expectBody(marked, 200, NotificationsMarkedRead)).toEqual({
      marked: budi.list.meta.unreadCount,
    })
    const after = await notificationsOf(DEMO_PHONES.budi)
    expect(after.list.meta).toEqual({ total: budi.list.meta.total, unreadCount: 0 })
    expect(after.list.data.every((notification) => notification.read)).toBe(true)
    // Another member's stay as they were.
    expect((await notificationsOf(DEMO_PHONES.sari)).list.meta).toEqual(sari.list.meta)

    const again = await request('POST', '/notifications/read-all', { token: budi.token })
    expect(await expectBody(again, 200, NotificationsMarkedRead)).toEqual({ marked: 0 })
  })

  it('needs a session', async () => {
    await expectProblem(await api().request('POST', '/notifications/read-all'), 401)
  })
})

describe('GET /notifications/events', () => {
  const buses: NotificationBadgeBus[] = []
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()))
  })

  /** The counts a stream sends, as they come. */
  function unreadCounts(response: Response) {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    return {
      async next(): Promise<number> {
        for (;;) {
          const end = buffer.indexOf('\n\n')
          if (end >= 0) {
            const event = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = /^event: unread\ndata: (.*)$/m.exec(event)?.[1]
            if (data) return v.parse(UnreadBadge, JSON.parse(data)).unreadCount
            continue
          }
          const { value, done } = await reader.read()
          if (done) throw new Error('The stream ended')
          buffer += decoder.decode(value, { stream: true })
        }
      },
      cancel: () => reader.cancel(),
    }
  }

  it('counts live across two instances: a notification written on one, read on the other', async () => {
    const first = api()
    const badges = await listenForNotificationBadges({
      database: first.database,
      databaseUrl: first.databaseUrl,
    })
    buses.push(badges)
    // The stream on a second instance, the writes on the first: only the database joins them.
    const second = anotherInstance(first, { notificationBadges: badges })
    const budi = await notificationsOf(DEMO_PHONES.budi)
    const response = await second.request('GET', '/notifications/events', {
      token: budi.token,
      headers: { accept: 'text/event-stream' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const counts = unreadCounts(response)
    expect(await counts.next()).toBe(budi.list.meta.unreadCount)

    const memberId = await memberIdOf(first.db, DEMO_PHONES.budi)
    await first.db.insert(notifications).values({
      memberId,
      kind: 'order.paid',
      eventKey: 'order.paid:badge-test',
      title: 'Pembayaran berhasil',
      body: 'Pesananmu segera disiapkan.',
    })
    expect(await counts.next()).toBe(budi.list.meta.unreadCount + 1)

    await first.request('POST', '/notifications/read-all', { token: budi.token })
    expect(await counts.next()).toBe(0)
    await counts.cancel()
  })

  it('answers 406 in Indonesian to a caller that does not ask for a stream, and 401 without a session', async () => {
    const { request } = api()
    const { token } = await notificationsOf(DEMO_PHONES.budi)
    const refused = await expectProblem(
      await request('GET', '/notifications/events', { token }),
      406,
    )
    expect(refused.message).toMatch(/aliran notifikasi/)
    await expectProblem(
      await request('GET', '/notifications/events', { headers: { accept: 'text/event-stream' } }),
      401,
    )
  })
})
