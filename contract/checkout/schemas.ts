/**
 * The checkout contract (spec §7 "Cart and checkout"): the cart page's content, cart
 * updates, promotions, shipping rates, payment methods, the member's checkout progress, orders and
 * their payments. One definition for both sides: the app parses every answer with these schemas,
 * the reference API's handlers end in `satisfies` them, and the contract tests parse the API's
 * answers with them.
 *
 * Money is whole rupiah. Every call here has the spec's 20 s timeout (`timeout: 'slow'`).
 */
import * as v from 'valibot'
import { PAYMENT_TRANSACTION_TYPE } from '../../app.config'
import { Seo } from '../content/schemas'
import { listOf, Rupiah, Timestamp } from '../shared-schemas'
import { CART_AVAILABILITIES, ProductImage } from '../shop/schemas'
import { FULFILMENT_STATES, OrderTimelineEntry, OrderTracking } from './fulfilment'

const Id = (message: string, max = 100) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message))

/** Spec §3: orders of the shop are of type 'purchase' and order type OTC. */
export const ORDER_TYPE = PAYMENT_TRANSACTION_TYPE
export const PURCHASE = 'purchase'

// ---------------------------------------------------------------------------------------------
// The cart page's content: `GET /dc-frontend/cart-page` (public)

const AvailabilityHelp = v.object({
  /** 'Stok tidak cukup', shown beside the item with a sign, never colour alone. */
  label: v.string(),
  /** Why the item cannot be bought as it is. */
  explanation: v.string(),
  /** The button that fixes it: 'Ubah ke 3', 'Hapus dari keranjang'. `{stock}`/`{max}` filled in. */
  fixLabel: v.string(),
})

export const CartPageContent = v.object({
  seo: Seo,
  title: v.string(),
  emptyTitle: v.string(),
  emptyBody: v.string(),
  /** Short reassurances under the summary (genuine products, BPOM, returns). */
  assurances: v.array(v.string()),
  availability: v.object(
    Object.fromEntries(CART_AVAILABILITIES.map((state) => [state, AvailabilityHelp])) as Record<
      (typeof CART_AVAILABILITIES)[number],
      typeof AvailabilityHelp
    >,
  ),
})
export type CartPageContent = v.InferOutput<typeof CartPageContent>

// ---------------------------------------------------------------------------------------------
// Cart updates: `PUT /carts` and `DELETE /carts` (body `items`), both answer the whole `Cart`

const Quantity = v.pipe(
  v.number('Isi jumlahnya.'),
  v.integer('Jumlah harus bilangan bulat.'),
  v.minValue(1, 'Paling sedikit 1.'),
  v.maxValue(99, 'Paling banyak 99.'),
)

/** `PUT /carts`: sets (not adds) each named item's quantity and/or whether it is chosen. */
export const CartUpdateInput = v.object({
  items: v.pipe(
    v.array(
      v.object({
        productId: Id('Pilih produknya.'),
        quantity: v.optional(Quantity),
        selected: v.optional(v.boolean('Pilih ya atau tidak.')),
      }),
    ),
    v.minLength(1, 'Pilih paling sedikit satu produk.'),
    v.maxLength(50, 'Paling banyak 50 produk sekaligus.'),
  ),
})
export type CartUpdateInput = v.InferInput<typeof CartUpdateInput>

/** `DELETE /carts`: removes the named items. */
export const CartRemoveInput = v.object({
  items: v.pipe(
    v.array(v.object({ productId: Id('Pilih produknya.') })),
    v.minLength(1, 'Pilih paling sedikit satu produk.'),
    v.maxLength(50, 'Paling banyak 50 produk sekaligus.'),
  ),
})
export type CartRemoveInput = v.InferInput<typeof CartRemoveInput>

// ---------------------------------------------------------------------------------------------
// Promotions

/** Spec §3: a promotion application item; price is the discount price if any, else the price. */
export const PromoProduct = v.object({
  id: Id('Pilih produknya.'),
  qty: Quantity,
  price: v.pipe(
    v.number('Harga harus angka.'),
    v.integer('Harga harus bilangan bulat.'),
    v.minValue(0),
  ),
})
export type PromoProduct = v.InferOutput<typeof PromoProduct>

const Products = v.pipe(
  v.array(PromoProduct),
  v.minLength(1, 'Pilih paling sedikit satu produk.'),
  v.maxLength(50, 'Paling banyak 50 produk.'),
)

/** `POST /v2/promotions/apply-best-promo`. */
export const BestPromoInput = v.object({
  type: v.literal(PURCHASE, "Jenis transaksi harus 'purchase'."),
  orderType: v.literal(ORDER_TYPE, "Jenis pesanan harus 'OTC'."),
  products: Products,
})
export type BestPromoInput = v.InferInput<typeof BestPromoInput>

/** `POST /orders/apply-promo`: the code is uppercased before it is sent (spec §5). */
export const ApplyPromoInput = v.object({
  ...BestPromoInput.entries,
  code: v.pipe(
    v.string('Masukkan kode promo.'),
    v.trim(),
    v.minLength(1, 'Masukkan kode promo.'),
    v.maxLength(40, 'Kode promo paling panjang 40 karakter.'),
    v.regex(/^[A-Z0-9_-]+$/, 'Kode promo hanya berisi huruf besar, angka, - dan _.'),
  ),
})
export type ApplyPromoInput = v.InferInput<typeof ApplyPromoInput>

/**
 * One promotion measured against an order. The server prices the products from its catalogue
 * (the prices sent are what the member saw; the saving is computed from the catalogue's).
 */
export const PromoApplication = v.object({
  promotionId: v.string(),
  title: v.string(),
  /** Null for a promotion that applies by itself. */
  code: v.nullable(v.string()),
  /** Rupiah off the subtotal; 0 when not eligible. */
  saving: Rupiah,
  /** The condition in words: 'Diskon 10% hingga Rp30.000, minimal belanja Rp150.000'. */
  condition: v.string(),
  eligible: v.boolean(),
  /** Why it does not apply ('Belanja Rp40.000 lagi untuk memakai promo ini'); null if eligible. */
  reason: v.nullable(v.string()),
  validUntil: Timestamp,
})
export type PromoApplication = v.InferOutput<typeof PromoApplication>

/** The answer of apply-best-promo: the best eligible promotion and every other one it beat. */
export const BestPromo = v.object({
  subtotal: Rupiah,
  /** Null when no promotion applies to this order. */
  best: v.nullable(PromoApplication),
  /** The others, biggest saving first, then the ineligible ones with their reason. */
  alternatives: v.array(PromoApplication),
})
export type BestPromo = v.InferOutput<typeof BestPromo>

/**
 * `POST /orders/apply-promo`: the code's application. A code that does not apply is a 422 whose
 * message says why (unknown, expired, member-only, minimum not reached).
 */
export const AppliedPromo = v.object({ subtotal: Rupiah, promo: PromoApplication })
export type AppliedPromo = v.InferOutput<typeof AppliedPromo>

/** `GET /promotions` (member): the promotions usable at checkout, soonest ending first. */
export const CheckoutPromotionList = listOf(
  v.object({
    promotionId: v.string(),
    title: v.string(),
    code: v.nullable(v.string()),
    condition: v.string(),
    validUntil: Timestamp,
  }),
)
export type CheckoutPromotionList = v.InferOutput<typeof CheckoutPromotionList>
export const CheckoutPromotionQuery = v.object({ orderType: v.optional(v.literal(ORDER_TYPE)) })

// ---------------------------------------------------------------------------------------------
// Shipping: `POST /v2/orders/shipping-rate`

export const ShippingRateInput = v.object({
  addressId: Id('Pilih alamat pengiriman.'),
  products: v.pipe(
    v.array(v.object({ id: Id('Pilih produknya.'), qty: Quantity })),
    v.minLength(1, 'Pilih paling sedikit satu produk.'),
    v.maxLength(50, 'Paling banyak 50 produk.'),
  ),
})
export type ShippingRateInput = v.InferInput<typeof ShippingRateInput>

export const ShippingRate = v.object({
  /** 'jne-reg', 'sicepat-best', … */
  id: v.string(),
  courier: v.string(),
  service: v.string(),
  price: Rupiah,
  etaDays: v.object({ min: v.number(), max: v.number() }),
  /** '2–3 hari kerja' */
  etaLabel: v.string(),
})
export type ShippingRate = v.InferOutput<typeof ShippingRate>

export const ShippingRates = v.object({
  /** The parcel's weight, packaging included, rounded up to the courier's kilogram. */
  weightGrams: v.number(),
  destination: v.object({ city: v.string(), province: v.string() }),
  /** Cheapest first. */
  data: v.array(ShippingRate),
})
export type ShippingRates = v.InferOutput<typeof ShippingRates>

// ---------------------------------------------------------------------------------------------
// Payment methods: `POST /v2/member/misc/payment-methods` (transactionType OTC)

export const PaymentMethodsInput = v.object({
  transactionType: v.literal(ORDER_TYPE, "Jenis transaksi harus 'OTC'."),
  /** The order's total, so methods with a minimum or maximum can say they do not fit. */
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})
export type PaymentMethodsInput = v.InferInput<typeof PaymentMethodsInput>

export const PaymentType = v.picklist(['card', 'va', 'ewallet', 'qris'])
export type PaymentType = v.InferOutput<typeof PaymentType>

export const PaymentMethod = v.object({
  /** 'card', 'va-bca', 'va-mandiri', 'ewallet-gopay', 'qris', … */
  id: v.string(),
  type: PaymentType,
  name: v.string(),
  /** Rupiah the method adds; the reference API's methods have none (0). */
  fee: Rupiah,
  available: v.boolean(),
  /** 'Bayar dalam 24 jam', or why it is unavailable. */
  note: v.nullable(v.string()),
})
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>

/**
 * Whether money moves. 'demo': the development simulator takes the payment, nothing is
 * charged, and the site says so ('Mode demo') wherever the payment shows; 'live': a real provider.
 */
export const PaymentMode = v.picklist(['demo', 'live'])
export type PaymentMode = v.InferOutput<typeof PaymentMode>

export const PaymentMethods = v.object({
  data: v.array(v.object({ type: PaymentType, name: v.string(), methods: v.array(PaymentMethod) })),
  /** The provider a payment opened now goes to. */
  mode: PaymentMode,
})
export type PaymentMethods = v.InferOutput<typeof PaymentMethods>

// ---------------------------------------------------------------------------------------------
// The member's checkout progress: `GET` and `PUT /v2/member/settings/checkout`

export const CheckoutStep = v.picklist([
  'cart',
  'promo',
  'address',
  'shipping',
  'payment',
  'review',
  'awaitingPayment',
])
export type CheckoutStep = v.InferOutput<typeof CheckoutStep>

/**
 * Where the member is and what they chose: the step a reload or a second tab resumes at, and the
 * last choices (address, courier, payment method) a new checkout starts from.
 */
export const CheckoutSettings = v.object({
  step: CheckoutStep,
  addressId: v.nullable(v.string()),
  courierId: v.nullable(v.string()),
  paymentMethodId: v.nullable(v.string()),
  promoCode: v.nullable(v.string()),
  promoDeclined: v.boolean(),
  /** The order of this checkout while its payment is open. */
  orderId: v.nullable(v.string()),
  updatedAt: v.nullable(Timestamp),
})
export type CheckoutSettings = v.InferOutput<typeof CheckoutSettings>

/** `PUT /v2/member/settings/checkout`: the fields to change; the others stay. */
export const CheckoutSettingsInput = v.object({
  step: v.optional(CheckoutStep),
  addressId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Alamat tidak dikenal.')))),
  courierId: v.optional(v.nullable(Id('Pilih kurir.', 40))),
  paymentMethodId: v.optional(v.nullable(Id('Pilih metode pembayaran.', 40))),
  promoCode: v.optional(v.nullable(ApplyPromoInput.entries.code)),
  promoDeclined: v.optional(v.boolean()),
  orderId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Pesanan tidak dikenal.')))),
})
export type CheckoutSettingsInput = v.InferInput<typeof CheckoutSettingsInput>

// ---------------------------------------------------------------------------------------------
// Orders: `POST /orders/checkout/cart` (with an `Idempotency-Key` header), `GET /orders`,
// `GET /orders/{id}`, `POST /orders/{id}/payments` (pay again; also with an Idempotency-Key)

/** A card as the provider's script tokenised it; the card number never reaches our API. */
const CardToken = v.pipe(v.string(), v.minLength(8), v.maxLength(200))

export const PlaceOrderInput = v.object({
  type: v.literal(PURCHASE, "Jenis transaksi harus 'purchase'."),
  orderType: v.literal(ORDER_TYPE, "Jenis pesanan harus 'OTC'."),
  /** The cart's chosen items as the member reviewed them. */
  products: Products,
  addressId: v.pipe(v.string('Pilih alamat pengiriman.'), v.uuid('Pilih alamat pengiriman.')),
  courierId: Id('Pilih kurir.', 40),
  paymentMethodId: Id('Pilih metode pembayaran.', 40),
  /** A typed code (uppercased), or null to let the best promotion apply by itself. */
  code: v.nullable(ApplyPromoInput.entries.code),
  /** True when the member chose no promotion at all. */
  noPromo: v.optional(v.boolean()),
  /** The total the member saw on the review step; a different one on the server is a 409. */
  expectedTotal: Rupiah,
  cardToken: v.optional(CardToken),
})
export type PlaceOrderInput = v.InferInput<typeof PlaceOrderInput>

export const PayAgainInput = v.object({
  paymentMethodId: Id('Pilih metode pembayaran.', 40),
  cardToken: v.optional(CardToken),
})
export type PayAgainInput = v.InferInput<typeof PayAgainInput>

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** An idempotency key: a uuid the browser makes once per attempt and keeps with the progress. */
export const IdempotencyKey = v.pipe(v.string(), v.uuid('Idempotency-Key harus berupa UUID.'))

export const OrderStatus = v.picklist(['awaiting_payment', 'paid', 'failed', 'expired'])
export type OrderStatus = v.InferOutput<typeof OrderStatus>

export const PaymentStatus = v.picklist(['pending', 'requires_action', 'paid', 'failed', 'expired'])
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>

export const Payment = v.object({
  id: v.string(),
  /** Whether this payment moves money: the provider that opened it says, not today's setting. */
  mode: PaymentMode,
  methodId: v.string(),
  methodName: v.string(),
  type: PaymentType,
  status: PaymentStatus,
  amount: Rupiah,
  /**
   * Where the person acts: the card's 3-D Secure challenge, the VA or QRIS page of the provider
   * (the simulator's in development), an e-wallet deeplink. Null when nothing is to be done.
   */
  actionUrl: v.nullable(v.string()),
  /** Set for VA: the number to transfer to and the bank. */
  vaNumber: v.nullable(v.string()),
  bank: v.nullable(v.string()),
  /** Set for QRIS: the QR's content (the page draws it). */
  qrString: v.nullable(v.string()),
  /** Set for cards: the last four digits. */
  cardLast4: v.nullable(v.string()),
  /** Why it failed, in Indonesian ('Kartu ditolak oleh bank penerbit.'). */
  failureReason: v.nullable(v.string()),
  expiresAt: Timestamp,
  paidAt: v.nullable(Timestamp),
  createdAt: Timestamp,
})
export type Payment = v.InferOutput<typeof Payment>

export const OrderItem = v.object({
  productId: v.string(),
  name: v.string(),
  image: ProductImage,
  quantity: v.number(),
  unitPrice: Rupiah,
  lineTotal: Rupiah,
})
export type OrderItem = v.InferOutput<typeof OrderItem>

export const OrderAddress = v.object({
  recipientName: v.string(),
  phone: v.string(),
  street: v.string(),
  suburb: v.string(),
  city: v.string(),
  province: v.string(),
  postalCode: v.string(),
})

/**
 * Money of one of the order's payments that is being returned: a second payment of an
 * order already paid, or a payment that arrived after the order closed. 'owed' until the provider
 * has returned it, then 'refunded'.
 */
export const OrderRefund = v.object({
  id: v.string(),
  amount: Rupiah,
  state: v.picklist(['owed', 'refunded']),
  createdAt: Timestamp,
  refundedAt: v.nullable(Timestamp),
})
export type OrderRefund = v.InferOutput<typeof OrderRefund>

export const Order = v.object({
  id: v.string(),
  /** 'DR-2611-000042' */
  number: v.string(),
  status: OrderStatus,
  items: v.array(OrderItem),
  subtotal: Rupiah,
  discount: Rupiah,
  shippingCost: Rupiah,
  /** subtotal − discount + shippingCost (the database checks it). */
  total: Rupiah,
  promotion: v.nullable(
    v.object({
      promotionId: v.string(),
      title: v.string(),
      code: v.nullable(v.string()),
      saving: Rupiah,
    }),
  ),
  address: OrderAddress,
  shipping: v.object({
    id: v.string(),
    courier: v.string(),
    service: v.string(),
    price: Rupiah,
    etaLabel: v.string(),
  }),
  /** The newest payment attempt, the one that counts. */
  payment: Payment,
  /** When an unpaid order lapses and its stock is released. */
  expiresAt: Timestamp,
  paidAt: v.nullable(Timestamp),
  createdAt: Timestamp,
  /** Refunds of its payments, oldest first; none for almost every order (absent: none). */
  refunds: v.optional(v.array(OrderRefund), []),
  /** Null until an operator packs the paid order (absent: null). */
  fulfilment: v.optional(v.nullable(v.picklist(FULFILMENT_STATES)), null),
  /** The steps reached, oldest first, each with its time (absent: none). */
  timeline: v.optional(v.array(OrderTimelineEntry), []),
  /** The shipment's courier and tracking number once shipped (absent: null). */
  tracking: v.optional(v.nullable(OrderTracking), null),
})
export type Order = v.InferOutput<typeof Order>

export const OrderSummary = v.object({
  id: v.string(),
  number: v.string(),
  status: OrderStatus,
  total: Rupiah,
  /** How many products the order holds (lines, as the cart's `itemCount`), not units. */
  itemCount: v.number(),
  /** The first item, for the list's picture and title. */
  firstItem: v.object({ name: v.string(), image: ProductImage }),
  paymentStatus: PaymentStatus,
  expiresAt: Timestamp,
  createdAt: Timestamp,
})
export type OrderSummary = v.InferOutput<typeof OrderSummary>

export const OrderList = v.object({
  data: v.array(OrderSummary),
  meta: v.object({ page: v.number(), limit: v.number(), total: v.number() }),
})
export type OrderList = v.InferOutput<typeof OrderList>
export const ORDERS_PAGE_SIZE = 10
export const OrderListQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'Halaman harus angka.'))),
})
