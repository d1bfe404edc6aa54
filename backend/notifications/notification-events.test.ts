import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NotificationKind } from '../../contract/notifications/kinds'
import { consults } from '../db/schema/consults'
import { notificationEvents, notifications } from '../db/schema/notifications'
import { seedClinic } from '../db/seed/clinic'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { zonedToInstant } from '../routes/booking/zoned-time'
import { setUpTestApi, type TestApi } from '../test/harness'
import { recordDueReminders } from './booking-reminders'
import {
  anyDoctor,
  eventsOf,
  insertBooking,
  insertConsult,
  insertMessage,
  insertOrder,
  insertRefund,
  markRefunded,
  memberIdOf,
  newMember,
  notificationsOf,
  setBookingStatus,
  setOrderStatus,
  setPaymentStatus,
  writeAll,
} from './test-events'
import { type NotifyContext, writeNotificationFor } from './write-notification'

const api = setUpTestApi()
// The branches in their three zones, as the booking tests seed them.
beforeEach(async () => {
  await seedClinic(api().db)
})
const HOUR = 60 * 60_000

function contextOf(current: TestApi, handedOff: string[] = []): NotifyContext {
  return {
    db: current.db,
    now: () => current.clock.now(),
    handOff: async (id) => {
      handedOff.push(id)
    },
  }
}

/** Every kind an event row can make, each made once for one fresh member. */
async function makeEveryEvent(current: TestApi, memberId: string) {
  const { db, clock } = current
  const paid = await insertOrder(db, memberId, clock.now())
  await setPaymentStatus(db, paid.paymentId, 'paid')
  await setOrderStatus(db, paid.orderId, 'paid')
  // Shipping and delivery, as the order timeline (issue 30) will set them.
  await setOrderStatus(db, paid.orderId, 'shipped')
  await setOrderStatus(db, paid.orderId, 'delivered')
  const declined = await insertOrder(db, memberId, clock.now())
  await setPaymentStatus(db, declined.paymentId, 'failed')
  await setOrderStatus(db, declined.orderId, 'expired')
  const fraud = await insertOrder(db, memberId, clock.now())
  await setOrderStatus(db, fraud.orderId, 'failed')
  const refundId = await insertRefund(db, paid)
  await markRefunded(db, refundId, clock.now())

  const startsAt = new Date(clock.now().getTime() + 10 * 24 * HOUR)
  const first = await insertBooking(db, { memberId, zone: 'Asia/Makassar', startsAt })
  // A reschedule: the old booking 'rescheduled', its successor inserted (routes/booking/).
  await setBookingStatus(db, first.id, 'rescheduled')
  const moved = await insertBooking(db, {
    memberId,
    zone: 'Asia/Makassar',
    startsAt: new Date(startsAt.getTime() + 24 * HOUR),
    predecessorId: first.id,
  })
  const dropped = await insertBooking(db, {
    memberId,
    zone: 'Asia/Makassar',
    startsAt: new Date(startsAt.getTime() + 48 * HOUR),
  })
  await setBookingStatus(db, dropped.id, 'cancelled')

  const consultId = await insertConsult(db, memberId)
  await db
    .update(consults)
    .set({ doctorId: await anyDoctor(db), doctorName: 'dr. Anisa Rahma', status: 3 })
    .where(eq(consults.id, consultId))
  await insertMessage(db, consultId, {
    sender: 'member',
    kind: 'text',
    body: 'Jerawat saya meradang',
  })
  const reply = await insertMessage(db, consultId, {
    sender: 'doctor',
    kind: 'text',
    body: 'Coba kompres dingin dulu',
  })
  await insertMessage(db, consultId, { sender: 'doctor', kind: 'recommendation', body: 'Regimen' })
  await db.update(consults).set({ status: 9 }).where(eq(consults.id, consultId))
  return { paid, declined, fraud, refundId, first, moved, dropped, consultId, reply }
}

describe('events to notifications', () => {
  it('records each event once, in its own transaction, whoever changed the row', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770001')
    const made = await makeEveryEvent(current, memberId)
    const keys = (await eventsOf(current.db, memberId)).map((event) => event.eventKey)
    // The recommendation is a doctor's message too: a second reply, told or not when written.
    const replies = keys.filter((key) => key.startsWith('consult.doctor_replied:'))
    expect(replies).toHaveLength(2)
    expect(
      keys
        .filter(
          (key) => key !== replies.find((r) => r !== `consult.doctor_replied:${made.reply.id}`),
        )
        .sort(),
    ).toEqual(
      [
        `order.paid:${made.paid.orderId}`,
        `order.shipped:${made.paid.orderId}`,
        `order.delivered:${made.paid.orderId}`,
        // A declined attempt while the order is open, then the order's lapse.
        `order.failed:${made.declined.paymentId}`,
        `order.expired:${made.declined.orderId}`,
        `order.failed:${made.fraud.orderId}`,
        `refund.owed:${made.refundId}`,
        `refund.paid:${made.refundId}`,
        `booking.confirmed:${made.first.id}`,
        `booking.rescheduled:${made.moved.id}`,
        `booking.confirmed:${made.dropped.id}`,
        `booking.cancelled:${made.dropped.id}`,
        `consult.doctor_joined:${made.consultId}`,
        `consult.doctor_replied:${made.reply.id}`,
        `consult.closed:${made.consultId}`,
      ].sort(),
    )
  })

  it('writes one notification per event with its text and page, and never a health detail', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770002')
    const made = await makeEveryEvent(current, memberId)
    const handedOff: string[] = []
    await writeAll(contextOf(current, handedOff))

    const written = await notificationsOf(current.db, memberId)
    const byKind = new Map<NotificationKind | null, typeof written>()
    for (const row of written) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row])
    // The burst of two replies is one unread notification; everything else is one each.
    expect(Object.fromEntries([...byKind].map(([kind, rows]) => [kind, rows.length]))).toEqual({
      'order.paid': 1,
      'order.shipped': 1,
      'order.delivered': 1,
      'order.failed': 2,
      'order.expired': 1,
      'refund.owed': 1,
      'refund.paid': 1,
      // The first booking was moved and the third cancelled before the job ran: a confirmation
      // would name a time no longer booked.
      'booking.rescheduled': 1,
      'booking.cancelled': 1,
      'consult.doctor_joined': 1,
      'consult.doctor_replied': 1,
      'consult.closed': 1,
    })
    expect(handedOff.sort()).toEqual(written.map((row) => row.id).sort())

    const text = (kind: NotificationKind) => {
      const row = byKind.get(kind)?.[0]
      return row && { title: row.title, body: row.body, url: row.url }
    }
    expect(text('order.paid')).toEqual({
      title: 'Pembayaran berhasil',
      body: `Pembayaran Rp150.000 untuk pesanan ${made.paid.number} sudah kami terima. Pesananmu segera disiapkan.`,
      url: `/akun/pesanan/${made.paid.orderId}`,
    })
    expect(text('consult.doctor_replied')).toEqual({
      title: 'Dokter membalas konsultasimu',
      body: 'Ada pesan baru dari doktermu. Buka chat untuk membacanya.',
      url: `/konsultasi/pesan?chatroom=${made.consultId}`,
    })
    expect(text('booking.cancelled')?.url).toBe(`/akun/booking/${made.dropped.number}`)
    expect(text('booking.cancelled')?.body).toMatch(/pukul \d{2}\.\d{2} WITA/)
    for (const row of written) {
      expect(`${row.title} ${row.body}`).not.toMatch(/jerawat|kompres|meradang|regimen/i)
    }
  })

  it('running each job twice, or two at once, changes nothing', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770003')
    await makeEveryEvent(current, memberId)
    const handedOff: string[] = []
    const context = contextOf(current, handedOff)
    const keys = (await eventsOf(current.db, memberId)).map((event) => event.eventKey)
    await Promise.all(keys.map((key) => writeNotificationFor(context, key)))
    const first = await notificationsOf(current.db, memberId)
    const handedFirst = [...handedOff]

    const again = await Promise.all(
      keys.flatMap((key) => [
        writeNotificationFor(context, key),
        writeNotificationFor(context, key),
      ]),
    )
    expect(new Set(again.map((outcome) => outcome.outcome))).toEqual(
      new Set(['already-written', 'skipped']),
    )
    expect(await notificationsOf(current.db, memberId)).toEqual(first)
    // Handed to the channels once each: the second run finds the hand-off done.
    expect(handedOff).toEqual(handedFirst)
    expect(new Set(handedOff).size).toBe(handedOff.length)
  })

  it('a crash before the commit, or before the hand-off, then a retry, writes and hands off once', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770004')
    const order = await insertOrder(current.db, memberId, current.clock.now())
    await setOrderStatus(current.db, order.orderId, 'paid')
    const key = `order.paid:${order.orderId}`
    const handedOff: string[] = []
    const crash = (point: string) => async () => {
      throw new Error(`crashed ${point}`)
    }

    await expect(
      writeNotificationFor(
        { ...contextOf(current, handedOff), faults: { beforeCommit: crash('before the commit') } },
        key,
      ),
    ).rejects.toThrow('crashed before the commit')
    expect(await notificationsOf(current.db, memberId)).toEqual([])

    await expect(
      writeNotificationFor(
        {
          ...contextOf(current, handedOff),
          faults: { beforeHandOff: crash('before the hand-off') },
        },
        key,
      ),
    ).rejects.toThrow('crashed before the hand-off')
    expect(await notificationsOf(current.db, memberId)).toHaveLength(1)
    expect(handedOff).toEqual([])

    const retried = await writeNotificationFor(contextOf(current, handedOff), key)
    const [written] = await notificationsOf(current.db, memberId)
    expect(retried).toEqual({ outcome: 'already-written', notificationId: written?.id })
    expect(handedOff).toEqual([written?.id])
  })

  it('tells a doctor’s reply only when the member has not read it (their chat was closed)', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770005')
    const consultId = await insertConsult(current.db, memberId)
    const seen = await insertMessage(current.db, consultId, {
      sender: 'doctor',
      kind: 'text',
      body: 'Halo',
    })
    // The open chat marks what it shows as read (routes/chat/).
    await current.db
      .update(consults)
      .set({ memberReadSeq: seen.seq })
      .where(eq(consults.id, consultId))
    const unseen = await insertMessage(current.db, consultId, {
      sender: 'doctor',
      kind: 'text',
      body: 'Sudah dicoba?',
    })
    const context = contextOf(current)
    expect(await writeNotificationFor(context, `consult.doctor_replied:${seen.id}`)).toEqual({
      outcome: 'skipped',
      reason: 'read',
    })
    expect(
      await writeNotificationFor(context, `consult.doctor_replied:${unseen.id}`),
    ).toMatchObject({
      outcome: 'written',
    })
    // Due a little later than the reply: the open chat has time to mark it read first.
    const [event] = await current.db
      .select({ dueAt: notificationEvents.dueAt, createdAt: notificationEvents.createdAt })
      .from(notificationEvents)
      .where(eq(notificationEvents.eventKey, `consult.doctor_replied:${unseen.id}`))
    expect((event?.dueAt.getTime() ?? 0) - (event?.createdAt.getTime() ?? 0)).toBe(10_000)
  })

  it('the seed’s demo history records no event', async () => {
    const { db } = api()
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(notificationEvents)
    expect(row?.count).toBe(0)
    expect(await memberIdOf(db, DEMO_PHONES.sari)).toBeTruthy()
  })
})

describe('booking reminders', () => {
  const ZONES = [
    ['Asia/Jakarta', 'WIB'],
    ['Asia/Makassar', 'WITA'],
    ['Asia/Jayapura', 'WIT'],
  ] as const

  for (const [zone, label] of ZONES) {
    it(`fires a day and two hours before 10.00 ${label}, each once, at that instant`, async () => {
      const current = api()
      const memberId = await newMember(current.db, `+62813777701${zone.length}`)
      // 10.00 on 20 June in the branch's own zone: 03.00, 02.00 or 01.00 UTC.
      const startsAt = zonedToInstant('2025-06-20', 10 * 60, zone)
      const booking = await insertBooking(current.db, {
        memberId,
        zone,
        startsAt,
        createdAt: new Date('2025-06-01T00:00:00Z'),
      })
      const dayBefore = zonedToInstant('2025-06-19', 10 * 60, zone)
      const twoHoursBefore = zonedToInstant('2025-06-20', 8 * 60, zone)
      const reminders = async (at: Date) => {
        await recordDueReminders(current.db, at)
        return (await eventsOf(current.db, memberId))
          .map((event) => event.kind)
          .filter((kind) => kind.startsWith('booking.reminder'))
      }

      expect(await reminders(new Date(dayBefore.getTime() - 1))).toEqual([])
      expect(await reminders(dayBefore)).toEqual(['booking.reminder_day'])
      // The next minutes' sweeps, and a second instance's: still one.
      expect(await reminders(new Date(dayBefore.getTime() + 60_000))).toEqual([
        'booking.reminder_day',
      ])
      expect(await reminders(new Date(twoHoursBefore.getTime() - 1))).toEqual([
        'booking.reminder_day',
      ])
      expect(await reminders(twoHoursBefore)).toEqual([
        'booking.reminder_day',
        'booking.reminder_hours',
      ])
      expect(await reminders(new Date(startsAt.getTime() - 60_000))).toHaveLength(2)

      await writeAll(contextOf(current))
      await writeAll(contextOf(current))
      const written = await notificationsOf(current.db, memberId)
      const reminderRows = written.filter((row) => row.kind?.startsWith('booking.reminder'))
      expect(reminderRows.map((row) => [row.title, row.body])).toEqual([
        [
          'Pengingat: booking besok',
          `Jadwalmu di ${booking.clinicName}: Jumat, 20 Jun 2025 pukul 10.00 ${label}.`,
        ],
        [
          'Pengingat: booking 2 jam lagi',
          `Jadwalmu di ${booking.clinicName}: Jumat, 20 Jun 2025 pukul 10.00 ${label}. Datang 10 menit lebih awal, ya.`,
        ],
      ])
    })
  }

  it('a cancelled or rescheduled booking is not reminded, nor one made after its reminder’s time', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770020')
    const startsAt = zonedToInstant('2025-06-20', 10 * 60, 'Asia/Jakarta')
    const made = new Date('2025-06-01T00:00:00Z')
    const cancelled = await insertBooking(current.db, {
      memberId,
      zone: 'Asia/Jakarta',
      startsAt,
      createdAt: made,
    })
    await setBookingStatus(current.db, cancelled.id, 'cancelled')
    const moved = await insertBooking(current.db, {
      memberId,
      zone: 'Asia/Jakarta',
      startsAt: new Date(startsAt.getTime() + HOUR),
      createdAt: made,
    })
    await setBookingStatus(current.db, moved.id, 'rescheduled')
    // Booked an hour ahead: no reminder a day before (it would come at once) nor two hours before.
    await insertBooking(current.db, {
      memberId,
      zone: 'Asia/Jakarta',
      startsAt: new Date(startsAt.getTime() + 3 * HOUR),
      createdAt: new Date(startsAt.getTime() + 2 * HOUR),
    })
    for (const at of [-24, -2, 0, 1, 2.5].map((hours) => startsAt.getTime() + hours * HOUR)) {
      await recordDueReminders(current.db, new Date(at))
    }
    const kinds = (await eventsOf(current.db, memberId)).map((event) => event.kind)
    expect(kinds.filter((kind) => kind.startsWith('booking.reminder'))).toEqual([])
  })

  it('a reminder recorded just before the booking is cancelled is not written', async () => {
    const current = api()
    const memberId = await newMember(current.db, '+6281377770021')
    const startsAt = zonedToInstant('2025-06-20', 10 * 60, 'Asia/Jayapura')
    const booking = await insertBooking(current.db, {
      memberId,
      zone: 'Asia/Jayapura',
      startsAt,
      createdAt: new Date('2025-06-01T00:00:00Z'),
    })
    await recordDueReminders(current.db, new Date(startsAt.getTime() - 2 * HOUR))
    await setBookingStatus(current.db, booking.id, 'cancelled')
    await writeAll(contextOf(current))
    const kinds = (await notificationsOf(current.db, memberId)).map((row) => row.kind)
    expect(kinds.sort()).toEqual(['booking.cancelled'])
  })
})

describe('the notifications table', () => {
  it('refuses a second notification with the same event key', async () => {
    const { db } = api()
    const memberId = await newMember(db, '+6281377770030')
    const row = {
      memberId,
      kind: 'order.paid' as const,
      eventKey: 'order.paid:x',
      title: 'a',
      body: 'b',
    }
    await db.insert(notifications).values(row)
    await expect(db.insert(notifications).values(row)).rejects.toThrow()
  })
})
