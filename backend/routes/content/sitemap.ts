/**
 * The sitemap feed (`/dc-frontend/sitemap`): every public page the web app can show and when its
 * content last changed. Member-only and expired promotions stay out.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Sitemap, SitemapEntry } from '../../../contract/content/schemas'
import {
  articles,
  conditionPages,
  contentPages,
  polyclinicPages,
  promotions,
} from '../../db/schema/content'
import { conditions, polyclinics } from '../../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../../deps'
import { publicJson } from './public-json'
import type { PageKey } from './singleton-pages'

/** Singleton pages in the sitemap: the web app's path and the content row it shows. */
const SITEMAP_PAGES: ReadonlyArray<readonly [string, PageKey]> = [
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

export function sitemapRoutes({ db, clock }: ApiDeps) {
  return new Hono<ApiEnv>().get('/dc-frontend/sitemap', async (c) => {
    const now = clock.now()
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
    const entries = SITEMAP_PAGES.flatMap(([path, key]) => {
      const updated = pageUpdated.get(key)
      return updated ? [entry(path, 'page', updated)] : []
    })
    const clinicsUpdated = clinicRows.reduce(
      (latest, row) => (latest > row.updatedAt ? latest : row.updatedAt),
      new Date(0),
    )
    entries.push(
      entry('/poliklinik', 'page', clinicsUpdated),
      ...clinicRows.map((row) => entry(`/poliklinik/${row.slug}`, 'polyclinic', row.updatedAt)),
      ...conditionRows.map((row) => entry(`/kondisi/${row.id}`, 'condition', row.updatedAt)),
      ...articleRows.map((row) => entry(`/artikel/${row.id}`, 'article', row.updatedAt)),
      ...promotionRows.map((row) => entry(`/promo/${row.id}`, 'promotion', row.updatedAt)),
    )
    return publicJson(c, { data: entries } satisfies Sitemap)
  })
}

function entry(path: string, kind: SitemapEntry['kind'], updatedAt: Date): SitemapEntry {
  return { path, kind, updatedAt: updatedAt.toISOString() }
}
