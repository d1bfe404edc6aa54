/** Times in the chat as an Indonesian reads them, in Jakarta's time wherever the code runs. */
import { LOCALE } from '../../../app.config'
import type { ChatDoctor } from '../../../contract/consults/schemas'
import { formatDate } from '../../../contract/indonesian-format'

const clock = new Intl.DateTimeFormat(LOCALE.bcp47, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LOCALE.timeZone,
})
const day = new Intl.DateTimeFormat('en-CA', { timeZone: LOCALE.timeZone })

/** `10.32` */
export function formatChatTime(date: Date | string) {
  return clock.format(new Date(date))
}

/** The calendar day in Jakarta (`2026-11-24`), to tell one day's messages from the next. */
export function jakartaDay(date: Date | string) {
  return day.format(new Date(date))
}

/** 'Hari ini', 'Kemarin' or `24 November 2026`: the line above a day's first message. */
export function dayLabel(date: Date | string, now: Date) {
  const target = jakartaDay(date)
  if (target === jakartaDay(now)) return 'Hari ini'
  if (target === jakartaDay(new Date(now.getTime() - 86_400_000))) return 'Kemarin'
  return formatDate(date)
}

/**
 * The doctor's line under their name: online now, when last seen, or none assigned yet. A closed
 * room says so instead: its doctor answers no more there, whatever their console shows (the
 * room's `doctor` is read once, so a close heard live must not leave 'Online' behind).
 */
export function doctorPresence(doctor: ChatDoctor | null, closed: boolean, now: Date) {
  if (closed) return 'Sesi konsultasi berakhir'
  if (!doctor) return 'Menunggu dokter'
  if (doctor.online) return 'Online'
  if (!doctor.lastSeenAt) return 'Sedang tidak aktif'
  const seen = new Date(doctor.lastSeenAt)
  const time = formatChatTime(seen)
  if (jakartaDay(seen) === jakartaDay(now)) return `Terakhir aktif ${time}`
  return `Terakhir aktif ${formatDate(seen)} ${time}`
}
