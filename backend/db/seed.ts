/**
 * The seed every fresh database gets: Indonesia's areas and the demo members. Idempotent, so it
 * is safe to run against a database that already has some or all of it.
 */
import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { provinces } from './schema'
import { seedAreas } from './seed/areas'
import { seedDemoMembers } from './seed/demo-members'

export async function seedDatabase(db: Database, options: { now?: Date } = {}) {
  const areas = await seedAreas(db)
  const demo = await seedDemoMembers(db, options.now ?? new Date())
  return { ...areas, demoMembers: demo.members }
}

/** A database without provinces has never been seeded. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(provinces).limit(1)
  return row !== undefined
}
