/**
 * The search index under concurrent edits: documents are what `search_sources` says and every
 * word's count is exact, with no deadlock, whatever overlaps. On PGlite every transaction runs
 * alone, so this passes trivially there; on PostgreSQL (`npm run test:backend:pg`) the edits
 * truly overlap on the pool's connections, sharing words, and the guarantee comes from the
 * triggers: counts change by one upsert per statement, and transactions that change documents
 * take turns on the vocabulary (an advisory lock held to commit, migration 0024).
 */
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Database } from '../db/client'
import { shopProducts } from '../db/schema/shop'
import { seedShop } from '../db/seed/shop'
import { setUpTestApi } from '../test/harness'

const api = setUpTestApi()

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>) {
  const result: unknown = await db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]
}

it('keeps documents and word counts exact while 40 edits sharing words overlap', async () => {
  const { db } = api()
  await seedShop(db)
  const products = await db
    .select({ id: shopProducts.id, name: shopProducts.name })
    .from(shopProducts)
  const edits = products.slice(0, 40).map((product, index) =>
    db.transaction(async (tx) => {
      // Every edit adds the same new words and drops its own, in a transaction of two statements.
      await tx
        .update(shopProducts)
        .set({ name: `${product.name} Kolagen Premium`, summary: `Edisi kolagen ${index}` })
        .where(eq(shopProducts.id, product.id))
      await tx
        .update(shopProducts)
        .set({ discontinued: index % 4 === 0 })
        .where(eq(shopProducts.id, product.id))
    }),
  )
  await Promise.all(edits)

  // The index is the view, row for row.
  const drift = await rowsOf<{ id: string }>(
    db,
    sql`(select source, id, title, body from search_sources
         except select source, id, title, body from search_documents)
        union all
        (select source, id, title, body from search_documents
         except select source, id, title, body from search_sources)`,
  )
  expect(drift).toEqual([])
  // Each word counts the documents that hold it, no more, no fewer.
  const miscounted = await rowsOf<{ word: string }>(
    db,
    sql`with held as (
          select w.word, count(*)::int as documents
          from search_documents d cross join lateral search_words_of(d.title || ' ' || d.body) as w(word)
          group by w.word
        )
        select coalesce(h.word, s.word) as word from held h
        full join (select * from search_words where documents <> 0) s on s.word = h.word
        where h.documents is distinct from s.documents`,
  )
  expect(miscounted).toEqual([])
  const [kolagen] = await rowsOf<{ documents: number }>(
    db,
    sql`select documents from search_words where word = 'kolagen'`,
  )
  expect(kolagen?.documents).toBe(30)
})
