/** The fuzz's recipe for site search: hostile queries reach the tsquery the API builds. */
import { SearchQuery } from '../../../contract/search/schemas'
import type { FuzzRecipe } from './requests'

export const SEARCH_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  'GET /v2/public/search': {
    member: false,
    query: SearchQuery,
    querySamples: [
      { q: 'niacinamide' },
      { q: 'klinik makassar', type: 'branch', page: '1', limit: '3' },
      { q: 'tabir surya', type: 'product', page: '2', limit: '20' },
    ],
  },
}
