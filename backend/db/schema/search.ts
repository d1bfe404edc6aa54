/**
 * Site search (issue 31): one row per public thing a visitor can find, kept by the database itself.
 *
 * Triggers on the source tables (migration 0024) rewrite a thing's row in the same statement as
 * the edit, from the view `search_sources`, which is where "public" is defined: active products,
 * condition and polyclinic pages, articles, active treatments, active branches. A row that stops
 * being public leaves the index in that statement too, so nothing unpublished is ever found.
 *
 * `search_words` is the index's vocabulary (every word of every title and body, with how many
 * documents hold it), kept by a trigger on `search_documents`: the API corrects typos against it
 * and offers its closest words when nothing matches, so it only ever holds public words.
 */
import { sql } from 'drizzle-orm'
import { customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { SearchKind } from '../../../contract/search/schemas'

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The table a row comes from: 'product', 'condition', 'polyclinic', 'article', 'treatment', 'branch'. */
    source: text('source').notNull(),
    /** The thing's id in its source table. */
    id: text('id').notNull(),
    kind: text('kind').$type<SearchKind>().notNull(),
    title: text('title').notNull(),
    /** The text a visitor reads on the thing's page, plain, for matching and the snippet. */
    body: text('body').notNull(),
    /** The site's path of the thing's page. */
    href: text('href').notNull(),
    /** `{ src, alt }` of the thing's picture; products' pictures are named by the API (products.ts). */
    image: jsonb('image').$type<{ src: string; alt: string }>(),
    /** The title lower-cased: exact and prefix ranking, and trigram similarity for typos. */
    foldedTitle: text('folded_title').notNull().generatedAlwaysAs(sql`lower("title")`),
    /** Indonesian full text, the title weighted over the body ('A' over 'B'). */
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('indonesian'::regconfig, "title"), 'A') || setweight(to_tsvector('indonesian'::regconfig, "body"), 'B')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.id] }),
    index('search_documents_document_idx').using('gin', table.document),
    index('search_documents_title_trgm_idx').using('gin', table.foldedTitle.op('gin_trgm_ops')),
  ],
)

export const searchWords = pgTable(
  'search_words',
  {
    /** Lower-cased, three letters or more. */
    word: text('word').primaryKey(),
    /**
     * How many public documents hold it. A word none holds any more keeps its row at 0 (and
     * search reads only words above 0): re-adding it is then an update of this column, which
     * leaves the indexes alone, so reseeding the content (every backend test) stays cheap.
     */
    documents: integer('documents').notNull(),
  },
  (table) => [
    // Without a pending list: PostgreSQL also answers `word = …` from a trigram index, and one
    // with a long pending list (every lookup scans it until a vacuum) took a second per lookup.
    index('search_words_word_trgm_idx')
      .using('gin', table.word.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)
