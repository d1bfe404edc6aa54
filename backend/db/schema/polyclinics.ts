/** Polyclinics and the conditions they treat: seeded content, read-only at run time. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * Seeded content keeps fixed ids ("1" for a polyclinic, "1.2" for its second condition), like the
 * place codes, so links that carry an id read the same in every database.
 */
export const polyclinics = pgTable('polyclinics', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** The order the list shows them in, smallest first. */
  position: integer('position').notNull(),
})

export const conditions = pgTable(
  'conditions',
  {
    id: text('id').primaryKey(),
    polyclinicId: text('polyclinic_id')
      .notNull()
      .references(() => polyclinics.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    /**
     * The consultation flow the condition starts. Four digits, and never one of the special flows
     * of spec §9 (1000 complaint, 1001 help center, 1002 shop), which open other pages.
     */
    flowId: text('flow_id').notNull().unique(),
    /** The order within its polyclinic, smallest first. */
    position: integer('position').notNull(),
  },
  (table) => [
    index('conditions_polyclinic_id_idx').on(table.polyclinicId, table.position),
    check(
      'conditions_flow_id_format',
      sql`${table.flowId} ~ '^[0-9]{4}$' and ${table.flowId} not in ('1000', '1001', '1002')`,
    ),
  ],
)
