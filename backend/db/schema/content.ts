/**
 * Public content (spec §7 "Public content"): singleton pages, polyclinic and condition pages,
 * articles, promotions, testimonies, advisors and FAQ. Rows keep readable text ids
 * ("jerawat-hormonal"), so URLs read the same in every database. Page bodies are stored as the
 * contract's JSON (`ContentBlock[]` and friends, contract/content/schemas.ts): editors compose
 * pages from blocks without a schema change.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type {
  ArticleAuthor,
  ContentBlock,
  FaqItem,
  Hero,
  Image,
  Seo,
} from '../../../contract/content/schemas'
import { updatedAt } from './columns'
import { conditions, polyclinics } from './polyclinics'

/**
 * One row per singleton page ('landing', 'about-us', 'advisor', 'faq', 'privacy', 'terms',
 * 'consultation-agreement', 'interim', 'testimony', 'articles', 'promotions'). `data` holds the
 * page's own fields (seo, hero, blocks, and the page-specific ones such as `steps`); lists that
 * live in other tables (articles, testimonies, advisors) are joined in by the route.
 */
export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
})

/** The page of a polyclinic: its picture, blocks and questions. */
export const polyclinicPages = pgTable('polyclinic_pages', {
  polyclinicId: text('polyclinic_id')
    .primaryKey()
    .references(() => polyclinics.id, { onDelete: 'cascade' }),
  seo: jsonb('seo').$type<Seo>().notNull(),
  hero: jsonb('hero').$type<Hero>(),
  image: jsonb('image').$type<Image>().notNull(),
  blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
  faq: jsonb('faq').$type<FaqItem[]>().notNull(),
  updatedAt: updatedAt(),
})

/** The page of a condition: its picture, symptoms, blocks and questions. */
export const conditionPages = pgTable('condition_pages', {
  conditionId: text('condition_id')
    .primaryKey()
    .references(() => conditions.id, { onDelete: 'cascade' }),
  seo: jsonb('seo').$type<Seo>().notNull(),
  hero: jsonb('hero').$type<Hero>(),
  image: jsonb('image').$type<Image>().notNull(),
  symptoms: jsonb('symptoms').$type<string[]>().notNull(),
  blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
  faq: jsonb('faq').$type<FaqItem[]>().notNull(),
  updatedAt: updatedAt(),
})

export const articleCategories = pgTable('article_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
})

export const articles = pgTable(
  'articles',
  {
    /** Readable and permanent: the web app's `/artikel/{id}`. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => articleCategories.slug),
    author: jsonb('author').$type<ArticleAuthor>().notNull(),
    reviewer: jsonb('reviewer').$type<ArticleAuthor>(),
    /** The condition the article is about, for 'Mulai Konsul'. */
    conditionId: text('condition_id').references(() => conditions.id, { onDelete: 'set null' }),
    cover: jsonb('cover').$type<Image>().notNull(),
    seo: jsonb('seo').$type<Seo>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('articles_published_at_idx').on(table.publishedAt, table.id),
    index('articles_category_idx').on(table.categorySlug, table.publishedAt),
  ],
)

export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: jsonb('image').$type<Image>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    code: text('code'),
    /** Listed and opened only with a valid member token. */
    membersOnly: boolean('members_only').notNull().default(false),
    terms: jsonb('terms').$type<string[]>().notNull(),
    howToUse: jsonb('how_to_use').$type<string[]>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('promotions_valid_until_idx').on(table.validUntil),
    check('promotions_valid_range', sql`${table.validFrom} < ${table.validUntil}`),
  ],
)

/** Type-specific fields of a testimony, as the contract names them. */
export type TestimonyDetails =
  | { type: 'before_after'; story: string[]; durationWeeks: number; before: Image; after: Image }
  | { type: 'video'; poster: Image; durationSeconds: number; transcript: string[] }

export const testimonies = pgTable(
  'testimonies',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<'before_after' | 'video'>().notNull(),
    name: text('name').notNull(),
    age: integer('age'),
    city: text('city').notNull(),
    conditionId: text('condition_id')
      .notNull()
      .references(() => conditions.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    details: jsonb('details').$type<TestimonyDetails>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('testimonies_type_idx').on(table.type, table.publishedAt),
    check('testimonies_type_known', sql`${table.type} in ('before_after', 'video')`),
  ],
)

export const advisors = pgTable('advisors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  strNumber: text('str_number').notNull(),
  photo: jsonb('photo').$type<Image>().notNull(),
  bio: jsonb('bio').$type<string[]>().notNull(),
  education: jsonb('education').$type<string[]>().notNull(),
  focus: jsonb('focus').$type<string[]>().notNull(),
  experienceYears: integer('experience_years').notNull(),
  position: integer('position').notNull(),
})

/** The FAQ page's questions in groups; `featured` ones also appear on the landing page. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: text('id').primaryKey(),
    groupSlug: text('group_slug').notNull(),
    groupTitle: text('group_title').notNull(),
    groupPosition: integer('group_position').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: jsonb('answer').$type<string[]>().notNull(),
    featured: boolean('featured').notNull().default(false),
  },
  (table) => [index('faq_items_group_idx').on(table.groupPosition, table.position)],
)
