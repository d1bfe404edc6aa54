/**
 * Public content pages (spec §7 "Public content"): landing, polyclinic and condition pages,
 * articles, promotions, FAQ, legal texts, testimonies.
 */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'

export function contentRoutes(_deps: ApiDeps) {
  return new Hono<ApiEnv>()
}
