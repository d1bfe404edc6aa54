/** `GET /dc-frontend/content-version`: what the site's page caches are keyed by (ADR 016). */
import { Hono } from 'hono'
import type { ContentVersion } from '../../../contract/content/schemas'
import type { ContentVersions } from '../../content/content-version'
import type { ApiEnv } from '../../deps'

/** Read from the database on every call: the site keys its pages by it. */
export function contentVersionRoutes(versions: ContentVersions) {
  return new Hono<ApiEnv>().get('/dc-frontend/content-version', async (c) => {
    const { version, changedAt } = await versions.fresh()
    c.header('cache-control', 'no-store')
    return c.json({ version, changedAt: changedAt.toISOString() } satisfies ContentVersion)
  })
}
