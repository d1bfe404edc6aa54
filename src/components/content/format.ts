import { LOCALE } from '../../../app.config'

const longDate = new Intl.DateTimeFormat(LOCALE.bcp47, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LOCALE.timeZone,
})

/** '12 November 2026' */
export function formatDate(iso: string) {
  return longDate.format(new Date(iso))
}
