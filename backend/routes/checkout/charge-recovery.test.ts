/**
 * Charges that never opened: a process that dies after the order commits and before
 * its charge opens left the member 'pending' with nothing to pay, and pay-again refused. The
 * `recover-charge` job opens the charge (VA, QRIS) or fails a card so that the member can pay
 * again; pay-again itself gives way over such a payment; and a recovery racing a slow opening
 * opens one charge, not two.
 *
 * "The crash" is an instance whose provider never answers `openCharge`: its request stops right
 * where a killed process stops, after the commit, and the instance is never heard from again.
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { Order } from '../../../contract/checkout/schemas'
import { createApiApp } from '../../app'
import { payments, simulatorCardTokens, simulatorCharges } from '../../db/schema/checkout'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import type { ApiDeps } from '../../deps'
import { QUEUES } from '../../jobs/job-queue'
import { finished, startTestQueue } from '../../jobs/testing/test-queue'
import type { OpenedCharge } from '../../payments/provider'
import { expectBody, expectProblem } from '../../test/harness'
import { CARD_NOT_CHARGED_REASON, RECOVERY_GRACE_MS } from './charge-recovery'
import {
  fillCart,
  payAgain,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'

const api = setUpCheckoutApi()

const SERUM = 'serum-niacinamide-10' // Rp115.000 after its discount

/** Putri's order of one serum, reviewed for `paymentMethodId`. */
async function putriReviewed(paymentMethodId: string) {
  const putri = await shopper(api(), DEMO_PHONES.putri)
  await fillCart(api(), putri.id, [[SERUM, 1]])
  const reviewed = await review(putri, [[SERUM, 1, 115_000]], { paymentMethodId })
  return { putri, body: reviewed.body }
}

/**
 * Places the order through an instance whose provider hangs in `openCharge` until `release` is
 * called (never, for a crash); resolves once the order has committed, with its ids.
 */
async function placeAndCrash(
  putri: Shopper,
  body: Record<string, unknown>,
  overrides: Partial<ApiDeps> = {},
) {
  let release: (() => void) | undefined
  const provider = api().deps.payments
  const crashing: ApiDeps = {
    ...api().deps,
    ...overrides,
    payments: {
      ...provider,
      openCharge: (input) =>
        new Promise<OpenedCharge>((resolve, reject) => {
          release = () => provider.openCharge(input).then(resolve, reject)
        }),
    },
  }
  const app = createApiApp(crashing)
  const key = randomUUID()
  const answer = app.fetch(
    new Request('http://api.test/orders/checkout/cart', {
      method: 'POST',
      headers: {
        'diri-platform': 'web',
        'content-type': 'application/json',
        authorization: `Bearer ${putri.token}`,
        'idempotency-key': key,
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify(body),
    }),
  )
  const payment = await vi.waitFor(
    async () => {
      if (!release) throw new Error('The charge is not being opened yet')
      const [row] = await api().db.select().from(payments)
      if (!row) throw new Error('The order has not committed yet')
      return row
    },
    { timeout: 10_000, interval: 20 },
  )
  return {
    orderId: payment.orderId,
    paymentId: payment.id,
    /** The slow opening goes on (a process that was slow, not dead); resolves with its answer. */
    resume: async () => {
      release?.()
      return answer
    },
  }
}

async function readOrder(putri: Shopper, orderId: string) {
  return expectBody(await putri.send('GET', `/orders/${orderId}`), 200, Order)
}

async function chargesOf(paymentId: string) {
  const [row] = await api()
    .db.select({ charges: count() })
    .from(simulatorCharges)
    .where(eq(simulatorCharges.paymentId, paymentId))
  return row?.charges ?? 0
}

describe('recovering a charge that never opened', () => {
  it('sends the recovery right after placing, due when the grace is over', async () => {
    const queue = await startTestQueue(api())
    const { putri, body } = await putriReviewed('va-bca')
    const { paymentId } = await placeAndCrash(putri, body, { jobs: queue })
    // Sent without holding the request up: there a moment later.
    const job = await vi.waitFor(
      async () => {
        const [sent] = await queue.boss.findJobs(QUEUES.recoverCharge, { key: paymentId })
        if (!sent) throw new Error('No recovery sent yet')
        return sent
      },
      { timeout: 5_000, interval: 20 },
    )
    expect(job).toMatchObject({ state: 'created', data: { paymentId } })
    const dueIn = (job?.startAfter.getTime() ?? 0) - Date.now()
    expect(dueIn).toBeGreaterThan(RECOVERY_GRACE_MS - 10_000)
    expect(dueIn).toBeLessThanOrEqual(RECOVERY_GRACE_MS)
  })

  it.each([
    ['va-bca', 'a VA number', (order: Order) => order.payment.vaNumber],
    ['qris', 'a QR code', (order: Order) => order.payment.qrString],
    ['ewallet-gopay', 'the wallet’s page', (order: Order) => order.payment.actionUrl],
  ])(
    'opens the %s charge after a crash, and the order shows %s to pay',
    async (methodId, _what, toPay) => {
      const queue = await startTestQueue(api())
      const { putri, body } = await putriReviewed(methodId)
      const { orderId, paymentId } = await placeAndCrash(putri, body)

      // The reproduction: pending, with nothing to pay, and paying again refused.
      const stuck = await readOrder(putri, orderId)
      expect(stuck.payment).toMatchObject({ status: 'pending', actionUrl: null })
      expect(toPay(stuck)).toBeNull()
      await expectProblem(await payAgain(putri, orderId, { paymentMethodId: 'qris' }), 409)

      // Within the grace the normal path may still be opening it: the sweep leaves it be.
      const early = await finished(
        queue,
        QUEUES.findUnopenedCharges,
        await queue.send(QUEUES.findUnopenedCharges, {}),
      )
      expect(early.output).toEqual({ sent: 0 })

      api().clock.advance(RECOVERY_GRACE_MS)
      const sweep = await finished(
        queue,
        QUEUES.findUnopenedCharges,
        await queue.send(QUEUES.findUnopenedCharges, {}),
      )
      expect(sweep.output).toEqual({ sent: 1 })
      const [recovery] = await queue.boss.findJobs(QUEUES.recoverCharge, { key: paymentId })
      const done = await finished(queue, QUEUES.recoverCharge, recovery?.id ?? null)
      expect(done.output).toEqual({ outcome: 'opened' })

      const recovered = await readOrder(putri, orderId)
      expect(recovered.status).toBe('awaiting_payment')
      expect(recovered.payment.id).toBe(paymentId)
      expect(recovered.payment.status).toBe('pending')
      expect(toPay(recovered)).toEqual(expect.any(String))
      expect(recovered.payment.actionUrl).toMatch(/\/pembayaran\/demo\//)
      expect(await chargesOf(paymentId)).toBe(1)
    },
  )

  it('fails a card payment whose token went with the crash, so the member can pay again at once', async () => {
    const queue = await startTestQueue(api())
    const { putri, body } = await putriReviewed('card')
    const cardToken = `tok_test_${randomUUID()}`
    await api()
      .db.insert(simulatorCardTokens)
      .values({
        token: cardToken,
        last4: '3220',
        brand: 'Visa',
        scenario: 'challenge',
        expiresAt: new Date(api().clock.now().getTime() + 10 * 60 * 1000),
      })
    const { orderId, paymentId } = await placeAndCrash(putri, { ...body, cardToken })

    api().clock.advance(RECOVERY_GRACE_MS)
    const done = await finished(
      queue,
      QUEUES.recoverCharge,
      await queue.send(QUEUES.recoverCharge, { paymentId }, paymentId),
    )
    expect(done.output).toEqual({ outcome: 'card_failed' })
    const failed = await readOrder(putri, orderId)
    expect(failed.status).toBe('awaiting_payment')
    expect(failed.payment).toMatchObject({
      status: 'failed',
      failureReason: CARD_NOT_CHARGED_REASON,
    })
    // Nothing was charged at the provider.
    expect(await chargesOf(paymentId)).toBe(0)

    const paidAgain = await expectBody(
      await payAgain(putri, orderId, { paymentMethodId: 'va-bca' }),
      200,
      Order,
    )
    expect(paidAgain.payment).toMatchObject({ methodId: 'va-bca', status: 'pending' })
    expect(paidAgain.payment.vaNumber).toEqual(expect.any(String))
  })

  it('lets the member pay again over a charge that never opened, once its grace is over', async () => {
    const queue = await startTestQueue(api())
    const { putri, body } = await putriReviewed('va-bca')
    const { orderId, paymentId } = await placeAndCrash(putri, body)
    await expectProblem(await payAgain(putri, orderId, { paymentMethodId: 'qris' }), 409)

    api().clock.advance(RECOVERY_GRACE_MS)
    const paidAgain = await expectBody(
      await payAgain(putri, orderId, { paymentMethodId: 'qris' }),
      200,
      Order,
    )
    expect(paidAgain.payment.id).not.toBe(paymentId)
    expect(paidAgain.payment).toMatchObject({ methodId: 'qris', status: 'pending' })
    expect(paidAgain.payment.qrString).toEqual(expect.any(String))
    const [stale] = await api().db.select().from(payments).where(eq(payments.id, paymentId))
    expect(stale?.status).toBe('failed')

    // A recovery that comes after finds nothing to open: the member has one charge to pay.
    const done = await finished(
      queue,
      QUEUES.recoverCharge,
      await queue.send(QUEUES.recoverCharge, { paymentId }, paymentId),
    )
    expect(done.output).toEqual({ outcome: 'not_needed' })
    expect(await chargesOf(paymentId)).toBe(0)
  })

  it('opens one charge when the recovery races a slow opening, and both agree on it', async () => {
    const queue = await startTestQueue(api())
    const { putri, body } = await putriReviewed('va-bca')
    const { orderId, paymentId, resume } = await placeAndCrash(putri, body)

    api().clock.advance(RECOVERY_GRACE_MS)
    const done = await finished(
      queue,
      QUEUES.recoverCharge,
      await queue.send(QUEUES.recoverCharge, { paymentId }, paymentId),
    )
    expect(done.output).toEqual({ outcome: 'opened' })
    const recovered = await readOrder(putri, orderId)

    // The slow request now finishes opening its charge: the provider answers with the same one.
    const placed = await expectBody(await resume(), 201, Order)
    expect(await chargesOf(paymentId)).toBe(1)
    expect(placed.payment.vaNumber).toBe(recovered.payment.vaNumber)
    const [row] = await api().db.select().from(payments).where(eq(payments.id, paymentId))
    const [charge] = await api()
      .db.select()
      .from(simulatorCharges)
      .where(eq(simulatorCharges.paymentId, paymentId))
    expect(row?.providerRef).toBe(charge?.ref)
  })
})
