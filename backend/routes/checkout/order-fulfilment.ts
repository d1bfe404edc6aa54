/**
 * `POST /v2/operator/orders/{id}/fulfilment` (the order's id or number): an operator moves a paid
 * order one step,
 * packed → shipped (with the courier and tracking number) → delivered, and the move is recorded
 * with who made it (`order_fulfilment_events`, which the notifications read).
 *
 * What the transaction guarantees: the order moves only from the state right before the asked
 * one and only while paid (one conditional UPDATE under the row's lock decides between operators
 * pressing at once), and its audit row commits with it or not at all. The same move asked again
 * (a retry) answers the recorded move; a move backwards, a skip or packing an unpaid order is 409.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { type FulfilmentState, trackingOf } from '../../../contract/checkout/fulfilment'
import {
  type FulfilmentInput,
  FulfilmentInput as FulfilmentInputSchema,
  type FulfilmentMove,
} from '../../../contract/checkout/fulfilment-move'
import type { Database, Transaction } from '../../db/client'
import { orders } from '../../db/schema/checkout'
import { orderFulfilmentEvents } from '../../db/schema/order-fulfilment'
import type { ApiDeps, ApiEnv } from '../../deps'
import { isUuid } from '../../http/ids'
import { requireMember } from '../../http/middleware'
import { conflict, notFound } from '../../http/problem'
import { requireOperatorRole } from '../../http/require-operator-role'
import { readJson } from '../../http/validation'
import { ORDER_NOT_FOUND } from './order-view'

/** The state an order must be in for each move: 'paid' is the payment's, before any packing. */
const MOVES_FROM: Record<FulfilmentState, 'paid' | FulfilmentState> = {
  packed: 'paid',
  shipped: 'packed',
  delivered: 'shipped',
}

const STATE_TEXT: Record<'paid' | FulfilmentState, string> = {
  paid: 'dibayar',
  packed: 'dikemas',
  shipped: 'dikirim',
  delivered: 'diterima',
}

type EventRow = typeof orderFulfilmentEvents.$inferSelect

function toMove(event: EventRow, orderNumber: string): FulfilmentMove {
  return {
    id: event.id,
    orderId: event.orderId,
    orderNumber,
    from: event.fromState,
    to: event.toState,
    at: event.at.toISOString(),
    tracking:
      event.courier && event.trackingNumber
        ? trackingOf(event.courier, event.trackingNumber)
        : null,
  }
}

/** Whether a recorded move is the one asked for again (a shipment with the same tracking). */
function sameMove(event: EventRow, input: FulfilmentInput): boolean {
  if (input.state !== 'shipped') return true
  return event.courier === input.courier && event.trackingNumber === input.trackingNumber
}

const ORDER_NUMBER = /^DR-\d{4}-\d{6}$/

async function orderIdOf(tx: Transaction, order: string): Promise<string> {
  const key = isUuid(order)
    ? eq(orders.id, order)
    : ORDER_NUMBER.test(order)
      ? eq(orders.number, order)
      : null
  if (!key) throw notFound(ORDER_NOT_FOUND)
  const [row] = await tx.select({ id: orders.id }).from(orders).where(key)
  if (!row) throw notFound(ORDER_NOT_FOUND)
  return row.id
}

export async function moveFulfilment(
  db: Database,
  move: {
    /** The order's id or its number (`DR-2611-000042`), as an operator reads it off a label. */
    order: string
    input: FulfilmentInput
    actorId: string | null
    now: Date
  },
): Promise<{ move: FulfilmentMove; created: boolean }> {
  const { input, actorId, now } = move
  const from = MOVES_FROM[input.state]
  return db.transaction(async (tx) => {
    const orderId = await orderIdOf(tx, move.order)
    // The row lock orders concurrent moves: the second re-reads the state the first left and
    // matches nothing, so each state is reached once (the events' unique index says so too).
    const [moved] = await tx
      .update(orders)
      .set({ fulfilment: input.state, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'paid'),
          from === 'paid' ? isNull(orders.fulfilment) : eq(orders.fulfilment, from),
        ),
      )
      .returning({ number: orders.number })
    if (moved) {
      const [event] = await tx
        .insert(orderFulfilmentEvents)
        .values({
          orderId,
          fromState: from,
          toState: input.state,
          courier: input.state === 'shipped' ? input.courier : null,
          trackingNumber: input.state === 'shipped' ? input.trackingNumber : null,
          actorId,
          at: now,
        })
        .returning()
      if (!event) throw new Error(`The fulfilment event of order ${orderId} was not inserted`)
      return { move: toMove(event, moved.number), created: true }
    }
    const [order] = await tx
      .select({ number: orders.number, status: orders.status, fulfilment: orders.fulfilment })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!order) throw new Error(`Order ${orderId} went away inside its transaction`)
    if (order.status !== 'paid') {
      throw conflict(
        `Pesanan ${order.number} belum dibayar (status ${order.status}): hanya pesanan yang sudah dibayar yang bisa dikemas.`,
      )
    }
    const [recorded] = await tx
      .select()
      .from(orderFulfilmentEvents)
      .where(
        and(
          eq(orderFulfilmentEvents.orderId, orderId),
          eq(orderFulfilmentEvents.toState, input.state),
        ),
      )
    if (recorded && order.fulfilment === input.state && sameMove(recorded, input)) {
      return { move: toMove(recorded, order.number), created: false }
    }
    const current = order.fulfilment ?? 'paid'
    if (current === input.state) {
      throw conflict(
        `Pesanan ${order.number} sudah ${STATE_TEXT[current]} dengan kurir atau nomor resi lain.`,
      )
    }
    const next = NEXT[current]
    throw conflict(
      `Pesanan ${order.number} sudah ${STATE_TEXT[current]}, tidak bisa ${STATE_TEXT[input.state]}` +
        (next ? `: langkah berikutnya ${STATE_TEXT[next]}.` : ': pesanan ini sudah selesai.'),
    )
  })
}

const NEXT: Record<'paid' | FulfilmentState, FulfilmentState | null> = {
  paid: 'packed',
  packed: 'shipped',
  shipped: 'delivered',
  delivered: null,
}

export function orderFulfilmentRoutes(deps: ApiDeps) {
  const member = requireMember(deps)
  const operator = requireOperatorRole(deps)
  return new Hono<ApiEnv>().post(
    '/v2/operator/orders/:id/fulfilment',
    member,
    operator,
    async (c) => {
      const input = await readJson(c, FulfilmentInputSchema)
      const { move, created } = await moveFulfilment(deps.db, {
        order: c.req.param('id'),
        input,
        actorId: c.var.member.id,
        now: deps.clock.now(),
      })
      return c.json(move, created ? 201 : 200)
    },
  )
}
