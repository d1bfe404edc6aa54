/**
 * One migrated and seeded PGlite database for a whole browser-test run, copied into each server's
 * data folder before the server starts. The server then opens it, finds every migration applied
 * and the seed in place, and answers in seconds, where migrating and seeding its own took 10–15 s
 * of a core (several times that while the other workers ran), and an API started by a spec in
 * the middle of a run missed its 60 s (ADR 033).
 *
 * The global setup makes it (`makeSeededDatabase`) and names it in the environment the workers
 * inherit; a server started without it (`npm run size`, the scale checks) migrates and seeds as
 * `npm start` does. A copy is as fresh as the seed of a server started at the run's beginning.
 *
 * With `E2E_DATABASE_URL` (a PostgreSQL server the tests may create databases on; CI's, from
 * scripts/ci-postgres.sh) the seeded database is a PostgreSQL one instead, and each server gets
 * `create database … template` of it: production's database, and no PostgreSQL compiled to
 * WebAssembly in every server, which was a third of the servers' CPU (ADR 033). The run's
 * databases are dropped when it ends.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'

const SEEDED_DATABASE_VARIABLE = 'DIRI_TEST_SEEDED_PGLITE'
const SEEDED_POSTGRES_VARIABLE = 'DIRI_TEST_SEEDED_POSTGRES'
/** A PostgreSQL server the browser tests may create and drop databases on. */
const POSTGRES_VARIABLE = 'E2E_DATABASE_URL'
/** Where PGlite keeps its files under a DATA_DIR (backend/db/client.ts). */
const PGLITE_FOLDER = 'pglite'

/** `url` with its database named `name`. */
function databaseUrl(url: string, name: string) {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** `npm run db:seed`'s work, in the environment the test servers get, against `overrides`. */
async function seed(
  processEnv: (overrides: Record<string, string>) => NodeJS.ProcessEnv,
  overrides: Record<string, string>,
) {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'backend/db/cli.ts', 'seed'], {
    cwd: process.cwd(),
    env: processEnv(overrides),
  })
}

/**
 * Migrates and seeds the run's database: a PGlite one in a folder of its own, and with
 * E2E_DATABASE_URL a PostgreSQL one on that server.
 */
export async function makeSeededDatabase(
  processEnv: (overrides: Record<string, string>) => NodeJS.ProcessEnv,
): Promise<{ dispose: () => Promise<void> }> {
  const server = process.env[POSTGRES_VARIABLE]
  // The PGlite one is made with PostgreSQL's too, for the servers in production mode (below).
  const made = await Promise.all([
    makeSeededPglite(processEnv),
    ...(server ? [makeSeededPostgres(server, processEnv)] : []),
  ])
  return { dispose: async () => void (await Promise.all(made.map((one) => one.dispose()))) }
}

async function makeSeededPglite(
  processEnv: (overrides: Record<string, string>) => NodeJS.ProcessEnv,
): Promise<{ dispose: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'diri-test-seeded-'))
  await seed(processEnv, { DATA_DIR: dataDir })
  process.env[SEEDED_DATABASE_VARIABLE] = dataDir
  return {
    dispose: async () => {
      delete process.env[SEEDED_DATABASE_VARIABLE]
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function makeSeededPostgres(
  server: string,
  processEnv: (overrides: Record<string, string>) => NodeJS.ProcessEnv,
): Promise<{ dispose: () => Promise<void> }> {
  // Every database of the run starts with its name, so the end of the run finds them all, even
  // those a worker made for a server of its own.
  const run = `diri_e2e_${randomBytes(4).toString('hex')}`
  const admin = postgres(server, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${run}_seeded"`)
  try {
    await seed(processEnv, { DATABASE_URL: databaseUrl(server, `${run}_seeded`) })
  } catch (error) {
    await admin.unsafe(`drop database if exists "${run}_seeded" with (force)`)
    await admin.end()
    throw error
  }
  process.env[SEEDED_POSTGRES_VARIABLE] = run
  return {
    dispose: async () => {
      delete process.env[SEEDED_POSTGRES_VARIABLE]
      const databases = await admin<{ name: string }[]>`
        select datname as name from pg_database where datname like ${`${run}\\_%`}`
      for (const { name } of databases) {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
      }
      await admin.end()
    },
  }
}

/**
 * Gives a server a copy of the run's seeded database, when the run made one and the server was
 * given no database of its own: as a new database on the run's PostgreSQL server, named in
 * `env.DATABASE_URL`, or in its DATA_DIR (PGlite). Otherwise the server migrates and seeds its own.
 */
export async function copySeededDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  if (env.DATABASE_URL) return
  const server = process.env[POSTGRES_VARIABLE]
  const run = process.env[SEEDED_POSTGRES_VARIABLE]
  // A server in production mode keeps PGlite: PostgreSQL there is how a real deployment looks
  // (app.config.ts), which asks for secrets and providers such a test's server is not given.
  if (server && run && env.NODE_ENV !== 'production') {
    const name = `${run}_${randomBytes(4).toString('hex')}`
    const admin = postgres(server, { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(`create database "${name}" template "${run}_seeded"`)
    } finally {
      await admin.end()
    }
    env.DATABASE_URL = databaseUrl(server, name)
    return
  }
  const seeded = process.env[SEEDED_DATABASE_VARIABLE]
  if (!seeded || !env.DATA_DIR) return
  await cp(join(seeded, PGLITE_FOLDER), join(env.DATA_DIR, PGLITE_FOLDER), { recursive: true })
}
