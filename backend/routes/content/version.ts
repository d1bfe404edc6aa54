/** `GET /dc-frontend/content-version`: what the site's page caches are keyed by (ADR 016). */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ContentVersion } from '../../../src/api/content/schemas'
import { contentVersion } from '../../db/schema/content-version'
import type { ApiDeps, ApiEnv } from '../../deps'

export function contentVersionRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>().get('/dc-frontend/content-version', async (c) => {
    const [row] = await db.select().from(contentVersion).where(eq(contentVersion.id, 1))
    c.header('cache-control', 'no-store')
    return c.json({
      version: row?.version ?? 0,
      changedAt: (row?.changedAt ?? new Date(0)).toISOString(),
    } satisfies ContentVersion)
  })
}
