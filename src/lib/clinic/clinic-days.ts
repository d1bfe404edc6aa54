/**
 * The week and the clock as Diri's clinic pages write them: ISO days (1 Senin … 7 Minggu), the
 * zone labels (WIB, WITA, WIT), times with a dot ('09.00'). Small on purpose: the pages' first
 * load takes it; the live "open now" logic (opening-hours.ts) loads after.
 */
import type { ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'

export type IsoDay = 1 | 2 | 3 | 4 | 5 | 6 | 7

export const ISO_DAYS: readonly IsoDay[] = [1, 2, 3, 4, 5, 6, 7]

/** Senin … Minggu, by ISO day (1 Monday … 7 Sunday). */
export const DAY_NAMES: Record<IsoDay, string> = {
  1: 'Senin',
  2: 'Selasa',
  3: 'Rabu',
  4: 'Kamis',
  5: 'Jumat',
  6: 'Sabtu',
  7: 'Minggu',
}

/** schema.org's `DayOfWeek` names, for `openingHoursSpecification`. */
export const SCHEMA_DAY_NAMES: Record<IsoDay, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
}

/** Indonesia's three zones as people name them. */
export const TIME_ZONE_LABELS: Record<ClinicTimeZone, 'WIB' | 'WITA' | 'WIT'> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
}

/** '09:00' → '09.00': Indonesian writes the time with a dot. */
export function formatClock(time: string) {
  return time.replace(':', '.')
}

export function minutesOf(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The day's entries (a day may have two: a break at noon), earliest first. */
export function hoursOfDay(hours: readonly OpeningHours[], day: IsoDay): OpeningHours[] {
  return hours
    .filter((entry) => entry.day === day)
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
}
