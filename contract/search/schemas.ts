/**
 * Site search (issue 31): `GET /v2/public/search?q=&type=&page=&limit=`, public data only, with
 * the `diri-platform` header like every public call.
 *
 * - Without `type`, the answer has one group per kind that has hits, in `SEARCH_KINDS` order, each
 *   with its top `limit` hits and its `total`: the results page's sections and the header's
 *   suggestions (which ask for a small `limit`).
 * - With `type`, the answer has that kind's group alone, paged (`page`, `limit`): 'Lihat semua'.
 * - With no hit in any group, `didYouMean` names the closest terms the index knows, so the page
 *   can offer them; it is empty when there are hits.
 *
 * Matching is the API's business (full-text search in Indonesian, trigram similarity for typos,
 * the project's synonym list); the answer says which words of each title and snippet matched, so
 * the site highlights them without guessing.
 */
import * as v from 'valibot'
import { limitWithin, PageParam } from '../shared-schemas'

/** The kinds of things search finds, in the order the results page shows them. */
export const SEARCH_KINDS = ['product', 'condition', 'article', 'treatment', 'branch'] as const
export const SearchKind = v.picklist(SEARCH_KINDS)
export type SearchKind = v.InferOutput<typeof SearchKind>

/** Longest query the API takes, in characters (after trimming). */
export const SEARCH_QUERY_MAX_LENGTH = 100
/** Most hits per group in one answer. */
export const SEARCH_LIMIT_MAX = 20

/** The query string of `GET /v2/public/search`. */
export const SearchQuery = v.object({
  q: v.pipe(
    v.string('Kata pencarian wajib diisi.'),
    v.trim(),
    v.minLength(1, 'Kata pencarian wajib diisi.'),
    v.maxLength(
      SEARCH_QUERY_MAX_LENGTH,
      `Kata pencarian paling panjang ${SEARCH_QUERY_MAX_LENGTH} karakter.`,
    ),
  ),
  type: v.optional(SearchKind),
  page: PageParam,
  /** Hits per group; 5 when absent. */
  limit: v.optional(limitWithin(SEARCH_LIMIT_MAX), '5'),
})
export type SearchQuery = v.InferOutput<typeof SearchQuery>

/**
 * A text cut into runs, each marked when it is a word the query matched: `[{ text: 'Serum ',
 * match: false }, { text: 'Niacinamide', match: true }, …]`. Joined, the runs are the text.
 */
export const MarkedText = v.array(v.object({ text: v.string(), match: v.boolean() }))
export type MarkedText = v.InferOutput<typeof MarkedText>

export const SearchHit = v.object({
  kind: SearchKind,
  /** The thing's own id in its domain (product id, condition id '1.1', article id, …). */
  id: v.string(),
  title: MarkedText,
  /** A sentence or two from the body around the match; empty runs when there is no body. */
  snippet: MarkedText,
  /** Where the site shows it, site-relative: '/product/serum-niacinamide-10', '/kondisi/1.1'. */
  href: v.pipe(v.string(), v.startsWith('/')),
  /** The thing's picture, when it has one (site-relative, like every project image). */
  image: v.optional(v.object({ src: v.pipe(v.string(), v.startsWith('/')), alt: v.string() })),
})
export type SearchHit = v.InferOutput<typeof SearchHit>

export const SearchGroup = v.object({
  kind: SearchKind,
  /** Every hit of this kind for the query, not only the ones in `hits`. */
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  hits: v.array(SearchHit),
})
export type SearchGroup = v.InferOutput<typeof SearchGroup>

export const SearchResults = v.object({
  /** The query as the API read it (trimmed). */
  query: v.string(),
  /** Groups with at least one hit, in `SEARCH_KINDS` order; only `type`'s group when it is given. */
  groups: v.array(SearchGroup),
  /** With no hit at all: up to 5 terms the index knows that are closest to the query. */
  didYouMean: v.array(v.string()),
})
export type SearchResults = v.InferOutput<typeof SearchResults>
