/**
 * `npm run db:seed`: migrate and seed the configured database (what start-up does).
 * `npm run db:reset`: drop every table first, then migrate and seed: a fresh demo database.
 *
 * Uses `DATABASE_URL`, or PGlite under `DATA_DIR`. Stop the web app first when it uses PGlite:
 * an embedded database has one owner at a time.
 */
import { sql } from 'drizzle-orm'
import { serverEnv } from '../../app.config'
import { openConfiguredDatabase } from './client'
import { seedDatabase } from './seed'

const command = process.argv[2]
if (command !== 'seed' && command !== 'reset') {
  console.error('Usage: tsx backend/db/cli.ts seed|reset')
  process.exit(2)
}

const started = performance.now()
const database = await openConfiguredDatabase(serverEnv())
try {
  if (command === 'reset') {
    // Everything the migrations made, including drizzle's record of which ones ran.
    await database.db.execute(sql`drop schema if exists public cascade`)
    await database.db.execute(sql`drop schema if exists drizzle cascade`)
    await database.db.execute(sql`create schema public`)
  }
  await database.migrate()
  const seeded = await seedDatabase(database.db)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.info(
    `[db] ${command === 'reset' ? 'reset and seeded' : 'seeded'} ${database.kind} in ${seconds} s: ` +
      `${seeded.provinces} provinces, ${seeded.cities} cities, ${seeded.suburbs} suburbs, ` +
      `${seeded.postalCodes} postal codes, ${seeded.polyclinics} new polyclinics, ` +
      `${seeded.demoMembers} new demo members`,
  )
} finally {
  await database.close()
}
