/**
 * An order after its payment: the timeline the member's order page shows (placed → paid → packed
 * → shipped → delivered, or cancelled, and refunded) and the shipment's tracking. The operator's
 * request is fulfilment-move.ts: the site never sends it, and its schemas stay out of the pages.
 */
import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'
import { COURIERS, type CourierId } from './couriers'

/** Where a paid order is in the warehouse and on the road, in the only order it may move. */
export const FULFILMENT_STATES = ['packed', 'shipped', 'delivered'] as const
export type FulfilmentState = (typeof FULFILMENT_STATES)[number]

export const TIMELINE_STEPS = [
  'placed',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export type TimelineStep = (typeof TIMELINE_STEPS)[number]

/** A step the order has reached, with when. */
export const OrderTimelineEntry = v.object({
  step: v.picklist(TIMELINE_STEPS),
  at: Timestamp,
})
export type OrderTimelineEntry = v.InferOutput<typeof OrderTimelineEntry>

/** The courier ids of `COURIERS`, for a picklist and the database's column type. */
export const COURIER_IDS = Object.keys(COURIERS) as [CourierId, ...CourierId[]]

export const OrderTracking = v.object({
  courier: v.picklist(COURIER_IDS),
  courierName: v.string(),
  trackingNumber: v.string(),
  /** The courier's public tracking page for this number; null where it has none. */
  trackingUrl: v.nullable(v.string()),
})
export type OrderTracking = v.InferOutput<typeof OrderTracking>

/** The public tracking page of `trackingNumber` with `courier`, or null. */
export function trackingOf(courier: CourierId, trackingNumber: string): OrderTracking {
  const { name, trackingUrl } = COURIERS[courier]
  return {
    courier,
    courierName: name,
    trackingNumber,
    trackingUrl: trackingUrl?.replace('{resi}', encodeURIComponent(trackingNumber)) ?? null,
  }
}
