/**
 * `GET /v2/public/search` (issue 31): the contract's answer, public data only, the index kept in
 * the edit's own transaction, the API's cache keyed by the content version, the closest terms
 * when nothing matches, and the query's limits. Relevance itself is relevance.test.ts's.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { SEARCH_KINDS, type SearchKind, SearchResults } from '../../contract/search/schemas'
import { clinicTreatments, offlineClinics } from '../db/schema/clinic'
import { shopProducts } from '../db/schema/shop'
import { seedClinic } from '../db/seed/clinic'
import { seedContent } from '../db/seed/content'
import { seedShop } from '../db/seed/shop'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

const search = (query: Record<string, string>) =>
  api().request('GET', `/v2/public/search?${new URLSearchParams(query)}`)

async function results(query: Record<string, string>) {
  return expectBody(await search(query), 200, SearchResults)
}

function idsOf(answer: SearchResults, kind: SearchKind) {
  return answer.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.id) ?? []
}

const plain = (runs: ReadonlyArray<{ text: string }>) => runs.map((run) => run.text).join('')
const marked = (runs: ReadonlyArray<{ text: string; match: boolean }>) =>
  runs.filter((run) => run.match).map((run) => run.text)

describe('with the catalogue, content and clinics seeded', () => {
  beforeEach(async () => {
    await seedContent(api().db)
    await seedShop(api().db)
    await seedClinic(api().db)
  })

  it('answers groups in the contract’s order, products named by the word first, the words marked', async () => {
    const response = await search({ q: 'niacinamide' })
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const answer = await expectBody(response, 200, SearchResults)
    expect(answer.query).toBe('niacinamide')
    expect(answer.didYouMean).toEqual([])
    const kinds = answer.groups.map((group) => group.kind)
    expect(kinds).toEqual(SEARCH_KINDS.filter((kind) => kinds.includes(kind)))
    expect(kinds.slice(0, 2)).toEqual(['product', 'article'])
    const products = answer.groups[0]
    if (!products) throw new Error('no product group')
    expect(products.total).toBeGreaterThan(products.hits.length)
    expect(products.hits).toHaveLength(5)
    // Title over body: the three products named after it come before those that only hold it.
    for (const hit of products.hits.slice(0, 3)) {
      expect(marked(hit.title)).toEqual(['Niacinamide'])
    }
    const serum = products.hits.find((hit) => hit.id === 'serum-niacinamide-10')
    expect(serum).toMatchObject({
      href: '/product/serum-niacinamide-10',
      image: {
        src: '/images/shop/serum/serum-niacinamide-10.jpg',
        alt: 'Kemasan Serum Niacinamide 10%',
      },
    })
    expect(plain(serum?.title ?? [])).toBe('Serum Niacinamide 10%')
    expect(marked(serum?.snippet ?? []).map((word) => word.toLowerCase())).toContain('niacinamide')
    // The article spells it the Indonesian way: found through the synonym list, and marked.
    const article = answer.groups[1]?.hits.find((hit) => hit.id === 'mengenal-niasinamida')
    expect(marked(article?.title ?? [])).toEqual(['Niasinamida'])

    const again = await search({ q: 'niacinamide' })
    expect(again.headers.get('x-diri-cache')).toBe('hit')
  })

  it('finds an Indonesian word’s other forms, and marks them in the snippet', async () => {
    const answer = await results({ q: 'berjerawat', type: 'condition', limit: '3' })
    const acne = answer.groups[0]?.hits.find((hit) => hit.id === '1.1')
    expect(acne?.href).toBe('/kondisi/1.1')
    expect(marked(acne?.title ?? [])).toEqual(['Jerawat'])
    expect(marked(acne?.snippet ?? []).length).toBeGreaterThan(0)
  })

  it('never finds a discontinued product, an inactive treatment or a closed branch', async () => {
    const [product] = await api()
      .db.select()
      .from(shopProducts)
      .where(eq(shopProducts.discontinued, true))
    const [treatment] = await api()
      .db.select()
      .from(clinicTreatments)
      .where(eq(clinicTreatments.isActive, false))
    const [branch] = await api()
      .db.select()
      .from(offlineClinics)
      .where(eq(offlineClinics.isActive, false))
    if (!product || !treatment || !branch) throw new Error('the seed has no unpublished row')
    expect(idsOf(await results({ q: product.name, type: 'product' }), 'product')).not.toContain(
      product.id,
    )
    expect(
      idsOf(await results({ q: treatment.name, type: 'treatment' }), 'treatment'),
    ).not.toContain(treatment.id)
    expect(idsOf(await results({ q: branch.name, type: 'branch' }), 'branch')).not.toContain(
      branch.id,
    )
    // Its city is a word of the closed branch's page alone: no branch answers it.
    expect(idsOf(await results({ q: branch.city }), 'branch')).toEqual([])
  })

  it('finds a new product at once and forgets a discontinued one at once, cached or not', async () => {
    const query = { q: 'kunyit ajaib', type: 'product' }
    expect(idsOf(await results(query), 'product')).toEqual([])
    const [model] = await api()
      .db.select()
      .from(shopProducts)
      .where(eq(shopProducts.id, 'serum-niacinamide-10'))
    if (!model) throw new Error('no serum-niacinamide-10')
    await api()
      .db.insert(shopProducts)
      .values({ ...model, id: 'serum-kunyit-ajaib', name: 'Serum Kunyit Ajaib', sold: 0 })
    const found = await search(query)
    expect(found.headers.get('x-diri-cache')).toBe('miss')
    expect(idsOf(await expectBody(found, 200, SearchResults), 'product')).toEqual([
      'serum-kunyit-ajaib',
    ])

    await api()
      .db.update(shopProducts)
      .set({ discontinued: true })
      .where(eq(shopProducts.id, 'serum-kunyit-ajaib'))
    expect(idsOf(await results(query), 'product')).toEqual([])
  })

  it('pages one kind with its total, and names the closest terms when nothing matches', async () => {
    const first = await results({ q: 'jerawat', type: 'article', limit: '2' })
    const second = await results({ q: 'jerawat', type: 'article', limit: '2', page: '2' })
    expect(first.groups.map((group) => group.kind)).toEqual(['article'])
    expect(second.groups[0]).toMatchObject({ page: 2, limit: 2, total: first.groups[0]?.total })
    const firstIds = idsOf(first, 'article')
    expect(firstIds).toHaveLength(2)
    expect(idsOf(second, 'article').filter((id) => firstIds.includes(id))).toEqual([])

    const none = await results({ q: 'sampo makassar' })
    // Each word finds something alone; together they find nothing.
    expect(none.groups).toEqual([])
    expect(none.didYouMean).toEqual(['sampo', 'makassar'])
    for (const term of none.didYouMean) {
      expect((await results({ q: term })).groups.length).toBeGreaterThan(0)
    }
    expect((await results({ q: 'xqzvw' })).didYouMean).toEqual([])
  })
})

describe('the query', () => {
  it('is refused with the field’s Indonesian message when empty, too long or out of range', async () => {
    expect((await expectProblem(await search({}), 400)).errors).toEqual([
      { path: 'q', message: 'Kata pencarian wajib diisi.' },
    ])
    expect((await expectProblem(await search({ q: '   ' }), 400)).errors).toEqual([
      { path: 'q', message: 'Kata pencarian wajib diisi.' },
    ])
    expect((await expectProblem(await search({ q: 'a'.repeat(101) }), 400)).errors).toEqual([
      { path: 'q', message: 'Kata pencarian paling panjang 100 karakter.' },
    ])
    const tooMany = await expectProblem(await search({ q: 'serum', limit: '21' }), 400)
    expect(tooMany.errors).toEqual([
      { path: 'limit', message: 'Jumlah per halaman harus 1 sampai 20.' },
    ])
    const unknownKind = await expectProblem(await search({ q: 'serum', type: 'dokter' }), 400)
    expect(unknownKind.errors?.[0]?.path).toBe('type')
  })

  it('finds nothing, without failing, in words the tsquery syntax would read', async () => {
    const answer = await results({ q: "!(serum) & 'x' | <-> :*" })
    expect(answer.query).toBe("!(serum) & 'x' | <-> :*")
  })
})
