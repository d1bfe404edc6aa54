/**
 * Checkout: promotion rules for the shop, the member's checkout progress, orders with
 * their items, payments and the payment provider's webhook events, and idempotency keys.
 *
 * Integrity lives here, not in the handlers alone:
 * - an order's money adds up (`orders_total_adds_up`) and never goes below zero;
 * - an order has at most one paid payment (`payments_one_paid_per_order`);
 * - a webhook event is recorded once (`payment_events` primary key), so a duplicate delivery
 *   changes nothing;
 * - an idempotency key is one row per member and key, claimed by its first request;
 * - a promotion is never held by more orders than its limits allow (`promotion_redemptions`).
 * Stock is reserved by a conditional update of `shop_products.stock`, whose check constraint keeps
 * it at zero or more.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { FULFILMENT_STATES } from '../../../contract/checkout/fulfilment'
import { createdAt, updatedAt } from './columns'
import { promotions } from './content'
import { members } from './members'
import { shopProducts } from './shop'

/**
 * What a promotion (a content row in `promotions`) takes off a shop order. A promotion without a
 * rule here is content only and never applies at checkout.
 */
export const shopPromotionRules = pgTable(
  'shop_promotion_rules',
  {
    promotionId: text('promotion_id')
      .primaryKey()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** `percent`: `value` % of the eligible subtotal; `fixed`: `value` rupiah. */
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    /** The eligible subtotal the order must reach, in rupiah. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** The most a percent discount takes off; null for no cap. */
    maxDiscount: integer('max_discount'),
    /** Only products of this category count towards it; null for every product. */
    categoryId: text('category_id'),
    /** Only products of this type (skincare, bodycare, haircare) count; null for every type. */
    productType: text('product_type'),
    /** Applies only when the member types its code: never as the best promotion by itself. */
    codeOnly: boolean('code_only').notNull().default(false),
    /** Only for a member with no other order that is paid or still awaiting payment. */
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    /** How many of one member's orders may hold it at once; null for no limit. */
    perMemberLimit: integer('per_member_limit'),
    /** How many orders may hold it in all; null for no limit. */
    totalLimit: integer('total_limit'),
    /**
     * The orders holding it now (`promotion_redemptions`' rows), kept by that table's triggers
     * and never above `totalLimit`: the counter the total limit is enforced on.
     */
    redeemed: integer('redeemed').notNull().default(0),
  },
  (table) => [
    check('shop_promotion_rules_value_positive', sql`${table.value} > 0`),
    check(
      'shop_promotion_rules_limits_positive',
      sql`(${table.perMemberLimit} is null or ${table.perMemberLimit} > 0) and (${table.totalLimit} is null or ${table.totalLimit} > 0)`,
    ),
    // The total limit: a redemption that would take the counter past it fails on this check.
    check(
      'shop_promotion_rules_redeemed_within_limit',
      sql`${table.redeemed} >= 0 and (${table.totalLimit} is null or ${table.redeemed} <= ${table.totalLimit})`,
    ),
    check(
      'shop_promotion_rules_percent_range',
      sql`${table.discountType} <> 'percent' or ${table.value} <= 100`,
    ),
    check('shop_promotion_rules_min_not_negative', sql`${table.minSubtotal} >= 0`),
  ],
)

export const CHECKOUT_STEPS = [
  'cart',
  'promo',
  'address',
  'shipping',
  'payment',
  'review',
  'awaitingPayment',
] as const

/**
 * Where a member is in checkout and what they chose, as data: a reload or a second tab reads it
 * back and resumes at the same step. Also the member's last choices for the next checkout.
 */
export const checkoutProgress = pgTable('checkout_progress', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  step: text('step', { enum: CHECKOUT_STEPS }).notNull().default('cart'),
  addressId: uuid('address_id'),
  courierId: text('courier_id'),
  paymentMethodId: text('payment_method_id'),
  /** A code the member typed (uppercased); null when the best promotion applies by itself. */
  promoCode: text('promo_code'),
  /** The member turned promotions off for this checkout. */
  promoDeclined: boolean('promo_declined').notNull().default(false),
  /** The order placed from this checkout, while its payment is still open. */
  orderId: uuid('order_id'),
  updatedAt: updatedAt(),
})

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'failed', 'expired'] as const

/** Readable order numbers (`DR-2611-000042`) come from one sequence, never reused. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: bigserial('serial', { mode: 'number' }).notNull().unique(),
    number: text('number').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingCost: integer('shipping_cost').notNull(),
    total: integer('total').notNull(),
    promotionId: text('promotion_id'),
    /** The promotion as the member saw it: `{ id, title, code, saving, condition }`. */
    promotion: jsonb('promotion'),
    /** The delivery address as it was when the order was placed. */
    address: jsonb('address').notNull(),
    /** The courier as chosen: `{ id, courier, service, price, etaLabel }`. */
    shipping: jsonb('shipping').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** When an unpaid order lapses and its stock goes back on sale. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Null until an operator packs the paid order, then packed → shipped → delivered, each move a
     * conditional update with its row in `order_fulfilment_events` (order-fulfilment.ts).
     */
    fulfilment: text('fulfilment', { enum: FULFILMENT_STATES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_member_idx').on(table.memberId, table.createdAt),
    index('orders_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
    check(
      'orders_money_not_negative',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.shippingCost} >= 0 and ${table.total} >= 0`,
    ),
    check('orders_discount_within_subtotal', sql`${table.discount} <= ${table.subtotal}`),
    // Payment only moves forward, so an order in fulfilment stays paid: nothing ships unpaid.
    check(
      'orders_fulfilment_only_paid',
      sql`${table.fulfilment} is null or ${table.status} = 'paid'`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.total} = ${table.subtotal} - ${table.discount} + ${table.shippingCost}`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id),
    /** The product's name and price when ordered: later changes do not rewrite the order. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_items_line_adds_up',
      sql`${table.lineTotal} = ${table.quantity} * ${table.unitPrice}`,
    ),
  ],
)

export const PAYMENT_TYPES = ['card', 'va', 'ewallet', 'qris'] as const
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'paid', 'failed', 'expired'] as const

/**
 * One attempt to pay an order. A failed card can be tried again (a new row); the order is paid
 * by at most one of them.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    methodId: text('method_id').notNull(),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amount: integer('amount').notNull(),
    /** The provider's id for this charge; what webhooks and status polls name. */
    providerRef: text('provider_ref').notNull().unique(),
    /** Where the person acts: the 3-D Secure challenge, a VA or QRIS page, an e-wallet link. */
    actionUrl: text('action_url'),
    /** What to show for the method: VA number and bank, QR string, card's last four digits. */
    details: jsonb('details').notNull().default({}),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId, table.createdAt),
    uniqueIndex('payments_one_paid_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'paid'`),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
)

/** Every verified webhook event, once: a duplicate delivery hits the primary key and is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  status: text('status').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
})

/**
 * The development payment simulator's own records (it plays the provider): card tokens and
 * charges. A real provider keeps these on its side; the simulator keeps them in our database so
 * that two API instances agree.
 */
export const simulatorCardTokens = pgTable('simulator_card_tokens', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  /** What the magic card number asks for: frictionless, challenge, bank or fraud decline. */
  scenario: text('scenario').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

export const simulatorCharges = pgTable('simulator_charges', {
  ref: text('ref').primaryKey(),
  /**
   * Our payment's id, unique: the simulator opens one charge per payment, as a real provider
   * refuses a second charge for one order id. A recovery that opens a charge the checkout opened
   * already gets that charge back (payments/charge-recovery.ts). Null on rows from before.
   */
  paymentId: uuid('payment_id').unique(),
  type: text('type', { enum: PAYMENT_TYPES }).notNull(),
  amount: integer('amount').notNull(),
  /** pending, requires_action, paid, failed, expired: the provider's view. */
  status: text('status').notNull(),
  scenario: text('scenario'),
  details: jsonb('details').notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Idempotency keys of the member's writes that must happen once (placing an order, paying it,
 * booking). A row is written in the same transaction as what the request made (routes/checkout/
 * idempotency.ts), so it exists only once that has committed: `running` while the committing
 * process finishes its answer (opens the charge), `done` with the answer kept, or without one
 * when that process died (a repeat then sees `resource` as it is). A repeat with the same body
 * gets the answer, one with another body a 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /orders/checkout/cart` and the like: a key is bound to one operation. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** What the committed transaction made (an order's id, a booking's number), for a retry to show. */
    resource: text('resource'),
    /**
     * Until then a `running` key answers 409: its process may still be opening the charge. After
     * it, the process is taken to be gone, the key is done, and a retry gets the resource's
     * current view. Null only on rows from before migration 0012, whose resource is unknown.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.key] })],
)

/**
 * The simulator's refunds, one per refund of ours (`refund_id`, its idempotency key): asking
 * twice for one refund returns the first answer, as a real provider's idempotency key does.
 */
export const simulatorRefunds = pgTable('simulator_refunds', {
  refundId: uuid('refund_id').primaryKey(),
  ref: text('ref').notNull().unique(),
  chargeRef: text('charge_ref').notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
})

export const REFUND_STATES = ['owed', 'refunded'] as const

/**
 * Why money must go back: a second payment of an order another one paid, a payment that arrived
 * after its order had closed, or money for a payment we had already failed.
 */
export const REFUND_REASONS = ['second_payment', 'order_closed', 'payment_failed'] as const

/**
 * Money a member paid that we must return: one row per payment (`payment_id` unique,
 * so a webhook and a poll that both notice it owe it once), written in the transaction that
 * noticed it (payments/payment-status.ts), then refunded by the `refund` job (jobs/).
 * owed → refunded, once: the job's conditional update on `state = 'owed'` decides.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('owed'),
    /** The provider's reference of the refund, once it has taken it. */
    providerRefundRef: text('provider_refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_owed_idx').on(table.createdAt).where(sql`${table.state} = 'owed'`),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check(
      'refunds_refunded_has_time',
      sql`(${table.state} = 'refunded') = (${table.refundedAt} is not null)`,
    ),
  ],
)
