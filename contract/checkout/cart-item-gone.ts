import type { ApiError } from '../errors'

/**
 * Whether the API refused a cart change because an item it names is no longer in the cart (409
 * naming `items.N.productId`): another tab or device removed it first. The cart shown is then out
 * of date, and is read again rather than only told about.
 */
export function cartItemGone(error: ApiError): boolean {
  return (
    error.status === 409 &&
    (error.body?.errors ?? []).some((field) => /^items\.\d+\.productId$/.test(field.path))
  )
}
