/**
 * `npm run bench:orders`: what placing orders at once does on a real PostgreSQL.
 *
 *   DATABASE_URL=postgres://user@host:port/db npx tsx scripts/bench-orders.ts [--rounds 5] [--pool 10] [--crash-rounds 10]
 *
 * Makes a throw-away database next to the one DATABASE_URL names (dropped at the end, pass or
 * fail), migrates and seeds it, and runs the API in this process on it (requests go through the
 * app itself; the database work overlaps across the connection pool). Two scenarios, each for a
 * number of rounds:
 *
 *   (a) one member sends the same order 20 times at once with ONE Idempotency-Key (a double tap,
 *       a retrying proxy): exactly one order, every answer that order's 201 or a 409 "still
 *       running";
 *   (b) 50 members, each with the product's last 5 units' worth of interest (1 in the cart),
 *       order at once: exactly 5 orders, 45 clear 409 refusals, stock 0 and never below;
 *   (c) promotion limits: 20 new members each send 5 orders with DIRIBARU (first
 *       purchase, once per member) at once, then 20 members race for the last 5 places of
 *       SERUM20's total limit: exactly 20 and 5 redemptions; prints "redemptions over the limit".
 *
 *   (crash) 12 members place an order each (each its own key) on the standalone API in a child
 *       process, which is killed with SIGKILL at a random moment while they are in flight, then
 *       started again; every key is retried: no key left running, no committed order answering
 *       409, no duplicate order (scripts/crash-rounds.ts), for `--crash-rounds` rounds (10).
 *
 * Prints a line per round and exits 1 if any round breaks a guarantee. See
 * backend/routes/checkout/orders-concurrency.test.ts and promotion-limits-concurrency.test.ts for
 * the same scenarios as tests, and
 * scripts/ci-postgres.sh for a throw-away PostgreSQL on this machine.
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { count, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import type { DatabaseHandle } from '../backend/db/client'
import { addresses } from '../backend/db/schema/addresses'
import { orderItems, orders, shopPromotionRules } from '../backend/db/schema/checkout'
import { promotionRedemptions } from '../backend/db/schema/promotion-redemptions'
import { shopCartItems, shopProducts } from '../backend/db/schema/shop'
import { DEMO_PHONES } from '../backend/db/seed/demo-members'
import { STILL_RUNNING } from '../backend/routes/checkout/idempotency'
import { ORDER_KEY_LEASE_MS } from '../backend/routes/checkout/place-order'
import {
  AppliedPromo,
  BestPromo,
  ORDER_TYPE,
  Order,
  PURCHASE,
  ShippingRates,
} from '../contract/checkout/schemas'
import { ApiErrorBody } from '../contract/errors'
import { benchApi, positiveArg, withThrowawayDatabase } from './bench-support'
import { childJson, crashRounds, postToChild } from './crash-rounds'

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    pool: { type: 'string', default: '10' },
    'crash-rounds': { type: 'string', default: '10' },
  },
})
const CRASH_ROUNDS = positiveArg('crash-rounds', args['crash-rounds'])
const ROUNDS = positiveArg('rounds', args.rounds)
const POOL = positiveArg('pool', args.pool)
const SAME_KEY_REQUESTS = 20
const BUYERS = 50
const LAST_UNITS = 5
const SCARCE_PRODUCT = 'serum-azelaic'
const ONE_KEY_PRODUCT = 'serum-vitamin-c'
/** (crash): members placing an order each, of a product in plenty, while the API is killed. */
const CRASH_BUYERS = 12
const CRASH_PRODUCT = 'serum-vitamin-c'
/** 10:00 in Jakarta, 24 November 2026: the seeded shop promotions run, so totals include one. */
const NOW = new Date('2026-11-24T03:00:00.000Z')

await withThrowawayDatabase('bench:orders', { pool: POOL, now: NOW }, async (database, url) => {
  const held = await run(database)
  const survived = await crashAndRetry(database, url)
  return held && survived
})

async function run(database: DatabaseHandle): Promise<boolean> {
  const { db } = database
  const { request, expectJson, signIn: signInWithCode } = benchApi(db, NOW)
  interface Buyer {
    id: string
    token: string
    addressId: string
    ip: string
  }

  async function signIn(phone: string, ip: string): Promise<Buyer> {
    const { id, token } = await signInWithCode(phone, ip)
    const member = { id }
    const [own] = await db.select().from(addresses).where(eq(addresses.memberId, member.id))
    if (own) return { id: member.id, token, addressId: own.id, ip }
    // A new member: a copy of a demo member's Jakarta address, as the address form would make.
    const [template] = await db.select().from(addresses).limit(1)
    if (!template) throw new Error('The seed has no address to copy')
    const { id: _id, ...copy } = template
    const [created] = await db
      .insert(addresses)
      .values({ ...copy, memberId: member.id, isPrimary: true })
      .returning({ id: addresses.id })
    if (!created) throw new Error(`No address for ${phone}`)
    return { id: member.id, token, addressId: created.id, ip }
  }

  async function setCart(buyer: Buyer, productId: string, quantity: number) {
    await db.delete(shopCartItems).where(eq(shopCartItems.memberId, buyer.id))
    await db.insert(shopCartItems).values({ memberId: buyer.id, productId, quantity })
  }

  /**
   * The order body the review step sends: the best promotion (or, with `noPromo`, none) and JNE
   * Reguler, and its total.
   */
  async function reviewed(
    buyer: Buyer,
    productId: string,
    qty: number,
    options: { noPromo?: boolean } = {},
  ) {
    const [product] = await db.select().from(shopProducts).where(eq(shopProducts.id, productId))
    if (!product) throw new Error(`No product ${productId}`)
    const products = [{ id: productId, qty, price: product.discountPrice ?? product.price }]
    const purchase = { type: PURCHASE, orderType: ORDER_TYPE, products } as const
    const best = await expectJson(
      await request('POST', '/v2/promotions/apply-best-promo', {
        token: buyer.token,
        body: purchase,
      }),
      200,
      BestPromo,
    )
    const rates = await expectJson(
      await request('POST', '/v2/orders/shipping-rate', {
        token: buyer.token,
        body: { addressId: buyer.addressId, products: [{ id: productId, qty }] },
      }),
      200,
      ShippingRates,
    )
    const rate = rates.data.find((candidate) => candidate.id === 'jne-reg')
    if (!rate) throw new Error('JNE Reguler does not serve the address')
    return {
      ...purchase,
      addressId: buyer.addressId,
      courierId: rate.id,
      paymentMethodId: 'va-bca',
      code: null,
      ...(options.noPromo ? { noPromo: true } : {}),
      expectedTotal: best.subtotal - (options.noPromo ? 0 : (best.best?.saving ?? 0)) + rate.price,
    }
  }

  async function timed(send: () => Promise<Response> | Response) {
    const start = performance.now()
    const response = await send()
    const text = await response.text()
    return { status: response.status, text, ms: performance.now() - start }
  }

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return Math.round(
      sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0,
    )
  }

  const messageOf = (text: string) => {
    const parsed = v.safeParse(ApiErrorBody, JSON.parse(text))
    return parsed.success ? parsed.output.message : text
  }

  let ok = true
  const check = (condition: boolean, what: string) => {
    if (!condition) {
      ok = false
      console.error(`  ✗ ${what}`)
    }
  }

  // (a) One member, one key, 20 requests at once.
  console.info(`\n(a) ${SAME_KEY_REQUESTS} requests at once, one member, ONE Idempotency-Key`)
  console.info('round  201  409  other  distinct 201 bodies  orders made  p50 ms  p95 ms')
  const putri = await signIn(DEMO_PHONES.putri, '198.51.100.250')
  for (let round = 1; round <= ROUNDS; round++) {
    await setCart(putri, ONE_KEY_PRODUCT, 2)
    await db.update(shopProducts).set({ stock: 100 }).where(eq(shopProducts.id, ONE_KEY_PRODUCT))
    const body = await reviewed(putri, ONE_KEY_PRODUCT, 2)
    const before = await orderCount(putri.id)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: SAME_KEY_REQUESTS }, () =>
        timed(() => request('POST', '/orders/checkout/cart', { token: putri.token, body, key })),
      ),
    )
    const created = answers.filter((answer) => answer.status === 201)
    const running = answers.filter(
      (answer) => answer.status === 409 && messageOf(answer.text) === STILL_RUNNING,
    )
    const other = answers.length - created.length - running.length
    const bodies = new Set(created.map((answer) => answer.text))
    const made = (await orderCount(putri.id)) - before
    for (const answer of created) v.parse(Order, JSON.parse(answer.text))
    const times = answers.map((answer) => answer.ms)
    console.info(
      `${String(round).padStart(5)}  ${pad(created.length, 3)}  ${pad(running.length, 3)}  ${pad(other, 5)}  ` +
        `${pad(bodies.size, 19)}  ${pad(made, 11)}  ${pad(percentile(times, 50), 6)}  ${pad(percentile(times, 95), 6)}`,
    )
    check(made === 1, `round ${round}: ${made} orders, not 1`)
    check(other === 0, `round ${round}: ${other} answers neither the order nor "still running"`)
    check(bodies.size === 1, `round ${round}: ${bodies.size} different 201 bodies`)
  }

  // (b) 50 buyers after the last 5 units.
  console.info(
    `\n(b) ${BUYERS} members at once after the last ${LAST_UNITS} units of ${SCARCE_PRODUCT}`,
  )
  const buyers: Buyer[] = []
  for (let index = 0; index < BUYERS; index++) {
    const nn = String(index).padStart(2, '0')
    // One address each: sign-in limits count numbers per address (ADR 010).
    buyers.push(await signIn(`0812 9900 00${nn}`, `198.51.100.${index + 1}`))
  }
  const [first] = buyers
  if (!first) throw new Error('No buyer')
  console.info('round  201  409 stock  other  stock after  sold +  orders made  p50 ms  p95 ms')
  for (let round = 1; round <= ROUNDS; round++) {
    for (const buyer of buyers) await setCart(buyer, SCARCE_PRODUCT, 1)
    await db
      .update(shopProducts)
      .set({ stock: LAST_UNITS })
      .where(eq(shopProducts.id, SCARCE_PRODUCT))
    // No promotion: which one is best differs by member since DIRIBARU is for a first purchase,
    // and every buyer sends the first one's body. The race here is for the stock.
    const body = await reviewed(first, SCARCE_PRODUCT, 1, { noPromo: true })
    const [before] = await db.select().from(shopProducts).where(eq(shopProducts.id, SCARCE_PRODUCT))
    const ordersBefore = await ordersOf(SCARCE_PRODUCT)
    const answers = await Promise.all(
      buyers.map((buyer) =>
        timed(() =>
          request('POST', '/orders/checkout/cart', {
            token: buyer.token,
            ip: buyer.ip,
            body: { ...body, addressId: buyer.addressId },
            key: randomUUID(),
          }),
        ),
      ),
    )
    const sold = answers.filter((answer) => answer.status === 201)
    const refusal = /^Stok Serum Asam Azelat 10% tidak cukup: tersisa 0\.$/
    const refused = answers.filter(
      (answer) => answer.status === 409 && refusal.test(messageOf(answer.text)),
    )
    const other = answers.length - sold.length - refused.length
    const [after] = await db.select().from(shopProducts).where(eq(shopProducts.id, SCARCE_PRODUCT))
    const made = (await ordersOf(SCARCE_PRODUCT)) - ordersBefore
    const soldUp = (after?.sold ?? 0) - (before?.sold ?? 0)
    const times = answers.map((answer) => answer.ms)
    console.info(
      `${String(round).padStart(5)}  ${pad(sold.length, 3)}  ${pad(refused.length, 9)}  ${pad(other, 5)}  ` +
        `${pad(after?.stock ?? -1, 11)}  ${pad(soldUp, 6)}  ${pad(made, 11)}  ${pad(percentile(times, 50), 6)}  ${pad(percentile(times, 95), 6)}`,
    )
    if (other > 0) {
      const samples = answers.filter(
        (answer) => answer.status !== 201 && !refusal.test(messageOf(answer.text)),
      )
      for (const sample of samples.slice(0, 3))
        console.error(`  ${sample.status}: ${sample.text.slice(0, 200)}`)
    }
    check(sold.length === LAST_UNITS, `round ${round}: ${sold.length} sold, not ${LAST_UNITS}`)
    check(
      refused.length === BUYERS - LAST_UNITS,
      `round ${round}: ${refused.length} clear refusals`,
    )
    check(after?.stock === 0, `round ${round}: stock ends at ${after?.stock}, not 0`)
    check(made === LAST_UNITS, `round ${round}: ${made} orders made`)
    check(soldUp === LAST_UNITS, `round ${round}: sold went up by ${soldUp}`)
  }

  // (c) Promotion limits.
  const promotionsHeld = await racePromotions({ db, request, expectJson, signIn, check })

  console.info(ok ? '\nEvery round kept every guarantee.' : '\nSome round broke a guarantee.')
  return ok && promotionsHeld

  async function orderCount(memberId: string) {
    const [row] = await db
      .select({ rows: count() })
      .from(orders)
      .where(eq(orders.memberId, memberId))
    return row?.rows ?? 0
  }

  async function ordersOf(productId: string) {
    const [row] = await db
      .select({ rows: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, productId))
    return row?.rows ?? 0
  }
}

function pad(value: number, width: number) {
  return String(value).padStart(width)
}

/** What the promotion race needs of the bench above. */
interface PromotionRaceBench {
  db: DatabaseHandle['db']
  request: ReturnType<typeof benchApi>['request']
  expectJson: ReturnType<typeof benchApi>['expectJson']
  signIn(phone: string, ip: string): Promise<{ id: string; token: string; addressId: string }>
  check(condition: boolean, what: string): void
}

/**
 * (c) Promotion limits, each round with 20 new members: each sends 5 orders with
 * DIRIBARU at once (one per product, so that the cart does not refuse them first), 100 requests
 * in all; then the 20 race with SERUM20 for its last 5 places. Counts the redemptions in the
 * database, prints those over a limit (per member and in total), and says whether it stayed 0.
 */
async function racePromotions(bench: PromotionRaceBench): Promise<boolean> {
  const { db, request, expectJson } = bench
  const members = 20
  const ordersEach = 5
  const places = 5
  const products = [
    'serum-vitamin-c',
    'serum-hyaluronat',
    'serum-retinol-malam',
    'serum-peptida',
    'essence-beras',
  ] as const
  let kept = true
  const check = (condition: boolean, what: string) => {
    if (!condition) kept = false
    bench.check(condition, what)
  }

  async function codedOrder(
    buyer: { token: string; addressId: string },
    productId: string,
    code: string,
  ) {
    const [product] = await db.select().from(shopProducts).where(eq(shopProducts.id, productId))
    if (!product) throw new Error(`No product ${productId}`)
    const items = [{ id: productId, qty: 1, price: product.discountPrice ?? product.price }]
    const purchase = { type: PURCHASE, orderType: ORDER_TYPE, products: items } as const
    const applied = await expectJson(
      await request('POST', '/orders/apply-promo', {
        token: buyer.token,
        body: { ...purchase, code },
      }),
      200,
      AppliedPromo,
    )
    const rates = await expectJson(
      await request('POST', '/v2/orders/shipping-rate', {
        token: buyer.token,
        body: { addressId: buyer.addressId, products: [{ id: productId, qty: 1 }] },
      }),
      200,
      ShippingRates,
    )
    const rate = rates.data.find((candidate) => candidate.id === 'jne-reg')
    if (!rate) throw new Error('JNE Reguler does not serve the address')
    return {
      ...purchase,
      addressId: buyer.addressId,
      courierId: rate.id,
      paymentMethodId: 'va-bca',
      code,
      expectedTotal: applied.subtotal - applied.promo.saving + rate.price,
    }
  }

  async function redemptionsBy(promotionId: string) {
    return db
      .select({ memberId: promotionRedemptions.memberId, held: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotionId))
      .groupBy(promotionRedemptions.memberId)
  }

  console.info(
    `\n(c) ${members} new members × ${ordersEach} orders with DIRIBARU at once; then the ${members} after the last ${places} places of SERUM20`,
  )
  console.info(
    'round  DIRIBARU: 201  409  redemptions  over/member  |  SERUM20: 201  409  redemptions  over total',
  )
  let overPerMember = 0
  let overTotal = 0
  await db
    .update(shopProducts)
    .set({ stock: 100_000 })
    .where(inArray(shopProducts.id, [...products]))
  for (let round = 1; round <= ROUNDS; round++) {
    const buyers = []
    for (let index = 0; index < members; index++) {
      const n = (round - 1) * members + index
      const buyer = await bench.signIn(
        `0812 9933 0${String(n).padStart(3, '0')}`,
        `198.51.101.${n + 1}`,
      )
      await db.delete(shopCartItems).where(eq(shopCartItems.memberId, buyer.id))
      await db
        .insert(shopCartItems)
        .values(products.map((productId) => ({ memberId: buyer.id, productId, quantity: 1 })))
      buyers.push(buyer)
    }

    const firstPurchases = []
    for (const buyer of buyers)
      for (const productId of products)
        firstPurchases.push({ buyer, body: await codedOrder(buyer, productId, 'DIRIBARU') })
    const before = new Map(
      (await redemptionsBy('diri-baru')).map((row) => [row.memberId, row.held]),
    )
    const answers = await Promise.all(
      firstPurchases.map(({ buyer, body }) =>
        request('POST', '/orders/checkout/cart', { token: buyer.token, body, key: randomUUID() }),
      ),
    )
    const placed = answers.filter((answer) => answer.status === 201).length
    const refused = answers.filter((answer) => answer.status === 409).length
    const after = await redemptionsBy('diri-baru')
    const ours = new Set(buyers.map((buyer) => buyer.id))
    const made = after
      .filter((row) => ours.has(row.memberId))
      .map((row) => row.held - (before.get(row.memberId) ?? 0))
    const madeTotal = made.reduce((sum, held) => sum + held, 0)
    const overMembers = after.reduce((sum, row) => sum + Math.max(0, row.held - 1), 0)
    overPerMember += overMembers

    // SERUM20's total limit, set to what is held plus the places this round races for.
    const [rule] = await db
      .select()
      .from(shopPromotionRules)
      .where(eq(shopPromotionRules.promotionId, 'serum-pencerah-member'))
    const limit = (rule?.redeemed ?? 0) + places
    await db
      .update(shopPromotionRules)
      .set({ totalLimit: limit })
      .where(eq(shopPromotionRules.promotionId, 'serum-pencerah-member'))
    const coded = []
    for (const buyer of buyers) {
      // The refused DIRIBARU orders left their products in the cart.
      await db.delete(shopCartItems).where(eq(shopCartItems.memberId, buyer.id))
      await db
        .insert(shopCartItems)
        .values({ memberId: buyer.id, productId: products[0], quantity: 1 })
      coded.push({ buyer, body: await codedOrder(buyer, products[0], 'SERUM20') })
    }
    const raced = await Promise.all(
      coded.map(({ buyer, body }) =>
        request('POST', '/orders/checkout/cart', { token: buyer.token, body, key: randomUUID() }),
      ),
    )
    const racedPlaced = raced.filter((answer) => answer.status === 201).length
    const racedRefused = raced.filter((answer) => answer.status === 409).length
    const total = (await redemptionsBy('serum-pencerah-member')).reduce(
      (sum, row) => sum + row.held,
      0,
    )
    const overLimit = Math.max(0, total - limit)
    overTotal += overLimit

    console.info(
      `${String(round).padStart(5)}  ${pad(placed, 13)}  ${pad(refused, 3)}  ${pad(madeTotal, 11)}  ${pad(overMembers, 11)}  |  ` +
        `${pad(racedPlaced, 12)}  ${pad(racedRefused, 3)}  ${pad(total - (limit - places), 11)}  ${pad(overLimit, 10)}`,
    )
    check(
      madeTotal === members,
      `round ${round}: ${madeTotal} DIRIBARU redemptions, not ${members}`,
    )
    check(
      made.length === members && made.every((held) => held === 1),
      `round ${round}: a member holds DIRIBARU other than once`,
    )
    check(
      placed === members && refused === members * (ordersEach - 1),
      `round ${round}: ${placed} DIRIBARU orders placed, ${refused} refused`,
    )
    check(total === limit, `round ${round}: SERUM20 held ${total} times, its limit ${limit}`)
    check(
      racedPlaced === places,
      `round ${round}: ${racedPlaced} SERUM20 orders placed, not ${places}`,
    )
  }
  console.info(
    `redemptions over the limit: ${overPerMember + overTotal} (per member ${overPerMember}, in total ${overTotal})`,
  )
  check(overPerMember + overTotal === 0, 'some promotion was redeemed over its limit')
  return kept
}

// ---------------------------------------------------------------------------------------------
// (crash) kill -9 while orders are placed, then retry every key (crash-rounds.ts).

async function crashAndRetry(database: DatabaseHandle, url: string): Promise<boolean> {
  const { db } = database
  const { signIn } = benchApi(db, NOW)
  const buyers: Array<{ id: string; token: string; ip: string; addressId: string }> = []
  for (let index = 0; index < CRASH_BUYERS; index++) {
    const nn = String(index).padStart(2, '0')
    const ip = `198.51.101.${index + 1}`
    const { id, token } = await signIn(`0812 9933 00${nn}`, ip)
    const [template] = await db.select().from(addresses).limit(1)
    if (!template) throw new Error('The seed has no address to copy')
    const { id: _id, ...copy } = template
    const [address] = await db
      .insert(addresses)
      .values({ ...copy, memberId: id, isPrimary: true })
      .returning({ id: addresses.id })
    if (!address) throw new Error(`No address for buyer ${nn}`)
    buyers.push({ id, token, ip, addressId: address.id })
  }

  return crashRounds({
    label: 'placing orders',
    databaseUrl: url,
    db,
    rounds: CRASH_ROUNDS,
    created: 201,
    stillRunning: STILL_RUNNING,
    leaseMs: ORDER_KEY_LEASE_MS,
    prepare: async (_round, baseUrl) => {
      await db.update(shopProducts).set({ stock: 10_000 }).where(eq(shopProducts.id, CRASH_PRODUCT))
      return Promise.all(
        buyers.map(async (buyer) => {
          await db.delete(shopCartItems).where(eq(shopCartItems.memberId, buyer.id))
          await db
            .insert(shopCartItems)
            .values({ memberId: buyer.id, productId: CRASH_PRODUCT, quantity: 1 })
          // Reviewed by the child, on its own clock; no promotion, so no promotion's limits.
          const [product] = await db
            .select()
            .from(shopProducts)
            .where(eq(shopProducts.id, CRASH_PRODUCT))
          const products = [
            { id: CRASH_PRODUCT, qty: 1, price: product?.discountPrice ?? product?.price ?? 0 },
          ]
          const rates = await childJson(
            postToChild(baseUrl, '/v2/orders/shipping-rate', buyer, {
              addressId: buyer.addressId,
              products: [{ id: CRASH_PRODUCT, qty: 1 }],
            }),
            'shipping rates',
            ShippingRates,
          )
          const rate = rates.data.find((candidate) => candidate.id === 'jne-reg')
          if (!rate) throw new Error('JNE Reguler does not serve the address')
          const subtotal = products[0]?.price ?? 0
          return {
            memberId: buyer.id,
            key: randomUUID(),
            token: buyer.token,
            ip: buyer.ip,
            path: '/orders/checkout/cart',
            body: {
              type: PURCHASE,
              orderType: ORDER_TYPE,
              products,
              addressId: buyer.addressId,
              courierId: rate.id,
              paymentMethodId: 'va-bca',
              code: null,
              noPromo: true,
              expectedTotal: subtotal + rate.price,
            },
          }
        }),
      )
    },
    madeBy: async (memberIds) => {
      const rows = await db
        .select({ memberId: orders.memberId, made: count() })
        .from(orders)
        .where(inArray(orders.memberId, memberIds))
        .groupBy(orders.memberId)
      return new Map(rows.map((row) => [row.memberId, row.made]))
    },
  })
}
