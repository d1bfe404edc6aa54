/**
 * The public catalogue: `/store/products`, `/store/categories`, `/dc-frontend/store`,
 * `/dc-frontend/products/{id}` and `/dc-frontend/directory/products`.
 */
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  type Category,
  type ProductDetail,
  type ProductDirectory,
  type ProductList,
  ProductListQuery,
  ProductType,
  type StorePage,
} from '../../../contract/shop/schemas'
import { shopCategories, shopProducts, shopRatings } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { notFound } from '../../http/problem'
import { readQuery } from '../../http/validation'
import { holdsEveryWord } from './product-search'
import { productImage, ratingAverageColumn, selectProducts, toProductSummary } from './products'

const CACHE_FOR_FIVE_MINUTES = 'public, max-age=300'
const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan.'

const TypeQuery = v.object({
  type: v.optional(v.picklist(ProductType.options, 'Jenis produk tidak dikenal.')),
})

export function catalogueRoutes({ db }: ApiDeps) {
  async function listCategories(type: Category['type'] | undefined): Promise<Category[]> {
    const rows = await db
      .select({
        category: shopCategories,
        productCount: sql<number>`count(${shopProducts.id})::int`,
      })
      .from(shopCategories)
      .leftJoin(
        shopProducts,
        and(eq(shopProducts.categoryId, shopCategories.id), eq(shopProducts.discontinued, false)),
      )
      .where(type ? eq(shopCategories.type, type) : undefined)
      .groupBy(shopCategories.id)
      .orderBy(asc(shopCategories.position))
    return rows.map(({ category, productCount }) => ({
      id: category.id,
      name: category.name,
      type: category.type,
      description: category.description,
      productCount: Number(productCount),
    }))
  }

  return new Hono<ApiEnv>()
    .get('/store/products', async (c) => {
      const query = readQuery(c, ProductListQuery)
      const where = (average: SQL<number>) =>
        and(
          eq(shopProducts.discontinued, false),
          query.type ? eq(shopProducts.type, query.type) : undefined,
          query.category ? eq(shopProducts.categoryId, query.category) : undefined,
          query.rating ? sql`${average} >= ${query.rating}` : undefined,
          query.q ? holdsEveryWord(query.q) : undefined,
        )
      const averageColumn = ratingAverageColumn
      // Absent `sortBy` means best sellers first (spec §5: the client never sends the default).
      const order = {
        'sold.DESC': [desc(shopProducts.sold)],
        'price.ASC': [asc(sql`coalesce(${shopProducts.discountPrice}, ${shopProducts.price})`)],
        'price.DESC': [desc(sql`coalesce(${shopProducts.discountPrice}, ${shopProducts.price})`)],
        'rating.DESC': [desc(averageColumn), desc(shopProducts.sold)],
        'newest.DESC': [desc(shopProducts.createdAt)],
      }[query.sortBy]
      const [rows, [total]] = await Promise.all([
        selectProducts(db, where)
          .orderBy(...order, asc(shopProducts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(selectProducts(db, where).as('matching')),
      ])
      const totalCount = total?.total ?? 0
      c.header('cache-control', CACHE_FOR_FIVE_MINUTES)
      return c.json({
        data: rows.map(toProductSummary),
        meta: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
        },
      } satisfies ProductList)
    })

    .get('/store/categories', async (c) => {
      const { type } = readQuery(c, TypeQuery)
      c.header('cache-control', CACHE_FOR_FIVE_MINUTES)
      return c.json({ data: await listCategories(type) })
    })

    .get('/dc-frontend/store', async (c) => {
      const { type } = readQuery(c, TypeQuery)
      const line = type ? eq(shopProducts.type, type) : undefined
      const active = and(eq(shopProducts.discontinued, false), line)
      const best = selectProducts(db, active)
        .orderBy(desc(shopProducts.sold), asc(shopProducts.id))
        .limit(8)
      const sale = selectProducts(db, and(active, isNotNull(shopProducts.discountPrice)))
        .orderBy(desc(shopProducts.sold), asc(shopProducts.id))
        .limit(8)
      const [categories, bestRows, saleRows] = await Promise.all([listCategories(type), best, sale])
      c.header('cache-control', CACHE_FOR_FIVE_MINUTES)
      return c.json({
        type: type ?? null,
        categories,
        bestSellers: bestRows.map(toProductSummary),
        onSale: saleRows.map(toProductSummary),
      } satisfies StorePage)
    })

    .get('/dc-frontend/products/:id', async (c) => {
      const id = c.req.param('id')
      const [row] = await selectProducts(db, eq(shopProducts.id, id)).limit(1)
      if (!row) throw notFound(PRODUCT_NOT_FOUND)
      const stars = await db
        .select({ rating: shopRatings.rating, total: count() })
        .from(shopRatings)
        .where(and(eq(shopRatings.productId, id), eq(shopRatings.show, true)))
        .groupBy(shopRatings.rating)
      const ratingStars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
      for (const star of stars) ratingStars[star.rating as 1 | 2 | 3 | 4 | 5] = star.total
      const summary = toProductSummary(row)
      const { product } = row
      c.header('cache-control', CACHE_FOR_FIVE_MINUTES)
      return c.json({
        ...summary,
        description: product.description,
        ingredients: product.ingredients,
        howToUse: product.howToUse,
        bpomNumber: product.bpomNumber,
        images: [productImage(product)],
        ratingStars,
        breadcrumbs: [
          { name: 'Toko', path: '/product' },
          { name: 'Katalog', path: '/product/katalog' },
          { name: row.categoryName, path: `/product/katalog?category=${product.categoryId}` },
          { name: product.name, path: `/product/${product.id}` },
        ],
        seo: {
          title: `${product.name} ${product.size}`,
          description: `${product.summary} Terdaftar BPOM ${product.bpomNumber}. Beli di Toko Diri.`,
        },
      } satisfies ProductDetail)
    })

    .get('/dc-frontend/directory/products', async (c) => {
      const [categories, products] = await Promise.all([
        db.select().from(shopCategories).orderBy(asc(shopCategories.position)),
        db
          .select({
            id: shopProducts.id,
            name: shopProducts.name,
            categoryId: shopProducts.categoryId,
            discontinued: shopProducts.discontinued,
          })
          .from(shopProducts)
          .orderBy(asc(shopProducts.name)),
      ])
      c.header('cache-control', CACHE_FOR_FIVE_MINUTES)
      return c.json({
        data: categories.map((category) => ({
          category: { id: category.id, name: category.name },
          products: products
            .filter((product) => product.categoryId === category.id)
            .map(({ id, name, discontinued }) => ({ id, name, discontinued })),
        })),
      } satisfies ProductDirectory)
    })
}
