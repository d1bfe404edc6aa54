/**
 * The migrated and seeded database every test file starts from, made once and copied per file
 * instead of migrated and seeded per file (ADR 026).
 *
 * PGlite: an image of the seeded data folder (`dumpDataDir`), kept under node_modules/.cache and
 * named by a hash of what it is made from (migrations, schema, seed code and data, PGlite's
 * version, the seed's time); a file loads it (`loadDataDir`), which also skips PGlite's initdb.
 * PostgreSQL: a template database on the server, named by the same hash; a file's database is
 * `create database … template` of it, a file copy on the server.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { type DatabaseHandle, openPglite, openPostgres, pgliteExtensions } from '../db/client'
import { seedDatabase } from '../db/seed'

const ROOT = join(import.meta.dirname, '..', '..')
/** What the seeded database is made of: a change to any of these makes a new template. */
const INPUTS = [
  'backend/db/migrations',
  'backend/db/schema',
  'backend/db/seed',
  'backend/db/seed.ts',
  // What the seed code imports from outside those folders.
  'contract/consults/questionnaire.ts',
  'contract/consults/fhir.ts',
  'node_modules/idn-area-data/package.json',
  'node_modules/@electric-sql/pglite/package.json',
]
const IMAGE_FOLDER = join(ROOT, 'node_modules', '.cache', 'diri-test-db')

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort()
}

/** A short hash of every input file's path and bytes, and of the seed's time. */
function templateKey(seedTime: Date): string {
  const hash = createHash('sha256').update(seedTime.toISOString())
  for (const file of INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

async function migrateAndSeed(database: DatabaseHandle, seedTime: Date) {
  await database.migrate()
  await seedDatabase(database.db, { now: seedTime })
}

/** A PGlite in memory holding the seeded database: loaded from the image, made when missing. */
export async function seededPglite(seedTime: Date): Promise<DatabaseHandle> {
  const image = join(IMAGE_FOLDER, `pglite-${templateKey(seedTime)}.tar`)
  if (existsSync(image)) {
    const loadDataDir = new Blob([await readFile(image)])
    return openPglite(await PGlite.create({ loadDataDir, extensions: pgliteExtensions }))
  }
  const database = await openPglite()
  await migrateAndSeed(database, seedTime)
  if (!database.pglite) throw new Error('openPglite() returned a handle without its PGlite')
  const dump = await database.pglite.dumpDataDir('none')
  await mkdir(IMAGE_FOLDER, { recursive: true })
  // Written beside and renamed: two files making it at once each write a whole image, and a
  // reader never sees half of one.
  const partial = `${image}.${process.pid}.partial`
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await rename(partial, image)
  // Images of an older seed are never read again: 65 MB each.
  for (const old of await readdir(IMAGE_FOLDER)) {
    if (/^pglite-[0-9a-f]+\.tar$/.test(old) && join(IMAGE_FOLDER, old) !== image) {
      await rm(join(IMAGE_FOLDER, old), { force: true })
    }
  }
  return database
}

/**
 * The name of the seeded template database on the server of `adminUrl`, made when missing.
 * An advisory lock makes the files that start together wait for the one that makes it.
 */
export async function seededPostgresTemplate(adminUrl: string, seedTime: Date): Promise<string> {
  const name = `diri_test_template_${templateKey(seedTime)}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    // One maker per server: the others wait here, then find the template made.
    await admin`select pg_advisory_lock(hashtext(${name}))`
    const [found] = await admin`select 1 from pg_database where datname = ${name}`
    if (!found) {
      const building = `${name}_building`
      await admin.unsafe(`drop database if exists "${building}" with (force)`)
      await admin.unsafe(`create database "${building}"`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      const database = openPostgres(url.toString(), { max: 1 })
      try {
        await migrateAndSeed(database, seedTime)
      } finally {
        await database.close()
      }
      // Renamed only when whole: a failed seed leaves no template that looks ready.
      await admin.unsafe(`alter database "${building}" rename to "${name}"`)
      // Templates of an older seed (a developer's server) are never copied again.
      const stale = await admin`
        select datname from pg_database
        where starts_with(datname, 'diri_test_template_') and datname <> ${name}`
      for (const { datname } of stale) {
        // One another run is copying right now stays, for a later run to drop.
        await admin.unsafe(`drop database if exists "${datname}"`).catch(() => {})
      }
    }
    await admin`select pg_advisory_unlock(hashtext(${name}))`
    return name
  } finally {
    await admin.end()
  }
}
