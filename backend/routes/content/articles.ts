/**
 * Articles: the list (`/dc-frontend/article-page`, by category) and one article
 * (`/dc-frontend/article-detail/{id}`) with the condition it is about and related reading.
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type Article,
  type ArticleList,
  ArticleListQuery,
  type ArticleSummary,
} from '../../../contract/content/schemas'
import type { Database } from '../../db/client'
import { articleCategories, articles } from '../../db/schema/content'
import { conditions } from '../../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../../deps'
import { ApiProblem, MESSAGES, notFound } from '../../http/problem'
import { readQuery } from '../../http/validation'
import { conditionCards } from './condition-cards'
import { publicJson } from './public-json'
import { readPage } from './singleton-pages'

export function articleRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>()
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
        readPage(db, 'articles'),
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
      } satisfies ArticleList)
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
        updatedAt: article.updatedAt.toISOString(),
        reviewer: article.reviewer ?? null,
        condition: cards[0] ?? null,
        related: related.slice(0, 3),
      } satisfies Article)
    })
}

function toSummary(
  article: typeof articles.$inferSelect,
  category: { slug: string; name: string },
): ArticleSummary {
  return {
    id: article.id,
    slug: article.id,
    title: article.title,
    excerpt: article.excerpt,
    category: { slug: category.slug, name: category.name },
    author: article.author,
    publishedAt: article.publishedAt.toISOString(),
    readingMinutes: article.readingMinutes,
    cover: article.cover,
  }
}

/** Newest first (then by id, so pages never overlap). */
export async function articleSummaries(
  db: Database,
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
