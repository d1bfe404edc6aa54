import { LOCALE } from '../../../../app.config'

// Dates are in Jakarta's time (WIB) wherever the server runs; deadlines and payment times use the
// checkout's `formatDeadline` ('Selasa, 24 November 2026 pukul 16.30 WIB').
const DATE = new Intl.DateTimeFormat(LOCALE.bcp47, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LOCALE.timeZone,
})

/** '24 November 2026' */
export function formatDate(iso: string) {
  return DATE.format(new Date(iso))
}

/** 'Sisa waktu 23 jam 5 menit', or null once the time is up. */
export function timeLeft(iso: string, now: number) {
  const minutes = Math.floor((new Date(iso).getTime() - now) / 60_000)
  if (minutes < 0) return null
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return rest === 0 ? 'Sisa waktu kurang dari 1 menit' : `Sisa waktu ${rest} menit`
  return `Sisa waktu ${hours} jam ${rest} menit`
}
