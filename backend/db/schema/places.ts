/**
 * Places, seeded from idn-area-data and read-only at run time. They use the government's
 * administrative codes as ids ("31.71"), so they read the same in every database and in the seed.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core'

export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
})

export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
  },
  (table) => [index('cities_province_id_idx').on(table.provinceId)],
)

export const suburbs = pgTable(
  'suburbs',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
  },
  (table) => [index('suburbs_city_id_idx').on(table.cityId)],
)

export const postalCodes = pgTable(
  'postal_codes',
  {
    /** `${suburbId}-${code}`: one postal code can serve several districts. */
    id: text('id').primaryKey(),
    suburbId: text('suburb_id')
      .notNull()
      .references(() => suburbs.id),
    code: text('code').notNull(),
  },
  (table) => [index('postal_codes_suburb_id_idx').on(table.suburbId)],
)
