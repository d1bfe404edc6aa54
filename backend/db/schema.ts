/**
 * The Diri API's tables. One schema for embedded PGlite and real PostgreSQL: drizzle-kit turns it
 * into the SQL migrations in `./migrations`, applied at start by either driver.
 *
 * Place tables use the government's administrative codes as ids ("31.71"), so they read the same
 * in every database and in the seed. Member-owned rows get random uuids: a member must never be
 * able to guess another member's ids.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

// ---------------------------------------------------------------------------
// Places (seeded from idn-area-data; read-only at run time)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Members and sign-in
// ---------------------------------------------------------------------------

export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Normalised `+628…`; the member's sign-in identity. */
  phone: text('phone').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  gender: text('gender', { enum: ['male', 'female'] }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  referralCode: text('referral_code').notNull().unique(),
  gaClientId: text('ga_client_id'),
  fbc: text('fbc'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-time sign-in codes. Only a hash is kept: a database leak must not sign anyone in. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when the code signed someone in, was voided by wrong guesses, or was replaced. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_phone_idx').on(table.phone, table.createdAt)],
)

/**
 * Every accepted code request, kept one hour for the per-number and per-IP limits. The limits live
 * in the database so that several API instances share them.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('otp_requests_phone_idx').on(table.phone, table.createdAt),
    index('otp_requests_ip_idx').on(table.ip, table.createdAt),
    index('otp_requests_created_at_idx').on(table.createdAt),
  ],
)

/** Bearer tokens, stored as sha256 hashes only; the member holds the only copy of the token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('access_tokens_member_id_idx').on(table.memberId)],
)

// ---------------------------------------------------------------------------
// Member data
// ---------------------------------------------------------------------------

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_member_id_idx').on(table.memberId, table.createdAt)],
)

export const feedTypes = ['article', 'promotion', 'reminder', 'consult'] as const

/** A feed item for one member, or for every member when `memberId` is null. */
export const feeds = pgTable(
  'feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: feedTypes }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    createdAt: createdAt(),
  },
  (table) => [index('feeds_member_id_idx').on(table.memberId, table.createdAt)],
)

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_member_id_idx').on(table.memberId, table.createdAt),
    // The database itself guarantees one primary address per member.
    uniqueIndex('addresses_one_primary_per_member')
      .on(table.memberId)
      .where(sql`${table.isPrimary}`),
  ],
)

/**
 * A consult's `status`. The contract only tells 1 (questionnaire in progress, spec §9) from the
 * rest; the others say where a consult stands after the questionnaire.
 */
export const CONSULT_STATUS = {
  /** 1 = kuesioner berjalan: the member is still answering the questionnaire. */
  questionnaire: 1,
  /** 2 = menunggu dokter: the answers are in, no doctor has picked the consult up yet. */
  awaitingDoctor: 2,
  /** 3 = chat dengan dokter: a doctor (`doctor_name`) answers in the chat room. */
  chatting: 3,
  /** 9 = selesai: closed. A finished consult is history, never the "open consult" of a flow. */
  finished: 9,
} as const

/** A consultation: questionnaire first (status 1), then the chat with a doctor. */
export const consults = pgTable(
  'consults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    /** One of `CONSULT_STATUS`. */
    status: integer('status').notNull(),
    /** The polyclinic, e.g. 'Poliklinik Kulit'. */
    subClinic: text('sub_clinic').notNull(),
    conditionName: text('condition_name').notNull(),
    checkedConditionName: text('checked_condition_name'),
    lastVisitedContentId: text('last_visited_content_id'),
    /** The doctor who answers in chat, e.g. 'dr. Anisa Rahma'; null until one picks it up. */
    doctorName: text('doctor_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('consults_member_id_idx').on(table.memberId, table.flowId),
    check('consults_status_known', sql`${table.status} in (1, 2, 3, 9)`),
  ],
)

// ---------------------------------------------------------------------------
// Polyclinics and the conditions they treat (seeded content; read-only at run time)
// ---------------------------------------------------------------------------

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

export * from './schema/content'
export * from './schema/shop'
