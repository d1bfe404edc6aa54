import type { CartPageContent } from '../../../contract/checkout/schemas'
import type { CartAvailability, CartItem } from '../../../contract/shop/schemas'

/** The cart page's texts as the editor uses them: the content's, or these until it has loaded. */
export type CartCopy = Pick<
  CartPageContent,
  'emptyTitle' | 'emptyBody' | 'assurances' | 'availability'
>

/**
 * Built-in Indonesian copy, shown while the page's content (`GET /dc-frontend/cart-page`) is
 * still on its way or could not be loaded: the cart must be usable without it.
 */
export const DEFAULT_CART_COPY: CartCopy = {
  emptyTitle: 'Keranjangmu masih kosong.',
  emptyBody: 'Cari produk yang pas untuk kulitmu di katalog.',
  assurances: [
    'Produk asli, terdaftar di BPOM',
    'Dikemas rapi dan aman sampai tujuan',
    'Bisa dikembalikan jika produk rusak saat diterima',
  ],
  availability: {
    available: { label: 'Tersedia', explanation: '', fixLabel: '' },
    insufficient_stock: {
      label: 'Stok tidak cukup',
      explanation: 'Stok produk ini lebih sedikit dari jumlah di keranjangmu.',
      fixLabel: 'Ubah ke {stock}',
    },
    larger_than_max_quantity: {
      label: 'Melebihi jumlah maksimal',
      explanation: 'Jumlahnya melebihi batas per pesanan untuk produk ini.',
      fixLabel: 'Ubah ke {max}',
    },
    discontinued: {
      label: 'Tidak dijual lagi',
      explanation: 'Produk ini sudah tidak dijual lagi, jadi tidak bisa dibeli.',
      fixLabel: 'Hapus dari keranjang',
    },
    empty_stock: {
      label: 'Stok habis',
      explanation: 'Stok produk ini sedang habis.',
      fixLabel: 'Hapus dari keranjang',
    },
  },
}

export function cartCopy(content: CartPageContent | undefined): CartCopy {
  return content ?? DEFAULT_CART_COPY
}

/** Each state's sign and tone: a word and a sign beside the colour, never colour alone. */
export const AVAILABILITY_LOOK: Record<
  CartAvailability,
  { sign: string; tone: 'in' | 'low' | 'out' }
> = {
  available: { sign: '✓', tone: 'in' },
  insufficient_stock: { sign: '!', tone: 'low' },
  larger_than_max_quantity: { sign: '!', tone: 'low' },
  discontinued: { sign: '✕', tone: 'out' },
  empty_stock: { sign: '✕', tone: 'out' },
}

/** The most of this item one order can hold now: its maximum per order, and what is in stock. */
export function mostOf(item: CartItem) {
  return Math.max(0, Math.min(item.product.maxQuantity, item.product.stock))
}

/**
 * What an unavailable item's fix does. Over the maximum, the quantity goes to the maximum, or to
 * the stock when that is lower still: one press makes the item available, instead of a second
 * refusal for the stock right after.
 */
export type CartFix = { kind: 'quantity'; quantity: number } | { kind: 'remove' }

export function fixOf(item: CartItem): CartFix | null {
  switch (item.availability) {
    case 'available':
      return null
    case 'insufficient_stock':
    case 'larger_than_max_quantity':
      return { kind: 'quantity', quantity: Math.max(1, mostOf(item)) }
    case 'discontinued':
    case 'empty_stock':
      return { kind: 'remove' }
  }
}

/** The fix button's text: the content's `fixLabel` with `{stock}` and `{max}` filled in. */
export function fixLabelOf(item: CartItem, copy: CartCopy) {
  const fix = fixOf(item)
  const template = copy.availability[item.availability].fixLabel
  const number = String(fix?.kind === 'quantity' ? fix.quantity : mostOf(item))
  return template.replaceAll('{stock}', number).replaceAll('{max}', number)
}

/**
 * Why the item cannot be bought as it is: the content's `explanation`, with `{stock}` and `{max}`
 * filled in too (the edited texts use them there as well: 'Satu pesanan paling banyak {max}').
 */
export function explanationOf(item: CartItem, copy: CartCopy) {
  return copy.availability[item.availability].explanation
    .replaceAll('{stock}', String(item.product.stock))
    .replaceAll('{max}', String(item.product.maxQuantity))
}
