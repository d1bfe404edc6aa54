/**
 * The content version (backend/db/schema/content-version.ts): raised by the database when a
 * transaction that changed anything a visitor's page shows commits.
 *
 * Each API process keeps the last value it read for a second, so its public answers cost no query
 * at all (ADR 016). A caller that has seen a newer version says so (`atLeast`: the site sends the
 * version its page cache is keyed by, CONTENT_VERSION_HEADER), and the database is asked again:
 * an answer is never keyed by a version older than one its caller already knows. A write through
 * this process (an order: stock) makes it forget, so its own writes show at once; another
 * instance's within the second.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { contentVersion } from '../db/schema/content-version'

/** How long one read of the version serves this process. */
export const CONTENT_VERSION_TTL_MS = 1_000

export async function readContentVersion(db: Database) {
  const [row] = await db.select().from(contentVersion).where(eq(contentVersion.id, 1))
  // The migration inserts the row; without it, nothing has been cached against a version yet.
  return { version: row?.version ?? 0, changedAt: row?.changedAt ?? new Date(0) }
}

export interface ContentVersions {
  /** The version, from this process's last read unless it is old or `atLeast` is newer. */
  current(atLeast?: number): Promise<number>
  /** Read from the database now (and remembered for the next `current`). */
  fresh(): Promise<{ version: number; changedAt: Date }>
  /** Forget the remembered version: after a write here, the next answer reads it again. */
  forget(): void
}

export function contentVersions(
  db: Database,
  options: { ttlMs?: number; now?: () => number } = {},
): ContentVersions {
  const ttlMs = options.ttlMs ?? CONTENT_VERSION_TTL_MS
  const now = options.now ?? Date.now
  let known: { version: number; readAt: number } | null = null
  let reading: Promise<{ version: number; changedAt: Date }> | null = null

  function fresh() {
    // Requests that find the last read too old share the next one.
    reading ??= readContentVersion(db)
      .then(remember)
      .finally(() => {
        reading = null
      })
    return reading
  }

  function remember(row: { version: number; changedAt: Date }) {
    if (!known || row.version >= known.version) known = { version: row.version, readAt: now() }
    return row
  }

  return {
    async current(atLeast = 0) {
      if (known && now() - known.readAt < ttlMs && known.version >= atLeast) {
        return known.version
      }
      const shared = await fresh()
      if (shared.version >= atLeast) return shared.version
      // The shared read began before the caller's newer version was committed: ask once more.
      return remember(await readContentVersion(db)).version
    },
    fresh,
    forget() {
      known = null
    },
  }
}
