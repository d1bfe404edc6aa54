/**
 * Opens the API's database: embedded PGlite by default (a folder on disk, or memory for tests),
 * real PostgreSQL through postgres-js when a connection URL is given. Both run the same
 * migrations and are used through the same Drizzle `Database` type.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  /** The embedded client itself, on PGlite: the job queue runs its SQL through it (jobs/). */
  pglite?: PGlite
  /** Applies pending migrations; safe to call on an up-to-date database. */
  migrate(): Promise<void>
  close(): Promise<void>
}

export const migrationsFolder = resolveMigrationsFolder()

function resolveMigrationsFolder(): string {
  const besideThisFile = fileURLToPath(new URL('./migrations', import.meta.url))
  if (existsSync(join(besideThisFile, 'meta', '_journal.json'))) return besideThisFile
  // A bundled server build no longer sits beside the migrations; it runs from the project root.
  return resolve(process.cwd(), 'backend/db/migrations')
}

/**
 * The extensions the migrations create: `btree_gist` for the bookings' exclusion constraint
 * (schema/booking.ts), `pg_trgm` for search's typo tolerance (schema/search.ts). Real PostgreSQL
 * has them in its contrib package; PGlite ships its own builds.
 */
export const pgliteExtensions = { btree_gist, pg_trgm }

/**
 * An embedded PGlite database: persisted in `dataDir`, or in memory when no folder is given.
 * An existing PGlite instance (a test's clone of a seeded template) can be passed instead.
 */
export async function openPglite(source?: string | PGlite): Promise<DatabaseHandle> {
  let client: PGlite
  if (source instanceof PGlite) client = source
  else if (source) {
    mkdirSync(source, { recursive: true })
    client = await PGlite.create(resolve(source), { extensions: pgliteExtensions })
  } else client = await PGlite.create({ extensions: pgliteExtensions })
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    // Migrations re-create the drizzle bookkeeping schema "if not exists"; those notices are noise.
    onnotice: () => {},
  })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  }
}

/** Real PostgreSQL when `DATABASE_URL` is set, otherwise PGlite under `DATA_DIR/pglite`. */
export function openConfiguredDatabase(env: {
  DATABASE_URL?: string | undefined
  DATA_DIR: string
}): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return Promise.resolve(openPostgres(env.DATABASE_URL))
  return openPglite(join(env.DATA_DIR, 'pglite'))
}

/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
