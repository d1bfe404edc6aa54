/**
 * Refunds owed: a second payment of a paid order, or one after the order closed, owes
 * a durable refund in the transaction that notices it; the `refund` job has the provider return
 * it; the member sees it on the order and an operator at `/ops/refunds`, behind OPS_API_TOKEN.
 */
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Order } from '../../contract/checkout/schemas'
import { OpsJobList, OpsRefundList } from '../../contract/ops/schemas'
import { createApiApp } from '../app'
import { payments, refunds, simulatorCharges, simulatorRefunds } from '../db/schema/checkout'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { seedShop } from '../db/seed/shop'
import { listJobs } from '../jobs/job-list'
import { QUEUES } from '../jobs/job-queue'
import { jobReport } from '../jobs/job-report'
import { finished, startTestQueue } from '../jobs/testing/test-queue'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'
import { expireLapsedOrders, recordChargeStatus } from './payment-status'
import { openTestPayment, placeTestOrder, TEST_TOTAL } from './testing/orders'

const api = setUpTestApi()
beforeEach(async () => {
  await seedShop(api().db)
})

const MINUTE = 60 * 1000
const OPS_TOKEN = 'ops-test-token-0123456789abcdef-0123456789'

/** The app as it runs with OPS_API_TOKEN set (or, null, unset). */
function opsApp(token: string | null) {
  return createApiApp({ ...api().deps, opsApiToken: token ?? undefined })
}

async function opsGet(path: string, authorization?: string, token: string | null = OPS_TOKEN) {
  const headers = new Headers({ 'diri-platform': 'web' })
  if (authorization) headers.set('authorization', authorization)
  return opsApp(token).fetch(new Request(`http://api.test${path}`, { headers }))
}

/** Budi's order, as the member reads it. */
async function budiReads(orderId: string) {
  const token = await api().signIn(DEMO_PHONES.budi)
  return expectBody(await api().request('GET', `/orders/${orderId}`, { token }), 200, Order)
}

/** The provider has the money of this payment (its charge paid), and says so. */
async function providerPaid(paymentId: string) {
  const [payment] = await api().db.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment) throw new Error(`No payment ${paymentId}`)
  await api()
    .db.update(simulatorCharges)
    .set({ status: 'paid', updatedAt: api().clock.now() })
    .where(eq(simulatorCharges.ref, payment.providerRef))
  const now = api().clock.now()
  return recordChargeStatus(
    api().db,
    { paymentId, status: 'paid', failureReason: null, paidAt: now, now },
    api().deps,
  )
}

async function refundRows() {
  return api().db.select().from(refunds)
}

describe('refunds owed', () => {
  it('a second payment owes a refund; the job makes it; the order and /ops/refunds show it', async () => {
    const { orderId, paymentId: first } = await placeTestOrder(api(), {
      type: 'va',
      methodId: 'va-bca',
    })
    api().clock.advance(MINUTE)
    const { paymentId: second } = await openTestPayment(api(), orderId, {
      type: 'qris',
      methodId: 'qris',
    })
    expect(await providerPaid(first)).toBe('applied')
    expect(await providerPaid(second)).toBe('second_payment_refused')
    // The provider repeats itself: still one refund.
    await providerPaid(second)

    const [owed, ...more] = await refundRows()
    expect(more).toEqual([])
    expect(owed).toMatchObject({
      paymentId: second,
      orderId,
      amount: TEST_TOTAL,
      reason: 'second_payment',
      state: 'owed',
      providerRefundRef: null,
      refundedAt: null,
    })
    // Still reported, for a person to know.
    expect(api().reportedErrors.map((report) => report.message)).toEqual([
      'A payment needs a refund',
    ])

    const before = await budiReads(orderId)
    expect(before.status).toBe('paid')
    expect(before.refunds).toEqual([
      {
        id: owed?.id,
        amount: TEST_TOTAL,
        state: 'owed',
        createdAt: api().clock.now().toISOString(),
        refundedAt: null,
      },
    ])
    const listed = await expectBody(
      await opsGet('/ops/refunds?state=owed', `Bearer ${OPS_TOKEN}`),
      200,
      OpsRefundList,
    )
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: owed?.id,
        state: 'owed',
        amount: TEST_TOTAL,
        reason: 'second_payment',
        paymentId: second,
        orderId,
      }),
    ])

    const queue = await startTestQueue(api())
    const sweep = await finished(
      queue,
      QUEUES.findOwedRefunds,
      await queue.send(QUEUES.findOwedRefunds, {}),
    )
    expect(sweep.output).toEqual({ sent: 1 })
    const [job] = await queue.boss.findJobs(QUEUES.refund, { key: owed?.id })
    expect((await finished(queue, QUEUES.refund, job?.id ?? null)).output).toEqual({
      outcome: 'refunded',
    })

    const [made] = await refundRows()
    expect(made).toMatchObject({ state: 'refunded', refundedAt: api().clock.now() })
    expect(made?.providerRefundRef).toMatch(/^simref_/)
    const [atProvider] = await api().db.select({ n: count() }).from(simulatorRefunds)
    expect(atProvider?.n).toBe(1)

    const after = await budiReads(orderId)
    expect(after.refunds).toEqual([
      expect.objectContaining({ state: 'refunded', refundedAt: api().clock.now().toISOString() }),
    ])
    const owedNow = await expectBody(
      await opsGet('/ops/refunds?state=owed', `Bearer ${OPS_TOKEN}`),
      200,
      OpsRefundList,
    )
    expect(owedNow.data).toEqual([])
    const refunded = await expectBody(
      await opsGet('/ops/refunds?state=refunded', `Bearer ${OPS_TOKEN}`),
      200,
      OpsRefundList,
    )
    expect(refunded.data.map((refund) => [refund.id, refund.providerRefundRef])).toEqual([
      [made?.id, made?.providerRefundRef],
    ])

    // The job again (a sweep that raced it): nothing is refunded twice.
    const again = await finished(
      queue,
      QUEUES.refund,
      await queue.send(QUEUES.refund, { refundId: owed?.id }, owed?.id),
    )
    expect(again.output).toEqual({ outcome: 'already_refunded' })
    const [stillOne] = await api().db.select({ n: count() }).from(simulatorRefunds)
    expect(stillOne?.n).toBe(1)
  })

  it('a payment after its order lapsed owes a refund, made at once through the queue', async () => {
    const queue = await startTestQueue(api())
    // As the runtime wires it: the route that notices the refund hands it to the queue.
    api().deps.jobs = queue
    const { orderId, paymentId } = await placeTestOrder(api(), {
      type: 'va',
      methodId: 'va-bca',
      expiresInMs: 10 * MINUTE,
    })
    api().clock.advance(11 * MINUTE)
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(1)
    expect(await providerPaid(paymentId)).toBe('applied')

    await vi.waitFor(
      async () => {
        const [row] = await refundRows()
        expect(row).toMatchObject({ reason: 'order_closed', state: 'refunded' })
      },
      { timeout: 15_000, interval: 100 },
    )
    const order = await budiReads(orderId)
    expect(order.status).toBe('expired')
    expect(order.refunds).toEqual([expect.objectContaining({ state: 'refunded' })])
  })

  it('a second payment told by the provider’s webhook owes a refund, made through the queue', async () => {
    const queue = await startTestQueue(api())
    api().deps.jobs = queue
    const { orderId, paymentId: first } = await placeTestOrder(api(), {
      type: 'va',
      methodId: 'va-bca',
    })
    api().clock.advance(MINUTE)
    const { paymentId: second } = await openTestPayment(api(), orderId, {
      type: 'qris',
      methodId: 'qris',
    })
    const refOf = async (paymentId: string) =>
      (await api().db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.providerRef ??
      ''
    // The member pays both: the simulator's pages deliver their webhooks, whose transaction
    // applies the payment and owes the refund (and hands it to the queue from inside it).
    expect(await api().simulator.act(await refOf(first), 'pay')).toMatchObject({ kind: 'done' })
    expect(await api().simulator.act(await refOf(second), 'pay')).toMatchObject({ kind: 'done' })

    await vi.waitFor(
      async () => {
        const [row] = await refundRows()
        expect(row).toMatchObject({
          paymentId: second,
          reason: 'second_payment',
          state: 'refunded',
        })
      },
      { timeout: 15_000, interval: 100 },
    )
    expect((await budiReads(orderId)).refunds).toEqual([
      expect.objectContaining({ amount: TEST_TOTAL, state: 'refunded' }),
    ])
  })

  it('money for a payment we had failed (a recovered card charged after all) is owed back', async () => {
    const { orderId, paymentId } = await placeTestOrder(api(), { type: 'va', methodId: 'va-bca' })
    const now = api().clock.now()
    await recordChargeStatus(
      api().db,
      { paymentId, status: 'failed', failureReason: null, paidAt: null, now },
      api().deps,
    )
    // 'paid' may not replace 'failed': the payment stays failed, and its money goes back.
    expect(await providerPaid(paymentId)).toBe('unchanged')
    expect(await providerPaid(paymentId)).toBe('unchanged')
    expect(await refundRows()).toEqual([
      expect.objectContaining({ paymentId, orderId, reason: 'payment_failed', state: 'owed' }),
    ])
    expect(api().reportedErrors.map((report) => report.message)).toEqual([
      'A payment needs a refund',
    ])
    expect((await budiReads(orderId)).status).toBe('awaiting_payment')
  })

  it('retries a refund the provider fails, with backoff, and lists it as retrying, then failed', async () => {
    const refundCharge = vi.fn(async () => {
      throw new Error('The provider is down')
    })
    const queue = await startTestQueue(api(), {
      deps: { ...api().deps, payments: { ...api().deps.payments, refundCharge } },
      retry: { retryLimit: 1, retryDelay: 1 },
    })
    const { orderId } = await placeTestOrder(api(), { type: 'va', methodId: 'va-bca' })
    api().clock.advance(MINUTE)
    const { paymentId: second } = await openTestPayment(api(), orderId, {
      type: 'qris',
      methodId: 'qris',
    })
    const [first] = await api()
      .db.select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.createdAt)
    await providerPaid(first?.id ?? '')
    await providerPaid(second)
    const [owed] = await refundRows()
    const id = await queue.send(QUEUES.refund, { refundId: owed?.id }, owed?.id)

    const jobsOf = async () =>
      (
        await expectBody(await opsGet('/ops/jobs', `Bearer ${OPS_TOKEN}`), 200, OpsJobList)
      ).data.filter((job) => job.id === id)
    await vi.waitFor(
      async () => {
        expect(await jobsOf()).toEqual([
          expect.objectContaining({
            queue: QUEUES.refund,
            state: 'retry',
            attempts: 1,
            maxAttempts: 2,
            key: owed?.id,
            lastError: 'The provider is down',
          }),
        ])
      },
      { timeout: 10_000, interval: 50 },
    )
    const failed = await finished(queue, QUEUES.refund, id)
    expect(failed.state).toBe('failed')
    expect(refundCharge).toHaveBeenCalledTimes(2)
    expect(await jobsOf()).toEqual([
      expect.objectContaining({ state: 'failed', attempts: 2, lastError: 'The provider is down' }),
    ])
    // What `npm run jobs` prints of it.
    const report = jobReport((await listJobs(api().db)) ?? [], new Date())
    expect(report).toContain('refund                 0 queued, 0 running, 0 retrying, 1 failed')
    expect(report).toMatch(
      new RegExp(`refund +failed +2/2 +${owed?.id} +${id} +The provider is down$`, 'm'),
    )
    // Still owed: the minute's sweep sends it again.
    expect((await refundRows())[0]?.state).toBe('owed')
  })
})

describe('the operators’ API', () => {
  it('answers 404 without the token, with a wrong one, and when OPS_API_TOKEN is unset', async () => {
    for (const [authorization, token] of [
      [undefined, OPS_TOKEN],
      [`Bearer ${OPS_TOKEN}x`, OPS_TOKEN],
      [`Bearer ${OPS_TOKEN.slice(0, -1)}`, OPS_TOKEN],
      [OPS_TOKEN, OPS_TOKEN],
      [`Bearer ${OPS_TOKEN}`, null],
    ] as const) {
      for (const path of ['/ops/refunds', '/ops/jobs']) {
        const body = await expectProblem(await opsGet(path, authorization, token), 404)
        expect(body.message).toBe('Data tidak ditemukan.')
      }
    }
    expect(
      v.is(OpsRefundList, await (await opsGet('/ops/refunds', `Bearer ${OPS_TOKEN}`)).json()),
    ).toBe(true)
  })

  it('refuses a state it does not know with 400', async () => {
    await expectProblem(await opsGet('/ops/refunds?state=lost', `Bearer ${OPS_TOKEN}`), 400)
  })
})
