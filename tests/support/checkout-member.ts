/**
 * A fresh member for a checkout journey, set up through the API as a member's earlier visits
 * would have left them: signed in, one primary address in Jakarta, items in the cart. Each
 * journey gets its own number, so journeys never share a cart, an order or a checkout's progress.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, APIResponse, BrowserContext } from '@playwright/test'
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { AddressList } from '../../contract/addresses/schemas'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import {
  IDEMPOTENCY_HEADER,
  ORDER_TYPE,
  Order,
  PURCHASE,
  ShippingRates,
} from '../../contract/checkout/schemas'
import { ProductDetail } from '../../contract/shop/schemas'
import { TEST_PATIENT_PROFILE } from './answer-questionnaire'
import { TEST_OTP } from './app-server'

const API_HEADERS = { 'diri-platform': 'web' }

/** Gambir, Jakarta Pusat: a seeded province → city → district → postal code chain. */
const GAMBIR = {
  provinceId: '31',
  cityId: '31.71',
  suburbId: '31.71.01',
  postalCodeId: '31.71.01-10110',
}

let nextNumber = 0

/**
 * `0812 7700 1001`, `0812 7700 1002`, …: a new member each time (the run's server is fresh). The
 * middle block is the Playwright worker's index: a worker started again after a failed test counts
 * from 1 again, and must not sign in as a member an earlier worker already used.
 */
export function freshPhone() {
  nextNumber += 1
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 100
  return `0812 77${String(worker).padStart(2, '0')} ${String(1000 + nextNumber).padStart(4, '0')}`
}

export interface CheckoutMember {
  phone: string
  token: string
}

export async function memberWithCart(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<CheckoutMember> {
  const phone = freshPhone()
  const asked = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone },
  })
  if (!asked.ok())
    throw new Error(`OTP request for ${phone}: ${asked.status()} ${await asked.text()}`)
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers: API_HEADERS,
    data: { phone, code: TEST_OTP, challengeId },
  })
  if (!verified.ok()) throw new Error(`OTP verify for ${phone}: ${verified.status()}`)
  const { accessToken } = v.parse(AccessGrant, await verified.json())
  await giveAddressAndCart(request, { phone, token: accessToken }, items)

  // The session cookie as the site writes it on sign-in (HttpOnly, JSON holding the token).
  await context.addCookies([
    {
      name: AUTH_COOKIE,
      value: encodeURIComponent(JSON.stringify({ accessToken })),
      url: baseURL,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  return { phone, token: accessToken }
}

/**
 * Gives the member the profile a doctor needs before a questionnaire is sent (issue 29 §1), for
 * journeys that send one and are about something else.
 */
export async function withPatientProfile(request: APIRequestContext, member: CheckoutMember) {
  const saved = await request.put('/api/auth/me/profile', {
    headers: memberHeaders(member),
    data: TEST_PATIENT_PROFILE,
  })
  if (!saved.ok()) throw new Error(`Profile for ${member.phone}: ${saved.status()}`)
}

/** The headers of the member's own API calls. */
export function memberHeaders(member: CheckoutMember) {
  return { ...API_HEADERS, authorization: `Bearer ${member.token}` }
}

/**
 * What a member's earlier visits would have left: one primary address in Jakarta (Gambir), and
 * `items` in the cart when there are any.
 */
export async function giveAddressAndCart(
  request: APIRequestContext,
  member: CheckoutMember,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
) {
  const { phone } = member
  const headers = memberHeaders(member)
  const address = await request.post('/api/addresses', {
    headers,
    data: {
      label: 'Rumah',
      recipientName: 'Pembeli Uji',
      phone,
      ...GAMBIR,
      street: 'Jl. Medan Merdeka Barat No. 12, RT 01/RW 02',
      isPrimary: true,
    },
  })
  if (!address.ok())
    throw new Error(`Address for ${phone}: ${address.status()} ${await address.text()}`)
  if (items.length > 0) {
    const cart = await request.post('/api/carts', { headers, data: { items } })
    if (!cart.ok()) throw new Error(`Cart for ${phone}: ${cart.status()} ${await cart.text()}`)
  }
}

/** One of the member's orders as the API has it now. */
export async function orderOf(
  request: APIRequestContext,
  member: CheckoutMember,
  orderId: string,
): Promise<Order> {
  const answer = await request.get(`/api/orders/${orderId}`, { headers: memberHeaders(member) })
  if (!answer.ok()) throw new Error(`Order ${orderId}: ${answer.status()} ${await answer.text()}`)
  return v.parse(Order, await answer.json())
}

/** A product as the shop shows it now (its stock included). */
export async function productOf(request: APIRequestContext, productId: string) {
  const answer = await request.get(`/api/dc-frontend/products/${productId}`, {
    headers: API_HEADERS,
  })
  if (!answer.ok()) throw new Error(`Product ${productId}: ${answer.status()}`)
  return v.parse(ProductDetail, await answer.json())
}

/**
 * Places the member's cart as an order through the API, the way the review step does, without a
 * promotion, with the cheapest courier to the member's first address, by a BCA virtual account
 * unless told otherwise (nothing is paid yet: the stock is held until the order is paid or lapses).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  member: CheckoutMember,
  items: ReadonlyArray<{ productId: string; quantity: number }>,
  payment: { paymentMethodId: string; cardToken?: string } = { paymentMethodId: 'va-bca' },
): Promise<Order> {
  const headers = memberHeaders(member)
  const addresses = v.parse(
    AddressList,
    await (await request.get('/api/addresses', { headers })).json(),
  )
  const addressId = addresses.data[0]?.id
  if (!addressId) throw new Error(`${member.phone} has no address`)
  const products = await Promise.all(
    items.map(async ({ productId, quantity }) => {
      const product = await productOf(request, productId)
      return { id: productId, qty: quantity, price: product.discountPrice ?? product.price }
    }),
  )
  const rates = v.parse(
    ShippingRates,
    await (
      await request.post('/api/v2/orders/shipping-rate', {
        headers,
        data: { addressId, products: products.map(({ id, qty }) => ({ id, qty })) },
      })
    ).json(),
  )
  const rate = rates.data[0]
  if (!rate) throw new Error('No courier serves the address')
  const subtotal = products.reduce((sum, item) => sum + item.qty * item.price, 0)
  const placed = await request.post('/api/orders/checkout/cart', {
    headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
    data: {
      type: PURCHASE,
      orderType: ORDER_TYPE,
      products,
      addressId,
      courierId: rate.id,
      ...payment,
      code: null,
      noPromo: true,
      expectedTotal: subtotal + rate.price,
    },
  })
  if (!placed.ok()) throw new Error(`Placing an order: ${placed.status()} ${await placed.text()}`)
  return v.parse(Order, await placed.json())
}

/**
 * A button of the payment simulator's page (`actionUrl`, on the site), pressed from `context`'s
 * browser as the page's own form posts it: with that browser's session cookie, from the site's
 * origin. Only the order's owner may press one; anyone else gets the 404 page.
 */
export function pressPaymentPage(
  context: BrowserContext,
  baseURL: string,
  actionUrl: string | null,
  fields: Record<string, string>,
): Promise<APIResponse> {
  if (!actionUrl) throw new Error('The payment has no page')
  return context.request.post(new URL(actionUrl, baseURL).href, {
    form: fields,
    headers: { origin: new URL(baseURL).origin },
  })
}
