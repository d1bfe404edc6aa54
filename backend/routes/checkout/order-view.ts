/**
 * Orders as the contract shows them: one `loadOrder` for the answer of placing, paying again and
 * reading an order, and the member's list. Everything is read from the order's own snapshot
 * (names, prices, address, courier, promotion as they were when it was placed); only the
 * product's picture comes from the catalogue.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type Order,
  OrderAddress,
  type OrderList,
  type Payment,
  type PaymentMode,
} from '../../../contract/checkout/schemas'
import type { Database, Transaction } from '../../db/client'
import { orderItems, orders, payments } from '../../db/schema/checkout'
import { shopProducts } from '../../db/schema/shop'
import { isUuid } from '../../http/ids'
import { paymentModeOf } from '../../payments/payment-mode'
import { refundsOfOrder } from '../../payments/refunds'
import { productImage } from '../shop/products'
import { fulfilmentEventsOf, timelineOf } from './order-timeline'
import { paymentMethod } from './payment-methods'

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.'

/** What `orders.shipping` and `orders.promotion` hold (written by place-order.ts). */
export const ShippingSnapshot = v.object({
  id: v.string(),
  courier: v.string(),
  service: v.string(),
  price: v.number(),
  etaLabel: v.string(),
})
export const PromotionSnapshot = v.object({
  id: v.string(),
  title: v.string(),
  code: v.nullable(v.string()),
  saving: v.number(),
  condition: v.string(),
})
/** What `payments.details` holds, per method: VA number and bank, QR string, card's last four. */
export const PaymentDetails = v.object({
  vaNumber: v.optional(v.nullable(v.string()), null),
  bank: v.optional(v.nullable(v.string()), null),
  qrString: v.optional(v.nullable(v.string()), null),
  cardLast4: v.optional(v.nullable(v.string()), null),
})

type PaymentRow = typeof payments.$inferSelect

export function toPayment(row: PaymentRow, mode: PaymentMode): Payment {
  const details = v.parse(PaymentDetails, row.details)
  return {
    id: row.id,
    mode,
    methodId: row.methodId,
    methodName: paymentMethod(row.methodId)?.name ?? row.methodId,
    type: row.type,
    status: row.status,
    amount: row.amount,
    actionUrl: row.actionUrl,
    vaNumber: details.vaNumber,
    bank: details.bank,
    qrString: details.qrString,
    cardLast4: details.cardLast4,
    failureReason: row.failureReason,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The order's newest payment, the one that counts. A payment's `createdAt` is always later than
 * its order's earlier ones (pay-again.ts makes sure), so the newest is the latest.
 */
export async function newestPayment(
  db: Database | Transaction,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
  return payment
}

/** The member's own order, or null: another member's and an unknown id are the same nothing. */
export async function loadOrder(
  db: Database,
  memberId: string,
  orderId: string,
): Promise<Order | null> {
  if (!isUuid(orderId)) return null
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)))
  if (!order) return null
  const [items, payment, refunds, events] = await Promise.all([
    db
      .select({
        item: orderItems,
        categoryId: shopProducts.categoryId,
      })
      .from(orderItems)
      .innerJoin(shopProducts, eq(shopProducts.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productId)),
    newestPayment(db, order.id),
    refundsOfOrder(db, order.id),
    fulfilmentEventsOf(db, order.id),
  ])
  if (!payment) throw new Error(`Order ${order.id} has no payment`)
  const mode = await paymentModeOf(db, payment.providerRef)
  const promotion = order.promotion === null ? null : v.parse(PromotionSnapshot, order.promotion)
  const shipping = v.parse(ShippingSnapshot, order.shipping)
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    items: items.map(({ item, categoryId }) => ({
      productId: item.productId,
      name: item.name,
      image: productImage({ id: item.productId, name: item.name, categoryId }),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    shippingCost: order.shippingCost,
    total: order.total,
    promotion: promotion && {
      promotionId: promotion.id,
      title: promotion.title,
      code: promotion.code,
      saving: promotion.saving,
    },
    address: v.parse(OrderAddress, order.address),
    shipping: {
      id: shipping.id,
      courier: shipping.courier,
      service: shipping.service,
      price: shipping.price,
      etaLabel: shipping.etaLabel,
    },
    payment: toPayment(payment, mode),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      state: refund.state,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    })),
    ...timelineOf(order, events, refunds),
  }
}

/** A page of the member's orders, newest first. */
export async function listOrders(
  db: Database,
  memberId: string,
  page: number,
  limit: number,
): Promise<OrderList> {
  const mine = eq(orders.memberId, memberId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.serial))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(mine),
  ])
  const ids = rows.map((order) => order.id)
  const [items, latest] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              orderId: orderItems.orderId,
              productId: orderItems.productId,
              name: orderItems.name,
              quantity: orderItems.quantity,
              categoryId: shopProducts.categoryId,
            })
            .from(orderItems)
            .innerJoin(shopProducts, eq(shopProducts.id, orderItems.productId))
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.orderId), asc(orderItems.productId)),
          db
            .selectDistinctOn([payments.orderId], {
              orderId: payments.orderId,
              status: payments.status,
            })
            .from(payments)
            .where(inArray(payments.orderId, ids))
            .orderBy(payments.orderId, desc(payments.createdAt), desc(payments.id)),
        ])
  const itemsOf = new Map<string, typeof items>()
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item])
  const statusOf = new Map(latest.map((payment) => [payment.orderId, payment.status]))
  return {
    data: rows.map((order) => {
      const lines = itemsOf.get(order.id) ?? []
      const first = lines[0]
      const paymentStatus = statusOf.get(order.id)
      if (!first || !paymentStatus) throw new Error(`Order ${order.id} has no item or payment`)
      return {
        id: order.id,
        number: order.number,
        status: order.status,
        total: order.total,
        // Products, as the cart counts them (`Cart.meta.itemCount`), not units.
        itemCount: lines.length,
        firstItem: {
          name: first.name,
          image: productImage({
            id: first.productId,
            name: first.name,
            categoryId: first.categoryId,
          }),
        },
        paymentStatus,
        expiresAt: order.expiresAt.toISOString(),
        createdAt: order.createdAt.toISOString(),
      }
    }),
    meta: { page, limit, total: total?.total ?? 0 },
  }
}
