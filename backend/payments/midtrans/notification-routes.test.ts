/**
 * Midtrans's notifications (`POST /payments/midtrans/notification`) from the fake, over real HTTP,
 * to an app whose provider is Midtrans: the signature, the status read that decides, duplicates,
 * out-of-order and unknown notifications, and a status read that fails.
 */
import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { payments, refunds } from '../../db/schema/checkout'
import { seedShop } from '../../db/seed/shop'
import { expectProblem, setUpTestApi } from '../../test/harness'
import { recordChargeStatus } from '../payment-status'
import { type MidtransTestApi, startMidtransTestApi } from '../testing/midtrans-test-api'
import { FAKE_TEST_CARDS } from '../testing/midtrans-test-cards'
import { placeTestOrder, readBack, TEST_QUANTITY } from '../testing/orders'
import { WebhookAck } from '../webhook-event'
import {
  BAD_NOTIFICATION_SIGNATURE,
  MIDTRANS_NOTIFICATION_PATH,
  STATUS_UNREADABLE,
} from './notification-routes'

const api = setUpTestApi()
let midtrans: MidtransTestApi

beforeEach(async () => {
  await seedShop(api().db)
  midtrans = await startMidtransTestApi(api())
})

afterEach(async () => {
  await midtrans.close()
})

function placeVaOrder() {
  return placeTestOrder(midtrans.api, { methodId: 'va-bca', type: 'va' })
}

/** A notification body signed as Midtrans signs it (SHA-512 over the fields and the server key). */
function signed(fields: Record<string, string>, serverKey = midtrans.fake.serverKey) {
  const signature = createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`)
    .digest('hex')
  return { ...fields, signature_key: signature }
}

function post(body: unknown) {
  return midtrans.api.request('POST', MIDTRANS_NOTIFICATION_PATH, { body, platform: null })
}

async function ack(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(WebhookAck, await response.json())
}

describe('POST /payments/midtrans/notification', () => {
  it('pays the order when Midtrans settles its VA and notifies', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    await midtrans.fake.settle(paymentId)

    expect(midtrans.fake.notifications.map((sent) => sent.answeredWith)).toEqual([200])
    const stored = await readBack(api(), orderId)
    expect(stored.order.status).toBe('paid')
    expect(stored.payments.map((payment) => payment.status)).toEqual(['paid'])
    expect(stored.payments[0]?.providerRef).toBe(paymentId)
  })

  it('pays a card order when its 3-D Secure page is passed', async () => {
    const query = new URLSearchParams({
      client_key: midtrans.fake.clientKey,
      card_number: FAKE_TEST_CARDS.accept3ds,
      card_exp_month: '12',
      card_exp_year: '2030',
      card_cvv: '123',
    })
    const token = (await (await fetch(`${midtrans.fake.url}/v2/token?${query}`)).json()) as {
      token_id: string
    }
    const { orderId, opened } = await placeTestOrder(midtrans.api, {
      methodId: 'card',
      type: 'card',
      cardToken: token.token_id,
    })
    expect((await readBack(api(), orderId)).payments[0]?.status).toBe('requires_action')

    await fetch(opened.actionUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=authenticate',
    })

    expect((await readBack(api(), orderId)).order.status).toBe('paid')
  })

  it('refuses a notification whose signature does not check out: 401, nothing moved', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    // Midtrans holds the money, so a notification that got through would pay the order.
    await midtrans.fake.settle(paymentId, { notify: false })
    const genuine = signed({
      order_id: paymentId,
      status_code: '200',
      gross_amount: '150000.00',
      transaction_status: 'settlement',
    })

    const forgeries = [
      { ...genuine, gross_amount: '1.00' },
      signed({ ...genuine, status_code: '200' }, 'SB-Mid-server-not-ours'),
      { ...genuine, signature_key: undefined },
      { order_id: paymentId },
    ]
    for (const forged of forgeries) {
      const body = await expectProblem(await post(forged), 401)
      expect(body.message).toBe(BAD_NOTIFICATION_SIGNATURE)
    }
    expect((await readBack(api(), orderId)).order.status).toBe('awaiting_payment')

    expect((await ack(await post(genuine))).outcome).toBe('applied')
    expect((await readBack(api(), orderId)).order.status).toBe('paid')
  })

  it('moves the payment from the status call, never from the body', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    // Signed well, but what it says is not so: Midtrans's status is still pending.
    const claim = signed({
      order_id: paymentId,
      status_code: '200',
      gross_amount: '150000.00',
      transaction_status: 'settlement',
    })

    expect((await ack(await post(claim))).outcome).toBe('unchanged')
    const stored = await readBack(api(), orderId)
    expect(stored.order.status).toBe('awaiting_payment')
    expect(stored.payments[0]?.status).toBe('pending')
    expect(
      midtrans.fake.requests.some((request) => request.path === `/v2/${paymentId}/status`),
    ).toBe(true)
  })

  it('changes nothing on a duplicate notification: the order is paid once, its stock taken once', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    await midtrans.fake.settle(paymentId)
    const paid = await readBack(api(), orderId)

    const [first, second] = await midtrans.fake.notify(paymentId, { duplicate: true })

    expect([first?.answeredWith, second?.answeredWith]).toEqual([200, 200])
    const again = await readBack(api(), orderId)
    expect(again.order.status).toBe('paid')
    expect(again.order.paidAt).toEqual(paid.order.paidAt)
    expect(again.payments.map((payment) => payment.status)).toEqual(['paid'])
    expect(again.stock).toEqual(paid.stock)
  })

  it('pays the order once when the same notification comes twice at once (run on PostgreSQL too)', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    await midtrans.fake.settle(paymentId, { notify: false })
    const before = await readBack(api(), orderId)
    const body = signed({
      order_id: paymentId,
      status_code: '200',
      gross_amount: '150000.00',
      transaction_status: 'settlement',
    })

    const outcomes = await Promise.all(
      [post(body), post(body), post(body)].map(async (sent) => (await ack(await sent)).outcome),
    )

    // The order's row lock (payment-status.ts) lets one of them move it; the others find it paid.
    expect(outcomes.sort()).toEqual(['applied', 'unchanged', 'unchanged'])
    const after = await readBack(api(), orderId)
    expect(after.order.status).toBe('paid')
    expect(after.payments.map((payment) => payment.status)).toEqual(['paid'])
    expect(after.stock).toEqual(before.stock)
    expect(midtrans.api.reportedErrors).toEqual([])
  })

  it('changes nothing on an out-of-order notification (a stale pending after the settlement)', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    await midtrans.fake.settle(paymentId)

    const [stale] = await midtrans.fake.notify(paymentId, { stale: true })

    expect(stale?.body.transaction_status).toBe('pending')
    expect(stale?.answeredWith).toBe(200)
    const stored = await readBack(api(), orderId)
    expect(stored.order.status).toBe('paid')
    expect(stored.payments[0]?.status).toBe('paid')
  })

  it('expires the order, and puts its stock back, when Midtrans expires the VA', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    const before = await readBack(api(), orderId)

    await midtrans.fake.expire(paymentId)

    const stored = await readBack(api(), orderId)
    expect(stored.order.status).toBe('expired')
    expect(stored.payments[0]?.status).toBe('expired')
    expect(stored.stock.stock).toBe(before.stock.stock + TEST_QUANTITY)
  })

  it('acknowledges a notification for an order that is not ours, and applies nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    for (const orderId of [randomUUID(), 'ORDER-OF-ANOTHER-SHOP-1']) {
      const outcome = await ack(
        await post(
          signed({
            order_id: orderId,
            status_code: '200',
            gross_amount: '10000.00',
            transaction_status: 'settlement',
          }),
        ),
      )
      expect(outcome.outcome).toBe('unknown_charge')
    }
    expect(midtrans.fake.requests.filter((request) => request.path.endsWith('/status'))).toEqual([])
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(
        /^\[payments\] Midtrans notification for order_id [0-9a-f-]{36}, which is no payment of ours/,
      ),
      expect.stringMatching(/order_id ORDER-OF-ANOTHER-SHOP-1, which is no payment of ours/),
    ])
  })

  it('answers 503 when the status call fails, moving nothing, so Midtrans retries; the retry applies it', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    await midtrans.fake.settle(paymentId, { notify: false })
    midtrans.fake.failNextStatus('server_error')

    const [refused] = await midtrans.fake.notify(paymentId)

    expect(refused?.answeredWith).toBe(503)
    expect((await readBack(api(), orderId)).order.status).toBe('awaiting_payment')
    expect(midtrans.api.reportedErrors.map((reported) => reported.message)).toEqual([
      `Reading Midtrans's status of payment ${paymentId} for its notification failed`,
    ])
    const [retried] = await midtrans.fake.notify(paymentId)
    expect(retried?.answeredWith).toBe(200)
    expect((await readBack(api(), orderId)).order.status).toBe('paid')
  })

  it('answers the 503 with a message a person can read', async () => {
    const { paymentId } = await placeVaOrder()
    midtrans.fake.failNextStatus('server_error')
    const response = await post(
      signed({ order_id: paymentId, status_code: '201', gross_amount: '150000.00' }),
    )
    expect((await expectProblem(response, 503)).message).toBe(STATUS_UNREADABLE)
  })

  it('owes a refund, once, when Midtrans says paid for an attempt we had recorded failed', async () => {
    const { orderId, paymentId } = await placeVaOrder()
    await recordChargeStatus(api().db, {
      paymentId,
      status: 'failed',
      failureReason: 'Pembayaran belum bisa dibuka.',
      paidAt: null,
      now: api().clock.now(),
    })

    await midtrans.fake.settle(paymentId)

    expect((await readBack(api(), orderId)).payments[0]?.status).toBe('failed')
    expect(midtrans.api.reportedErrors.map((reported) => reported.message)).toEqual([
      'A payment needs a refund',
    ])
    const [payment] = await api().db.select().from(payments).where(eq(payments.id, paymentId))
    const owed = await api().db.select().from(refunds).where(eq(refunds.paymentId, paymentId))
    expect(owed.map((refund) => [refund.state, refund.amount])).toEqual([['owed', payment?.amount]])

    // Midtrans notifies again: still one refund, reported once.
    await midtrans.fake.notify(paymentId)
    expect(
      await api().db.select().from(refunds).where(eq(refunds.paymentId, paymentId)),
    ).toHaveLength(1)
    expect(midtrans.api.reportedErrors).toHaveLength(1)
  })
})
