/**
 * An order's products priced from the catalogue. The prices a client sends are what the member
 * saw; money is always computed from the catalogue's (the discount price when there is one).
 */
import { inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { shopCategories, shopProducts } from '../../db/schema/shop'
import { invalidInput } from '../../http/problem'

export interface PricedLine {
  productId: string
  name: string
  categoryId: string
  categoryName: string
  type: string
  quantity: number
  unitPrice: number
  lineTotal: number
  weightGrams: number
}

export const unitPriceOf = (product: { price: number; discountPrice: number | null }) =>
  product.discountPrice ?? product.price

/**
 * One line per product, in the order first named; the same product named twice counts once with
 * the quantities added. An id the catalogue does not know is a 400 on that item's `id`.
 */
export async function priceFromCatalogue(
  db: Database | Transaction,
  items: ReadonlyArray<{ id: string; qty: number }>,
): Promise<PricedLine[]> {
  const quantities = new Map<string, number>()
  for (const item of items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.qty)
  const products = await db
    .select()
    .from(shopProducts)
    .where(inArray(shopProducts.id, [...quantities.keys()]))
  const byId = new Map(products.map((product) => [product.id, product]))
  const unknown = items.flatMap((item, index) =>
    byId.has(item.id) ? [] : [{ path: `products.${index}.id`, message: 'Produk tidak ditemukan.' }],
  )
  if (unknown.length > 0) throw invalidInput(unknown)
  const categories = await db.select().from(shopCategories)
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]))
  return [...quantities].map(([id, quantity]) => {
    const product = byId.get(id)
    if (!product) throw new Error(`Product ${id} vanished while pricing`)
    const unitPrice = unitPriceOf(product)
    return {
      productId: id,
      name: product.name,
      categoryId: product.categoryId,
      categoryName: categoryNames.get(product.categoryId) ?? product.categoryId,
      type: product.type,
      quantity,
      unitPrice,
      lineTotal: unitPrice * quantity,
      weightGrams: product.weightGrams,
    }
  })
}

export const subtotalOf = (lines: readonly PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.lineTotal, 0)
