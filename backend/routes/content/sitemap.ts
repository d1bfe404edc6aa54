/**
 * The sitemap feed (`/dc-frontend/sitemap`): every public page the web app can show and when its
 * content last changed. Member-only and expired promotions stay out.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Sitemap, SitemapEntry } from '../../../src/api/content/schemas'
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
    const latest = (dates: Date[]) =>
      dates.reduce((a, b) => (a > b ? a : b), new Date(0)).toISOString()
    const entries: SitemapEntry[] = []
    for (const [path, key] of SITEMAP_PAGES) {
      const updated = pageUpdated.get(key)
      if (updated) entries.push({ path, kind: 'page', updatedAt: updated.toISOString() })
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
        updatedAt: row.updatedAt.toISOString(),
      })
    }
    for (const row of conditionRows) {
      entries.push({
        path: `/kondisi/${row.id}`,
        kind: 'condition',
        updatedAt: row.updatedAt.toISOString(),
      })
    }
    for (const row of articleRows) {
      entries.push({
        path: `/artikel/${row.id}`,
        kind: 'article',
        updatedAt: row.updatedAt.toISOString(),
      })
    }
    for (const row of promotionRows) {
      entries.push({
        path: `/promo/${row.id}`,
        kind: 'promotion',
        updatedAt: row.updatedAt.toISOString(),
      })
    }
    return publicJson(c, { data: entries } satisfies Sitemap)
  })
}
