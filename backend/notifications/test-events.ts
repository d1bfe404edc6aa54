/**
 * Test-only: the rows whose changes are events (orders, payments, bookings, consults, messages,
 * refunds), made by plain SQL as any lane's code would make them, so the tests see what the
 * triggers of migration 0020 record whoever changes a row.
 */
import { eq, isNull, sql } from 'drizzle-orm'
import type { ClinicTimeZone } from '../../contract/clinic/schemas'
import type { Database } from '../db/client'
import { clinicBookings } from '../db/schema/booking'
import { orders, payments, refunds } from '../db/schema/checkout'
import { clinicTeamMembers, offlineClinics } from '../db/schema/clinic'
import { consultMessages, consults, doctors } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { notificationEvents, notifications } from '../db/schema/notifications'
import { type NotifyContext, writeNotificationFor } from './write-notification'

export async function memberIdOf(db: Database, phone: string): Promise<string> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone))
  if (!member) throw new Error(`No member with phone ${phone}`)
  return member.id
}

export async function newMember(db: Database, phone: string): Promise<string> {
  const [member] = await db
    .insert(members)
    .values({ phone, referralCode: `NTF${phone.slice(-7)}` })
    .returning({ id: members.id })
  if (!member) throw new Error(`Member ${phone} was not inserted`)
  return member.id
}

let orderCount = 0

export async function insertOrder(db: Database, memberId: string, now: Date) {
  const number = `DR-NOTIFY-${String(++orderCount).padStart(4, '0')}`
  const [order] = await db
    .insert(orders)
    .values({
      number,
      memberId,
      subtotal: 150_000,
      shippingCost: 0,
      total: 150_000,
      address: {},
      shipping: {},
      paymentMethodId: 'bca-va',
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    })
    .returning({ id: orders.id, number: orders.number })
  if (!order) throw new Error('The order was not inserted')
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      methodId: 'bca-va',
      type: 'va',
      amount: 150_000,
      providerRef: `notify-test-${order.number}`,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    })
    .returning({ id: payments.id })
  if (!payment) throw new Error('The payment was not inserted')
  return { orderId: order.id, number: order.number, paymentId: payment.id }
}

export const setOrderStatus = (db: Database, orderId: string, status: string) =>
  db.execute(sql`update orders set status = ${status} where id = ${orderId}`)

export const setPaymentStatus = (db: Database, paymentId: string, status: string) =>
  db.execute(sql`update payments set status = ${status} where id = ${paymentId}`)

export async function insertRefund(db: Database, order: { orderId: string; paymentId: string }) {
  const [refund] = await db
    .insert(refunds)
    .values({
      paymentId: order.paymentId,
      orderId: order.orderId,
      amount: 150_000,
      reason: 'second_payment',
    })
    .returning({ id: refunds.id })
  if (!refund) throw new Error('The refund was not inserted')
  return refund.id
}

export const markRefunded = (db: Database, refundId: string, at: Date) =>
  db.update(refunds).set({ state: 'refunded', refundedAt: at }).where(eq(refunds.id, refundId))

/** A branch in `zone`, and a doctor of the team (any: the booking's constraint is per doctor). */
export async function branchIn(db: Database, zone: ClinicTimeZone) {
  const [clinic] = await db
    .select({ id: offlineClinics.id, name: offlineClinics.name })
    .from(offlineClinics)
    .where(eq(offlineClinics.timeZone, zone))
    .limit(1)
  const [doctor] = await db.select({ id: clinicTeamMembers.id }).from(clinicTeamMembers).limit(1)
  if (!clinic || !doctor) throw new Error(`No branch in ${zone} or no doctor seeded`)
  return { clinicId: clinic.id, clinicName: clinic.name, doctorId: doctor.id }
}

let bookingCount = 0

export async function insertBooking(
  db: Database,
  options: {
    memberId: string
    zone: ClinicTimeZone
    startsAt: Date
    createdAt?: Date
    predecessorId?: string
  },
) {
  const branch = await branchIn(db, options.zone)
  const number = `DK-NTF${String(++bookingCount).padStart(7, '0')}`
  const [booking] = await db
    .insert(clinicBookings)
    .values({
      number,
      // Its own line: a test's successor names its predecessor, not the line (enough here).
      lineNumber: number,
      memberId: options.memberId,
      clinicId: branch.clinicId,
      doctorId: branch.doctorId,
      doctorChoice: 'any',
      treatments: [],
      totalPrice: 0,
      startsAt: options.startsAt,
      endsAt: new Date(options.startsAt.getTime() + 30 * 60_000),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.predecessorId ? { predecessorId: options.predecessorId } : {}),
    })
    .returning({ id: clinicBookings.id, number: clinicBookings.number })
  if (!booking) throw new Error('The booking was not inserted')
  return { ...booking, ...branch }
}

export const setBookingStatus = (db: Database, bookingId: string, status: string) =>
  // A cancelled booking has its cancel's time (a check of migration 0022).
  db.execute(
    sql`update clinic_bookings set status = ${status},
      cancelled_at = case when ${status} = 'cancelled' then now() end
      where id = ${bookingId}`,
  )

export async function anyDoctor(db: Database) {
  const [doctor] = await db.select({ id: doctors.memberId }).from(doctors).limit(1)
  if (!doctor) throw new Error('No doctor seeded')
  return doctor.id
}

export async function insertConsult(db: Database, memberId: string) {
  const [consult] = await db
    .insert(consults)
    .values({
      memberId,
      flowId: `notify-test-${Math.random().toString(36).slice(2)}`,
      status: 2,
      subClinic: 'Poliklinik Kulit',
      conditionName: 'Jerawat',
    })
    .returning({ id: consults.id })
  if (!consult) throw new Error('The consult was not inserted')
  return consult.id
}

/** A message in the consult, numbered as the chat numbers them. */
export async function insertMessage(
  db: Database,
  consultId: string,
  message: { sender: 'member' | 'doctor' | 'system'; kind: string; body: string },
) {
  return db.transaction(async (tx) => {
    const [consult] = await tx
      .update(consults)
      .set({ lastSeq: sql`${consults.lastSeq} + 1` })
      .where(eq(consults.id, consultId))
      .returning({ seq: consults.lastSeq })
    if (!consult) throw new Error(`No consult ${consultId}`)
    const [row] = await tx
      .insert(consultMessages)
      .values({ consultId, seq: consult.seq, ...message })
      .returning({ id: consultMessages.id, seq: consultMessages.seq })
    if (!row) throw new Error('The message was not inserted')
    return row
  })
}

export const eventsOf = (db: Database, memberId: string) =>
  db
    .select()
    .from(notificationEvents)
    .where(eq(notificationEvents.memberId, memberId))
    .orderBy(notificationEvents.createdAt, notificationEvents.eventKey)

export const notificationsOf = (db: Database, memberId: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(notifications.createdAt, notifications.eventKey)

/** Writes the notification of every recorded event not yet written, due or not. */
export async function writeAll(context: NotifyContext) {
  const pending = await context.db
    .select({ key: notificationEvents.eventKey })
    .from(notificationEvents)
    .where(isNull(notificationEvents.processedAt))
  const outcomes = []
  for (const { key } of pending) outcomes.push(await writeNotificationFor(context, key))
  return outcomes
}
