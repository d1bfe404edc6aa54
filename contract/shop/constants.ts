/**
 * The shop's enumerations as plain arrays, without their valibot schemas: route search
 * validation (part of every page's first load) imports these, not `schemas.ts`.
 */
export const PRODUCT_TYPES = ['skincare', 'bodycare', 'haircare'] as const

/** Catalogue orders; the first, `sold.DESC`, is the default and is never sent (spec §5). */
export const PRODUCT_SORTS = [
  'sold.DESC',
  'price.ASC',
  'price.DESC',
  'rating.DESC',
  'newest.DESC',
] as const

/** The most different products one cart holds: the API refuses one more (409). */
export const MAX_CART_PRODUCTS = 50
