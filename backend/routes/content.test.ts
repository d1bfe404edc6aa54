import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  AboutUsPage,
  AdvisorPage,
  Article,
  ArticleList,
  ConditionPage,
  ContentBlock,
  FaqPage,
  Image,
  InterimPage,
  LandingPage,
  LegalPage,
  PolyclinicPage,
  PromotionDetail,
  PromotionList,
  Sitemap,
  TestimonyList,
  TestimonyPage,
} from '../../contract/content/schemas'
import { articles, contentPages, polyclinicPages } from '../db/schema/content'
import { seedContent } from '../db/seed/content'
import { articleSeed } from '../db/seed/content-data/articles'
import { seedPolyclinicContent } from '../db/seed/polyclinics'
import {
  anotherInstance,
  expectBody,
  expectProblem,
  FakeClock,
  setUpTestApi,
} from '../test/harness'

const api = setUpTestApi()

// The harness resets every table but places and polyclinics before each test; put content back.
beforeEach(async () => {
  await seedContent(api().db)
})

const get = (path: string, options: { token?: string } = {}) => api().request('GET', path, options)

/** The promotions are dated around November 2026; the harness clock is in 2025. */
function inNovember2026() {
  return anotherInstance(api(), { clock: new FakeClock(new Date('2026-11-22T05:00:00.000Z')) })
}

const SINGLETONS = [
  ['/dc-frontend/landing-page', LandingPage],
  ['/dc-frontend/advisor-page', AdvisorPage],
  ['/dc-frontend/about-us-page', AboutUsPage],
  ['/dc-frontend/faq-page-v2', FaqPage],
  ['/dc-frontend/privacy-page', LegalPage],
  ['/dc-frontend/terms-page', LegalPage],
  ['/dc-frontend/consultation-agreement-page', LegalPage],
  ['/dc-frontend/interim-page', InterimPage],
  ['/dc-frontend/testimony-page', TestimonyPage],
  ['/dc-frontend/article-page', ArticleList],
  ['/dc-frontend/promotion-page', PromotionList],
  ['/dc-frontend/sitemap', Sitemap],
] as const

/** Every image anywhere in a body: `{ src, alt, width, height }` objects. */
function imagesIn(value: unknown, found: Image[] = []): Image[] {
  if (Array.isArray(value)) for (const item of value) imagesIn(item, found)
  else if (value && typeof value === 'object') {
    const parsed = v.safeParse(Image, value)
    if (parsed.success && 'src' in value) found.push(parsed.output)
    else for (const item of Object.values(value)) imagesIn(item, found)
  }
  return found
}

describe('content pages (public)', () => {
  it('answers every singleton page in the contract shape, without a session', async () => {
    for (const [path, schema] of SINGLETONS) {
      const response = await get(path)
      await expectBody(response, 200, schema)
      expect(response.headers.get('cache-control'), path).toMatch(/^(public, max-age=300|private)/)
    }
  })

  it('answers 500 and names the page when a stored page no longer matches the contract', async () => {
    await api()
      .db.update(contentPages)
      .set({ data: { title: 'Tanpa SEO' } })
      .where(eq(contentPages.key, 'terms'))
    await expectProblem(await get('/dc-frontend/terms-page'), 500)
    const [reported] = api().reportedErrors
    expect(reported?.message).toBe('GET /dc-frontend/terms-page failed')
    expect(String(reported?.error)).toContain("content_pages 'terms' does not match its schema")
  })

  it('refuses a request without the diri-platform header', async () => {
    const response = await api().request('GET', '/dc-frontend/landing-page', { platform: null })
    await expectProblem(response, 400)
  })

  it('fills the landing page: hero, six conditions, steps, testimonies, three newest articles, FAQ', async () => {
    const body = await expectBody(await get('/dc-frontend/landing-page'), 200, LandingPage)
    expect(body.hero.title).toMatch(/dokter/)
    expect(body.featuredConditions.map((card) => card.slug)).toEqual([
      'jerawat',
      'flek-hitam',
      'bekas-jerawat',
      'rambut-rontok',
      'haid-tidak-teratur',
      'berat-badan-berlebih',
    ])
    expect(body.featuredConditions[0]).toMatchObject({ id: '1.1', flowId: '2001' })
    expect(body.steps).toHaveLength(3)
    expect(new Set(body.testimonials.map((item) => item.type))).toEqual(
      new Set(['before_after', 'video']),
    )
    expect(body.latestArticles.map((article) => article.id)).toEqual(
      articleSeed.slice(0, 3).map((article) => article.id),
    )
    expect(body.faq.length).toBeGreaterThanOrEqual(3)
  })

  it('has a page for every polyclinic with its conditions, and 404 for an unknown slug', async () => {
    expect(seedPolyclinicContent.length).toBeGreaterThanOrEqual(8)
    for (const clinic of seedPolyclinicContent) {
      const body = await expectBody(
        await get(`/dc-frontend/poly-clinic/${clinic.slug}`),
        200,
        PolyclinicPage,
      )
      expect(body.name).toBe(clinic.name)
      expect(body.conditions.map((card) => card.slug)).toEqual(
        clinic.conditions.map((condition) => condition.slug),
      )
      expect(body.blocks.length).toBeGreaterThan(0)
      expect(body.faq.length).toBeGreaterThan(0)
    }
    await expectProblem(await get('/dc-frontend/poly-clinic/poliklinik-gigi'), 404)
  })

  it('has a page for every condition by id, with its flow for Mulai Konsul, and 404 otherwise', async () => {
    const ids = seedPolyclinicContent.flatMap((clinic, clinicIndex) =>
      clinic.conditions.map((condition, index) => ({
        id: `${clinicIndex + 1}.${index + 1}`,
        ...condition,
      })),
    )
    expect(ids.length).toBeGreaterThanOrEqual(20)
    for (const condition of ids) {
      const body = await expectBody(
        await get(`/dc-frontend/condition-page/${condition.id}`),
        200,
        ConditionPage,
      )
      expect(body.condition).toMatchObject({ slug: condition.slug, flowId: condition.flowId })
      expect(body.cta.href).toContain(`flowId=${condition.flowId}`)
      expect(body.symptoms.length).toBeGreaterThanOrEqual(3)
    }
    const jerawat = await expectBody(
      await get('/dc-frontend/condition-page/1.1'),
      200,
      ConditionPage,
    )
    expect(jerawat.relatedArticles).toHaveLength(3)
    await expectProblem(await get('/dc-frontend/condition-page/9.9'), 404)
    await expectProblem(await get('/dc-frontend/condition-page/jerawat'), 404)
  })

  it('lists six advisors with their registration numbers and photos', async () => {
    const body = await expectBody(await get('/dc-frontend/advisor-page'), 200, AdvisorPage)
    expect(body.advisors).toHaveLength(6)
    for (const advisor of body.advisors) {
      expect(advisor.strNumber).toMatch(/^STR \d{16}$/)
      expect(advisor.photo.src).toMatch(/^\/images\/content\/advisors\//)
    }
  })

  it('groups twenty FAQ entries', async () => {
    const body = await expectBody(await get('/dc-frontend/faq-page-v2'), 200, FaqPage)
    expect(body.groups.length).toBeGreaterThanOrEqual(3)
    expect(body.groups.flatMap((group) => group.items)).toHaveLength(20)
  })

  it('writes the legal texts in several sections naming Diri', async () => {
    for (const path of ['privacy-page', 'terms-page', 'consultation-agreement-page']) {
      const body = await expectBody(await get(`/dc-frontend/${path}`), 200, LegalPage)
      expect(body.blocks.length, path).toBeGreaterThanOrEqual(5)
      expect(JSON.stringify(body.blocks)).toContain('Diri')
    }
  })
})

describe('articles', () => {
  it('pages newest first, nine a page by default, with the total and the page count', async () => {
    const first = await expectBody(await get('/dc-frontend/article-page'), 200, ArticleList)
    expect(articleSeed.length).toBeGreaterThanOrEqual(24)
    expect(first.meta).toEqual({
      page: 1,
      limit: 9,
      total: articleSeed.length,
      totalPages: Math.ceil(articleSeed.length / 9),
    })
    expect(first.data).toHaveLength(9)
    const second = await expectBody(await get('/dc-frontend/article-page?page=2'), 200, ArticleList)
    expect(second.meta.page).toBe(2)
    expect(second.data).toHaveLength(9)
    expect(second.data.map((article) => article.id)).toEqual(
      articleSeed.slice(9, 18).map((article) => article.id),
    )
    const last = await expectBody(await get('/dc-frontend/article-page?page=3'), 200, ArticleList)
    expect(last.data).toHaveLength(articleSeed.length - 18)
    const beyond = await expectBody(await get('/dc-frontend/article-page?page=9'), 200, ArticleList)
    expect(beyond.data).toEqual([])
    expect(first.categories.length).toBeGreaterThanOrEqual(4)
    expect(first.category).toBeNull()
  })

  it('filters by category slug and counts only that category', async () => {
    const body = await expectBody(
      await get('/dc-frontend/article-page?categoryArticle=rambut&limit=24'),
      200,
      ArticleList,
    )
    const expected = articleSeed.filter((article) => article.categorySlug === 'rambut')
    expect(body.category).toEqual({ slug: 'rambut', name: 'Rambut' })
    expect(body.meta.total).toBe(expected.length)
    expect(body.data.map((article) => article.id)).toEqual(expected.map((article) => article.id))
  })

  it('answers 400 for bad page, limit or category values', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'limit=0',
      'limit=25',
      'categoryArticle=tidak-ada',
      'categoryArticle=Bad%20Slug',
    ]) {
      const body = await expectProblem(await get(`/dc-frontend/article-page?${query}`), 400)
      expect(body.errors?.length, query).toBeGreaterThan(0)
    }
  })

  it('answers an article with its blocks, reviewer, condition and related articles; 404 otherwise', async () => {
    const body = await expectBody(
      await get('/dc-frontend/article-detail/jerawat-hormonal'),
      200,
      Article,
    )
    expect(body.title).toMatch(/Jerawat Hormonal/)
    expect(body.category.slug).toBe('jerawat')
    expect(body.condition).toMatchObject({ slug: 'jerawat', flowId: '2001' })
    expect(body.reviewer?.name).toMatch(/^dr\. /)
    expect(body.related).toHaveLength(3)
    expect(body.related.map((article) => article.id)).not.toContain('jerawat-hormonal')
    const paragraphs = body.blocks.flatMap((block) => ('body' in block ? block.body : []))
    expect(paragraphs.length).toBeGreaterThanOrEqual(4)
    await expectProblem(await get('/dc-frontend/article-detail/tidak-ada'), 404)
  })

  it('gives every article 4 to 8 paragraphs of real text in the contract layouts', () => {
    for (const article of articleSeed) {
      for (const block of article.blocks) v.parse(ContentBlock, block)
      const paragraphs = article.blocks.flatMap((block) => ('body' in block ? block.body : []))
      expect(paragraphs.length, article.id).toBeGreaterThanOrEqual(4)
      expect(paragraphs.length, article.id).toBeLessThanOrEqual(8)
      expect(paragraphs.join(' '), article.id).not.toMatch(/lorem/i)
    }
  })
})

describe('promotions', () => {
  it('lists running promotions to visitors, without member-only or expired ones', async () => {
    const app = inNovember2026()
    const body = await expectBody(
      await app.request('GET', '/dc-frontend/promotion-page'),
      200,
      PromotionList,
    )
    expect(body.data.length).toBeGreaterThanOrEqual(4)
    expect(body.data.every((promo) => !promo.membersOnly && promo.status === 'active')).toBe(true)
    expect(body.data.map((promo) => promo.id)).not.toContain('bulan-peduli-rambut')
    const withToken = await app.request('GET', '/dc-frontend/promotion-page', { token: 'x' })
    expect(withToken.headers.get('cache-control')).toBe('private, no-store')
    expect(withToken.headers.get('vary')).toBe('authorization')
  })

  it('shows member-only promotions with a valid token, and treats a bad token as a visitor', async () => {
    const app = inNovember2026()
    const token = await app.signIn('0813-0000-0201')
    const member = await expectBody(
      await app.request('GET', '/dc-frontend/promotion-page', { token }),
      200,
      PromotionList,
    )
    expect(member.data.filter((promo) => promo.membersOnly).map((promo) => promo.id)).toEqual([
      'khusus-member-diskon-30',
    ])
    const detail = await app.request(
      'GET',
      '/dc-frontend/promotion-detail/khusus-member-diskon-30',
      {
        token,
      },
    )
    expect((await expectBody(detail, 200, PromotionDetail)).code).toBe('MEMBER30')
    expect(detail.headers.get('cache-control')).toBe('private, no-store')

    const stranger = await expectBody(
      await app.request('GET', '/dc-frontend/promotion-page', { token: 'not-a-token' }),
      200,
      PromotionList,
    )
    expect(stranger.data.some((promo) => promo.membersOnly)).toBe(false)
    await expectProblem(
      await app.request('GET', '/dc-frontend/promotion-detail/khusus-member-diskon-30'),
      404,
    )
  })

  it('still answers an expired promotion, marked expired, and 404 for an unknown one', async () => {
    const app = inNovember2026()
    const body = await expectBody(
      await app.request('GET', '/dc-frontend/promotion-detail/bulan-peduli-rambut'),
      200,
      PromotionDetail,
    )
    expect(body.status).toBe('expired')
    expect(body.terms.length).toBeGreaterThan(0)
    await expectProblem(await app.request('GET', '/dc-frontend/promotion-detail/tidak-ada'), 404)
  })
})

describe('testimonies', () => {
  it('lists four before/after and three video testimonies a page by default', async () => {
    const beforeAfter = await expectBody(
      await get('/dc-frontend/testimony?type=before_after'),
      200,
      TestimonyList,
    )
    expect(beforeAfter.data).toHaveLength(4)
    expect(beforeAfter.data.every((item) => item.type === 'before_after')).toBe(true)
    expect(beforeAfter.meta).toMatchObject({ page: 1, limit: 4, total: 6, totalPages: 2 })
    const video = await expectBody(
      await get('/dc-frontend/testimony?type=video'),
      200,
      TestimonyList,
    )
    expect(video.data).toHaveLength(3)
    expect(video.data.every((item) => item.type === 'video' && item.videoUrl === null)).toBe(true)
    const page2 = await expectBody(
      await get('/dc-frontend/testimony?type=before_after&page=2'),
      200,
      TestimonyList,
    )
    expect(page2.data).toHaveLength(2)
  })

  it('filters by condition slug; an unknown slug is an empty list', async () => {
    const body = await expectBody(
      await get('/dc-frontend/testimony?type=before_after&conditionSlug=jerawat'),
      200,
      TestimonyList,
    )
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((item) => item.condition.slug === 'jerawat')).toBe(true)
    const none = await expectBody(
      await get('/dc-frontend/testimony?type=video&conditionSlug=tidak-ada'),
      200,
      TestimonyList,
    )
    expect(none).toEqual({ data: [], meta: { page: 1, limit: 3, total: 0, totalPages: 0 } })
  })

  it('answers 400 for a missing or unknown type and bad numbers', async () => {
    for (const query of ['', 'type=foto', 'type=video&limit=13', 'type=video&page=0']) {
      await expectProblem(await get(`/dc-frontend/testimony?${query}`), 400)
    }
  })

  it('offers the conditions that have testimonies as filters', async () => {
    const body = await expectBody(await get('/dc-frontend/testimony-page'), 200, TestimonyPage)
    expect(body.conditions.map((condition) => condition.slug)).toContain('jerawat')
    expect(body.disclaimer).toMatch(/berbeda/)
  })
})

describe('sitemap feed', () => {
  it('lists every article, polyclinic, condition and public page, and no member-only promotion', async () => {
    const app = inNovember2026()
    const body = await expectBody(await app.request('GET', '/dc-frontend/sitemap'), 200, Sitemap)
    const paths = body.data.map((entry) => entry.path)
    for (const article of articleSeed) expect(paths).toContain(`/artikel/${article.id}`)
    for (const clinic of seedPolyclinicContent)
      expect(paths).toContain(`/poliklinik/${clinic.slug}`)
    expect(paths).toContain('/kondisi/1.1')
    expect(paths).toContain('/promo/konsultasi-hemat-november')
    expect(paths).not.toContain('/promo/khusus-member-diskon-30')
    expect(paths).not.toContain('/promo/bulan-peduli-rambut')
    expect(paths).toEqual(expect.arrayContaining(['/', '/artikel', '/faq', '/kebijakan-privasi']))
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('content seed', () => {
  it('seeds once; a later run only brings back a missing polyclinic page, and keeps edits', async () => {
    const { db } = api()
    await db
      .update(articles)
      .set({ title: 'Judul yang diedit' })
      .where(eq(articles.id, 'mitos-jerawat'))
    await db.delete(polyclinicPages).where(eq(polyclinicPages.polyclinicId, '6'))
    const started = performance.now()
    expect(await seedContent(db)).toEqual({
      polyclinicPages: 1,
      conditionPages: 0,
      contentPages: 0,
      articles: 0,
      promotions: 0,
      testimonies: 0,
    })
    expect(performance.now() - started).toBeLessThan(2_000)
    const [edited] = await db.select().from(articles).where(eq(articles.id, 'mitos-jerawat'))
    expect(edited?.title).toBe('Judul yang diedit')
  })
})

describe('content images', () => {
  it('points only at project-made SVGs that exist, sized as declared', async () => {
    const bodies = await Promise.all([
      get('/dc-frontend/landing-page').then((r) => r.json()),
      get('/dc-frontend/article-page?limit=24').then((r) => r.json()),
      get('/dc-frontend/article-page?limit=24&page=2').then((r) => r.json()),
      get('/dc-frontend/advisor-page').then((r) => r.json()),
      get('/dc-frontend/testimony?type=before_after&limit=12').then((r) => r.json()),
      get('/dc-frontend/testimony?type=video&limit=12').then((r) => r.json()),
      get('/dc-frontend/condition-page/1.1').then((r) => r.json()),
      get('/dc-frontend/poly-clinic/poliklinik-kulit').then((r) => r.json()),
      inNovember2026()
        .request('GET', '/dc-frontend/promotion-page')
        .then((r) => r.json()),
    ])
    const images = imagesIn(bodies)
    expect(images.length).toBeGreaterThan(40)
    for (const image of new Map(images.map((item) => [item.src, item])).values()) {
      expect(image.src).toMatch(/^\/images\/content\/[a-z0-9/-]+\.svg$/)
      const file = join('public', image.src)
      expect(existsSync(file), file).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain(`width="${image.width}"`)
      expect(svg).toContain(`height="${image.height}"`)
    }
  })
})
