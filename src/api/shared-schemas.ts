import * as v from 'valibot'

/** An ISO-8601 timestamp as the API sends it. */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp())

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
