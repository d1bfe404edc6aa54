import { type SearchKind, SearchResults } from '../../../contract/search/schemas'
import { apiRequest } from '../client'

export interface SearchParams {
  q: string
  /** One kind alone, paged ('Lihat semua'); every kind's top hits without it. */
  type?: SearchKind
  page?: number
  /** Hits per group; the API's 5 when absent. */
  limit?: number
}

/** `GET /v2/public/search`: public data only, no token. */
export function search({ q, type, page, limit }: SearchParams) {
  return apiRequest(SearchResults, '/v2/public/search', {
    // The first page and the API's own limit are left out, so the same search is one URL for caches.
    query: { q, type, page: page === 1 ? undefined : page, limit },
  })
}
