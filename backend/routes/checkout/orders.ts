/**
 * The member's orders: `GET /orders` (newest first, 10 a page) and `GET /orders/{id}`. Lapsed
 * orders are expired before either is read, and reading an order whose payment is open asks the
 * provider how it stands (a webhook may be late or lost).
 */
import { Hono } from 'hono'
import { ORDERS_PAGE_SIZE, OrderListQuery } from '../../../contract/checkout/schemas'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { readQuery } from '../../http/validation'
import { expireLapsedOrders } from '../../payments/payment-status'
import { OPEN_STATUSES, pollCharge } from './charges'
import { listOrders, loadOrder, newestPayment, ORDER_NOT_FOUND } from './order-view'

export function orderRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/orders', member, async (c) => {
      const { page } = readQuery(c, OrderListQuery)
      await expireLapsedOrders(db, clock.now())
      return c.json(
        await listOrders(db, c.var.member.id, Math.max(1, Number(page ?? 1)), ORDERS_PAGE_SIZE),
      )
    })

    .get('/orders/:id', member, async (c) => {
      failIfRequested(deps, c, 'order-read')
      const memberId = c.var.member.id
      const id = c.req.param('id')
      await expireLapsedOrders(db, clock.now())
      const order = await loadOrder(db, memberId, id)
      if (!order) throw notFound(ORDER_NOT_FOUND)
      if (!OPEN_STATUSES.has(order.payment.status)) return c.json(order)
      const payment = await newestPayment(db, order.id)
      const moved = payment ? await pollCharge(deps, payment) : false
      return c.json(moved ? ((await loadOrder(db, memberId, id)) ?? order) : order)
    })
}
