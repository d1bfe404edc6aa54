/**
 * `POST /payments/webhook`: only the provider's signature over the exact bytes
 * gets in; each event counts once; events out of order, late or about charges we do not know are
 * acknowledged without moving anything backwards.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paymentEvents } from '../db/schema/checkout'
import { seedShop } from '../db/seed/shop'
import { BAD_SIGNATURE_MESSAGE } from '../routes/payments'
import { expectBody, expectProblem, setUpTestApi, TEST_WEBHOOK_SECRET } from '../test/harness'
import { expireLapsedOrders } from './payment-status'
import { FAILURE_REASONS } from './provider'
import { signWebhook } from './simulator/webhook-delivery'
import { placeTestOrder, readBack, stockOf } from './testing/orders'
import { sendWebhook, webhookEvent } from './testing/webhooks'
import { WebhookAck } from './webhook-event'

const api = setUpTestApi()
beforeEach(async () => {
  await seedShop(api().db)
})

const MINUTE = 60 * 1000

const vaOrder = (options: { expiresInMs?: number } = {}) =>
  placeTestOrder(api(), { type: 'va', methodId: 'va-bni', ...options })

async function ack(response: Response) {
  return (await expectBody(response, 200, WebhookAck)).outcome
}

describe('the signature', () => {
  it('refuses a missing, wrong or stale signature with 401, and changes nothing', async () => {
    const { orderId, opened } = await vaOrder()
    const paid = webhookEvent({ providerRef: opened.providerRef, status: 'paid' })
    const otherBody = JSON.stringify({ ...paid, status: 'failed' })
    const forged = [
      await sendWebhook(api(), paid, { signature: null }),
      await sendWebhook(api(), paid, { signature: '' }),
      await sendWebhook(api(), paid, { signature: 'ab'.repeat(32) }),
      await sendWebhook(api(), paid, { signature: 'not hex at all' }),
      // A signature of another body (the same event, re-serialised with a space) does not do.
      await sendWebhook(api(), JSON.stringify(paid, null, 1), {
        signature: signed(JSON.stringify(paid)),
      }),
      await sendWebhook(api(), otherBody, { signature: signed(JSON.stringify(paid)) }),
    ]
    for (const response of forged) {
      const problem = await expectProblem(response, 401)
      expect(problem.message).toBe(BAD_SIGNATURE_MESSAGE)
    }
    const { order, payments, events } = await readBack(api(), orderId)
    expect(order.status).toBe('awaiting_payment')
    expect(payments[0]?.status).toBe('pending')
    expect(events).toEqual([])
  })

  it('reads the signature over the raw bytes: the same JSON spaced differently, signed, counts', async () => {
    const { orderId, opened } = await vaOrder()
    const spaced = JSON.stringify(
      webhookEvent({ providerRef: opened.providerRef, status: 'paid' }),
      null,
      2,
    )
    expect(await ack(await sendWebhook(api(), spaced))).toBe('applied')
    expect((await readBack(api(), orderId)).order.status).toBe('paid')
  })

  it('needs no diri-platform header and no member token', async () => {
    const { opened } = await vaOrder()
    const response = await sendWebhook(
      api(),
      webhookEvent({ providerRef: opened.providerRef, status: 'requires_action' }),
    )
    expect(await ack(response)).toBe('applied')
  })

  it('refuses a signed body the contract does not allow with 400, in Indonesian', async () => {
    const { opened } = await vaOrder()
    const unknownStatus = await expectProblem(
      await sendWebhook(
        api(),
        JSON.stringify({
          ...webhookEvent({ providerRef: opened.providerRef, status: 'paid' }),
          status: 'refunded',
        }),
      ),
      400,
    )
    expect(unknownStatus.errors).toEqual([
      { path: 'status', message: 'Status pembayaran tidak dikenal.' },
    ])
    await expectProblem(await sendWebhook(api(), '{"id":'), 400)
  })
})

const signed = (body: string) => signWebhook(TEST_WEBHOOK_SECRET, body)

describe('each event once', () => {
  it('records an event, and a duplicate delivery of it changes nothing', async () => {
    const { orderId, opened } = await vaOrder()
    const paid = webhookEvent({ providerRef: opened.providerRef, status: 'paid' })
    expect(await ack(await sendWebhook(api(), paid))).toBe('applied')
    const first = await readBack(api(), orderId)
    api().clock.advance(MINUTE)
    expect(await ack(await sendWebhook(api(), paid))).toBe('duplicate')
    const again = await readBack(api(), orderId)
    expect(again.events).toHaveLength(1)
    expect(again.events[0]).toMatchObject({
      id: paid.id,
      providerRef: opened.providerRef,
      status: 'paid',
    })
    expect(again.order).toEqual(first.order)
    expect(again.payments).toEqual(first.payments)
  })

  it('ignores a duplicate id even when its body says something else', async () => {
    const { orderId, opened } = await vaOrder()
    const pending = webhookEvent({ providerRef: opened.providerRef, status: 'requires_action' })
    await sendWebhook(api(), pending)
    expect(await ack(await sendWebhook(api(), { ...pending, status: 'paid' }))).toBe('duplicate')
    expect((await readBack(api(), orderId)).order.status).toBe('awaiting_payment')
  })

  it('applies two deliveries of one event at once exactly once', async () => {
    const { orderId, opened } = await vaOrder()
    const paid = webhookEvent({ providerRef: opened.providerRef, status: 'paid' })
    const outcomes = await Promise.all(
      [sendWebhook(api(), paid), sendWebhook(api(), paid)].map(async (r) => ack(await r)),
    )
    expect(outcomes.sort()).toEqual(['applied', 'duplicate'])
    expect((await readBack(api(), orderId)).events).toHaveLength(1)
  })
})

describe('events out of order and late', () => {
  it('paid, then a stale requires_action: the payment stays paid', async () => {
    const { orderId, opened } = await vaOrder()
    const ref = opened.providerRef
    expect(
      await ack(await sendWebhook(api(), webhookEvent({ providerRef: ref, status: 'paid' }))),
    ).toBe('applied')
    const stale = webhookEvent({
      providerRef: ref,
      status: 'requires_action',
      occurredAt: '2025-06-02T02:00:30.000Z',
    })
    expect(await ack(await sendWebhook(api(), stale))).toBe('unchanged')
    const { order, payments, events } = await readBack(api(), orderId)
    expect(payments[0]?.status).toBe('paid')
    expect(order.status).toBe('paid')
    // Both recorded: the stale one is known, so its redelivery is a duplicate too.
    expect(events).toHaveLength(2)
  })

  it('failed then expired, then pending: forward only, the first final state stays', async () => {
    const { orderId, opened } = await vaOrder()
    const ref = opened.providerRef
    const failed = webhookEvent({
      providerRef: ref,
      status: 'failed',
      failureReason: FAILURE_REASONS.declined,
      failureCode: 'declined',
    })
    expect(await ack(await sendWebhook(api(), failed))).toBe('applied')
    expect(
      await ack(await sendWebhook(api(), webhookEvent({ providerRef: ref, status: 'expired' }))),
    ).toBe('unchanged')
    expect(
      await ack(await sendWebhook(api(), webhookEvent({ providerRef: ref, status: 'pending' }))),
    ).toBe('unchanged')
    const { order, payments } = await readBack(api(), orderId)
    expect(payments[0]).toMatchObject({ status: 'failed', failureReason: FAILURE_REASONS.declined })
    expect(order.status).toBe('awaiting_payment')
  })

  it('money after the order lapsed: payment paid, order still expired, stock released once, refund reported', async () => {
    const before = await stockOf(api())
    const { orderId, opened } = await vaOrder({ expiresInMs: 10 * MINUTE })
    api().clock.advance(11 * MINUTE)
    expect(await expireLapsedOrders(api().db, api().clock.now())).toBe(1)
    const ref = opened.providerRef

    expect(
      await ack(await sendWebhook(api(), webhookEvent({ providerRef: ref, status: 'paid' }))),
    ).toBe('applied')
    expect(
      await ack(
        await sendWebhook(api(), webhookEvent({ providerRef: ref, status: 'requires_action' })),
      ),
    ).toBe('unchanged')
    const { order, payments, stock } = await readBack(api(), orderId)
    expect(order.status).toBe('expired')
    expect(payments[0]?.status).toBe('paid')
    expect(stock).toEqual(before)
    expect(api().reportedErrors.map((report) => report.message)).toEqual([
      'A payment needs a refund',
    ])
  })

  it('an expiry event of the only attempt expires the order', async () => {
    const before = await stockOf(api())
    const { orderId, opened } = await vaOrder()
    expect(
      await ack(
        await sendWebhook(
          api(),
          webhookEvent({ providerRef: opened.providerRef, status: 'expired' }),
        ),
      ),
    ).toBe('applied')
    const { order, stock } = await readBack(api(), orderId)
    expect(order.status).toBe('expired')
    expect(stock).toEqual(before)
  })
})

describe('a charge we do not know', () => {
  it('is acknowledged with 200 so the provider stops retrying, logged, and not recorded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const event = webhookEvent({ providerRef: 'sim_tidak_ada', status: 'paid' })
      expect(await ack(await sendWebhook(api(), event))).toBe('unknown_charge')
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/names no payment \(sim_tidak_ada\)/))
      expect(await api().db.select().from(paymentEvents)).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })
})
