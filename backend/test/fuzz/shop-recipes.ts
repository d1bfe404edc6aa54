/**
 * The fuzz's recipes for the shop: the catalogue, ratings, the skin quiz, the cart, checkout and
 * orders, and the payment provider's side (its webhook and the simulator's pages).
 */
import * as v from 'valibot'
import { AddressList } from '../../../contract/addresses/schemas'
import { FulfilmentInput } from '../../../contract/checkout/fulfilment-move'
import { SavedItemInput } from '../../../contract/checkout/saved-items'
import {
  ApplyPromoInput,
  BestPromoInput,
  CartRemoveInput,
  CartUpdateInput,
  CheckoutPromotionQuery,
  CheckoutSettingsInput,
  OrderList,
  OrderListQuery,
  PayAgainInput,
  PaymentMethodsInput,
  PlaceOrderInput,
  ShippingRateInput,
} from '../../../contract/checkout/schemas'
import { CardTokenInput } from '../../../contract/checkout/simulator-schemas'
import {
  CartAddInput,
  ProductListQuery,
  ProductType,
  RatingLikeInput,
  RatingList,
  RatingListQuery,
  SkinQuizAnswerInput,
} from '../../../contract/shop/schemas'
import { OPERATOR_PHONE } from '../../db/seed/operators'
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../payments/simulator/webhook-delivery'
import { WebhookEvent } from '../../payments/webhook-event'
import { TEST_WEBHOOK_SECRET } from '../harness'
import type { FuzzRecipe, SignedInCaller } from './requests'
import { freshIdempotencyKey, SEEDED_PRODUCT } from './seed-samples'

/**
 * The two queries a route file declares for itself rather than in the contract
 * (shop/catalogue.ts `TypeQuery`, shop/pages.ts `QuizQuery`), rebuilt from the contract's parts.
 */
const ProductTypeQuery = v.object({ type: v.optional(ProductType) })
const SkinQuizQuery = v.object({ regimenId: v.optional(v.pipe(v.string(), v.maxLength(60))) })

/** The member's own primary address id, for the checkout's bodies. */
const membersAddressId = async (caller: SignedInCaller) =>
  v.parse(AddressList, await caller.get('/addresses?primary=true')).data.map(({ id }) => id)

/** The member's orders' ids; a well-formed id of nobody's when they have none (the seed's case). */
const membersOrderIds = async (caller: SignedInCaller) => {
  const ids = v.parse(OrderList, await caller.get('/orders')).data.map(({ id }) => id)
  return ids.length > 0 ? ids : ['00000000-0000-4000-8000-000000000000']
}

const PURCHASE = {
  type: 'purchase',
  orderType: 'OTC',
  products: [{ id: SEEDED_PRODUCT, qty: 2, price: 115_000 }],
} as const

export const SHOP_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  'GET /store/products': {
    member: false,
    query: ProductListQuery,
    querySamples: [{ type: 'skincare', category: 'serum', rating: '4', sortBy: 'price.ASC' }],
  },
  'GET /store/categories': {
    member: false,
    query: ProductTypeQuery,
    querySamples: [{ type: 'skincare' }],
  },
  'GET /dc-frontend/store': { member: false, query: ProductTypeQuery, querySamples: [{}] },
  'GET /dc-frontend/products/:id': { member: false, params: { id: [SEEDED_PRODUCT] } },
  'GET /dc-frontend/directory/products': { member: false },
  'GET /ratings': {
    member: false,
    query: RatingListQuery,
    querySamples: [{ productId: SEEDED_PRODUCT, rating: '5', sortBy: 'rating.DESC,id.ASC' }],
  },
  'PUT /ratings/like/:ratingId': {
    member: true,
    body: RatingLikeInput,
    bodySamples: [{ like: true }, { like: false }],
    params: {
      ratingId: async (caller) =>
        v
          .parse(RatingList, await caller.get(`/ratings?productId=${SEEDED_PRODUCT}`))
          .data.map(({ id }) => id),
    },
  },

  'GET /otc/frontends/landing-page': { member: false },
  'GET /otc/frontends/school': { member: false },
  'GET /otc/frontends/regimen-page/:id': { member: false, params: { id: ['kulit-berjerawat'] } },
  'GET /otc/skin-quiz/:id': {
    member: false,
    query: SkinQuizQuery,
    querySamples: [{ regimenId: 'kulit-kering' }],
    params: { id: ['kuis-kulit'] },
  },
  'POST /otc/skin-quiz/answer': {
    member: false,
    body: SkinQuizAnswerInput,
    bodySamples: [
      {
        quizId: 'kuis-kulit',
        answers: [
          { questionId: 'jenis-kulit', optionId: 'kering' },
          { questionId: 'perih', optionId: 'tidak' },
        ],
      },
    ],
  },

  'GET /carts': { member: true },
  'POST /carts': {
    member: true,
    body: CartAddInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT, quantity: 1 }] }],
  },
  'POST /carts/missing': {
    member: true,
    body: CartAddInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT, quantity: 1 }] }],
  },
  'GET /carts/saved': { member: true },
  'POST /carts/saved': {
    member: true,
    body: SavedItemInput,
    bodySamples: [{ productId: SEEDED_PRODUCT }],
  },
  'POST /carts/saved/to-cart': {
    member: true,
    body: SavedItemInput,
    bodySamples: [{ productId: SEEDED_PRODUCT }],
  },
  'DELETE /carts/saved': {
    member: true,
    body: SavedItemInput,
    bodySamples: [{ productId: SEEDED_PRODUCT }],
  },
  'PUT /carts': {
    member: true,
    body: CartUpdateInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT, quantity: 2, selected: true }] }],
  },
  'DELETE /carts': {
    member: true,
    body: CartRemoveInput,
    bodySamples: [{ items: [{ productId: SEEDED_PRODUCT }] }],
  },

  'GET /dc-frontend/cart-page': { member: false },
  'GET /promotions': {
    member: true,
    query: CheckoutPromotionQuery,
    querySamples: [{ orderType: 'OTC' }],
  },
  'POST /v2/promotions/apply-best-promo': {
    member: true,
    body: BestPromoInput,
    bodySamples: [PURCHASE],
  },
  'POST /orders/apply-promo': {
    member: true,
    body: ApplyPromoInput,
    bodySamples: [{ ...PURCHASE, code: 'DIRIBARU' }],
  },
  'POST /v2/orders/shipping-rate': {
    member: true,
    body: ShippingRateInput,
    bodySamples: async (caller) =>
      (await membersAddressId(caller)).map((addressId) => ({
        addressId,
        products: [{ id: SEEDED_PRODUCT, qty: 2 }],
      })),
  },
  'POST /v2/member/misc/payment-methods': {
    member: true,
    body: PaymentMethodsInput,
    bodySamples: [{ transactionType: 'OTC', amount: 230_000 }],
  },
  'GET /v2/member/settings/checkout': { member: true },
  'PUT /v2/member/settings/checkout': {
    member: true,
    body: CheckoutSettingsInput,
    bodySamples: async (caller) =>
      (await membersAddressId(caller)).map((addressId) => ({
        step: 'shipping',
        addressId,
        courierId: 'jne-reg',
        paymentMethodId: 'va-bca',
        promoCode: 'DIRIBARU',
        promoDeclined: false,
      })),
  },
  // A new Idempotency-Key for every request, as the browser makes one per attempt: the fuzz then
  // reaches what follows the key (the seeded member's cart is empty, so mostly a 409).
  'POST /orders/checkout/cart': {
    member: true,
    body: PlaceOrderInput,
    headers: freshIdempotencyKey,
    bodySamples: async (caller) =>
      (await membersAddressId(caller)).map((addressId) => ({
        ...PURCHASE,
        addressId,
        courierId: 'jne-reg',
        paymentMethodId: 'va-bca',
        code: null,
        expectedTotal: 194_500,
      })),
  },
  'GET /orders': { member: true, query: OrderListQuery, querySamples: [{ page: '1' }] },
  'GET /orders/:id': { member: true, params: { id: membersOrderIds } },
  'POST /carts/from-order/:orderId': { member: true, params: { orderId: membersOrderIds } },
  // As the operator: a member stops at the role's 403 before the body is read. The operator
  // has no orders, so the ids are nobody's: the body's checks and the 404 are what it reaches.
  'POST /v2/operator/orders/:id/fulfilment': {
    member: true,
    signInAs: OPERATOR_PHONE,
    body: FulfilmentInput,
    bodySamples: [
      { state: 'packed' },
      { state: 'shipped', courier: 'jne', trackingNumber: 'CGK1234567890' },
      { state: 'delivered' },
    ],
    params: { id: membersOrderIds },
  },
  'POST /orders/:id/payments': {
    member: true,
    body: PayAgainInput,
    bodySamples: [{ paymentMethodId: 'qris' }],
    params: { id: membersOrderIds },
    headers: freshIdempotencyKey,
  },

  // The payment provider's side. The webhook is signed as the provider signs it, so the fuzz
  // reaches what reads its body; its sample names a charge the seed has none of.
  'POST /payments/webhook': {
    member: false,
    body: WebhookEvent,
    bodySamples: [
      {
        id: 'evt_fuzz_1',
        providerRef: 'sim_fuzz_0123456789abcdef',
        status: 'paid',
        failureReason: null,
        occurredAt: '2025-06-02T02:05:00.000Z',
      },
    ],
    headers: (body) => ({
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(TEST_WEBHOOK_SECRET, body ?? ''),
    }),
  },
  'POST /payments/simulator/card/tokens': {
    member: false,
    body: CardTokenInput,
    bodySamples: [
      { number: '4811 1111 1111 1114', expMonth: 12, expYear: 2030, cvc: '123', name: 'Budi' },
    ],
  },
  // The simulator's pages: a charge's page and its buttons (a form post, so the fuzz's JSON
  // bodies are forms it cannot read). The seed opens no charge: every reference names nothing.
  ...simulatorPageRecipes(),
}

function simulatorPageRecipes(): Record<string, FuzzRecipe> {
  const recipes: Record<string, FuzzRecipe> = {}
  for (const page of ['3ds', 'va', 'ewallet', 'qris']) {
    const ref = { ref: ['sim_0123456789abcdef01234567'] }
    recipes[`GET /payments/simulator/${page}/:ref`] = { member: false, pages: true, params: ref }
    recipes[`POST /payments/simulator/${page}/:ref`] = { member: false, pages: true, params: ref }
  }
  return recipes
}
