/**
 * Public content pages (spec §7 "Public content"): landing, polyclinic and condition pages,
 * articles, promotions, FAQ, legal texts, testimonies, and the sitemap feed. Every answer is
 * shaped by src/api/content/schemas.ts (the tests parse each one with it); unknown ids and slugs
 * answer 404. Promotions read an optional member token: a valid one also shows member-only ones,
 * anything else is a visitor (never 401 on a public page).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type * as v from 'valibot'
import type {
  AboutUsPage,
  AdvisorPage,
  Article,
  ArticleList,
  ArticleSummary,
  ConditionCard,
  ConditionPage,
  FaqPage,
  Image,
  InterimPage,
  LandingPage,
  LegalPage,
  PolyclinicPage,
  PromotionDetail,
  PromotionList,
  Sitemap,
  SitemapEntry,
  Testimony,
  TestimonyList,
  TestimonyPage,
} from '../../src/api/content/schemas'
import {
  ArticleListQuery,
  TESTIMONY_PAGE_SIZE,
  TestimonyListQuery,
} from '../../src/api/content/schemas'
import { sha256 } from '../auth/secrets'
import { accessTokens } from '../db/schema/auth'
import {
  advisors,
  articleCategories,
  articles,
  conditionPages,
  contentPages,
  faqItems,
  polyclinicPages,
  promotions,
  testimonies,
} from '../db/schema/content'
import { conditions, polyclinics } from '../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../deps'
import { ApiProblem, MESSAGES } from '../http/problem'
import { readQuery } from '../http/validation'

/** Edited content: five minutes in caches is fresh enough. */
const PUBLIC_CACHE = 'public, max-age=300'
/** Depends on who asks (member-only promotions). */
const PRIVATE_CACHE = 'private, no-store'

/** Shown for a condition that has no page picture yet. */
const FALLBACK_CONDITION_IMAGE: Image = {
  src: '/images/content/conditions/default.svg',
  alt: '',
  width: 640,
  height: 480,
}

type Out<S extends v.GenericSchema> = v.InferOutput<S>
type Db = ApiDeps['db']

const notFound = () => new ApiProblem(404, MESSAGES.notFound)
const iso = (date: Date) => date.toISOString()

function publicJson<T>(c: Context<ApiEnv>, body: T) {
  c.header('cache-control', PUBLIC_CACHE)
  return c.json(body as object)
}

export function contentRoutes(deps: ApiDeps) {
  const { db } = deps

  /** A singleton page's row; a missing one is a 404 (an unseeded database). */
  async function page<T>(key: string): Promise<T & { updatedAt: string }> {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1)
    if (!row) throw notFound()
    return { ...(row.data as T), updatedAt: iso(row.updatedAt) }
  }

  /** Is there a valid, unexpired, unrevoked member token on the request? */
  async function isMember(c: Context<ApiEnv>): Promise<boolean> {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (!token) return false
    const [row] = await db
      .select({ id: accessTokens.memberId })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.tokenHash, sha256(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, deps.clock.now()),
        ),
      )
      .limit(1)
    return row !== undefined
  }

  const legal = (key: string) => async (c: Context<ApiEnv>) =>
    publicJson(c, (await page<Out<typeof LegalPage>>(key)) satisfies Out<typeof LegalPage>)

  return new Hono<ApiEnv>()
    .get('/dc-frontend/landing-page', async (c) => {
      const data = await page<
        Omit<
          Out<typeof LandingPage>,
          'featuredConditions' | 'testimonials' | 'latestArticles' | 'faq'
        > & { featuredConditionIds: string[] }
      >('landing')
      const { featuredConditionIds, ...rest } = data
      const [cards, latest, beforeAfter, video, faq] = await Promise.all([
        conditionCards(db, featuredConditionIds),
        articleSummaries(db, { limit: 3 }),
        testimonyList(db, { type: 'before_after', limit: 2 }),
        testimonyList(db, { type: 'video', limit: 1 }),
        db
          .select()
          .from(faqItems)
          .where(eq(faqItems.featured, true))
          .orderBy(asc(faqItems.groupPosition), asc(faqItems.position))
          .limit(5),
      ])
      const byId = new Map(cards.map((card) => [card.id, card]))
      return publicJson(c, {
        ...rest,
        featuredConditions: featuredConditionIds.flatMap((id) => byId.get(id) ?? []),
        testimonials: [...beforeAfter.rows, ...video.rows],
        latestArticles: latest,
        faq: faq.map(({ id, question, answer }) => ({ id, question, answer })),
      } satisfies Out<typeof LandingPage>)
    })

    .get('/dc-frontend/poly-clinic/:slug', async (c) => {
      const [row] = await db
        .select({ clinic: polyclinics, page: polyclinicPages })
        .from(polyclinics)
        .innerJoin(polyclinicPages, eq(polyclinicPages.polyclinicId, polyclinics.id))
        .where(eq(polyclinics.slug, c.req.param('slug')))
        .limit(1)
      if (!row) throw notFound()
      const cards = await conditionCards(db, undefined, row.clinic.id)
      return publicJson(c, {
        id: row.clinic.id,
        slug: row.clinic.slug,
        name: row.clinic.name,
        description: row.clinic.description,
        seo: row.page.seo,
        ...(row.page.hero ? { hero: row.page.hero } : {}),
        image: row.page.image,
        blocks: row.page.blocks,
        faq: row.page.faq,
        conditions: cards,
        updatedAt: iso(row.page.updatedAt),
      } satisfies Out<typeof PolyclinicPage>)
    })

    .get('/dc-frontend/condition-page/:id', async (c) => {
      const id = c.req.param('id')
      const [row] = await db
        .select()
        .from(conditionPages)
        .where(eq(conditionPages.conditionId, id))
        .limit(1)
      const [card] = row ? await conditionCards(db, [id]) : []
      if (!row || !card) throw notFound()
      const related = await articleSummaries(db, { limit: 3, conditionId: id })
      const more =
        related.length < 3
          ? await articleSummaries(db, {
              limit: 3 - related.length,
              polyclinicId: card.polyclinic.id,
              excludeConditionId: id,
            })
          : []
      return publicJson(c, {
        seo: row.seo,
        ...(row.hero ? { hero: row.hero } : {}),
        blocks: row.blocks,
        updatedAt: iso(row.updatedAt),
        condition: card,
        symptoms: row.symptoms,
        faq: row.faq,
        relatedArticles: [...related, ...more],
        cta: {
          label: 'Mulai Konsul',
          href: `/konsultasi?flowId=${card.flowId}&type=condition&name=${card.slug}`,
        },
      } satisfies Out<typeof ConditionPage>)
    })

    .get('/dc-frontend/advisor-page', async (c) => {
      const [data, rows] = await Promise.all([
        page<Omit<Out<typeof AdvisorPage>, 'advisors'>>('advisor'),
        db.select().from(advisors).orderBy(asc(advisors.position)),
      ])
      return publicJson(c, {
        ...data,
        advisors: rows.map(({ position: _position, ...advisor }) => advisor),
      } satisfies Out<typeof AdvisorPage>)
    })

    .get('/dc-frontend/about-us-page', async (c) =>
      publicJson(
        c,
        (await page<Out<typeof AboutUsPage>>('about-us')) satisfies Out<typeof AboutUsPage>,
      ),
    )

    .get('/dc-frontend/article-page', async (c) => {
      const query = readQuery(c, ArticleListQuery)
      const categories = await db
        .select({ slug: articleCategories.slug, name: articleCategories.name })
        .from(articleCategories)
        .where(
          sql`exists (select 1 from ${articles} where ${articles.categorySlug} = ${articleCategories.slug})`,
        )
        .orderBy(asc(articleCategories.position))
      const category = query.categoryArticle
        ? categories.find((item) => item.slug === query.categoryArticle)
        : undefined
      if (query.categoryArticle && !category) {
        throw new ApiProblem(400, MESSAGES.invalidInput, [
          { path: 'categoryArticle', message: 'Kategori artikel tidak dikenal.' },
        ])
      }
      const where = category ? eq(articles.categorySlug, category.slug) : undefined
      const [data, [total]] = await Promise.all([
        page<Pick<Out<typeof ArticleList>, 'seo' | 'hero'>>('articles'),
        db.select({ value: count() }).from(articles).where(where),
      ])
      const rows = await articleSummaries(db, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        categorySlug: category?.slug,
      })
      const totalCount = total?.value ?? 0
      return publicJson(c, {
        seo: data.seo,
        ...(data.hero ? { hero: data.hero } : {}),
        data: rows,
        meta: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.ceil(totalCount / query.limit),
        },
        categories,
        category: category ?? null,
      } satisfies Out<typeof ArticleList>)
    })

    .get('/dc-frontend/article-detail/:id', async (c) => {
      const id = c.req.param('id')
      const [row] = await db
        .select({ article: articles, category: articleCategories })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.slug, articles.categorySlug))
        .where(eq(articles.id, id))
        .limit(1)
      if (!row) throw notFound()
      const { article } = row
      const [cards, sameCategory] = await Promise.all([
        article.conditionId ? conditionCards(db, [article.conditionId]) : Promise.resolve([]),
        articleSummaries(db, { limit: 3, categorySlug: article.categorySlug, excludeId: id }),
      ])
      const related =
        sameCategory.length < 3
          ? [
              ...sameCategory,
              ...(await articleSummaries(db, { limit: 3 - sameCategory.length, excludeId: id })),
            ].filter((item, index, all) => all.findIndex((x) => x.id === item.id) === index)
          : sameCategory
      return publicJson(c, {
        ...toSummary(article, row.category),
        seo: article.seo,
        blocks: article.blocks,
        updatedAt: iso(article.updatedAt),
        reviewer: article.reviewer ?? null,
        condition: cards[0] ?? null,
        related: related.slice(0, 3),
      } satisfies Out<typeof Article>)
    })

    .get('/dc-frontend/promotion-page', async (c) => {
      const member = await isMember(c)
      const now = deps.clock.now()
      const [data, rows] = await Promise.all([
        page<Pick<Out<typeof PromotionList>, 'seo' | 'hero'>>('promotions'),
        db
          .select()
          .from(promotions)
          .where(
            and(
              gt(promotions.validUntil, now),
              member ? undefined : eq(promotions.membersOnly, false),
            ),
          )
          .orderBy(asc(promotions.validUntil), asc(promotions.id)),
      ])
      // The answer depends on the token: shared caches may keep only the visitors' one.
      c.header('cache-control', c.req.header('authorization') ? PRIVATE_CACHE : PUBLIC_CACHE)
      c.header('vary', 'authorization')
      return c.json({
        seo: data.seo,
        ...(data.hero ? { hero: data.hero } : {}),
        data: rows.map((row) => toPromotion(row, now)),
      } satisfies Out<typeof PromotionList>)
    })

    .get('/dc-frontend/promotion-detail/:id', async (c) => {
      const [row] = await db
        .select()
        .from(promotions)
        .where(eq(promotions.id, c.req.param('id')))
        .limit(1)
      if (!row || (row.membersOnly && !(await isMember(c)))) throw notFound()
      c.header('cache-control', row.membersOnly ? PRIVATE_CACHE : PUBLIC_CACHE)
      c.header('vary', 'authorization')
      return c.json({
        ...toPromotion(row, deps.clock.now()),
        seo: {
          title: row.title,
          description: row.summary,
          image: row.image,
        },
        blocks: row.blocks,
        howToUse: row.howToUse,
        updatedAt: iso(row.updatedAt),
      } satisfies Out<typeof PromotionDetail>)
    })

    .get('/dc-frontend/faq-page-v2', async (c) => {
      const [data, rows] = await Promise.all([
        page<Omit<Out<typeof FaqPage>, 'groups'>>('faq'),
        db.select().from(faqItems).orderBy(asc(faqItems.groupPosition), asc(faqItems.position)),
      ])
      const groups: Out<typeof FaqPage>['groups'] = []
      for (const row of rows) {
        let group = groups.at(-1)
        if (group?.slug !== row.groupSlug) {
          group = { id: row.groupSlug, slug: row.groupSlug, title: row.groupTitle, items: [] }
          groups.push(group)
        }
        group.items.push({ id: row.id, question: row.question, answer: row.answer })
      }
      return publicJson(c, { ...data, groups } satisfies Out<typeof FaqPage>)
    })

    .get('/dc-frontend/privacy-page', legal('privacy'))
    .get('/dc-frontend/terms-page', legal('terms'))
    .get('/dc-frontend/consultation-agreement-page', legal('consultation-agreement'))

    .get('/dc-frontend/interim-page', async (c) =>
      publicJson(
        c,
        (await page<Out<typeof InterimPage>>('interim')) satisfies Out<typeof InterimPage>,
      ),
    )

    .get('/dc-frontend/testimony-page', async (c) => {
      const [data, withTestimonies] = await Promise.all([
        page<Omit<Out<typeof TestimonyPage>, 'conditions'>>('testimony'),
        db
          .selectDistinct({
            slug: conditions.slug,
            name: conditions.name,
            clinic: polyclinics.position,
            position: conditions.position,
          })
          .from(testimonies)
          .innerJoin(conditions, eq(conditions.id, testimonies.conditionId))
          .innerJoin(polyclinics, eq(polyclinics.id, conditions.polyclinicId))
          .orderBy(asc(polyclinics.position), asc(conditions.position)),
      ])
      return publicJson(c, {
        ...data,
        conditions: withTestimonies.map(({ slug, name }) => ({ slug, name })),
      } satisfies Out<typeof TestimonyPage>)
    })

    .get('/dc-frontend/testimony', async (c) => {
      const query = readQuery(c, TestimonyListQuery)
      const limit = query.limit ?? TESTIMONY_PAGE_SIZE[query.type]
      const { rows, total } = await testimonyList(db, {
        type: query.type,
        limit,
        offset: (query.page - 1) * limit,
        conditionSlug: query.conditionSlug,
      })
      return publicJson(c, {
        data: rows,
        meta: { page: query.page, limit, total, totalPages: Math.ceil(total / limit) },
      } satisfies Out<typeof TestimonyList>)
    })

    .get('/dc-frontend/sitemap', async (c) => {
      const now = deps.clock.now()
      const [pages, articleRows, promotionRows, clinicRows, conditionRows] = await Promise.all([
        db.select({ key: contentPages.key, updatedAt: contentPages.updatedAt }).from(contentPages),
        db
          .select({ id: articles.id, updatedAt: articles.updatedAt })
          .from(articles)
          .orderBy(desc(articles.publishedAt), asc(articles.id)),
        db
          .select({ id: promotions.id, updatedAt: promotions.updatedAt })
          .from(promotions)
          .where(and(eq(promotions.membersOnly, false), gt(promotions.validUntil, now)))
          .orderBy(asc(promotions.validUntil), asc(promotions.id)),
        db
          .select({ slug: polyclinics.slug, updatedAt: polyclinicPages.updatedAt })
          .from(polyclinics)
          .innerJoin(polyclinicPages, eq(polyclinicPages.polyclinicId, polyclinics.id))
          .orderBy(asc(polyclinics.position)),
        db
          .select({ id: conditions.id, updatedAt: conditionPages.updatedAt })
          .from(conditions)
          .innerJoin(conditionPages, eq(conditionPages.conditionId, conditions.id))
          .innerJoin(polyclinics, eq(polyclinics.id, conditions.polyclinicId))
          .orderBy(asc(polyclinics.position), asc(conditions.position)),
      ])
      const pageUpdated = new Map(pages.map((row) => [row.key, row.updatedAt]))
      const latest = (dates: Date[]) =>
        dates.reduce((a, b) => (a > b ? a : b), new Date(0)).toISOString()
      const entries: SitemapEntry[] = []
      for (const [path, key] of SITEMAP_PAGES) {
        const updated = pageUpdated.get(key)
        if (updated) entries.push({ path, kind: 'page', updatedAt: iso(updated) })
      }
      entries.push({
        path: '/poliklinik',
        kind: 'page',
        updatedAt: latest(clinicRows.map((row) => row.updatedAt)),
      })
      for (const row of clinicRows) {
        entries.push({
          path: `/poliklinik/${row.slug}`,
          kind: 'polyclinic',
          updatedAt: iso(row.updatedAt),
        })
      }
      for (const row of conditionRows) {
        entries.push({
          path: `/kondisi/${row.id}`,
          kind: 'condition',
          updatedAt: iso(row.updatedAt),
        })
      }
      for (const row of articleRows) {
        entries.push({ path: `/artikel/${row.id}`, kind: 'article', updatedAt: iso(row.updatedAt) })
      }
      for (const row of promotionRows) {
        entries.push({ path: `/promo/${row.id}`, kind: 'promotion', updatedAt: iso(row.updatedAt) })
      }
      return publicJson(c, { data: entries } satisfies Out<typeof Sitemap>)
    })
}

/** Singleton pages in the sitemap: the web app's path and the content row it shows. */
const SITEMAP_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/', 'landing'],
  ['/artikel', 'articles'],
  ['/promo', 'promotions'],
  ['/advisor', 'advisor'],
  ['/tentang-kami', 'about-us'],
  ['/testimoni', 'testimony'],
  ['/faq', 'faq'],
  ['/kebijakan-privasi', 'privacy'],
  ['/syarat-ketentuan', 'terms'],
  ['/persetujuan-konsultasi', 'consultation-agreement'],
]

// ---------------------------------------------------------------------------------------------
// Shared reads

/** Condition cards by id (in polyclinic order), or every condition of one polyclinic. */
async function conditionCards(
  db: Db,
  ids?: string[],
  polyclinicId?: string,
): Promise<ConditionCard[]> {
  if (ids && ids.length === 0) return []
  const rows = await db
    .select({ condition: conditions, clinic: polyclinics, image: conditionPages.image })
    .from(conditions)
    .innerJoin(polyclinics, eq(polyclinics.id, conditions.polyclinicId))
    .leftJoin(conditionPages, eq(conditionPages.conditionId, conditions.id))
    .where(
      and(
        ids ? inArray(conditions.id, ids) : undefined,
        polyclinicId ? eq(conditions.polyclinicId, polyclinicId) : undefined,
      ),
    )
    .orderBy(asc(polyclinics.position), asc(conditions.position))
  return rows.map(({ condition, clinic, image }) => ({
    id: condition.id,
    slug: condition.slug,
    name: condition.name,
    summary: condition.summary,
    flowId: condition.flowId,
    polyclinic: { id: clinic.id, slug: clinic.slug, name: clinic.name },
    image: image ?? FALLBACK_CONDITION_IMAGE,
  }))
}

type ArticleRow = typeof articles.$inferSelect

function toSummary(
  article: ArticleRow,
  category: { slug: string; name: string },
): Out<typeof ArticleSummary> {
  return {
    id: article.id,
    slug: article.id,
    title: article.title,
    excerpt: article.excerpt,
    category: { slug: category.slug, name: category.name },
    author: article.author,
    publishedAt: iso(article.publishedAt),
    readingMinutes: article.readingMinutes,
    cover: article.cover,
  }
}

/** Newest first (then by id, so pages never overlap). */
async function articleSummaries(
  db: Db,
  options: {
    limit: number
    offset?: number
    categorySlug?: string | undefined
    conditionId?: string
    polyclinicId?: string
    excludeConditionId?: string
    excludeId?: string
  },
) {
  const rows = await db
    .select({ article: articles, category: articleCategories })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.slug, articles.categorySlug))
    .leftJoin(conditions, eq(conditions.id, articles.conditionId))
    .where(
      and(
        options.categorySlug ? eq(articles.categorySlug, options.categorySlug) : undefined,
        options.conditionId ? eq(articles.conditionId, options.conditionId) : undefined,
        options.polyclinicId ? eq(conditions.polyclinicId, options.polyclinicId) : undefined,
        options.excludeConditionId
          ? ne(articles.conditionId, options.excludeConditionId)
          : undefined,
        options.excludeId ? ne(articles.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(options.limit)
    .offset(options.offset ?? 0)
  return rows.map((row) => toSummary(row.article, row.category))
}

function toPromotion(row: typeof promotions.$inferSelect, now: Date) {
  const status: 'upcoming' | 'active' | 'expired' =
    now < row.validFrom ? 'upcoming' : now >= row.validUntil ? 'expired' : 'active'
  return {
    id: row.id,
    slug: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    status,
    code: row.code,
    membersOnly: row.membersOnly,
    terms: row.terms,
  }
}

async function testimonyList(
  db: Db,
  options: {
    type: 'before_after' | 'video'
    limit: number
    offset?: number
    conditionSlug?: string | undefined
  },
): Promise<{ rows: Testimony[]; total: number }> {
  const where = and(
    eq(testimonies.type, options.type),
    options.conditionSlug ? eq(conditions.slug, options.conditionSlug) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        testimony: testimonies,
        condition: { slug: conditions.slug, name: conditions.name },
      })
      .from(testimonies)
      .innerJoin(conditions, eq(conditions.id, testimonies.conditionId))
      .where(where)
      .orderBy(desc(testimonies.publishedAt), asc(testimonies.id))
      .limit(options.limit)
      .offset(options.offset ?? 0),
    db
      .select({ value: count() })
      .from(testimonies)
      .innerJoin(conditions, eq(conditions.id, testimonies.conditionId))
      .where(where),
  ])
  return {
    rows: rows.map(({ testimony, condition }) => {
      const common = {
        id: testimony.id,
        name: testimony.name,
        age: testimony.age,
        city: testimony.city,
        condition,
        quote: testimony.quote,
        publishedAt: iso(testimony.publishedAt),
      }
      const details = testimony.details
      return details.type === 'before_after'
        ? {
            ...common,
            type: 'before_after' as const,
            story: details.story,
            durationWeeks: details.durationWeeks,
            before: details.before,
            after: details.after,
          }
        : {
            ...common,
            type: 'video' as const,
            poster: details.poster,
            videoUrl: null,
            durationSeconds: details.durationSeconds,
            transcript: details.transcript,
          }
    }),
    total: total?.value ?? 0,
  }
}
