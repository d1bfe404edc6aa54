import type { CartAvailability } from './schemas'

/**
 * A cart line that cannot be bought at any quantity: the product is no longer sold, or none is
 * in stock. Such lines are never chosen for checkout and count in no total; the cart shows them
 * apart ('Tidak tersedia'). The other states are fixed by changing the quantity, so they stay.
 */
export function isUnavailable(availability: CartAvailability): boolean {
  return availability === 'discontinued' || availability === 'empty_stock'
}
