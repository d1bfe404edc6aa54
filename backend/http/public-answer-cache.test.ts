import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  Article,
  CONTENT_VERSION_HEADER,
  ContentVersion,
  LandingPage,
} from '../../contract/content/schemas'
import { articles } from '../db/schema/content'
import { shopProducts } from '../db/schema/shop'
import { seedContent } from '../db/seed/content'
import { seedShop } from '../db/seed/shop'
import { anotherInstance, expectBody, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

beforeEach(async () => {
  await seedContent(api().db)
  await seedShop(api().db)
})

const get = (path: string, options: { token?: string; headers?: Record<string, string> } = {}) =>
  api().request('GET', path, options)

async function contentVersion() {
  return (await expectBody(await get('/dc-frontend/content-version'), 200, ContentVersion)).version
}

const ARTICLE = '/dc-frontend/article-detail/jerawat-hormonal'

describe('the content version', () => {
  it('rises once when a transaction that edits content commits, and is never cached', async () => {
    const before = await contentVersion()
    const response = await get('/dc-frontend/content-version')
    expect(response.headers.get('cache-control')).toBe('no-store')
    await api().db.transaction(async (tx) => {
      await tx.update(articles).set({ title: 'Satu' }).where(eq(articles.id, 'jerawat-hormonal'))
      await tx.update(articles).set({ title: 'Dua' }).where(eq(articles.id, 'jerawat-hormonal'))
    })
    expect(await contentVersion()).toBe(before + 1)
  })

  it('does not rise for a transaction that rolls back', async () => {
    const before = await contentVersion()
    await expect(
      api().db.transaction(async (tx) => {
        await tx.update(articles).set({ title: 'Batal' }).where(eq(articles.id, 'jerawat-hormonal'))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await contentVersion()).toBe(before)
  })

  it('rises with every sale, so a product’s stock is exact wherever it is shown', async () => {
    const product = eq(shopProducts.id, 'serum-niacinamide-10')
    const start = await contentVersion()
    await api()
      .db.update(shopProducts)
      .set({ stock: sql`${shopProducts.stock} - 1`, sold: sql`${shopProducts.sold} + 1` })
      .where(product)
    expect(await contentVersion()).toBe(start + 1)
    const answer = await get('/dc-frontend/products/serum-niacinamide-10')
    expect(answer.headers.get('x-diri-cache')).toBe('miss')
  })

  it('rises when a content table is emptied', async () => {
    const before = await contentVersion()
    await api().db.execute(sql`truncate faq_items`)
    expect(await contentVersion()).toBe(before + 1)
  })
})

describe('the public answer cache', () => {
  it('answers a visitor again from memory, and an edit at once with the new content', async () => {
    const first = await get(ARTICLE)
    expect(first.headers.get('x-diri-cache')).toBe('miss')
    const firstBody = await expectBody(first, 200, Article)
    const second = await get(ARTICLE)
    expect(second.headers.get('x-diri-cache')).toBe('hit')
    expect(await expectBody(second, 200, Article)).toEqual(firstBody)

    await api()
      .db.update(articles)
      .set({ title: 'Jerawat hormonal: panduan baru' })
      .where(eq(articles.id, 'jerawat-hormonal'))
    const edited = await get(ARTICLE)
    expect(edited.headers.get('x-diri-cache')).toBe('miss')
    expect((await expectBody(edited, 200, Article)).title).toBe('Jerawat hormonal: panduan baru')
  })

  it('keeps the headers every answer carries on a cached one', async () => {
    await get(ARTICLE)
    const cached = await get(ARTICLE)
    expect(cached.headers.get('x-diri-cache')).toBe('hit')
    expect(cached.headers.get('content-type')).toContain('application/json')
    expect(cached.headers.get('cache-control')).toMatch(/^public/)
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('takes a query in any order as one answer', async () => {
    expect(
      (await get('/dc-frontend/article-page?page=1&limit=3')).headers.get('x-diri-cache'),
    ).toBe('miss')
    expect(
      (await get('/dc-frontend/article-page?limit=3&page=1')).headers.get('x-diri-cache'),
    ).toBe('hit')
  })

  it('runs the route once for twenty visitors who ask at the same moment', async () => {
    await api()
      .db.update(articles)
      .set({ title: 'Baru' })
      .where(eq(articles.id, 'jerawat-hormonal'))
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/dc-frontend/landing-page')),
    )
    const outcomes = answers.map((answer) => answer.headers.get('x-diri-cache'))
    expect(outcomes.filter((outcome) => outcome === 'miss')).toHaveLength(1)
    const bodies = await Promise.all(answers.map((answer) => expectBody(answer, 200, LandingPage)))
    for (const body of bodies) expect(body).toEqual(bodies[0])
  })

  it('never keeps or serves a member’s answer, nor a forced failure', async () => {
    const token = await api().signIn('+6281200000001')
    await get(ARTICLE)
    const member = await get(ARTICLE, { token })
    expect(member.status).toBe(200)
    expect(member.headers.get('x-diri-cache')).toBeNull()
    const faulted = await get(ARTICLE, { headers: { 'x-diri-fault': 'api-down' } })
    expect(faulted.headers.get('x-diri-cache')).toBeNull()
  })

  it('keeps no refusal: an unknown article is asked of the database every time', async () => {
    const path = '/dc-frontend/article-detail/tidak-ada'
    expect((await get(path)).status).toBe(404)
    const again = await get(path)
    expect(again.status).toBe(404)
    expect(again.headers.get('x-diri-cache')).toBe('miss')
  })

  it('lets answers that depend on the date go after a minute', async () => {
    await get(ARTICLE)
    api().clock.advance(61_000)
    expect((await get(ARTICLE)).headers.get('x-diri-cache')).toBe('miss')
  })
})

describe('the content version as an instance remembers it', () => {
  it('serves a second from memory, but never older than the version the site says it has seen', async () => {
    // As in production: one read of the version serves the instance for a while.
    const instance = await anotherInstance(api(), { contentVersionTtlMs: 60_000 })
    const get = (headers: Record<string, string> = {}) =>
      instance.request('GET', ARTICLE, { headers })
    expect((await get()).headers.get('x-diri-cache')).toBe('miss')
    await api()
      .db.update(articles)
      .set({ title: 'Judul yang diperbarui' })
      .where(eq(articles.id, 'jerawat-hormonal'))
    // Within its time, the remembered version still keys the answer.
    expect((await get()).headers.get('x-diri-cache')).toBe('hit')

    // The site read the new version (its page cache is keyed by it) and says so.
    const seen = await expectBody(
      await instance.request('GET', '/dc-frontend/content-version'),
      200,
      ContentVersion,
    )
    const answer = await get({ [CONTENT_VERSION_HEADER]: String(seen.version) })
    expect((await expectBody(answer, 200, Article)).title).toBe('Judul yang diperbarui')
    // Reading the version through the API also renewed the instance's own memory of it.
    expect((await get()).headers.get('x-diri-cache')).toBe('hit')
    expect((await expectBody(await get(), 200, Article)).title).toBe('Judul yang diperbarui')
  })
})

it('shows an instance its own writes at once: a sale through it, then the product from it', async () => {
  const instance = await anotherInstance(api(), { contentVersionTtlMs: 60_000 })
  const product = '/dc-frontend/products/serum-niacinamide-10'
  const stockOf = async () => {
    const answer = await instance.request('GET', product)
    return ((await answer.json()) as { stock: number }).stock
  }
  const before = await stockOf()
  // A write through the instance (any non-GET) makes it read the version again.
  await api()
    .db.update(shopProducts)
    .set({ stock: before - 2 })
    .where(eq(shopProducts.id, 'serum-niacinamide-10'))
  expect(await stockOf()).toBe(before)
  await instance.request('POST', '/auth/otp/request', { body: { phone: '+6281234500099' } })
  expect(await stockOf()).toBe(before - 2)
})
