/**
 * A closing recommendation as the member's chat shows it: the shop's own names, prices and
 * pictures for the products the doctor chose, looked up now, so the "Tambah ke Keranjang"
 * action adds exactly what the doctor saw.
 */
import { eq, inArray } from 'drizzle-orm'
import type { RecommendationContent } from '../../../contract/consults/schemas'
import type { CloseConsultBody } from '../../../contract/doctor/schemas'
import type { Database } from '../../db/client'
import { shopProducts, shopRegimens } from '../../db/schema/shop'
import { ApiProblem } from '../../http/problem'
import { productImage } from '../shop/products'

export const RECOMMENDATION_MESSAGES = {
  unknownProduct: 'Produk ini tidak ada di toko Diri. Pilih produk lain.',
  discontinued: 'Produk ini sudah tidak dijual. Pilih produk lain.',
  unknownRegimen: 'Rangkaian perawatan ini tidak ada di toko Diri. Pilih rangkaian lain.',
} as const

/** The recommendation, or 422 naming the first unknown or discontinued product (`items.N.productId`). */
export async function buildRecommendation(
  db: Database,
  body: CloseConsultBody,
): Promise<RecommendationContent> {
  const ids = [...new Set(body.items.map((item) => item.productId))]
  const products =
    ids.length === 0
      ? []
      : await db.select().from(shopProducts).where(inArray(shopProducts.id, ids))
  const byId = new Map(products.map((product) => [product.id, product]))
  const items = body.items.map((item, index) => {
    const product = byId.get(item.productId)
    // A product no longer sold would fail at the member's cart: refused here, where it is chosen.
    if (!product || product.discontinued) {
      const message = product
        ? RECOMMENDATION_MESSAGES.discontinued
        : RECOMMENDATION_MESSAGES.unknownProduct
      throw new ApiProblem(422, message, [{ path: `items.${index}.productId`, message }])
    }
    return {
      productId: product.id,
      name: product.name,
      quantity: item.quantity,
      // What the member pays today: the discounted price when there is one.
      price: product.discountPrice ?? product.price,
      imageUrl: productImage(product).src,
    }
  })
  let regimen: RecommendationContent['regimen'] = null
  if (body.regimenId !== undefined) {
    const [row] = await db
      .select({ id: shopRegimens.id, name: shopRegimens.name })
      .from(shopRegimens)
      .where(eq(shopRegimens.id, body.regimenId))
      .limit(1)
    if (!row) {
      throw new ApiProblem(422, RECOMMENDATION_MESSAGES.unknownRegimen, [
        { path: 'regimenId', message: RECOMMENDATION_MESSAGES.unknownRegimen },
      ])
    }
    regimen = row
  }
  return { productType: body.productType, note: body.note, regimen, items }
}
