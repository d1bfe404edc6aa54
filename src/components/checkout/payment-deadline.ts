import { LOCALE } from '../../../app.config'

const deadline = new Intl.DateTimeFormat(LOCALE.bcp47, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LOCALE.timeZone,
})

/** `Selasa, 24 November 2026 pukul 16.30 WIB`: payment deadlines are in Jakarta's time. */
export function formatDeadline(iso: string) {
  return `${deadline.format(new Date(iso))} WIB`
}
