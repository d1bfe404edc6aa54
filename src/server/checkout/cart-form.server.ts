/**
 * The answer to the add-to-cart form posted before the app has loaded (ADR 007; the form:
 * `src/components/shop/add-to-cart-form.tsx`, the route: `src/routes/keranjang.tambah.ts`).
 * It ends where the app's own add to cart ends:
 *
 * - a visitor goes to sign in and back to the page with the same intent the app writes
 *   (`?tambah=<id>&qty=<n>` on a product, `?tambah=semua` for a regimen or the quiz's result),
 *   which the page completes once after sign-in;
 * - a member's items go in, and the member lands on the cart (`?ditambah=<units>`);
 * - a regimen's 'Tambah Semua' (`cara=yang-belum`) adds only what the cart lacks, and the member
 *   goes back to the regimen, which says what went in and what was there (`?ditambah=3&sudah=2`);
 * - a refusal sends the member back to the page with its reason as a code (`?gagal=stok`);
 * - a session the API no longer accepts is cleared (spec §8) and taken the visitor's way.
 *
 * Every answer is a 303, so a reload of the page it lands on never posts the form again.
 */
import * as v from 'valibot'
import { ApiError, ApiNetworkError, isApiError } from '../../../contract/errors'
import { MAX_CART_PRODUCTS } from '../../../contract/shop/constants'
import { CartAddInput } from '../../../contract/shop/schemas'
import { addMissingToCart, addToCart, getCart, getProduct } from '../../api/shop/calls'
import { signInHref } from '../../lib/auth/sign-in-href'
import { clearSession, readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import {
  CART_FORM_FIELDS,
  CART_FORM_ONLY_MISSING,
  CART_FORM_OUTCOME,
  type CartFormRefusal,
} from './cart-form'

/** Pages that carry the form: a product, a regimen, the skin quiz. */
const BACK_PATH = /^\/product\/(?:(?:regimen|skin-quiz)\/)?[\w-]{1,80}$/
const PRODUCT_PATH = /^\/product\/([\w-]{1,80})$/
const LINE = /^([\w-]{1,80}):(\d{1,2})$/
/** The app's own intents, replaced by the ones this answer writes. */
const INTENT_PARAMS = ['tambah', 'qty', 'gagal', 'ditambah', 'sudah']

interface CartForm {
  items: CartAddInput['items']
  /** The page's path and search, on this site. */
  back: URL
  /** Only the products the cart lacks (a regimen's 'Tambah Semua'). */
  onlyMissing: boolean
}

const FORM_REFUSED =
  'Data keranjang tidak dikenali. Kembali ke halaman produk, lalu tekan lagi Tambah ke Keranjang.'

export async function addToCartFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const form = await readForm(request)
  if (!form) return plainText(400, FORM_REFUSED)

  const token = readSessionToken()
  if (!token) return seeOther(signInAddress(form))
  try {
    if (form.onlyMissing) {
      const { added, alreadyInCart } = await addMissingToCart(token, form.items)
      const url = new URL(form.back)
      url.searchParams.set(CART_FORM_OUTCOME.added, String(added.length))
      url.searchParams.set(CART_FORM_OUTCOME.alreadyInCart, String(alreadyInCart.length))
      return seeOther(`${url.pathname}${url.search}`)
    }
    await addToCart(token, form.items)
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSession()
      return seeOther(signInAddress(form))
    }
    return seeOther(backAddress(form, await refusalOf(error, token, form)))
  }
  const units = form.items.reduce((sum, item) => sum + item.quantity, 0)
  return seeOther(`/product/keranjang?ditambah=${units}`)
}

async function readForm(request: Request): Promise<CartForm | null> {
  const data = await postedForm(request)
  if (!data) return null
  const lines = data.getAll(CART_FORM_FIELDS.items)
  const items: CartAddInput['items'] = []
  for (const line of lines) {
    const match = typeof line === 'string' ? LINE.exec(line) : null
    if (!match?.[1] || !match[2]) return null
    items.push({ productId: match[1], quantity: Number(match[2]) })
  }
  if (!v.is(CartAddInput, { items })) return null
  const back = backOf(data.get(CART_FORM_FIELDS.back))
  const onlyMissing = data.get(CART_FORM_FIELDS.mode) === CART_FORM_ONLY_MISSING
  return back ? { items, back, onlyMissing } : null
}

/** The page to return to: a path of ours that carries the form, never another site. */
function backOf(value: FormDataEntryValue | null): URL | null {
  if (typeof value !== 'string' || value.length > 300 || !value.startsWith('/')) return null
  const base = 'http://diri.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base || !BACK_PATH.test(url.pathname)) return null
  for (const param of INTENT_PARAMS) url.searchParams.delete(param)
  url.hash = ''
  return url
}

/** The intent the page completes after sign-in, exactly as the app writes it. */
function signInAddress({ items, back }: CartForm): string {
  const product = PRODUCT_PATH.exec(back.pathname)?.[1]
  const [only] = items
  const params: Record<string, string> =
    product && items.length === 1 && only?.productId === product
      ? { tambah: product, qty: String(only.quantity) }
      : { tambah: 'semua' }
  return signInHref({ href: `${back.pathname}${back.search}` }, { params })
}

function backAddress({ back }: CartForm, refusal: CartFormRefusal): string {
  const url = new URL(back)
  url.searchParams.set('gagal', refusal)
  return `${url.pathname}${url.search}`
}

/**
 * What the refusal was about. The API says it in a sentence for people; the page needs the
 * case, so it is worked out again here from the products and the cart, in the API's own order
 * (backend/routes/shop/cart.ts): no longer sold, sold out, over the maximum, over the stock.
 */
async function refusalOf(
  error: unknown,
  token: string,
  { items, onlyMissing }: CartForm,
): Promise<CartFormRefusal> {
  if (error instanceof ApiNetworkError || (error instanceof ApiError && error.status >= 500)) {
    // Not the member's doing and not ours to hide: the log keeps it, the page says try later.
    console.error('Add to cart from the form failed:', error)
    return 'gangguan'
  }
  if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error
  const wanted = new Map<string, number>()
  for (const item of items) {
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
  }
  try {
    const [cart, products] = await Promise.all([
      getCart(token),
      Promise.all([...wanted.keys()].map((id) => getProduct(id))),
    ])
    const held = new Map(cart.data.map((item) => [item.product.id, item.quantity]))
    // Only what the cart lacks was asked for: what it holds was never the trouble.
    if (onlyMissing) for (const id of held.keys()) wanted.delete(id)
    if (new Set([...held.keys(), ...wanted.keys()]).size > MAX_CART_PRODUCTS) return 'penuh'
    for (const product of products) {
      if (!wanted.has(product.id)) continue
      const total = (held.get(product.id) ?? 0) + (wanted.get(product.id) ?? 0)
      if (product.discontinued) return 'tidak-dijual'
      if (product.stock === 0) return 'habis'
      if (total > product.maxQuantity) return 'maks'
      if (total > product.stock) return 'stok'
    }
    return 'lain'
  } catch {
    // The refusal stands either way; only its reason could not be looked up (a product that
    // does not exist answers 404 here), so the page says the general words.
    return 'lain'
  }
}
