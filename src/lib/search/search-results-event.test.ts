import { describe, expect, it } from 'vitest'
import { REDACTED_SEARCH_TERM } from './health-terms'
import { searchResultsEvent } from './search-results-event'

const hit = {
  kind: 'product' as const,
  id: 'serum-niacinamide-10',
  title: [{ text: 'Serum Niacinamide 10%', match: true }],
  snippet: [],
  href: '/product/serum-niacinamide-10',
}

describe('the view_search_results event', () => {
  it('counts every hit of every group, not only the ones shown', () => {
    const event = searchResultsEvent({
      query: 'Niacinamide',
      groups: [
        { kind: 'product', total: 7, page: 1, limit: 5, hits: [hit] },
        { kind: 'article', total: 2, page: 1, limit: 5, hits: [{ ...hit, kind: 'article' }] },
      ],
      didYouMean: [],
    })
    expect(event).toEqual({
      event: 'view_search_results',
      search_term: 'niacinamide',
      search_results: 9,
      search_kind: 'semua',
    })
  })

  it('is sent for a search without hits too, with the health word redacted', () => {
    expect(
      searchResultsEvent({ query: 'jerawat pasir', groups: [], didYouMean: ['jerawat'] }, 'produk'),
    ).toEqual({
      event: 'view_search_results',
      search_term: REDACTED_SEARCH_TERM,
      search_results: 0,
      search_kind: 'produk',
    })
  })
})
