/** Members' delivery addresses, each pointing into the places tables. */
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { members } from './members'
import { cities, postalCodes, provinces, suburbs } from './places'

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    label: text('label'),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    suburbId: text('suburb_id')
      .notNull()
      .references(() => suburbs.id),
    postalCodeId: text('postal_code_id')
      .notNull()
      .references(() => postalCodes.id),
    street: text('street').notNull(),
    note: text('note'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_member_id_idx').on(table.memberId, table.createdAt),
    // The database itself guarantees one primary address per member.
    uniqueIndex('addresses_one_primary_per_member')
      .on(table.memberId)
      .where(sql`${table.isPrimary}`),
  ],
)
