/**
 * A booking's idempotency key after the process booking it was killed: before the
 * commit nothing was booked and the key must be free, after it the key must answer the booking.
 * Before the key was written in the booking's transaction, both retries answered 409 for ever.
 * test/crash.ts says how the process dies on PGlite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Booking } from '../../../contract/booking/schemas'
import type { Database } from '../../db/client'
import { clinicBookings } from '../../db/schema/booking'
import { doomedInstance, type StopPoint } from '../../test/crash'
import { expectBody, expectProblem, type TestApi } from '../../test/harness'
import {
  BASE,
  bookingMember,
  bookSlot,
  MADE_AYU,
  renonCart,
  scheduleOf,
  setUpBookingApi,
  withKey,
} from './booking-test-support'
import { BOOKING_MESSAGES } from './config'
import { BOOKING_KEY_LEASE_MS } from './idempotent'

const api = setUpBookingApi()
const WEDNESDAY = '2026-12-02'
const PHONE = '0812 9922 0001'

const confirmedIn = (db: Database) =>
  db.select().from(clinicBookings).where(eq(clinicBookings.status, 'confirmed'))

/** A request to send to one app then another, always with the same key and body. */
function sameRequest(token: string, path: string, body: unknown) {
  const headers = withKey(randomUUID())
  return (app: TestApi) => app.request('POST', path, { token, body, headers })
}

/** An app that stops `send` at `at`, the request left waiting there. */
async function stoppedAt(send: (app: TestApi) => Promise<Response>, at: StopPoint) {
  const doomed = doomedInstance(api(), at)
  const answeredFirst = send(doomed.app).then(async (response) => {
    throw new Error(`Answered ${response.status} before the stop: ${await response.text()}`)
  })
  answeredFirst.catch(() => {})
  await Promise.race([doomed.stopped, answeredFirst])
  return doomed
}

async function memberAtConfirm() {
  const member = await bookingMember(api(), PHONE)
  await renonCart(member)
  const [slot] = (await scheduleOf(member, WEDNESDAY)).slots
  if (!slot) throw new Error(`Made Ayu has no free slot on ${WEDNESDAY}`)
  const body = { startsAt: slot.startsAt, doctorId: MADE_AYU }
  return {
    member,
    slots: (await scheduleOf(member, WEDNESDAY)).slots,
    book: sameRequest(member.token, BASE, body),
  }
}

describe('a process killed while booking', () => {
  it('inside the transaction: the retry with the same key books the slot', async () => {
    const { book } = await memberAtConfirm()
    const restarted = await (await stoppedAt(book, 'beforeCommit')).crash()
    expect(await confirmedIn(restarted.db)).toHaveLength(0)

    const retried = await book(restarted)
    const text = await retried.clone().text()
    await expectBody(retried, 201, Booking)
    expect(await confirmedIn(restarted.db)).toHaveLength(1)
    const again = await book(restarted)
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(text)
  })

  it('after the commit: the retry answers the booking made, never a second one', async () => {
    const { book } = await memberAtConfirm()
    const restarted = await (await stoppedAt(book, 'afterCommit')).crash()
    const [booked] = await confirmedIn(restarted.db)
    if (!booked) throw new Error('The booking did not commit before the kill')

    const early = await expectProblem(await book(restarted), 409)
    expect(early.message).toBe(BOOKING_MESSAGES.stillRunning)
    expect(early.errors?.[0]?.path).toBe('idempotencyKey')
    restarted.clock.advance(BOOKING_KEY_LEASE_MS + 1)
    const retried = await expectBody(await book(restarted), 201, Booking)
    expect(retried.bookingNumber).toBe(booked.number)
    expect(await confirmedIn(restarted.db)).toHaveLength(1)
  })

  it('rescheduling, after the commit: the retry answers the new booking', async () => {
    const { member, slots } = await memberAtConfirm()
    const [first, , , later] = slots
    if (!first || !later) throw new Error(`Made Ayu has too few free slots on ${WEDNESDAY}`)
    const booking = await bookSlot(member, first)
    const reschedule = sameRequest(member.token, `${BASE}/${booking.bookingNumber}/reschedule`, {
      startsAt: later.startsAt,
      doctorId: later.doctor.id,
    })
    const restarted = await (await stoppedAt(reschedule, 'afterCommit')).crash()
    restarted.clock.advance(BOOKING_KEY_LEASE_MS + 1)

    const successor = await expectBody(await reschedule(restarted), 200, Booking)
    expect(successor.predecessorNumber).toBe(booking.bookingNumber)
    expect(successor.startsAt).toBe(later.startsAt)
    const confirmed = await confirmedIn(restarted.db)
    expect(confirmed.map((row) => row.number)).toEqual([successor.bookingNumber])
  })
})
