import { PRODUCT_SORTS, PRODUCT_TYPES } from '../../../contract/shop/constants'
import { idParam, oneOfParam, wholeParam } from './search-parse'

export interface CatalogueSearch {
  page?: number
  type?: (typeof PRODUCT_TYPES)[number]
  /** The default, sold.DESC, is never in the URL either: it is what an absent sort means. */
  sortBy?: (typeof PRODUCT_SORTS)[number]
  category?: string
  rating?: number
}

/** Each param falls back to its default (absent) when invalid: a bad link still shows the list. */
export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  return {
    page: wholeParam(search.page, 1, 999),
    type: oneOfParam(search.type, PRODUCT_TYPES),
    sortBy: oneOfParam(search.sortBy, PRODUCT_SORTS),
    category: idParam(search.category),
    rating: wholeParam(search.rating, 1, 5),
  }
}
