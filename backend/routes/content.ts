/**
 * Public content pages (spec §7 "Public content"): landing, polyclinic and condition pages,
 * articles, promotions, FAQ, legal texts, testimonies, and the sitemap feed. Every answer is
 * shaped by contract/content/schemas.ts (the tests parse each one with it); unknown ids and slugs
 * answer 404.
 */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'
import { articleRoutes } from './content/articles'
import { contentPageRoutes } from './content/pages'
import { promotionRoutes } from './content/promotions'
import { sitemapRoutes } from './content/sitemap'
import { testimonyRoutes } from './content/testimonies'

export function contentRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', contentPageRoutes(deps))
    .route('/', articleRoutes(deps))
    .route('/', promotionRoutes(deps))
    .route('/', testimonyRoutes(deps))
    .route('/', sitemapRoutes(deps))
}
