/**
 * Placing an order: `POST /orders/checkout/cart` with an `Idempotency-Key` (idempotency.ts).
 *
 * Everything the member reviewed is checked again in one transaction, against the database as it
 * is now: the cart still holds these items, the products are still sold within their limits, the
 * promotion still applies, the courier still serves the address, and the total is the one the
 * member saw. Then the stock is reserved, the order written with a snapshot of what was bought,
 * its promotion redeemed within the promotion's limits (the database refuses one past them), and
 * the items leave the cart. Any refusal rolls all of it back. The charge is opened once that
 * transaction has committed (charges.ts says why).
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type * as v from 'valibot'
import {
  type Order,
  PlaceOrderInput,
  type PromoApplication,
} from '../../../contract/checkout/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import type { Transaction } from '../../db/client'
import { checkoutProgress, orderItems, orders, payments } from '../../db/schema/checkout'
import { shopCartItems, shopProducts } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { ApiProblem, type FieldError, invalidInput } from '../../http/problem'
import { readJson } from '../../http/validation'
import { expireLapsedOrders } from '../../payments/payment-status'
import type { PaymentProvider } from '../../payments/provider'
import { lockCart } from '../shop/cart'
import { openCharge, placeholderRef } from './charges'
import { answerWith, idempotencyKeyOf, once } from './idempotency'
import { loadOrder } from './order-view'
import {
  amountRefusal,
  type MethodOfPayment,
  paymentMethod,
  providerOffers,
} from './payment-methods'
import { priceFromCatalogue, subtotalOf } from './pricing'
import { redeemPromotion } from './promotion-redemptions'
import { bestPromotionFor, promotionForCode } from './promotion-rules'
import { shippingQuote } from './shipping'

const SCOPE = 'POST /orders/checkout/cart'

/**
 * How long a repeat of a committed order's key waits (409) for the first request to open the
 * charge and answer: well past a provider's slowest answer, short enough that a member retrying
 * after a crash soon gets their order.
 */
export const ORDER_KEY_LEASE_MS = 30_000

export const CART_CHANGED =
  'Keranjangmu berubah sejak kamu memeriksa pesanan. Muat ulang keranjang lalu periksa lagi pesananmu.'

/** A refusal about one field, which the client shows beside it. */
export const refusedAt = (status: 409 | 422, path: string, message: string) =>
  new ApiProblem(status, message, [{ path, message }])

/** The checks of the body alone: a known method the provider offers, a card token for a card. */
export function checkPaymentChoice(
  input: { paymentMethodId: string; cardToken?: string },
  provider: PaymentProvider,
) {
  const method = paymentMethod(input.paymentMethodId)
  if (!method || !providerOffers(provider, method.id)) {
    throw invalidInput([{ path: 'paymentMethodId', message: 'Metode pembayaran tidak dikenal.' }])
  }
  if (method.type === 'card' && !input.cardToken) {
    throw invalidInput([{ path: 'cardToken', message: 'Masukkan data kartumu dulu.' }])
  }
  return method
}

/** `DR-2611-000042`: the month in Jakarta and the order's serial. */
export function orderNumber(serial: number, now: Date): string {
  const jakarta = new Date(now.getTime() + 7 * 60 * 60 * 1000)
  const yy = String(jakarta.getUTCFullYear() % 100).padStart(2, '0')
  const mm = String(jakarta.getUTCMonth() + 1).padStart(2, '0')
  return `DR-${yy}${mm}-${String(serial).padStart(6, '0')}`
}

type ValidInput = v.InferOutput<typeof PlaceOrderInput>

interface Placed {
  orderId: string
  orderNumber: string
  paymentId: string
  total: number
  expiresAt: Date
}

async function placeInTransaction(
  tx: Transaction,
  memberId: string,
  input: ValidInput,
  method: MethodOfPayment,
  now: Date,
): Promise<Placed> {
  // The cart's own lock (cart.ts): the cart cannot change between checking it here and taking
  // the ordered items out of it below.
  await lockCart(tx, memberId)
  const ids = input.products.map((product) => product.id)

  const held = await tx
    .select({ productId: shopCartItems.productId, quantity: shopCartItems.quantity })
    .from(shopCartItems)
    .where(and(eq(shopCartItems.memberId, memberId), inArray(shopCartItems.productId, ids)))
  const heldBy = new Map(held.map((item) => [item.productId, item.quantity]))
  if (input.products.some((product) => heldBy.get(product.id) !== product.qty)) {
    throw refusedAt(409, 'cart', CART_CHANGED)
  }

  const lines = await priceFromCatalogue(tx, input.products)
  const products = await tx.select().from(shopProducts).where(inArray(shopProducts.id, ids))
  const productById = new Map(products.map((product) => [product.id, product]))
  const limits: FieldError[] = input.products.flatMap((item, index) => {
    const product = productById.get(item.id)
    if (!product) return []
    const path = `products.${index}`
    if (product.discontinued) return [{ path, message: `${product.name} sudah tidak dijual lagi.` }]
    if (item.qty > product.maxQuantity)
      return [{ path, message: `Maksimal ${product.maxQuantity} ${product.name} per pesanan.` }]
    return []
  })
  const [firstLimit] = limits
  if (firstLimit) throw new ApiProblem(409, firstLimit.message, limits)

  let promotion: PromoApplication | null = null
  if (input.code) {
    const found = await promotionForCode(tx, memberId, input.code, lines, now)
    if (!found.ok) throw refusedAt(409, 'code', found.message)
    promotion = found.application
  } else if (!input.noPromo) {
    promotion = await bestPromotionFor(tx, memberId, lines, now)
  }

  const quote = await shippingQuote(tx, memberId, input.addressId, lines)
  const rate = quote.rates.find((candidate) => candidate.id === input.courierId)
  if (!rate) {
    throw refusedAt(409, 'courierId', 'Kurir ini tidak melayani alamatmu. Pilih kurir lain.')
  }

  const subtotal = subtotalOf(lines)
  const discount = promotion?.saving ?? 0
  const total = subtotal - discount + rate.price
  if (total !== input.expectedTotal) {
    throw refusedAt(
      409,
      'expectedTotal',
      `Total belanja berubah menjadi ${formatRupiah(total)}. Periksa lagi pesananmu sebelum membayar.`,
    )
  }
  // After the total: a method that does not fit a total the member has not seen yet is moot.
  const unfit = amountRefusal(method, total)
  if (unfit) throw refusedAt(409, 'paymentMethodId', unfit)

  // Each product's stock is taken in one conditional statement: of concurrent buyers of the last
  // units, the row lock lets one at a time re-check `stock >= quantity`, so stock never goes below
  // zero and no unit is sold twice. Products are taken in id order so that two orders sharing
  // products lock them in the same order and cannot deadlock.
  const byProductId = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))
  for (const line of byProductId) {
    const [reserved] = await tx
      .update(shopProducts)
      .set({
        stock: sql`${shopProducts.stock} - ${line.quantity}`,
        sold: sql`${shopProducts.sold} + ${line.quantity}`,
      })
      .where(
        and(
          eq(shopProducts.id, line.productId),
          gte(shopProducts.stock, line.quantity),
          eq(shopProducts.discontinued, false),
        ),
      )
      .returning({ id: shopProducts.id })
    if (!reserved) {
      const [left] = await tx
        .select({ stock: shopProducts.stock })
        .from(shopProducts)
        .where(eq(shopProducts.id, line.productId))
      const message = `Stok ${line.name} tidak cukup: tersisa ${left?.stock ?? 0}.`
      throw refusedAt(409, `products.${ids.indexOf(line.productId)}`, message)
    }
  }

  const orderId = randomUUID()
  const expiresAt = new Date(now.getTime() + method.expiresInMs)
  const [inserted] = await tx
    .insert(orders)
    .values({
      id: orderId,
      // Replaced below, once the serial the number is made of is known.
      number: `pending:${orderId}`,
      memberId,
      subtotal,
      discount,
      shippingCost: rate.price,
      total,
      promotionId: promotion?.promotionId ?? null,
      promotion: promotion && {
        id: promotion.promotionId,
        title: promotion.title,
        code: promotion.code,
        saving: promotion.saving,
        condition: promotion.condition,
      },
      address: {
        recipientName: quote.address.recipientName,
        phone: quote.address.phone,
        street: quote.address.street,
        suburb: quote.address.suburb,
        city: quote.address.city,
        province: quote.address.province,
        postalCode: quote.address.postalCode,
      },
      shipping: {
        id: rate.id,
        courier: rate.courier,
        service: rate.service,
        price: rate.price,
        etaLabel: rate.etaLabel,
      },
      paymentMethodId: method.id,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ serial: orders.serial })
  if (!inserted) throw new Error('Inserting an order returned no row')
  const number = orderNumber(inserted.serial, now)
  await tx.update(orders).set({ number }).where(eq(orders.id, orderId))
  if (promotion) {
    // After the stock, like closing an order: product rows, then the promotion's, in every
    // transaction, so the two cannot deadlock. The checks above read before the promotion's lock;
    // this is where a limit that filled up meanwhile refuses the order.
    const refusal = await redeemPromotion(tx, {
      orderId,
      promotionId: promotion.promotionId,
      memberId,
    })
    if (refusal) throw refusedAt(409, 'code', refusal)
  }
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
  )
  const paymentId = randomUUID()
  await tx.insert(payments).values({
    id: paymentId,
    orderId,
    methodId: method.id,
    type: method.type,
    status: 'pending',
    amount: total,
    providerRef: placeholderRef(paymentId),
    expiresAt,
    createdAt: now,
    updatedAt: now,
  })

  await tx
    .delete(shopCartItems)
    .where(and(eq(shopCartItems.memberId, memberId), inArray(shopCartItems.productId, ids)))
  const progress = {
    step: 'awaitingPayment' as const,
    orderId,
    addressId: input.addressId,
    courierId: rate.id,
    paymentMethodId: method.id,
    promoCode: input.code,
    promoDeclined: input.noPromo ?? false,
    updatedAt: now,
  }
  await tx
    .insert(checkoutProgress)
    .values({ memberId, ...progress })
    .onConflictDoUpdate({ target: checkoutProgress.memberId, set: progress })

  return { orderId, orderNumber: number, paymentId, total, expiresAt }
}

export function placeOrderRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/orders/checkout/cart', member, async (c) => {
    failIfRequested(deps, c, 'order-place')
    const input = await readJson(c, PlaceOrderInput)
    const method = checkPaymentChoice(input, deps.payments)
    const seen = new Set<string>()
    const repeated = input.products.flatMap((product, index) => {
      if (!seen.has(product.id)) {
        seen.add(product.id)
        return []
      }
      return [{ path: `products.${index}.id`, message: 'Produk ini sudah ada di pesanan.' }]
    })
    if (repeated.length > 0) throw invalidInput(repeated)
    const key = idempotencyKeyOf(c)
    const memberId = c.var.member.id
    // The order as it is now: the answer, and what a retry after a crash is shown.
    const orderAnswer = async (orderId: string) => {
      const order = await loadOrder(db, memberId, orderId)
      if (!order)
        throw new Error(`Order ${orderId} of member ${memberId} is not readable after its commit`)
      return { status: 201 as const, body: order satisfies Order }
    }

    const answer = await once(
      deps,
      { memberId, key, scope: SCOPE, request: input },
      {
        leaseMs: ORDER_KEY_LEASE_MS,
        run: async (transaction) => {
          const now = clock.now()
          // Stock held by orders that lapsed goes back on sale before this order asks for it.
          await expireLapsedOrders(db, now)
          const placed = await transaction(
            (tx) => placeInTransaction(tx, memberId, input, method, now),
            (made) => made.orderId,
          )
          // Due in 30 s: if this process dies before the charge below opens, the job opens it.
          deps.jobs?.recoverChargeLater(placed.paymentId)
          await openCharge(deps, {
            paymentId: placed.paymentId,
            orderNumber: placed.orderNumber,
            amount: placed.total,
            method,
            cardToken: input.cardToken,
            expiresAt: placed.expiresAt,
          })
          return orderAnswer(placed.orderId)
        },
        current: orderAnswer,
      },
    )
    return answerWith(c, answer)
  })
}
