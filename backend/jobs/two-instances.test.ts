/**
 * The job queue across two API instances: two pg-boss instances on one database, each
 * with its own workers and its own provider, given the same work twice (both send every job).
 * Every refund is made once and every unopened charge is opened once: the side effects are
 * counted at the provider, and duplicates must be 0. Meaningful on PostgreSQL
 * (`bash scripts/ci-postgres.sh npx vitest run backend/jobs/two-instances.test.ts`), where the two
 * instances have their own connections and really race; on PGlite they share one.
 */
import { randomUUID } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  orders,
  payments,
  refunds,
  simulatorCharges,
  simulatorRefunds,
} from '../db/schema/checkout'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { seedShop } from '../db/seed/shop'
import type { ApiDeps } from '../deps'
import { placeholderRef } from '../routes/checkout/charges'
import { anotherInstance, setUpTestApi } from '../test/harness'
import { QUEUES } from './job-queue'
import { startTestQueue } from './testing/test-queue'

const api = setUpTestApi()
beforeEach(async () => {
  await seedShop(api().db)
})

const N = 200
const AMOUNT = 150_000

/** Who called the provider for what: one entry per call, by instance. */
type Calls = Map<string, string[]>

function counted(label: string, deps: ApiDeps, calls: Calls): ApiDeps {
  const note = (key: string) => calls.set(key, [...(calls.get(key) ?? []), label])
  return {
    ...deps,
    payments: {
      ...deps.payments,
      refundCharge: async (input) => {
        note(input.refundId)
        return deps.payments.refundCharge(input)
      },
      openCharge: async (input) => {
        note(input.paymentId)
        return deps.payments.openCharge(input)
      },
    },
  }
}

/** N of Budi's orders as `status`, each with one payment made by `payment(i, orderId)`. */
async function ordersWithPayments(
  status: 'awaiting_payment' | 'expired',
  payment: (i: number, orderId: string) => typeof payments.$inferInsert,
) {
  const { db, clock } = api()
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, DEMO_PHONES.budi))
  if (!member) throw new Error('The demo member Budi is not seeded')
  const rows = Array.from({ length: N }, (_, i) => ({
    id: randomUUID(),
    number: `DR-2I-${String(i).padStart(6, '0')}`,
    memberId: member.id,
    status,
    subtotal: AMOUNT,
    shippingCost: 0,
    total: AMOUNT,
    address: {},
    shipping: {},
    paymentMethodId: 'va-bca',
    expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
  }))
  await db.insert(orders).values(rows)
  const made = rows.map((order, i) => payment(i, order.id))
  await db.insert(payments).values(made)
  return made
}

/** Waits until `done()` holds, up to `timeoutMs`. */
async function until(done: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Not done after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Two instances' queues, each working with its own deps (provider calls counted). */
async function twoInstances(calls: Calls) {
  const other = anotherInstance(api())
  await other.deps.events.ready()
  const first = await startTestQueue(api(), {
    deps: counted('A', api().deps, calls),
    concurrency: 4,
  })
  const second = await startTestQueue(other, {
    deps: counted('B', other.deps, calls),
    concurrency: 4,
  })
  return [first, second] as const
}

function tally(calls: Calls) {
  const all = [...calls.values()]
  return {
    keys: calls.size,
    duplicates: all.reduce((sum, by) => sum + by.length - 1, 0),
    byA: all.flat().filter((label) => label === 'A').length,
    byB: all.flat().filter((label) => label === 'B').length,
  }
}

describe('two instances on one database', () => {
  it(`make ${N} refunds, each once, when both send every job`, async () => {
    const { db, clock } = api()
    const made = await ordersWithPayments('expired', (i, orderId) => ({
      id: randomUUID(),
      orderId,
      methodId: 'va-bca',
      type: 'va',
      status: 'paid',
      amount: AMOUNT,
      providerRef: `sim_twoinstances_${i}`,
      expiresAt: clock.now(),
      paidAt: clock.now(),
    }))
    await db.insert(simulatorCharges).values(
      made.map((payment) => ({
        ref: payment.providerRef,
        paymentId: payment.id,
        type: 'va' as const,
        amount: AMOUNT,
        status: 'paid',
        expiresAt: clock.now(),
      })),
    )
    const owed = await db
      .insert(refunds)
      .values(
        made.map((payment) => ({
          paymentId: payment.id as string,
          orderId: payment.orderId,
          amount: AMOUNT,
          reason: 'order_closed' as const,
        })),
      )
      .returning({ id: refunds.id })

    const calls: Calls = new Map()
    const [first, second] = await twoInstances(calls)
    const started = Date.now()
    const sent = await Promise.all(
      owed.flatMap(({ id }) => [
        first.send(QUEUES.refund, { refundId: id }, id),
        second.send(QUEUES.refund, { refundId: id }, id),
      ]),
    )
    await until(async () => {
      const [row] = await db
        .select({ n: count() })
        .from(refunds)
        .where(eq(refunds.state, 'refunded'))
      return row?.n === N
    })
    const seconds = (Date.now() - started) / 1000

    const result = tally(calls)
    console.info(
      `[two instances] ${N} refunds: ${sent.filter(Boolean).length} jobs accepted of ${sent.length} sent, provider calls ${result.byA} by A + ${result.byB} by B, duplicates ${result.duplicates}, ${seconds.toFixed(1)} s`,
    )
    expect(result).toMatchObject({ keys: N, duplicates: 0 })
    expect(result.byA + result.byB).toBe(N)
    const [atProvider] = await db.select({ n: count() }).from(simulatorRefunds)
    expect(atProvider?.n).toBe(N)
  })

  it(`open ${N} unopened charges, each once, when both send every recovery`, async () => {
    const { db, clock } = api()
    // Committed a minute ago, past the grace by either instance's clock, never opened.
    const createdAt = new Date(clock.now().getTime() - 60_000)
    const made = await ordersWithPayments('awaiting_payment', (_i, orderId) => {
      const id = randomUUID()
      return {
        id,
        orderId,
        methodId: 'va-bca',
        type: 'va',
        status: 'pending',
        amount: AMOUNT,
        providerRef: placeholderRef(id),
        expiresAt: new Date(clock.now().getTime() + 60 * 60 * 1000),
        createdAt,
        updatedAt: createdAt,
      }
    })

    const calls: Calls = new Map()
    const [first, second] = await twoInstances(calls)
    const started = Date.now()
    await Promise.all(
      made.flatMap(({ id }) => [
        first.send(QUEUES.recoverCharge, { paymentId: id }, id),
        second.send(QUEUES.recoverCharge, { paymentId: id }, id),
      ]),
    )
    await until(async () => {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(sql`${payments.providerRef} not like 'pending:%'`)
      return row?.n === N
    })
    const seconds = (Date.now() - started) / 1000

    const result = tally(calls)
    console.info(
      `[two instances] ${N} recoveries: provider calls ${result.byA} by A + ${result.byB} by B, duplicates ${result.duplicates}, ${seconds.toFixed(1)} s`,
    )
    expect(result).toMatchObject({ keys: N, duplicates: 0 })
    const [charges] = await db.select({ n: count() }).from(simulatorCharges)
    expect(charges?.n).toBe(N)
    const opened = await db
      .select({ ref: payments.providerRef, charge: simulatorCharges.ref })
      .from(payments)
      .innerJoin(simulatorCharges, eq(simulatorCharges.paymentId, payments.id))
    expect(opened.filter((row) => row.ref !== row.charge)).toEqual([])
  })
})
