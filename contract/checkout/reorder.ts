/**
 * 'Beli Lagi' on a past order (`POST /carts/from-order/{orderId}`): its products go back into the
 * cart as far as today allows, and each line says how today differs from the order: the price
 * now, how many went in, and why fewer (sold out, no longer sold, the stock or the most one order
 * may hold). `reorderNotes` says it in the page's words, the same with or without the app.
 */
import * as v from 'valibot'
import { formatRupiah } from '../indonesian-format'
import { Rupiah } from '../shared-schemas'
import { Cart, CartAvailability } from '../shop/schemas'

export const ReorderLine = v.object({
  productId: v.string(),
  /** How many the order had, and how many went into the cart now. */
  ordered: v.number(),
  added: v.number(),
  /** Today's state of the product for the quantity the order had. */
  availability: CartAvailability,
  /** The unit price paid in the order, and today's (the discount price when there is one). */
  priceThen: Rupiah,
  priceNow: Rupiah,
})
export type ReorderLine = v.InferOutput<typeof ReorderLine>

export const ReorderResult = v.object({
  lines: v.array(ReorderLine),
  cart: Cart,
})
export type ReorderResult = v.InferOutput<typeof ReorderResult>

/** What changed for one product since the order, in Indonesian; empty when nothing did. */
export function reorderNotes(line: ReorderLine, name: string): string[] {
  if (line.availability === 'discontinued') {
    return [`${name} sudah tidak dijual lagi, jadi tidak masuk keranjang.`]
  }
  if (line.availability === 'empty_stock') {
    return [`Stok ${name} sedang habis, jadi belum masuk keranjang.`]
  }
  const notes: string[] = []
  if (line.priceNow > line.priceThen) {
    notes.push(
      `Harga ${name} sekarang ${formatRupiah(line.priceNow)}, lebih mahal dari ${formatRupiah(line.priceThen)} saat kamu memesan.`,
    )
  } else if (line.priceNow < line.priceThen) {
    notes.push(
      `Harga ${name} sekarang ${formatRupiah(line.priceNow)}, lebih murah dari ${formatRupiah(line.priceThen)} saat kamu memesan.`,
    )
  }
  if (line.added === 0) {
    notes.push(`${name} sudah ada di keranjangmu sebanyak yang bisa dibeli, jadi tidak ditambah.`)
  } else if (line.added < line.ordered) {
    notes.push(
      `Hanya ${line.added} dari ${line.ordered} ${name} yang masuk keranjang: ${
        line.availability === 'larger_than_max_quantity'
          ? 'itu batas per pesanan'
          : 'stoknya tinggal segitu'
      }.`,
    )
  }
  return notes
}
