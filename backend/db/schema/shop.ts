/**
 * The shop (spec §7 "Shop"): categories, products, ratings and their likes, regimens, the skin
 * quiz, the shop's content pages, and members' carts. Catalogue rows keep readable text ids
 * ("serum-niacinamide-10"), like polyclinics, so product URLs read the same in every database;
 * member-owned rows (likes, cart items) are keyed by the member's uuid.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { members } from './members'

/** Product lines; `type` on `/store/products`, `/store/categories` and `/dc-frontend/store`. */
export const productTypes = ['skincare', 'bodycare', 'haircare'] as const

export const shopCategories = pgTable('shop_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: productTypes }).notNull(),
  description: text('description').notNull(),
  /** The order lists show them in, smallest first. */
  position: integer('position').notNull(),
})

export const productShapes = ['bottle', 'jar', 'tube', 'pump', 'dropper'] as const

export const shopProducts = pgTable(
  'shop_products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: productTypes }).notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => shopCategories.id),
    /** Rupiah, whole numbers. */
    price: integer('price').notNull(),
    /** The price after discount, lower than `price`; null when there is none. */
    discountPrice: integer('discount_price'),
    stock: integer('stock').notNull(),
    /** The most one order may hold. */
    maxQuantity: integer('max_quantity').notNull(),
    /** Shipping weight in grams, packaging included. */
    weightGrams: integer('weight_grams').notNull().default(200),
    sold: integer('sold').notNull().default(0),
    /** No longer sold: kept for old carts and links, refused in new ones. */
    discontinued: boolean('discontinued').notNull().default(false),
    size: text('size').notNull(),
    shape: text('shape', { enum: productShapes }).notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    ingredients: text('ingredients').notNull(),
    howToUse: text('how_to_use').notNull(),
    bpomNumber: text('bpom_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_products_category_idx').on(table.categoryId),
    check('shop_products_price_positive', sql`${table.price} > 0`),
    check(
      'shop_products_discount_lower',
      sql`${table.discountPrice} is null or (${table.discountPrice} > 0 and ${table.discountPrice} < ${table.price})`,
    ),
    check('shop_products_stock_not_negative', sql`${table.stock} >= 0`),
    check('shop_products_max_quantity_positive', sql`${table.maxQuantity} > 0`),
  ],
)

export const shopRatings = pgTable(
  'shop_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    reviewerName: text('reviewer_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** Hidden ratings (moderated away) count nowhere. */
    show: boolean('show').notNull().default(true),
    /** Likes from before this database (the seed's shoppers who are not members here). */
    baseLikes: integer('base_likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('shop_ratings_product_idx').on(table.productId, table.createdAt),
    check('shop_ratings_rating_range', sql`${table.rating} between 1 and 5`),
  ],
)

/** One like per member and rating: the primary key makes liking twice impossible. */
export const shopRatingLikes = pgTable(
  'shop_rating_likes',
  {
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => shopRatings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ratingId, table.memberId] })],
)

export const shopRegimens = pgTable('shop_regimens', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  skinType: text('skin_type').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
})

export const shopRegimenSteps = pgTable(
  'shop_regimen_steps',
  {
    regimenId: text('regimen_id')
      .notNull()
      .references(() => shopRegimens.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** When and why, e.g. 'Pagi dan malam: bersihkan wajah'. */
    title: text('title').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id),
  },
  (table) => [primaryKey({ columns: [table.regimenId, table.position] })],
)

/**
 * A skin quiz. Its questions branch (each option names the next question or, at the end, a
 * regimen), so they are one document, checked by the contract's schema when read.
 */
export const shopQuizzes = pgTable('shop_quizzes', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  firstQuestionId: text('first_question_id').notNull(),
  questions: jsonb('questions').notNull(),
})

/** The shop's edited pages (landing, store, school) as documents checked by the contract. */
export const shopPages = pgTable('shop_pages', {
  key: text('key').primaryKey(),
  content: jsonb('content').notNull(),
})

export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id),
    quantity: integer('quantity').notNull(),
    /** Chosen for the next checkout; unchosen items stay in the cart for later. */
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_cart_items_member_product').on(table.memberId, table.productId),
    check('shop_cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
)

/**
 * A member's "Simpan untuk nanti" list: cart lines moved out of the cart, to be moved back later.
 * A product is saved once per member; moving a line in or out runs under the cart's lock
 * (`lockCart`), so a product is never both in the cart and here.
 */
export const shopSavedItems = pgTable(
  'saved_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id),
    /** The quantity the cart line had, which it gets back when moved to the cart. */
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_items_member_product').on(table.memberId, table.productId),
    check('saved_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
)
