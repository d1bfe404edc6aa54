/**
 * Money and dates as an Indonesian reads them, one definition for the pages and the API's own
 * messages and pages (the backend imports it with the contract): `Rp150.000`, `24 November 2026`,
 * `Selasa, 24 November 2026 pukul 16.30 WIB`. Dates are Jakarta's, wherever the code runs.
 */
import { LOCALE } from '../app.config'

const rupiah = new Intl.NumberFormat(LOCALE.bcp47, { maximumFractionDigits: 0 })
const longDate = new Intl.DateTimeFormat(LOCALE.bcp47, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LOCALE.timeZone,
})
const dateAndTime = new Intl.DateTimeFormat(LOCALE.bcp47, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LOCALE.timeZone,
})

/** `Rp150.000`: whole rupiah, dots between thousands, no space (as shops print it). */
export function formatRupiah(amount: number) {
  return `Rp${rupiah.format(amount)}`
}

/** `24 November 2026`, the day in Jakarta. */
export function formatDate(date: Date | string) {
  return longDate.format(new Date(date))
}

/** `Selasa, 24 November 2026 pukul 16.30 WIB`: payment deadlines and times, in Jakarta's time. */
export function formatDeadline(date: Date | string) {
  return `${dateAndTime.format(new Date(date))} WIB`
}
