/**
 * Orders for the payment tests, made straight in the database as placing one would leave it
 * (stock reserved, the order awaiting payment, a payment whose charge the simulator opened), so
 * that these tests do not depend on the checkout's routes.
 */
import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { PaymentType } from '../../../contract/checkout/schemas'
import { CardToken, DEMO_PAYMENT_PAGE_PATH } from '../../../contract/checkout/simulator-schemas'
import { orderItems, orders, paymentEvents, payments } from '../../db/schema/checkout'
import { members } from '../../db/schema/members'
import { shopProducts } from '../../db/schema/shop'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import type { TestApi } from '../../test/harness'
import { recordChargeStatus } from '../payment-status'
import type { OpenedCharge } from '../provider'

export const TEST_PRODUCT = 'serum-niacinamide-10'
/** Two at Rp75.000, no shipping: the pages show `Rp150.000`. */
export const TEST_QUANTITY = 2
export const TEST_TOTAL = 150_000

const MINUTE = 60 * 1000

export interface TestOrder {
  orderId: string
  paymentId: string
  opened: OpenedCharge
}

let orderCount = 0

/**
 * The API's address of a simulator page, from the address the browser opens on the site (a
 * payment's `actionUrl`, `/pembayaran/demo/{page}/{ref}`), as the site passes it on.
 */
export function simulatorApiPath(actionUrl: string | null): string {
  if (!actionUrl?.startsWith(`${DEMO_PAYMENT_PAGE_PATH}/`)) {
    throw new Error(`Not a simulator page on the site: ${actionUrl}`)
  }
  return `/payments/simulator/${actionUrl.slice(DEMO_PAYMENT_PAGE_PATH.length + 1)}`
}

/** A card token from the simulator's endpoint, as the checkout's browser would get it. */
export async function cardTokenFor(api: TestApi, number: string): Promise<string> {
  const response = await api.request('POST', '/payments/simulator/card/tokens', {
    body: { number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Budi Santoso' },
  })
  const text = await response.text()
  if (response.status !== 201) throw new Error(`Tokenising ${number}: ${response.status} ${text}`)
  return v.parse(CardToken, JSON.parse(text)).token
}

/**
 * An order of Budi's for two serums, awaiting payment by `methodId`, with its first payment
 * opened through the provider and recorded as the checkout records it.
 */
export async function placeTestOrder(
  api: TestApi,
  options: { methodId: string; type: PaymentType; cardToken?: string; expiresInMs?: number },
): Promise<TestOrder> {
  const { db, clock } = api
  const now = clock.now()
  const expiresAt = new Date(now.getTime() + (options.expiresInMs ?? 24 * 60 * MINUTE))
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, DEMO_PHONES.budi))
  if (!member) throw new Error('The demo member Budi is not seeded')
  const number = `DR-TEST-${String(++orderCount).padStart(6, '0')}`
  const orderId = await db.transaction(async (tx) => {
    const reserved = await tx
      .update(shopProducts)
      .set({
        stock: sql`${shopProducts.stock} - ${TEST_QUANTITY}`,
        sold: sql`${shopProducts.sold} + ${TEST_QUANTITY}`,
      })
      .where(eq(shopProducts.id, TEST_PRODUCT))
      .returning({ id: shopProducts.id })
    if (reserved.length === 0) throw new Error(`${TEST_PRODUCT} is not seeded`)
    const [order] = await tx
      .insert(orders)
      .values({
        number,
        memberId: member.id,
        subtotal: TEST_TOTAL,
        shippingCost: 0,
        total: TEST_TOTAL,
        // Whole, as placing writes it, so that the member's order routes can read it back.
        address: {
          recipientName: 'Budi',
          phone: '6281234567890',
          street: 'Jl. Kebon Sirih No. 10',
          suburb: 'Gambir',
          city: 'Jakarta Pusat',
          province: 'DKI Jakarta',
          postalCode: '10110',
        },
        shipping: { id: 'jne-reg', courier: 'JNE', service: 'REG', price: 0, etaLabel: '2–3 hari' },
        paymentMethodId: options.methodId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('The order was not inserted')
    await tx.insert(orderItems).values({
      orderId: order.id,
      productId: TEST_PRODUCT,
      name: 'Serum Niacinamide 10%',
      quantity: TEST_QUANTITY,
      unitPrice: TEST_TOTAL / TEST_QUANTITY,
      lineTotal: TEST_TOTAL,
    })
    return order.id
  })
  const payment = await openTestPayment(api, orderId, { ...options, expiresAt })
  return { orderId, ...payment }
}

/** Another attempt to pay the order (what "pay again" does), opened and recorded the same way. */
export async function openTestPayment(
  api: TestApi,
  orderId: string,
  options: { methodId: string; type: PaymentType; cardToken?: string; expiresAt?: Date },
): Promise<{ paymentId: string; opened: OpenedCharge }> {
  const { db, clock, deps } = api
  const now = clock.now()
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + 15 * MINUTE)
  const paymentId = randomUUID()
  const opened = await deps.payments.openCharge({
    paymentId,
    orderNumber: 'DR-TEST',
    amount: TEST_TOTAL,
    type: options.type,
    methodId: options.methodId,
    cardToken: options.cardToken,
    expiresAt,
  })
  await db.insert(payments).values({
    id: paymentId,
    orderId,
    methodId: options.methodId,
    type: options.type,
    status: 'pending',
    amount: TEST_TOTAL,
    providerRef: opened.providerRef,
    actionUrl: opened.actionUrl,
    details: { vaNumber: opened.vaNumber, bank: opened.bank, qrString: opened.qrString },
    expiresAt,
    createdAt: now,
    updatedAt: now,
  })
  await recordChargeStatus(
    db,
    {
      paymentId,
      status: opened.status,
      failureReason: opened.failureReason ?? null,
      failureCode: opened.failureCode ?? null,
      paidAt: opened.status === 'paid' ? now : null,
      now,
    },
    deps,
  )
  return { paymentId, opened }
}

/** The order, its payments (oldest first), its events and the product's stock, as stored. */
export async function readBack(api: TestApi, orderId: string) {
  const { db } = api
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new Error(`No order ${orderId}`)
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id))
  const events = await db.select().from(paymentEvents)
  return { order, payments: attempts, events, stock: await stockOf(api) }
}

export async function stockOf(api: TestApi) {
  const [product] = await api.db
    .select({ stock: shopProducts.stock, sold: shopProducts.sold })
    .from(shopProducts)
    .where(eq(shopProducts.id, TEST_PRODUCT))
  if (!product) throw new Error(`${TEST_PRODUCT} is not seeded`)
  return product
}
