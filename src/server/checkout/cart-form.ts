/**
 * Adding to the cart before the app's JavaScript has loaded (ADR 007): the buy buttons are
 * submit buttons of a plain form posted here, which the app takes over once it runs. What the
 * form, the server route (`src/routes/keranjang.tambah.ts`) and the pages share; importable from
 * the browser.
 */

/** A page address that takes a POST (see `page-forms.ts`). */
export const CART_FORM_PATH = '/keranjang/tambah'

/** A form of a few ids: 20 lines of `id:qty` and the page to go back to fit in well under 4 KB. */
export const CART_FORM_MAX_BODY_BYTES = 8 * 1024

/**
 * The form's fields: `items` once per product as `<id>:<quantity>`; `kembali` the page's path;
 * `cara` = `CART_FORM_ONLY_MISSING` on a regimen's 'Tambah Semua', which adds only the products
 * the cart lacks and goes back to the page to say so.
 */
export const CART_FORM_FIELDS = { items: 'items', back: 'kembali', mode: 'cara' } as const

export const CART_FORM_ONLY_MISSING = 'yang-belum'

/**
 * What a regimen's 'Tambah Semua' did, in the page's address (`?ditambah=3&sudah=2`): how many
 * of its products went in, and how many the cart already held. Read back by the page, so the
 * answer reads the same with or without the app.
 */
export const CART_FORM_OUTCOME = { added: 'ditambah', alreadyInCart: 'sudah' } as const

/** One line of the form: the value of an `items` field. */
export function cartFormLine(productId: string, quantity: number) {
  return `${productId}:${quantity}`
}

/**
 * Why the items did not go in, as a short code in the address of the page the member goes back
 * to (`?gagal=stok`), never the API's free text: the page says it in its own words.
 */
export const CART_FORM_REFUSALS = [
  /** More than the stock, with what the cart already holds. */
  'stok',
  /** More than one order may hold, with what the cart already holds. */
  'maks',
  /** Sold out. */
  'habis',
  /** No longer sold. */
  'tidak-dijual',
  /** The cart already holds the most different products it can. */
  'penuh',
  /** The API could not be reached, or failed. */
  'gangguan',
  /** Refused for a reason the form cannot name. */
  'lain',
] as const
export type CartFormRefusal = (typeof CART_FORM_REFUSALS)[number]
