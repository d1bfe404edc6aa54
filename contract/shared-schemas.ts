import * as v from 'valibot'

/** An ISO-8601 timestamp as the API sends it. */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/**
 * The years a date a caller sends may fall in. Nothing Diri records happened before 2000 or is
 * planned after 2100, and outside them lie the dates PostgreSQL refuses (year 0, and year 1 before
 * UTC, is 1 BC) or reads otherwise (year 0001 came back as 2001): those were 500s.
 */
export const SENSIBLE_YEARS = { first: 2000, last: 2100 } as const
const FIRST_INSTANT = Date.UTC(SENSIBLE_YEARS.first, 0, 1)
const AFTER_LAST_INSTANT = Date.UTC(SENSIBLE_YEARS.last + 1, 0, 1)
export const OUT_OF_YEARS_MESSAGE = `Tahun harus antara ${SENSIBLE_YEARS.first} dan ${SENSIBLE_YEARS.last}.`

/** Whether `YYYY-MM-DD` (the start of `text`) names a day the calendar has: no 31 February. */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number)
  if (year === undefined || month === undefined || day === undefined) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC maps years 0–99 to 1900–1999: set the year again before comparing.
  date.setUTCFullYear(year)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * An instant a caller sends (`decidedAt`, `startsAt`): ISO 8601 with its offset, on a day the
 * calendar has, that the runtime reads as written (valibot accepts `+07`, Date does not), between
 * SENSIBLE_YEARS in UTC. The messages are the field's own: none given, and a malformed one.
 */
export const instantInput = (messages: { missing: string; malformed: string }) =>
  v.pipe(
    v.string(messages.missing),
    v.isoTimestamp(messages.malformed),
    ifWellFormed((text) => {
      const time = Date.parse(text)
      if (!isCalendarDay(text) || !Number.isFinite(time)) return messages.malformed
      return time >= FIRST_INSTANT && time < AFTER_LAST_INSTANT ? null : OUT_OF_YEARS_MESSAGE
    }),
  )

/** A calendar day, `YYYY-MM-DD`, that the calendar has, within SENSIBLE_YEARS. */
export const calendarDayInput = (messages: { missing: string; format: string; unknown: string }) =>
  v.pipe(
    v.string(messages.missing),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, messages.format),
    ifWellFormed((day) => {
      if (!isCalendarDay(day)) return messages.unknown
      const year = Number(day.slice(0, 4))
      return year >= SENSIBLE_YEARS.first && year <= SENSIBLE_YEARS.last
        ? null
        : OUT_OF_YEARS_MESSAGE
    }),
  )

/**
 * A check of what the format let through, skipped when the format already refused it: one
 * message per field, since a malformed date has no year to complain of.
 */
function ifWellFormed(problemOf: (text: string) => string | null) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues) return
    const message = problemOf(dataset.value)
    if (message) addIssue({ message })
  })
}

/** A named place or thing with a string id (administrative codes such as "31.71"). */
export const NamedRef = v.object({ id: v.string(), name: v.string() })
export type NamedRef = v.InferOutput<typeof NamedRef>

/** `{ data: T[] }`, the shape of every list response. */
export const listOf = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item) })

/** Whole rupiah, never negative. */
export const Rupiah = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A query-string number from 1 (at most `max`), with the message a caller sees when it is not. */
export const positiveIntString = (message: string, max?: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,5}$/, message),
    v.transform(Number),
    v.check((value) => max === undefined || value <= max, message),
  )

/** A list's `page` query parameter: 1 or more, 1 when absent. */
export const PageParam = v.optional(
  positiveIntString('Halaman harus berupa angka 1 atau lebih.'),
  '1',
)

/** A list's `limit` query parameter: 1 to `max`. */
export const limitWithin = (max: number) =>
  positiveIntString(`Jumlah per halaman harus 1 sampai ${max}.`, max)
