/**
 * What each kind of notification says, in Indonesian, and the page it opens. Read when the job
 * writes it, from the rows the event names. Health details never go into a title or body (issue
 * 29 §3): a notification says a doctor replied, never the reply, the complaint or the condition,
 * since its text leaves by email and push (the `channels` lane sends these fields as they are).
 */
import { eq } from 'drizzle-orm'
import type { ClinicTimeZone } from '../../contract/clinic/schemas'
import { formatRupiah } from '../../contract/indonesian-format'
import type { NotificationKind } from '../../contract/notifications/kinds'
import type { Transaction } from '../db/client'
import { clinicBookings } from '../db/schema/booking'
import { orders, payments, refunds } from '../db/schema/checkout'
import { offlineClinics } from '../db/schema/clinic'
import { consultMessages, consults } from '../db/schema/consults'

export interface NotificationContent {
  title: string
  body: string
  url: string
}

/** What the job found: the notification to write, or why none is (still) to be written. */
export type ContentOutcome =
  | { write: NotificationContent }
  | { skip: 'read' | 'told' | 'no-longer-true' | 'subject-gone' }

const ZONE_LABELS: Record<ClinicTimeZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
}

/** 'Sabtu, 29 Nov 2025 pukul 10.00 WITA': the booking's time as its branch reads it. */
export function branchTime(instant: Date, zone: ClinicTimeZone): string {
  const day = new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(instant)
  const time = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(instant)
  return `${day} pukul ${time} ${ZONE_LABELS[zone]}`
}

const chatUrl = (consultId: string) => `/konsultasi/pesan?chatroom=${consultId}`
const orderUrl = (orderId: string) => `/akun/pesanan/${orderId}`

export async function notificationContent(
  tx: Transaction,
  kind: NotificationKind,
  subjectId: string,
): Promise<ContentOutcome> {
  switch (kind) {
    case 'consult.doctor_joined':
    case 'consult.closed': {
      const [consult] = await tx
        .select({ id: consults.id, doctorName: consults.doctorName })
        .from(consults)
        .where(eq(consults.id, subjectId))
      if (!consult) return { skip: 'subject-gone' }
      const doctor = consult.doctorName ?? 'Dokter'
      return kind === 'consult.doctor_joined'
        ? {
            write: {
              title: 'Dokter bergabung di konsultasimu',
              body: `${doctor} sudah membaca kuesionermu dan siap menjawab di chat.`,
              url: chatUrl(consult.id),
            },
          }
        : {
            write: {
              title: 'Konsultasimu selesai',
              body: `${doctor} sudah menutup konsultasi dan menuliskan rekomendasi untukmu.`,
              url: chatUrl(consult.id),
            },
          }
    }
    case 'consult.doctor_replied': {
      const [message] = await tx
        .select({
          consultId: consultMessages.consultId,
          seq: consultMessages.seq,
          memberReadSeq: consults.memberReadSeq,
        })
        .from(consultMessages)
        .innerJoin(consults, eq(consults.id, consultMessages.consultId))
        .where(eq(consultMessages.id, subjectId))
      if (!message) return { skip: 'subject-gone' }
      // The member's chat was open (it marks what it shows as read) or they read it since: not
      // told (ADR 035).
      if (message.memberReadSeq >= message.seq) return { skip: 'read' }
      return {
        write: {
          title: 'Dokter membalas konsultasimu',
          body: 'Ada pesan baru dari doktermu. Buka chat untuk membacanya.',
          url: chatUrl(message.consultId),
        },
      }
    }
    case 'order.paid':
    case 'order.expired':
    case 'order.shipped':
    case 'order.delivered':
    case 'order.failed': {
      // A declined attempt names its payment; a closed order names itself.
      const [attempt] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.id, subjectId))
      const orderId = attempt?.orderId ?? subjectId
      const [order] = await tx
        .select({ id: orders.id, number: orders.number, total: orders.total })
        .from(orders)
        .where(eq(orders.id, orderId))
      if (!order) return { skip: 'subject-gone' }
      return {
        write: {
          ...orderText(kind, order.number, order.total, !!attempt),
          url: orderUrl(order.id),
        },
      }
    }
    case 'booking.confirmed':
    case 'booking.rescheduled':
    case 'booking.cancelled':
    case 'booking.reminder_day':
    case 'booking.reminder_hours': {
      const [booking] = await tx
        .select({
          number: clinicBookings.number,
          status: clinicBookings.status,
          startsAt: clinicBookings.startsAt,
          clinicName: offlineClinics.name,
          timeZone: offlineClinics.timeZone,
        })
        .from(clinicBookings)
        .innerJoin(offlineClinics, eq(offlineClinics.id, clinicBookings.clinicId))
        .where(eq(clinicBookings.id, subjectId))
      if (!booking) return { skip: 'subject-gone' }
      // A reminder or a confirmation of a booking since moved or cancelled would send the member
      // to the wrong time: only the cancellation is told of a booking no longer confirmed.
      if (kind !== 'booking.cancelled' && booking.status !== 'confirmed') {
        return { skip: 'no-longer-true' }
      }
      const when = branchTime(booking.startsAt, booking.timeZone)
      return {
        write: {
          ...bookingText(kind, booking.clinicName, when),
          url: `/akun/booking/${booking.number}`,
        },
      }
    }
    case 'refund.owed':
    case 'refund.paid': {
      const [refund] = await tx
        .select({ orderId: refunds.orderId, amount: refunds.amount, number: orders.number })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.id, subjectId))
      if (!refund) return { skip: 'subject-gone' }
      const amount = formatRupiah(refund.amount)
      return {
        write:
          kind === 'refund.owed'
            ? {
                title: 'Dana kamu akan dikembalikan',
                body: `${amount} untuk pesanan ${refund.number} sedang kami kembalikan ke metode pembayaranmu.`,
                url: orderUrl(refund.orderId),
              }
            : {
                title: 'Dana sudah dikembalikan',
                body: `${amount} untuk pesanan ${refund.number} sudah dikembalikan ke metode pembayaranmu.`,
                url: orderUrl(refund.orderId),
              },
      }
    }
    case 'security.sign_in':
      // Sent by the sign-in itself (the channels lane), never from an event row here.
      throw new Error(`Notification kind ${kind} is not written from an event`)
  }
}

function orderText(
  kind: 'order.paid' | 'order.expired' | 'order.shipped' | 'order.delivered' | 'order.failed',
  number: string,
  total: number,
  declinedAttempt: boolean,
): Omit<NotificationContent, 'url'> {
  switch (kind) {
    case 'order.paid':
      return {
        title: 'Pembayaran berhasil',
        body: `Pembayaran ${formatRupiah(total)} untuk pesanan ${number} sudah kami terima. Pesananmu segera disiapkan.`,
      }
    case 'order.failed':
      return declinedAttempt
        ? {
            title: 'Pembayaran gagal',
            body: `Pembayaran pesanan ${number} tidak berhasil. Kamu bisa mencoba lagi dengan metode lain.`,
          }
        : {
            title: 'Pesanan dibatalkan',
            body: `Pesanan ${number} dibatalkan karena pembayarannya tidak dapat diproses.`,
          }
    case 'order.expired':
      return {
        title: 'Batas waktu pembayaran habis',
        body: `Pesanan ${number} dibatalkan karena belum dibayar sampai batas waktunya.`,
      }
    case 'order.shipped':
      return { title: 'Pesananmu dikirim', body: `Pesanan ${number} sedang dalam perjalanan.` }
    case 'order.delivered':
      return { title: 'Pesananmu sudah sampai', body: `Pesanan ${number} sudah diterima.` }
  }
}

function bookingText(
  kind:
    | 'booking.confirmed'
    | 'booking.rescheduled'
    | 'booking.cancelled'
    | 'booking.reminder_day'
    | 'booking.reminder_hours',
  clinic: string,
  when: string,
): Omit<NotificationContent, 'url'> {
  switch (kind) {
    case 'booking.confirmed':
      return { title: 'Booking terkonfirmasi', body: `Sampai jumpa di ${clinic}, ${when}.` }
    case 'booking.rescheduled':
      return { title: 'Jadwal booking diubah', body: `Jadwal barumu di ${clinic}: ${when}.` }
    case 'booking.cancelled':
      return {
        title: 'Booking dibatalkan',
        body: `Booking di ${clinic}, ${when}, sudah dibatalkan.`,
      }
    case 'booking.reminder_day':
      return { title: 'Pengingat: booking besok', body: `Jadwalmu di ${clinic}: ${when}.` }
    case 'booking.reminder_hours':
      return {
        title: 'Pengingat: booking 2 jam lagi',
        body: `Jadwalmu di ${clinic}: ${when}. Datang 10 menit lebih awal, ya.`,
      }
  }
}
