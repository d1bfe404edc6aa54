/**
 * `LISTEN` on one of our channels, on PostgreSQL (a dedicated postgres-js connection, listening
 * again by itself after a drop) or on PGlite (its one connection: every notice is this process's
 * own). The notices come from triggers (migration 0019), sent only when their transaction commits.
 */
import postgres from 'postgres'
import type { DatabaseHandle } from '../db/client'

export interface NoticeListener {
  close(): Promise<void>
}

export interface NoticeSource {
  database: Pick<DatabaseHandle, 'pglite'>
  /** PostgreSQL's URL; absent on PGlite. */
  databaseUrl?: string | undefined
}

/**
 * Listens on `channel`; resolves once the LISTEN is active. `onReconnect` runs when a dropped
 * connection listens again: notices sent meanwhile are lost, so the caller reads the database.
 */
export async function listenForNotices(
  source: NoticeSource,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<NoticeListener> {
  if (source.databaseUrl) {
    const client = postgres(source.databaseUrl, { max: 1, onnotice: () => {} })
    let listens = 0
    try {
      await client.listen(channel, onNotice, () => {
        listens += 1
        if (listens > 1) onReconnect()
      })
    } catch (error) {
      await client.end({ timeout: 1 })
      throw error
    }
    return { close: () => client.end({ timeout: 5 }) }
  }
  const { pglite } = source.database
  if (!pglite) {
    throw new Error(
      `Listening on ${channel} needs DATABASE_URL or a PGlite database, and got neither`,
    )
  }
  const unlisten = await pglite.listen(channel, onNotice)
  return {
    close: async () => {
      // A PGlite already closed has nothing left to stop listening.
      if (!pglite.closed) await unlisten()
    },
  }
}
