/**
 * The content version (backend/db/schema/content-version.ts): raised by the database when a
 * transaction that changed anything a visitor's page shows commits. Read fresh on every use, one
 * primary-key lookup, so a cache keyed by it never serves what an edit has replaced.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { contentVersion } from '../db/schema/content-version'

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
  // The migration inserts the row; without it, nothing has been cached against a version yet.
  return row?.version ?? 0
}
