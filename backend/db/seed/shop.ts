/**
 * Seeds the shop when its tables are empty: categories, products, ratings, regimens, the skin
 * quiz and the shop's pages; and, when the demo member Sari exists, her cart with one item in
 * each availability state (spec §3). The other demo members' carts stay empty. Runs after the
 * demo members are seeded (see seed.ts), so Sari exists on a fresh database.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../client'
import { members } from '../schema/members'
import {
  shopCartItems,
  shopCategories,
  shopPages,
  shopProducts,
  shopQuizzes,
  shopRatings,
  shopRegimenSteps,
  shopRegimens,
} from '../schema/shop'
import {
  buildSeedRatings,
  CART_CASES,
  seedCategories,
  seedLandingPage,
  seedProducts,
  seedQuiz,
  seedRegimens,
  seedSchoolPage,
} from './data/shop-catalogue'
import { DEMO_PHONES } from './demo-members'

const DAY = 24 * 60 * 60 * 1000
/** Products and ratings are dated from a fixed day, so sorts read the same on every machine. */
const CATALOGUE_TIME = new Date('2025-06-01T00:00:00.000Z').getTime()

/** BPOM cosmetics notification numbers look like `NA18250100123`. */
function bpomNumber(index: number) {
  return `NA1825${String(1_000_100 + index * 37).padStart(7, '0')}`
}

export async function seedShop(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  const [existing] = await db.select({ id: shopProducts.id }).from(shopProducts).limit(1)
  if (!existing) {
    await db.transaction(async (tx) => {
      await tx.insert(shopCategories).values(
        seedCategories.map((category, position) => ({
          id: category.id,
          name: category.name,
          type: category.type,
          description: category.description,
          position,
        })),
      )
      const categoryById = new Map(seedCategories.map((category) => [category.id, category]))
      await tx.insert(shopProducts).values(
        seedProducts.map((product, index) => {
          const category = categoryById.get(product.categoryId)
          if (!category) throw new Error(`Unknown shop category ${product.categoryId}`)
          return {
            id: product.id,
            name: product.name,
            type: category.type,
            categoryId: category.id,
            price: product.price,
            discountPrice: product.discountPrice ?? null,
            stock: product.stock ?? 40 + ((index * 17) % 160),
            maxQuantity: product.maxQuantity ?? 5,
            sold: product.sold,
            discontinued: product.discontinued ?? false,
            size: category.size,
            shape: category.shape,
            summary: product.summary,
            description: `${product.summary} ${category.description} Diformulasikan dengan ${product.key} dan sudah terdaftar di BPOM. Tanpa pewangi tambahan yang keras, sudah diuji dermatologis.`,
            ingredients: `${product.key}, ${category.base}, Phenoxyethanol, Ethylhexylglycerin.`,
            howToUse: category.howToUse,
            bpomNumber: bpomNumber(index),
            createdAt: new Date(CATALOGUE_TIME - product.ageDays * DAY),
          }
        }),
      )
      await tx.insert(shopRatings).values(
        buildSeedRatings().map((rating) => ({
          productId: rating.productId,
          reviewerName: rating.reviewerName,
          rating: rating.rating,
          comment: rating.comment,
          show: rating.show,
          baseLikes: rating.baseLikes,
          createdAt: new Date(CATALOGUE_TIME - rating.ageDays * DAY),
        })),
      )
      await tx.insert(shopRegimens).values(
        seedRegimens.map((regimen, position) => ({
          id: regimen.id,
          name: regimen.name,
          skinType: regimen.skinType,
          summary: regimen.summary,
          description: regimen.description,
          position,
        })),
      )
      await tx.insert(shopRegimenSteps).values(
        seedRegimens.flatMap((regimen) =>
          regimen.steps.map(([title, productId], index) => ({
            regimenId: regimen.id,
            position: index + 1,
            title,
            productId,
          })),
        ),
      )
      await tx.insert(shopQuizzes).values({
        id: seedQuiz.id,
        title: seedQuiz.title,
        intro: seedQuiz.intro,
        firstQuestionId: seedQuiz.firstQuestionId,
        questions: seedQuiz.questions,
      })
      await tx.insert(shopPages).values([
        { key: 'landing', content: seedLandingPage },
        { key: 'school', content: seedSchoolPage },
      ])
    })
    counts.shopProducts = seedProducts.length
    counts.shopRatings = buildSeedRatings().length
    counts.shopRegimens = seedRegimens.length
    // With the catalogue, never later: a cart Sari emptied stays empty across restarts.
    counts.shopCartItems = await seedDemoCart(db)
  }
  return counts
}

/** Sari's cart, one item per availability state, when she exists and her cart is empty. */
export async function seedDemoCart(db: Database): Promise<number> {
  const [sari] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, DEMO_PHONES.sari))
  if (!sari) return 0
  const [item] = await db
    .select({ id: shopCartItems.id })
    .from(shopCartItems)
    .where(eq(shopCartItems.memberId, sari.id))
    .limit(1)
  if (item) return 0
  await db.insert(shopCartItems).values(
    // A minute apart, in the order of the cases: the cart lists oldest first.
    CART_CASES.map((entry, index) => {
      const addedAt = new Date(CATALOGUE_TIME + index * 60_000)
      return {
        memberId: sari.id,
        productId: entry.productId,
        quantity: entry.quantity,
        createdAt: addedAt,
        updatedAt: addedAt,
      }
    }),
  )
  return CART_CASES.length
}
