/**
 * 'Beli Lagi' before the app's JavaScript has loaded (ADR 007): a submit button of a plain form
 * posted to `/keranjang/dari-pesanan/{orderId}` (src/routes/keranjang.dari-pesanan.$id.ts),
 * which the app takes over once it runs. Importable from the browser.
 */

/** The address the form posts to, for one order. */
export const reorderFormPath = (orderId: string) =>
  `/keranjang/dari-pesanan/${encodeURIComponent(orderId)}`

export const REORDER_FORM_PATH = /^\/keranjang\/dari-pesanan\/[\w-]{1,64}$/

/** The form has no fields: the order in its address is everything it says. */
export const REORDER_FORM_MAX_BODY_BYTES = 1024
