/**
 * The audit of an order's fulfilment: one row per move an operator made (who, when, from, to,
 * and the courier and tracking number of a shipment). The row's id is the event's id: the
 * notifications read the `shipped` and `delivered` rows and key their notification on it.
 *
 * Integrity here, besides the handler's conditional update of `orders.fulfilment`:
 * - only the three forward moves exist (`order_fulfilment_events_forward`);
 * - an order reaches each state once (`order_fulfilment_events_once`), so two operators pressing
 *   at once record one move;
 * - a shipment names its courier and tracking number, and only a shipment does.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { COURIER_IDS, FULFILMENT_STATES } from '../../../contract/checkout/fulfilment'
import { orders } from './checkout'
import { members } from './members'

export const orderFulfilmentEvents = pgTable(
  'order_fulfilment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'paid' for the first move (the order's payment state), then the state it left. */
    fromState: text('from_state', { enum: ['paid', ...FULFILMENT_STATES] }).notNull(),
    toState: text('to_state', { enum: FULFILMENT_STATES }).notNull(),
    /** A courier id from `COURIERS` in contract/checkout/couriers.ts; only on a shipment. */
    courier: text('courier', { enum: COURIER_IDS }),
    trackingNumber: text('tracking_number'),
    /** The operator who made the move; null once that member is deleted (the row stays). */
    actorId: uuid('actor_id').references(() => members.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_fulfilment_events_once').on(table.orderId, table.toState),
    index('order_fulfilment_events_at_idx').on(table.at),
    check(
      'order_fulfilment_events_forward',
      sql`(${table.fromState}, ${table.toState}) in (('paid', 'packed'), ('packed', 'shipped'), ('shipped', 'delivered'))`,
    ),
    check(
      'order_fulfilment_events_shipment_tracked',
      sql`(${table.toState} = 'shipped') = (${table.courier} is not null and ${table.trackingNumber} is not null)`,
    ),
  ],
)
