import type { SearchResults } from '../../../contract/search/schemas'
import { searchTermForAnalytics } from './health-terms'

/**
 * The data layer's `view_search_results` (GA4's recommended event for a search): the term without
 * health words or contact details (health-terms.ts), and how many things matched, 0 included, so
 * the team sees what people look for and do not find. Pushed like the pageview, and read like it
 * by the tag manager only with the visitor's consent to analytics (ADR 018).
 */
export function searchResultsEvent(results: SearchResults, jenis?: string) {
  return {
    event: 'view_search_results',
    search_term: searchTermForAnalytics(results.query, results),
    search_results: results.groups.reduce((sum, group) => sum + group.total, 0),
    search_kind: jenis ?? 'semua',
  }
}
