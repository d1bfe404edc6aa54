/**
 * The offline clinics (spec §7 "Clinic"): branches, treatments and their categories, the team and
 * their weekly shifts, key treatments, clinic promotions, clinic testimonies, programs,
 * subscription packages, the clinic's singleton pages, and the members' subscription reminders.
 * Ids are the readable, permanent keys of the seed ('diri-klinik-kemang'), so the web app's URLs
 * read the same in every database. Page bodies are the contract's JSON, as in content.ts.
 *
 * Integrity lives here: prices never go below zero, a shift's day is ISO 1–7 and ends after it
 * starts, a rating is 1–5, and a member has at most one reminder per package
 * (`subscription_reminders_member_package_unique`), which is what makes the reminder idempotent
 * under concurrent requests.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { BeforeAfter, ClinicTimeZone, OpeningHours } from '../../../contract/clinic/schemas'
import type {
  ContentBlock,
  FaqItem,
  Hero,
  Image,
  Seo,
  Step,
} from '../../../contract/content/schemas'
import { createdAt, updatedAt } from './columns'
import { members } from './members'
import { provinces } from './places'

/** A branch: `/v2/public/misc/offline-clinics` and the branch pages. */
export const offlineClinics = pgTable(
  'offline_clinics',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    isActive: boolean('is_active').notNull(),
    street: text('street').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** E.164, '+62…'. */
    phone: text('phone').notNull(),
    timeZone: text('time_zone').$type<ClinicTimeZone>().notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    image: jsonb('image').$type<Image>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    /** When it opened: the branch homepage shows the newest first. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    patientsServed: integer('patients_served').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('offline_clinics_province_idx').on(table.provinceId, table.name),
    check('offline_clinics_patients_not_negative', sql`${table.patientsServed} >= 0`),
    check(
      'offline_clinics_time_zone_known',
      sql`${table.timeZone} in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')`,
    ),
  ],
)

export const clinicTreatmentCategories = pgTable('clinic_treatment_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** The order the treatment list shows them in. */
  position: integer('position').notNull(),
})

export const clinicTreatments = pgTable(
  'clinic_treatments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => clinicTreatmentCategories.slug),
    summary: text('summary').notNull(),
    priceFrom: integer('price_from').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    image: jsonb('image').$type<Image>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    steps: jsonb('steps').$type<Step[]>().notNull(),
    beforeAfter: jsonb('before_after').$type<BeforeAfter[]>().notNull(),
    preparation: jsonb('preparation').$type<string[]>().notNull(),
    faq: jsonb('faq').$type<FaqItem[]>().notNull(),
    isActive: boolean('is_active').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('clinic_treatments_category_idx').on(table.categorySlug, table.name),
    check('clinic_treatments_price_not_negative', sql`${table.priceFrom} >= 0`),
    check('clinic_treatments_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
)

/** Which branches offer which treatment. */
export const clinicTreatmentBranches = pgTable(
  'clinic_treatment_branches',
  {
    treatmentId: text('treatment_id')
      .notNull()
      .references(() => clinicTreatments.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => offlineClinics.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.treatmentId, table.clinicId] }),
    index('clinic_treatment_branches_clinic_idx').on(table.clinicId),
  ],
)

/** Doctors and therapists. The branches they work at are those of their shifts. */
export const clinicTeamMembers = pgTable(
  'clinic_team_members',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    roleSlug: text('role_slug', { enum: ['doctor', 'therapist'] }).notNull(),
    photo: jsonb('photo').$type<Image>().notNull(),
    isActive: boolean('is_active').notNull(),
  },
  (table) => [
    check('clinic_team_members_role_known', sql`${table.roleSlug} in ('doctor', 'therapist')`),
  ],
)

/** A weekly shift: `starts` and `ends` are 'HH:MM' in the branch's own time zone. */
export const clinicWorkShifts = pgTable(
  'clinic_work_shifts',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => clinicTeamMembers.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => offlineClinics.id, { onDelete: 'cascade' }),
    /** ISO: 1 Monday … 7 Sunday. */
    day: integer('day').notNull(),
    starts: text('starts').notNull(),
    ends: text('ends').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.clinicId, table.day, table.starts] }),
    index('clinic_work_shifts_clinic_idx').on(table.clinicId),
    check('clinic_work_shifts_day_iso', sql`${table.day} between 1 and 7`),
    // 'HH:MM' compares correctly as text.
    check('clinic_work_shifts_ends_after_start', sql`${table.starts} < ${table.ends}`),
  ],
)

export const clinicKeyTreatments = pgTable('clinic_key_treatments', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  image: jsonb('image').$type<Image>().notNull(),
  treatmentId: text('treatment_id')
    .notNull()
    .references(() => clinicTreatments.id),
  seo: jsonb('seo').$type<Seo>().notNull(),
  hero: jsonb('hero').$type<Hero>(),
  blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
  steps: jsonb('steps').$type<Step[]>().notNull(),
  beforeAfter: jsonb('before_after').$type<BeforeAfter[]>().notNull(),
  faq: jsonb('faq').$type<FaqItem[]>().notNull(),
  /** The order the landing page shows them in. */
  position: integer('position').notNull(),
  updatedAt: updatedAt(),
})

export const clinicPromotions = pgTable(
  'clinic_promotions',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: jsonb('image').$type<Image>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    normalPrice: integer('normal_price').notNull(),
    promoPrice: integer('promo_price').notNull(),
    treatmentId: text('treatment_id').references(() => clinicTreatments.id, {
      onDelete: 'set null',
    }),
    terms: jsonb('terms').$type<string[]>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    howToUse: jsonb('how_to_use').$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('clinic_promotions_valid_until_idx').on(table.validUntil),
    check('clinic_promotions_valid_range', sql`${table.validFrom} < ${table.validUntil}`),
    check(
      'clinic_promotions_prices_not_negative',
      sql`${table.normalPrice} >= 0 and ${table.promoPrice} >= 0`,
    ),
  ],
)

/** The branches a promotion applies at; none means every branch. */
export const clinicPromotionBranches = pgTable(
  'clinic_promotion_branches',
  {
    promotionId: text('promotion_id')
      .notNull()
      .references(() => clinicPromotions.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => offlineClinics.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.clinicId] })],
)

export const clinicTestimonies = pgTable(
  'clinic_testimonies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    age: integer('age'),
    city: text('city').notNull(),
    rating: integer('rating').notNull(),
    quote: text('quote').notNull(),
    treatmentId: text('treatment_id')
      .notNull()
      .references(() => clinicTreatments.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => offlineClinics.id, { onDelete: 'cascade' }),
    image: jsonb('image').$type<Image>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('clinic_testimonies_published_at_idx').on(table.publishedAt, table.id),
    check('clinic_testimonies_rating_range', sql`${table.rating} between 1 and 5`),
  ],
)

export const clinicPrograms = pgTable(
  'clinic_programs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    image: jsonb('image').$type<Image>().notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    sessions: integer('sessions').notNull(),
    price: integer('price').notNull(),
    includes: jsonb('includes').$type<string[]>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [check('clinic_programs_price_not_negative', sql`${table.price} >= 0`)],
)

export const clinicProgramTreatments = pgTable(
  'clinic_program_treatments',
  {
    programId: text('program_id')
      .notNull()
      .references(() => clinicPrograms.id, { onDelete: 'cascade' }),
    treatmentId: text('treatment_id')
      .notNull()
      .references(() => clinicTreatments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.programId, table.treatmentId] })],
)

export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    /** Per month, in rupiah. */
    price: integer('price').notNull(),
    /** Per month for members; null when the package has no member price. */
    memberPrice: integer('member_price'),
    periodMonths: integer('period_months').notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    /** When it goes on sale; null: on sale now. */
    availableFrom: timestamp('available_from', { withTimezone: true }),
    position: integer('position').notNull(),
  },
  (table) => [
    check(
      'subscription_packages_prices_not_negative',
      sql`${table.price} >= 0 and (${table.memberPrice} is null or ${table.memberPrice} >= 0)`,
    ),
    check('subscription_packages_period_positive', sql`${table.periodMonths} >= 1`),
  ],
)

/**
 * The clinic's singleton pages, one row per key ('clinic-landing', 'clinic-treatments', …,
 * backend/db/seed/clinic-data/types.ts `SeedClinicPageKey`). `data` holds the page's own fields;
 * lists from other tables are joined in by the route.
 */
export const clinicPages = pgTable('clinic_pages', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
})

/** 'Ingatkan saya': one row per member and package, claimed by the first request. */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subscriptionPackageId: text('subscription_package_id')
      .notNull()
      .references(() => subscriptionPackages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('subscription_reminders_member_package_unique').on(
      table.memberId,
      table.subscriptionPackageId,
    ),
  ],
)
