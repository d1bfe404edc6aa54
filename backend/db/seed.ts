/**
 * The seed every fresh database gets: Indonesia's areas, the polyclinics and the demo members.
 * Idempotent, so it is safe to run against a database that already has some or all of it.
 */
import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { provinces } from './schema/places'
import { seedAreas } from './seed/areas'
import { seedCheckout } from './seed/checkout'
import { seedClinic } from './seed/clinic'
import { seedContent } from './seed/content'
import { seedDemoMembers } from './seed/demo-members'
import { seedDemoOrders } from './seed/demo-orders'
import { seedDoctors } from './seed/doctors'
import { seedOperators } from './seed/operators'
import { seedPolyclinics } from './seed/polyclinics'
import { seedQuestionnaires } from './seed/questionnaires'
import { seedShop } from './seed/shop'

export async function seedDatabase(db: Database, options: { now?: Date } = {}) {
  const areas = await seedAreas(db)
  const content = await seedPolyclinics(db)
  // Before the demo members: their consults name the questionnaire version they answer.
  const questionnaires = await seedQuestionnaires(db)
  // After the polyclinics, whose queues they answer; before Sari's consult with dr. Anisa Rahma.
  const doctors = await seedDoctors(db)
  const operators = await seedOperators(db)
  const pages = await seedContent(db)
  const demo = await seedDemoMembers(db, options.now ?? new Date())
  // After the demo members: the shop seeds one of them a cart.
  const shop = await seedShop(db)
  // After the content and the shop: its rules name their promotions, its weights their products.
  const checkout = await seedCheckout(db)
  // After the shop (its products), the operator and the demo members: Budi's delivered order.
  const demoOrders = await seedDemoOrders(db, options.now ?? new Date())
  // After the areas: branches name their provinces.
  const clinic = await seedClinic(db)
  return {
    ...areas,
    ...content,
    ...questionnaires,
    ...doctors,
    ...operators,
    ...pages,
    ...shop,
    ...checkout,
    ...demoOrders,
    ...clinic,
    demoMembers: demo.members,
  }
}

/**
 * What start-up runs. A database that was never seeded gets the whole seed. One seeded by an
 * earlier version (a developer's `.data/` folder) gets only the content added since, each part
 * when its table is still empty; its demo members stay as they are.
 */
export async function seedWhatIsMissing(db: Database) {
  if (!(await isSeeded(db))) {
    await seedDatabase(db)
    return
  }
  // Each of these seeds only when its own tables are still empty.
  await seedPolyclinics(db)
  await seedQuestionnaires(db)
  await seedDoctors(db)
  await seedOperators(db)
  await seedContent(db)
  await seedShop(db)
  await seedCheckout(db)
  await seedClinic(db)
}

/** A database without provinces has never been seeded. */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(provinces).limit(1)
  return row !== undefined
}
