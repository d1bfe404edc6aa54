import * as v from 'valibot'

/**
 * `?halaman=2`: a page number from 2; page 1, a malformed or missing one is `undefined`, so the
 * first page has one address (and one canonical URL).
 */
export const pageSearchParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.regex(/^[1-9]\d{0,4}$/),
      v.transform(Number),
      v.transform((page) => (page === 1 ? undefined : page)),
    ),
  ),
  undefined,
)

/** `?kategori=facial`: a slug, or `undefined` for anything else. */
export const slugSearchParam = v.fallback(
  v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))),
  undefined,
)
