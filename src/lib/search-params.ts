import * as v from 'valibot'

/**
 * A search param as text. The router reads `?flowId=2001` as the number 2001, so numbers are
 * turned back into the text the URL had. Anything else falls back to `undefined`.
 */
export const searchText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value)),
    ),
  ),
  undefined,
)

/** A flow id: digits only; anything else is treated as the general complaint entry. */
export const searchFlowId = v.fallback(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
    v.regex(/^\d{1,9}$/),
  ),
  '',
)
