/**
 * The queries of site search, on the index the database keeps (schema/search.ts): typo
 * corrections against the index's vocabulary, the ranked hits per kind, and the closest terms
 * when nothing matched. The same SQL on PGlite and PostgreSQL.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { SearchKind } from '../../contract/search/schemas'
import type { Database } from '../db/client'
import { MATCH_END, MATCH_START } from './marked-text'
import { alternativesOf, type Clause, SYNONYM_WORDS } from './query-terms'

/** A correction must be this close (pg_trgm similarity) to replace what was typed. */
const CORRECTION_MIN_SIMILARITY = 0.4
/** Corrections tried per typed word. */
const CORRECTIONS_PER_WORD = 2
/**
 * A second correction is kept only when nearly as close as the best: 'makasar' → 'makassar'
 * (0.7), not also 'kasar' (0.4), a word about skin.
 */
const CORRECTION_NEAR_BEST = 0.85
/** `didYouMean` offers this many of the closest words per typed word. */
const CLOSEST_PER_WORD = 2
/** ts_headline reads this much of a body at most: the snippet of a long article stays cheap. */
const SNIPPET_SOURCE_CHARS = 2000
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`
const SNIPPET_HEADLINE = `MaxWords=28, MinWords=12, ShortWord=2, StartSel=${MATCH_START}, StopSel=${MATCH_END}`

/** drizzle's `execute` answers rows on postgres-js and `{ rows }` on PGlite. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]
}

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

/**
 * The clauses with the index's closest words added as alternatives, for each typed word the
 * index does not know, in itself or by its stem ('berjerawat' is known as 'jerawat').
 * Returns the words used as corrections too.
 */
export async function withCorrections(db: Database, clauses: readonly Clause[]) {
  const typed = [...new Set(clauses.filter((c) => c.correctable).map((c) => c.typed[0] as string))]
  if (typed.length === 0) return { clauses, corrections: [] as string[] }
  const rows = await rowsOf<{ typed: string; known: string }>(
    db,
    sql`select typed, known from (
        select t.word as typed, c.word as known, c.score,
          max(c.score) over (partition by t.word) as best
        from unnest(${textArray(typed)}) as t(word)
        cross join lateral (
          select v.word, similarity(v.word, t.word) as score
          from (
            select word from search_words where word % t.word and documents > 0
            union
            select s from unnest(${textArray(SYNONYM_WORDS)}) as s where s % t.word
          ) as v(word)
          where similarity(v.word, t.word) >= ${CORRECTION_MIN_SIMILARITY}
          order by score desc, v.word
          limit ${CORRECTIONS_PER_WORD}
        ) as c
        where not exists (select 1 from search_words k where k.word = t.word and k.documents > 0)
          and not exists (
            select 1 from search_words k
            where k.word = (ts_lexize('indonesian_stem', t.word))[1] and k.documents > 0
          )
      ) as candidates
      where score >= best * ${CORRECTION_NEAR_BEST}
      order by typed, score desc, known`,
  )
  const corrections = rows.map((row) => row.known)
  return {
    corrections,
    clauses: clauses.map((clause) => {
      const known = rows.filter((row) => clause.correctable && row.typed === clause.typed[0])
      if (known.length === 0) return clause
      return {
        ...clause,
        // A corrected synonym ('sunscren' → 'sunscreen') brings its whole group.
        alternatives: [
          ...clause.alternatives,
          ...known.flatMap((row) => alternativesOf(row.known)),
        ],
      }
    }),
  }
}

export interface HitRow {
  kind: SearchKind
  source: string
  id: string
  href: string
  image: { src: string; alt: string } | null
  total: number
  /** ts_headline of the title and of the body, the matches between MATCH_START and MATCH_END. */
  title: string
  snippet: string
  /** A product's category: its picture's path (routes/shop/products.ts). */
  category_id: string | null
}

/**
 * The hits of each kind, best first, the `limit` of page `page`, with each kind's total.
 * Ranking: the title equal to the query, then starting with it, then full-text rank (the title's
 * words weigh 'A', the body's 'B'), then, when a typed word was corrected, the trigram closeness
 * of what was typed to a part of the title. Typos match through the corrections (withCorrections);
 * closeness is computed only then, being the costliest part of the query (bench:search).
 */
export async function searchHits(
  db: Database,
  options: {
    tsquery: string
    folded: string
    corrected: boolean
    kind?: SearchKind
    page: number
    limit: number
  },
) {
  const offset = (options.page - 1) * options.limit
  return rowsOf<HitRow>(
    db,
    sql`with query as (select to_tsquery('indonesian', ${options.tsquery}) as q),
      matched as (
        select d.source, d.id, d.kind, d.title, d.body, d.href, d.image,
          d.folded_title = ${options.folded} as exact,
          starts_with(d.folded_title, ${options.folded}) as prefix,
          ts_rank(d.document, query.q) as rank,
          ${options.corrected ? sql`word_similarity(${options.folded}, d.folded_title)` : sql`0`} as closeness
        from search_documents d cross join query
        where d.document @@ query.q
          ${options.kind ? sql`and d.kind = ${options.kind}` : sql``}
      ),
      ranked as (
        select m.*, count(*) over (partition by m.kind) as total,
          row_number() over (
            partition by m.kind
            order by m.exact desc, m.prefix desc, m.rank desc, m.closeness desc, m.title, m.id
          ) as position
        from matched m
      )
      select r.kind, r.source, r.id, r.href, r.image, r.total::int as total,
        ts_headline('indonesian', r.title, query.q, ${TITLE_HEADLINE}) as title,
        ts_headline('indonesian', left(r.body, ${SNIPPET_SOURCE_CHARS}), query.q, ${SNIPPET_HEADLINE}) as snippet,
        p.category_id
      from ranked r cross join query
      left join shop_products p on r.source = 'product' and p.id = r.id
      where r.position > ${offset} and r.position <= ${offset + options.limit}
      order by r.kind, r.position`,
  )
}

/**
 * Terms of the index's vocabulary that find something, for a query that found nothing: a word
 * the index knows as typed (its combination with the others is what matched nothing), else up
 * to two words closest to it by trigrams. In the query's word order, at most `count`.
 */
export async function closestTerms(db: Database, words: readonly string[], count: number) {
  if (words.length === 0) return []
  const rows = await rowsOf<{ typed: string; term: string }>(
    db,
    sql`select t.word as typed, c.word as term
      from unnest(${textArray(words)}) with ordinality as t(word, position)
      cross join lateral (
        select w.word, similarity(w.word, t.word) as score
        from search_words w
        where w.word % t.word and w.documents > 0
        order by score desc, w.word
        limit ${CLOSEST_PER_WORD}
      ) as c
      order by t.position, c.score desc, c.word`,
  )
  const terms = words.flatMap((word) => {
    const closest = rows.filter((row) => row.typed === word).map((row) => row.term)
    if (closest[0] === word) return words.length > 1 ? [word] : []
    return closest
  })
  return [...new Set(terms)].slice(0, count)
}
