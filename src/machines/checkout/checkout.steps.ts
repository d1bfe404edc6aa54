/**
 * The checkout's steps as the page's address and title name them: plain data, apart from the
 * model, so the route's search validation and document title (which load with every page, in the
 * app chunk) carry no machine code.
 */

/** The six steps the page counts ('Langkah 3 dari 6'), in order. */
export const CHECKOUT_STEPS = ['cart', 'promo', 'address', 'shipping', 'payment', 'review'] as const
export type NumberedStep = (typeof CHECKOUT_STEPS)[number]
/** The steps review's EDIT can go back to. */
export type EditableStep = Exclude<NumberedStep, 'review'>

/** Each step's name in the address (`?langkah=alamat`), so Back and Forward can step through. */
export const CHECKOUT_STEP_SLUGS = {
  cart: 'keranjang',
  promo: 'promo',
  address: 'alamat',
  shipping: 'pengiriman',
  payment: 'pembayaran',
  review: 'tinjau',
} as const satisfies Record<NumberedStep, string>
/** The address of the placed order's payment and its outcome: no step to go back into. */
export const PAYMENT_STATUS_SLUG = 'status-pembayaran'
export const CHECKOUT_SLUGS = [...Object.values(CHECKOUT_STEP_SLUGS), PAYMENT_STATUS_SLUG] as const
export type CheckoutSlug = (typeof CHECKOUT_SLUGS)[number]

/** Each step's document title, before ' | Diri'. */
export const CHECKOUT_STEP_TITLES: Record<NumberedStep | 'paymentStatus', string> = {
  cart: 'Keranjang',
  promo: 'Promo · Checkout',
  address: 'Alamat pengiriman · Checkout',
  shipping: 'Pengiriman · Checkout',
  payment: 'Metode pembayaran · Checkout',
  review: 'Tinjau pesanan · Checkout',
  paymentStatus: 'Status pembayaran · Checkout',
}

/** The step a slug of the address names, or null (the payment's status is no step to visit). */
export function stepOfSlug(slug: string | undefined): NumberedStep | null {
  return CHECKOUT_STEPS.find((step) => CHECKOUT_STEP_SLUGS[step] === slug) ?? null
}

/** The slug of a (persisted) snapshot's step: the loader's, which has only its value. */
export function slugOfValue(snapshot: { value: unknown }): CheckoutSlug | null {
  const value = snapshot.value
  const phase = typeof value === 'string' ? value : Object.keys(value as object)[0]
  if (phase === 'placing') return CHECKOUT_STEP_SLUGS.review
  const step = CHECKOUT_STEPS.find((candidate) => candidate === phase)
  if (step) return CHECKOUT_STEP_SLUGS[step]
  if (phase === 'loading' || phase === 'signInRequired') return null
  return PAYMENT_STATUS_SLUG
}

/** The document title of the step a slug names (before ' | Diri'). */
export function checkoutTitleOf(slug: string | null | undefined): string {
  if (slug === PAYMENT_STATUS_SLUG) return CHECKOUT_STEP_TITLES.paymentStatus
  return CHECKOUT_STEP_TITLES[stepOfSlug(slug ?? undefined) ?? 'cart']
}
