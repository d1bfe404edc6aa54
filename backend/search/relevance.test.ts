/**
 * The relevance file (relevance.json): each query must rank its expected result among the top 3
 * of its kind, asked through the HTTP route as the results page asks ('Lihat semua' of a kind).
 * One test over all 40 on one seeded database: the file stays fast, and a failure lists every
 * query that missed with what ranked instead.
 */
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { SearchKind, SearchResults } from '../../contract/search/schemas'
import { seedClinic } from '../db/seed/clinic'
import { seedContent } from '../db/seed/content'
import { seedShop } from '../db/seed/shop'
import { expectBody, setUpTestApi } from '../test/harness'
import relevance from './relevance.json' with { type: 'json' }

const RelevanceFile = v.object({
  queries: v.pipe(
    v.array(v.object({ q: v.string(), kind: SearchKind, id: v.string(), why: v.string() })),
    v.length(40),
  ),
})

const api = setUpTestApi()

it('ranks the expected result of each of the 40 queries in its kind’s top 3', async () => {
  await seedContent(api().db)
  await seedShop(api().db)
  await seedClinic(api().db)
  const misses: string[] = []
  for (const entry of v.parse(RelevanceFile, relevance).queries) {
    const path = `/v2/public/search?q=${encodeURIComponent(entry.q)}&type=${entry.kind}&limit=3`
    const answer = await expectBody(await api().request('GET', path), 200, SearchResults)
    const top = answer.groups.find((group) => group.kind === entry.kind)?.hits.map((hit) => hit.id)
    if (!top?.includes(entry.id)) {
      misses.push(`'${entry.q}' (${entry.why}): ${entry.id} not in [${top?.join(', ') ?? ''}]`)
    }
  }
  expect(misses).toEqual([])
})
