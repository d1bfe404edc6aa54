/**
 * What 'Beli Lagi' did, in the order page's address (`?beli-lagi=…`), so the page says it the
 * same way whether the app sent the request or the plain form did (and a reload says it again
 * without adding again). One entry per product, `<id>~<added>~<availability>~<price now>`; what
 * the order itself knows (the quantity and price then, the name) is read from the order.
 */
import * as v from 'valibot'
import type { ReorderLine } from '../../../contract/checkout/reorder'
import { CART_AVAILABILITIES, type CartAvailability } from '../../../contract/shop/schemas'
import { REORDER_OUTCOME_MAX_LENGTH } from './reorder-param'

export type ReorderOutcome = Array<
  Pick<ReorderLine, 'productId' | 'added' | 'availability' | 'priceNow'>
>

const ENTRY = /^([\w-]{1,80})~(\d{1,3})~([a-z_]{1,30})~(\d{1,9})$/

export function encodeReorderOutcome(lines: readonly ReorderLine[]): string {
  return lines
    .map((line) => `${line.productId}~${line.added}~${line.availability}~${line.priceNow}`)
    .join(',')
}

/** The outcome the address carries, or null for one this page did not write. */
export function decodeReorderOutcome(text: string): ReorderOutcome | null {
  if (text.length > REORDER_OUTCOME_MAX_LENGTH) return null
  const lines: ReorderOutcome = []
  for (const entry of text.split(',')) {
    const match = ENTRY.exec(entry)
    const availability = match?.[3]
    if (!match?.[1] || !v.safeParse(v.picklist(CART_AVAILABILITIES), availability).success)
      return null
    lines.push({
      productId: match[1],
      added: Number(match[2]),
      availability: availability as CartAvailability,
      priceNow: Number(match[4]),
    })
  }
  return lines
}
