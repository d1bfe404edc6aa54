import { describe, expect, it } from 'vitest'
import { Notification, NotificationList } from '../../contract/notifications/schemas'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'

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
