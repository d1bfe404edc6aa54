/**
 * The checkout tests' bench: the harness's app with the content, the shop and the checkout seeded,
 * its clock in late November 2026 (when the seeded shop promotions run), and a member who shops
 * through the API as the checkout would: cart, review (best promotion, shipping), order.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, expect } from 'vitest'
import { normalizeIndonesianMobile } from '../../../contract/auth/phone'
import {
  AppliedPromo,
  BestPromo,
  IDEMPOTENCY_HEADER,
  ORDER_TYPE,
  type PlaceOrderInput,
  PURCHASE,
  ShippingRates,
} from '../../../contract/checkout/schemas'
import type { Database } from '../../db/client'
import { addresses } from '../../db/schema/addresses'
import { members } from '../../db/schema/members'
import { shopCartItems } from '../../db/schema/shop'
import { seedCheckout } from '../../db/seed/checkout'
import { seedContent } from '../../db/seed/content'
import { seedShop } from '../../db/seed/shop'
import { expectBody, setUpTestApi, type TestApi } from '../../test/harness'

/** 10:00 in Jakarta on 24 November 2026: every seeded shop promotion but the October one runs. */
export const CHECKOUT_TIME = new Date('2026-11-24T03:00:00.000Z')

export function setUpCheckoutApi(): () => TestApi {
  const api = setUpTestApi()
  beforeEach(async () => {
    const { db, clock } = api()
    await seedContent(db)
    await seedShop(db)
    await seedCheckout(db)
    clock.advance(CHECKOUT_TIME.getTime() - clock.now().getTime())
  })
  return api
}

export interface Shopper {
  id: string
  token: string
  /** The member's primary address. */
  addressId: string
  send(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>
}

/** Signs the member in (creating them for a new number) and gives them an address if they have none. */
export async function shopper(
  api: TestApi,
  phone: string,
  options: { ip?: string } = {},
): Promise<Shopper> {
  const token = await api.signIn(phone, options)
  const normalized = normalizeIndonesianMobile(phone) ?? phone
  const [member] = await api.db.select().from(members).where(eq(members.phone, normalized))
  if (!member) throw new Error(`Signing in ${phone} made no member`)
  const addressId = await primaryAddressOf(api.db, member.id)
  return {
    id: member.id,
    token,
    addressId,
    send: (method, path, sent = {}) =>
      api.request(method, path, {
        token,
        ...(options.ip ? { ip: options.ip } : {}),
        ...(sent.body === undefined ? {} : { body: sent.body }),
        ...(sent.headers ? { headers: sent.headers } : {}),
      }),
  }
}

/** The member's primary address; a new member gets a copy of Putri's Tebet address. */
async function primaryAddressOf(db: Database, memberId: string): Promise<string> {
  const [own] = await db.select().from(addresses).where(eq(addresses.memberId, memberId))
  if (own) return own.id
  const [template] = await db.select().from(addresses).limit(1)
  if (!template) throw new Error('The seed has no address to copy')
  const { id: _id, ...copy } = template
  const [created] = await db
    .insert(addresses)
    .values({ ...copy, memberId, isPrimary: true })
    .returning({ id: addresses.id })
  if (!created) throw new Error('Copying an address returned no row')
  return created.id
}

/** Replaces the member's cart with these items (all chosen), as if added one by one. */
export async function fillCart(
  api: TestApi,
  memberId: string,
  items: ReadonlyArray<readonly [productId: string, quantity: number]>,
) {
  await api.db.delete(shopCartItems).where(eq(shopCartItems.memberId, memberId))
  if (items.length === 0) return
  await api.db.insert(shopCartItems).values(
    items.map(([productId, quantity], index) => ({
      memberId,
      productId,
      quantity,
      createdAt: new Date(api.clock.now().getTime() - (items.length - index) * 1000),
      updatedAt: api.clock.now(),
    })),
  )
}

export interface Review {
  body: PlaceOrderInput
  subtotal: number
  discount: number
  shippingCost: number
}

/**
 * What the review step shows and sends: the products at the catalogue's prices, the best promotion
 * (or the code's, or none), the courier's price to the member's address, and the total.
 */
export async function review(
  member: Shopper,
  products: ReadonlyArray<readonly [id: string, qty: number, price: number]>,
  choices: {
    courierId?: string
    paymentMethodId?: string
    code?: string | null
    noPromo?: boolean
    cardToken?: string
  } = {},
): Promise<Review> {
  const items = products.map(([id, qty, price]) => ({ id, qty, price }))
  const purchase = { type: PURCHASE, orderType: ORDER_TYPE, products: items } as const
  const code = choices.code ?? null
  let discount = 0
  let subtotal: number
  if (code) {
    const applied = await expectBody(
      await member.send('POST', '/orders/apply-promo', { body: { ...purchase, code } }),
      200,
      AppliedPromo,
    )
    subtotal = applied.subtotal
    discount = applied.promo.saving
  } else {
    const best = await expectBody(
      await member.send('POST', '/v2/promotions/apply-best-promo', { body: purchase }),
      200,
      BestPromo,
    )
    subtotal = best.subtotal
    discount = choices.noPromo ? 0 : (best.best?.saving ?? 0)
  }
  const courierId = choices.courierId ?? 'jne-reg'
  const rates = await expectBody(
    await member.send('POST', '/v2/orders/shipping-rate', {
      body: { addressId: member.addressId, products: items.map(({ id, qty }) => ({ id, qty })) },
    }),
    200,
    ShippingRates,
  )
  const rate = rates.data.find((candidate) => candidate.id === courierId)
  expect(rate, `${courierId} serves the member's address`).toBeDefined()
  const shippingCost = rate?.price ?? 0
  return {
    subtotal,
    discount,
    shippingCost,
    body: {
      ...purchase,
      products: items,
      addressId: member.addressId,
      courierId,
      paymentMethodId: choices.paymentMethodId ?? 'va-bca',
      code,
      ...(choices.noPromo ? { noPromo: true } : {}),
      ...(choices.cardToken ? { cardToken: choices.cardToken } : {}),
      expectedTotal: subtotal - discount + shippingCost,
    },
  }
}

export function placeOrder(member: Shopper, body: unknown, key: string = randomUUID()) {
  return member.send('POST', '/orders/checkout/cart', {
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
  })
}

export function payAgain(member: Shopper, orderId: string, body: unknown, key = randomUUID()) {
  return member.send('POST', `/orders/${orderId}/payments`, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
  })
}
