import * as v from 'valibot'
import { PRODUCT_SORTS, PRODUCT_TYPES } from '../../../api/shop/schemas'

/** Each param falls back to its default (absent) when invalid: a bad link still shows the list. */
const optionalPicklist = <T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined)

const optionalWhole = (min: number, max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
        v.integer(),
        v.minValue(min),
        v.maxValue(max),
      ),
    ),
    undefined,
  )

export const CatalogueSearch = v.object({
  page: optionalWhole(1, 999),
  type: optionalPicklist(PRODUCT_TYPES),
  // The default, sold.DESC, is never in the URL either: it is what an absent sort means.
  sortBy: optionalPicklist(PRODUCT_SORTS),
  category: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined),
  rating: optionalWhole(1, 5),
})
export type CatalogueSearch = v.InferOutput<typeof CatalogueSearch>

export const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  'sold.DESC': 'Terlaris',
  'rating.DESC': 'Rating tertinggi',
  'price.ASC': 'Harga terendah',
  'price.DESC': 'Harga tertinggi',
  'newest.DESC': 'Terbaru',
}

export const TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = {
  skincare: 'Perawatan wajah',
  bodycare: 'Perawatan tubuh',
  haircare: 'Perawatan rambut',
}
