/**
 * A past order of Budi's, delivered three weeks before the seed: one serum, bought for less than
 * it costs now, and a coffee scrub the shop no longer sells. The order page shows it with its
 * whole timeline (paid by card, packed, shipped with JNE, delivered) and its invoice, and its
 * 'Beli Lagi' says what changed since. Seeded once, into a database where Budi has no order;
 * the demo members must be seeded first, and the shop and the operator.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { orderItems, orders, payments } from '../schema/checkout'
import { members } from '../schema/members'
import { orderFulfilmentEvents } from '../schema/order-fulfilment'
import { DEMO_PHONES } from './demo-members'
import { OPERATOR_PHONE } from './operators'

const DAY = 24 * 60 * 60 * 1000

/** Then: the serum for Rp99.000 (Rp115.000 today), the scrub before it left the shop. */
const ITEMS = [
  {
    productId: 'serum-niacinamide-10',
    name: 'Serum Niacinamide 10%',
    quantity: 2,
    unitPrice: 99_000,
  },
  { productId: 'masker-kopi-lama', name: 'Masker Scrub Kopi', quantity: 1, unitPrice: 69_000 },
]
const SHIPPING_COST = 13_000

export async function seedDemoOrders(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    // The demo's history is not news: the notification triggers record no event for it.
    await tx.execute(sql`select set_config('diri.seeding', 'on', true)`)
    const [budi] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, DEMO_PHONES.budi))
    const [operator] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, OPERATOR_PHONE))
    if (!budi) return { demoOrders: 0 }
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.memberId, budi.id))
      .limit(1)
    if (existing) return { demoOrders: 0 }

    const at = (daysAgo: number, hours = 0) =>
      new Date(now.getTime() - daysAgo * DAY + hours * 3_600_000)
    const placedAt = at(21)
    const subtotal = ITEMS.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0)
    const [order] = await tx
      .insert(orders)
      .values({
        number: 'pending:demo-budi',
        memberId: budi.id,
        status: 'paid',
        subtotal,
        shippingCost: SHIPPING_COST,
        total: subtotal + SHIPPING_COST,
        address: {
          recipientName: 'Budi Santoso',
          phone: DEMO_PHONES.budi,
          street: 'Jl. Cikini Raya No. 12, Lantai 3, Cikini',
          suburb: 'Menteng',
          city: 'Kota Jakarta Pusat',
          province: 'DKI Jakarta',
          postalCode: '10330',
        },
        shipping: {
          id: 'jne-reg',
          courier: 'JNE',
          service: 'Reguler',
          price: SHIPPING_COST,
          etaLabel: '1–2 hari',
        },
        paymentMethodId: 'card',
        expiresAt: at(21, 0.25),
        paidAt: at(21, 0.05),
        fulfilment: 'delivered',
        createdAt: placedAt,
        updatedAt: at(18),
      })
      .returning({ id: orders.id, serial: orders.serial })
    if (!order) throw new Error("Budi's demo order was not inserted")
    // As place-order.ts numbers an order: the month in Jakarta and the serial.
    const month = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      year: '2-digit',
      month: '2-digit',
    }).formatToParts(placedAt)
    const yy = month.find((part) => part.type === 'year')?.value ?? '00'
    const mm = month.find((part) => part.type === 'month')?.value ?? '00'
    await tx
      .update(orders)
      .set({ number: `DR-${yy}${mm}-${String(order.serial).padStart(6, '0')}` })
      .where(eq(orders.id, order.id))
    await tx.insert(orderItems).values(
      ITEMS.map((item) => ({
        ...item,
        orderId: order.id,
        lineTotal: item.quantity * item.unitPrice,
      })),
    )
    await tx.insert(payments).values({
      orderId: order.id,
      methodId: 'card',
      type: 'card',
      status: 'paid',
      amount: subtotal + SHIPPING_COST,
      providerRef: `seed-${order.id}`,
      details: { cardLast4: '1114' },
      expiresAt: at(21, 0.25),
      paidAt: at(21, 0.05),
      createdAt: placedAt,
      updatedAt: at(21, 0.05),
    })
    const actorId = operator?.id ?? null
    await tx.insert(orderFulfilmentEvents).values([
      { orderId: order.id, fromState: 'paid', toState: 'packed', actorId, at: at(20, 2) },
      {
        orderId: order.id,
        fromState: 'packed',
        toState: 'shipped',
        courier: 'jne',
        trackingNumber: 'CGK0123456789',
        actorId,
        at: at(20, 6),
      },
      { orderId: order.id, fromState: 'shipped', toState: 'delivered', actorId, at: at(18) },
    ])
    return { demoOrders: 1 }
  })
}
