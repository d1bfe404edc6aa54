/**
 * The real system behind the checkout's test model: the shopper a path drives (a new member made
 * through the API, as earlier visits would have left them: two addresses, a cart, a saved
 * progress, an order), and what the model's arrangements change around them (the session ended
 * on another device, the payment simulator's pages pressed, the fault switch).
 */
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../../../app.config'
import type { FaultName } from '../../../../backend/http/fault-injection'
import { AccessGrant, OtpRequested } from '../../../../contract/auth/schemas'
import {
  type CheckoutSettingsInput,
  IDEMPOTENCY_HEADER,
  ORDER_TYPE,
  Order,
  PURCHASE,
  ShippingRates,
} from '../../../../contract/checkout/schemas'
import { CardToken, SIMULATOR_3DS_OTP } from '../../../../contract/checkout/simulator-schemas'
import { ProductDetail } from '../../../../contract/shop/schemas'
import { TEST_OTP } from '../../../support/app-server'
import {
  type CheckoutMember,
  giveAddressAndCart,
  memberHeaders,
} from '../../../support/checkout-member'
import type { QaWorld } from '../../replay/qa-world'

/**
 * Two Essence Beras Fermentasi (Rp258.000 at the seed's prices): past the Rp150.000 of 'Belanja
 * Hemat Akhir Tahun', the best promotion without a code, and the Rp100.000 of DIRIBARU. A product
 * no browser test buys, with 193 in stock: the paths leave orders waiting for payment, which hold
 * their stock until they lapse, and in the suite they share a server's database with the other
 * specs (the serum those buy has 50).
 */
export const CART_ITEMS = [{ productId: 'essence-beras', quantity: 2 }] as const

/** A code the seed has, that applies to a new member's first purchase of this cart. */
export const GOOD_CODE = 'DIRIBARU'
/** A code nobody issued: the API refuses it as unknown. */
export const UNKNOWN_CODE = 'TIDAKADA99'

/** The payment simulator's cards (contract/checkout/simulator-schemas.ts). */
export const SIMULATOR_CARDS = {
  challenge: '4000 0000 0000 3220',
  bankDecline: '4000 0000 0000 0002',
  fraudDecline: '4100 0000 0000 0019',
} as const

/** A name of the test-only fault switch (backend/http/fault-injection.ts lists the checkout's). */
export type CheckoutFault = FaultName

/** The arrangements' own calls must not meet the fault switch the browser carries. */
const API_HEADERS = { 'diri-platform': 'web', 'x-diri-fault': '' }

export interface Shopper extends CheckoutMember {
  /** The order of this checkout, once one is placed through the API. */
  orderId: string | null
  /** Signed out on another device: the browser's token is refused. */
  sessionEnded: boolean
}

/** What a path's arrangements decided for the person's next moves, per replayed browser. */
export interface ShopperPlan {
  shopper: Shopper | null
  /** The code 'Pakai Kode' is pressed with. */
  code: string
  /** The card typed before 'Bayar' or 'Bayar Lagi'. */
  card: string
  /**
   * What the member does on the order's payment page (the VA's or the 3-D Secure one) before the
   * next status check, once the model knows which answer that check must get.
   */
  paymentPage: PaymentPageAction | null
  /** The order the first load resumes paying: placed when the page is about to open. */
  orderToPlace: boolean
  /** The path's steps (the start keeps them), for answers that must be put in place early. */
  steps: ReadonlyArray<{ event: { type: string }; context: unknown; value: unknown }>
  /** The order's answer was put in place before 'Bayar' was pressed (see the model's PLACE). */
  placeAnswerArranged: boolean
}

export type PaymentPageAction = 'pay' | 'expire' | 'approve' | 'deny'

const plans = new WeakMap<QaWorld, ShopperPlan>()

export function planOf(world: QaWorld): ShopperPlan {
  let plan = plans.get(world)
  if (!plan) {
    plan = {
      shopper: null,
      code: GOOD_CODE,
      card: SIMULATOR_CARDS.challenge,
      paymentPage: null,
      orderToPlace: false,
      steps: [],
      placeAnswerArranged: false,
    }
    plans.set(world, plan)
  }
  return plan
}

export function shopperOf(world: QaWorld): Shopper {
  const shopper = planOf(world).shopper
  if (!shopper) throw new Error('No shopper yet: the path has not arranged its first load')
  return shopper
}

async function ok(
  answer: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
}

/**
 * A new member, signed in through the API with the test server's code, with a primary address
 * ('Rumah'), a second one ('Kantor') and the cart: the browser carries their session cookie.
 */
export async function newShopper(world: QaWorld): Promise<Shopper> {
  const request = world.context.request
  const phone = world.newMember().localPhone
  const asked = await request.post('/api/auth/otp/request', {
    headers: API_HEADERS,
    data: { phone },
  })
  await ok(asked, `OTP request for ${phone}`)
  const { challengeId } = v.parse(OtpRequested, await asked.json())
  const verified = await request.post('/api/auth/otp/verify', {
    headers: API_HEADERS,
    data: { phone, code: TEST_OTP, challengeId },
  })
  await ok(verified, `OTP verify for ${phone}`)
  const { accessToken } = v.parse(AccessGrant, await verified.json())
  const shopper: Shopper = { phone, token: accessToken, orderId: null, sessionEnded: false }
  await giveAddressAndCart(request, shopper, CART_ITEMS)
  const office = await request.post('/api/addresses', {
    headers: headersOf(shopper),
    data: {
      label: 'Kantor',
      recipientName: 'Pembeli Uji',
      phone,
      provinceId: '31',
      cityId: '31.71',
      suburbId: '31.71.01',
      postalCodeId: '31.71.01-10110',
      street: 'Jl. Medan Merdeka Barat No. 9, Lantai 5',
      isPrimary: false,
    },
  })
  await ok(office, `Second address for ${phone}`)
  await world.context.addCookies([
    {
      name: AUTH_COOKIE,
      value: encodeURIComponent(JSON.stringify({ accessToken })),
      url: await siteOrigin(world),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ])
  planOf(world).shopper = shopper
  return shopper
}

/** The site's origin, as the context's API client resolves its relative addresses. */
async function siteOrigin(world: QaWorld): Promise<string> {
  const answer = await world.context.request.get('/api/health', { headers: API_HEADERS })
  return new URL(answer.url()).origin
}

function headersOf(shopper: CheckoutMember) {
  return { ...memberHeaders(shopper), 'x-diri-fault': '' }
}

/** Saves the checkout's progress as the member's earlier visit would have left it. */
export async function saveProgress(world: QaWorld, progress: CheckoutSettingsInput) {
  const saved = await world.context.request.put('/api/v2/member/settings/checkout', {
    headers: headersOf(shopperOf(world)),
    data: progress,
  })
  await ok(saved, 'Saving the checkout progress')
}

/** The member's choices at review, as a member who went through every step would have them. */
export async function choicesAtReview(world: QaWorld, code: string | null) {
  const shopper = shopperOf(world)
  const request = world.context.request
  const listed = await request.get('/api/addresses', { headers: headersOf(shopper) })
  await ok(listed, 'Listing the addresses')
  const { data } = (await listed.json()) as { data: Array<{ id: string; isPrimary: boolean }> }
  const home = data.find((address) => address.isPrimary)
  if (!home) throw new Error(`${shopper.phone} has no primary address`)
  return {
    addressId: home.id,
    courierId: 'jne-reg',
    paymentMethodId: 'va-bca',
    promoCode: code,
    promoDeclined: false,
  }
}

/** The member signed out on another device: the token this browser holds is refused from now. */
export async function endSession(world: QaWorld) {
  const shopper = shopperOf(world)
  // Once: an arrangement made before the page opened is not made again at its step.
  if (shopper.sessionEnded) return
  shopper.sessionEnded = true
  const signedOut = await world.context.request.post('/api/auth/logout', {
    headers: headersOf(shopper),
  })
  await ok(signedOut, `Signing ${shopper.phone} out`)
}

/** A token of one of the simulator's cards, as the payment step's tokenizer gets it. */
async function cardToken(world: QaWorld, number: string) {
  const answer = await world.context.request.post('/api/payments/simulator/card/tokens', {
    headers: API_HEADERS,
    data: { number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Pembeli Uji' },
  })
  await ok(answer, `Tokenising ${number}`)
  return v.parse(CardToken, await answer.json()).token
}

/**
 * An order of the cart placed through the API as the review step places it (the primary address,
 * JNE Reguler, a BCA virtual account, no promotion), its payment open: the member left the
 * checkout while paying.
 */
export async function placeOrder(world: QaWorld, card?: string): Promise<Order> {
  const shopper = shopperOf(world)
  const request = world.context.request
  const headers = headersOf(shopper)
  const { addressId } = await choicesAtReview(world, null)
  const products = await Promise.all(
    CART_ITEMS.map(async ({ productId, quantity }) => {
      const answer = await request.get(`/api/dc-frontend/products/${productId}`, {
        headers: API_HEADERS,
      })
      await ok(answer, `Product ${productId}`)
      const product = v.parse(ProductDetail, await answer.json())
      return { id: productId, qty: quantity, price: product.discountPrice ?? product.price }
    }),
  )
  const quoted = await request.post('/api/v2/orders/shipping-rate', {
    headers,
    data: { addressId, products: products.map(({ id, qty }) => ({ id, qty })) },
  })
  await ok(quoted, 'Shipping rates')
  const rate = v.parse(ShippingRates, await quoted.json()).data.find(({ id }) => id === 'jne-reg')
  if (!rate) throw new Error('JNE Reguler does not serve the primary address')
  const subtotal = products.reduce((sum, item) => sum + item.qty * item.price, 0)
  const placed = await request.post('/api/orders/checkout/cart', {
    headers: { ...headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    data: {
      type: PURCHASE,
      orderType: ORDER_TYPE,
      products,
      addressId,
      courierId: rate.id,
      ...(card
        ? { paymentMethodId: 'card', cardToken: await cardToken(world, card) }
        : { paymentMethodId: 'va-bca' }),
      code: null,
      noPromo: true,
      expectedTotal: subtotal + rate.price,
    },
  })
  await ok(placed, 'Placing the order')
  const order = v.parse(Order, await placed.json())
  shopper.orderId = order.id
  return order
}

async function orderNow(world: QaWorld): Promise<Order> {
  const shopper = shopperOf(world)
  const answer = await world.context.request.get(`/api/orders/${shopper.orderId}`, {
    headers: headersOf(shopper),
  })
  await ok(answer, `Order ${shopper.orderId}`)
  return v.parse(Order, await answer.json())
}

/**
 * The member pays the order again in another tab, by BCA virtual account: the payment this tab
 * then asks for is refused (409, a payment is already running).
 */
export async function payAgainElsewhere(world: QaWorld) {
  const shopper = shopperOf(world)
  const answer = await world.context.request.post(`/api/orders/${shopper.orderId}/payments`, {
    headers: { ...headersOf(shopper), [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    data: { paymentMethodId: 'va-bca' },
  })
  await ok(answer, `Paying order ${shopper.orderId} again in another tab`)
}

/**
 * The order's payment page pressed, as the member does in the page the checkout opened: the
 * simulator's VA page ('pay', 'expire') or 3-D Secure page ('deny').
 */
export async function pressPaymentPage(world: QaWorld, action: PaymentPageAction) {
  const order = await orderNow(world)
  // Pressed once: an arrangement made before the page opened is not made again at its step.
  if (order.payment.status !== 'pending' && order.payment.status !== 'requires_action') return
  const actionUrl = order.payment.actionUrl
  if (!actionUrl) throw new Error(`Order ${order.id}'s payment has no page to press ${action} on`)
  const origin = await siteOrigin(world)
  const pressed = await world.context.request.post(new URL(actionUrl, origin).href, {
    form: action === 'approve' ? { action, otp: SIMULATOR_3DS_OTP } : { action },
    headers: { origin, 'x-diri-fault': '' },
  })
  await ok(pressed, `Pressing ${action} on ${actionUrl}`)
}
