/** Money and dates as an Indonesian reads them in the API's messages. */

const GROUPING = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
const DAY = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
})

/** `Rp150.000`: whole rupiah, dots between thousands, no space (as shops print it). */
export function rupiah(amount: number): string {
  return `Rp${GROUPING.format(amount)}`
}

/** `31 Oktober 2026`, the day in Jakarta. */
export function indonesianDate(date: Date): string {
  return DAY.format(date)
}
