/** Reading the catalogue: product rows with their category and rating, as the contract shapes them. */
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ProductImage, ProductSummary } from '../../../contract/shop/schemas'
import type { Database } from '../../db/client'
import { shopCategories, shopProducts, shopRatings } from '../../db/schema/shop'
import { ILLUSTRATION_SIZE, PHOTO_PRODUCT_IDS, PHOTO_SIZE } from './product-photos'

/**
 * Product pictures are made by scripts/make-shop-images.ts: an SVG illustration per product in its
 * category's composition, and a JPEG photo for the few products in `PHOTO_PRODUCT_IDS`.
 */
export function productImage(product: {
  id: string
  name: string
  categoryId: string
}): ProductImage {
  const photo = PHOTO_PRODUCT_IDS.has(product.id)
  const size = photo ? PHOTO_SIZE : ILLUSTRATION_SIZE
  return {
    src: `/images/shop/${product.categoryId}/${product.id}.${photo ? 'jpg' : 'svg'}`,
    alt: `Kemasan ${product.name}`,
    width: size,
    height: size,
  }
}

/** Average (one decimal) and count of the shown ratings, per product. */
export function ratingStats(db: Database) {
  return db
    .select({
      productId: shopRatings.productId,
      average: sql<number>`round(avg(${shopRatings.rating}), 1)::float8`.as('rating_average'),
      count: sql<number>`count(*)::int`.as('rating_count'),
    })
    .from(shopRatings)
    .where(eq(shopRatings.show, true))
    .groupBy(shopRatings.productId)
    .as('rating_stats')
}

/** Products with category and rating; `where` may filter on the rating average it is given. */
/** The rating average of `selectProducts` rows (0 without ratings), for filters and orders. */
export const ratingAverageColumn = sql<number>`coalesce("rating_stats"."rating_average", 0)::float8`

export function selectProducts(
  db: Database,
  where?: SQL | ((ratingAverage: SQL<number>) => SQL | undefined),
) {
  const stats = ratingStats(db)
  const averageColumn = ratingAverageColumn
  const query = db
    .select({
      product: shopProducts,
      categoryName: shopCategories.name,
      ratingAverage: averageColumn,
      ratingCount: sql<number>`coalesce(${stats.count}, 0)::int`,
    })
    .from(shopProducts)
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .leftJoin(stats, eq(stats.productId, shopProducts.id))
  return query.where(typeof where === 'function' ? where(averageColumn) : where)
}

export type ProductRow = {
  product: typeof shopProducts.$inferSelect
  categoryName: string
  ratingAverage: number
  ratingCount: number
}

export function toProductSummary(row: ProductRow): ProductSummary {
  const { product } = row
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    category: { id: product.categoryId, name: row.categoryName },
    size: product.size,
    summary: product.summary,
    price: product.price,
    discountPrice: product.discountPrice,
    stock: product.stock,
    maxQuantity: product.maxQuantity,
    sold: product.sold,
    discontinued: product.discontinued,
    rating: { average: Number(row.ratingAverage), count: Number(row.ratingCount) },
    image: productImage(product),
  }
}

/** Products by id, in the order of `ids` (regimen steps, cart items). */
export async function productsById(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, ProductSummary>()
  const rows = await selectProducts(db, inArray(shopProducts.id, ids))
  return new Map(rows.map((row) => [row.product.id, toProductSummary(row)]))
}
