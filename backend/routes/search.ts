/**
 * Site search (`GET /v2/public/search`, issue 31): public things of every kind, grouped, ranked
 * and marked (contract/search/schemas.ts). The index is kept by the database (schema/search.ts);
 * the answer is public, so the API's cache keeps it under the content version like the other
 * public answers (ADR 016): an edit to a searched table raises the version in its transaction.
 */
import { Hono } from 'hono'
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchHit,
  SearchQuery,
  type SearchResults,
} from '../../contract/search/schemas'
import type { ApiDeps, ApiEnv } from '../deps'
import { readQuery } from '../http/validation'
import { markedText } from '../search/marked-text'
import { foldSearchText, queryClauses, toTsquery } from '../search/query-terms'
import { closestTerms, type HitRow, searchHits, withCorrections } from '../search/search-index'
import { publicJson } from './content/public-json'
import { productImage } from './shop/products'

/** `didYouMean` names at most this many terms (the contract's 5). */
const DID_YOU_MEAN_COUNT = 5

export function searchRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>().get('/v2/public/search', async (c) => {
    const query = readQuery(c, SearchQuery)
    const folded = foldSearchText(query.q)
    const typed = queryClauses(query.q)
    const { clauses, corrections } = await withCorrections(db, typed)
    const rows =
      clauses.length === 0
        ? []
        : await searchHits(db, {
            tsquery: toTsquery(clauses),
            folded,
            corrected: corrections.length > 0,
            ...(query.type ? { kind: query.type } : {}),
            page: query.page,
            limit: query.limit,
          })
    const groups = groupsOf(rows, { page: query.page, limit: query.limit })
    const didYouMean =
      groups.length > 0
        ? []
        : await closestTerms(
            db,
            typed.flatMap((clause) => clause.typed),
            DID_YOU_MEAN_COUNT,
          )
    return publicJson(c, { query: query.q, groups, didYouMean } satisfies SearchResults)
  })
}

/** One group per kind with hits on the page asked, in SEARCH_KINDS order. */
function groupsOf(rows: readonly HitRow[], paging: { page: number; limit: number }): SearchGroup[] {
  return SEARCH_KINDS.flatMap((kind) => {
    const hits = rows.filter((row) => row.kind === kind)
    const first = hits[0]
    if (!first) return []
    return [
      { kind, total: first.total, page: paging.page, limit: paging.limit, hits: hits.map(toHit) },
    ]
  })
}

function toHit(row: HitRow): SearchHit {
  const title = markedText(row.title)
  const plainTitle = title.map((run) => run.text).join('')
  const image =
    row.source === 'product' && row.category_id
      ? productImage({ id: row.id, name: plainTitle, categoryId: row.category_id })
      : row.image
  return {
    kind: row.kind,
    id: row.id,
    title,
    snippet: markedText(row.snippet),
    href: row.href,
    ...(image ? { image: { src: image.src, alt: image.alt } } : {}),
  }
}
