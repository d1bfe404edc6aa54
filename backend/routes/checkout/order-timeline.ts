/**
 * An order's timeline as the member's order page shows it: placed, then paid, then each
 * fulfilment move an operator recorded (order-fulfilment.ts), or cancelled when its payment failed
 * or lapsed; the money of a cancelled order given back is a step of its own.
 */
import { asc, eq } from 'drizzle-orm'
import { type OrderTimelineEntry, trackingOf } from '../../../contract/checkout/fulfilment'
import type { Order } from '../../../contract/checkout/schemas'
import type { Database } from '../../db/client'
import type { orders } from '../../db/schema/checkout'
import { orderFulfilmentEvents } from '../../db/schema/order-fulfilment'

type OrderRow = typeof orders.$inferSelect
type EventRow = typeof orderFulfilmentEvents.$inferSelect

export function fulfilmentEventsOf(db: Database, orderId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(orderFulfilmentEvents)
    .where(eq(orderFulfilmentEvents.orderId, orderId))
    .orderBy(asc(orderFulfilmentEvents.at))
}

export function timelineOf(
  order: OrderRow,
  events: readonly EventRow[],
  refunds: ReadonlyArray<{ refundedAt: Date | null }>,
): Pick<Order, 'fulfilment' | 'timeline' | 'tracking'> {
  const timeline: OrderTimelineEntry[] = [{ step: 'placed', at: order.createdAt.toISOString() }]
  if (order.paidAt) timeline.push({ step: 'paid', at: order.paidAt.toISOString() })
  for (const event of events) timeline.push({ step: event.toState, at: event.at.toISOString() })
  // A lapsed order closed when its time ran out; a failed one when its payment was refused.
  if (order.status === 'expired') {
    timeline.push({ step: 'cancelled', at: order.expiresAt.toISOString() })
  } else if (order.status === 'failed') {
    timeline.push({ step: 'cancelled', at: order.updatedAt.toISOString() })
  }
  // A paid order's refund gives back a second payment, not the order: the order goes on.
  const lastRefund = refunds.filter((refund) => refund.refundedAt !== null).at(-1)?.refundedAt
  if (lastRefund && order.status !== 'paid') {
    timeline.push({ step: 'refunded', at: lastRefund.toISOString() })
  }
  const shipment = events.find((event) => event.toState === 'shipped')
  return {
    fulfilment: order.fulfilment,
    timeline,
    tracking:
      shipment?.courier && shipment.trackingNumber
        ? trackingOf(shipment.courier, shipment.trackingNumber)
        : null,
  }
}
