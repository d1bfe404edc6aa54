/**
 * The simulator's webhooks arrive as real ones do: retried with backoff when
 * the API does not take them, sometimes twice, sometimes out of order; and when every one of them
 * is lost, the status poll still brings the payment where the pages took it.
 */

import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { SIMULATOR_3DS_OTP } from '../../../contract/checkout/simulator-schemas'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { seedShop } from '../../db/seed/shop'
import {
  anotherInstance,
  setUpTestApi,
  TEST_WEBHOOK_SECRET,
  type TestApi,
} from '../../test/harness'
import { recordChargeStatus } from '../payment-status'
import { ManualScheduler } from '../testing/manual-scheduler'
import { cardTokenFor, placeTestOrder, readBack, simulatorApiPath } from '../testing/orders'
import { WebhookEvent } from '../webhook-event'
import { createPaymentSimulator, type SimulatorOptions } from './simulator'
import { signWebhook, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_URL } from './webhook-delivery'

const api = setUpTestApi()
beforeEach(async () => {
  owner = undefined
  await seedShop(api().db)
})

interface Delivery {
  body: string
  signature: string | null
  answered: number | 'thrown'
}

/**
 * A second API instance on the same database whose simulator is configured by the test, with
 * every delivery it attempts written down; `answer` decides each delivery's fate, in turn.
 */
function instanceWith(
  options: Partial<SimulatorOptions>,
  answer: (attempt: number) => 'deliver' | number | 'throw' = () => 'deliver',
) {
  const scheduler = new ManualScheduler()
  const deliveries: Delivery[] = []
  const warnings: string[] = []
  let instance: TestApi | undefined
  const recordingDeliver = async (request: Request) => {
    const body = await request.clone().text()
    const signature = request.headers.get(WEBHOOK_SIGNATURE_HEADER)
    const fate = answer(deliveries.length)
    if (fate === 'throw') {
      deliveries.push({ body, signature, answered: 'thrown' })
      throw new Error('connection reset')
    }
    if (typeof fate === 'number') {
      deliveries.push({ body, signature, answered: fate })
      return new Response('{}', { status: fate })
    }
    if (!instance) throw new Error('not ready')
    const response = await instance.app.fetch(request)
    deliveries.push({ body, signature, answered: response.status })
    return response
  }
  const simulator = createPaymentSimulator({
    db: api().db,
    clock: api().clock,
    webhookSecret: TEST_WEBHOOK_SECRET,
    scheduler,
    duplicate: () => false,
    warn: (message) => warnings.push(message),
    ...options,
    // `deliver: undefined` asks for a simulator that sends no webhook at all.
    deliver: 'deliver' in options ? options.deliver : recordingDeliver,
  })
  instance = anotherInstance(api(), { payments: simulator })
  return { instance, scheduler, deliveries, warnings }
}

const events = (deliveries: Delivery[]) =>
  deliveries.map((delivery) => v.parse(WebhookEvent, JSON.parse(delivery.body)))

async function vaOn(instance: TestApi) {
  return placeTestOrder(instance, { type: 'va', methodId: 'va-mandiri' })
}

/** Budi's token, for the test: the test orders are his, and only he may press their pages. */
let owner: string | undefined

/** A page's button, pressed by the order's owner, as the site passes it on to the API. */
const press = async (instance: TestApi, actionUrl: string, fields: Record<string, string>) => {
  owner ??= await api().signIn(DEMO_PHONES.budi)
  return instance.request('POST', simulatorApiPath(actionUrl), {
    token: owner,
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
}

describe('delivery', () => {
  it('signs each body with the webhook key and posts it to the API’s own webhook', async () => {
    const { instance, deliveries } = instanceWith({})
    const order = await vaOn(instance)
    await press(instance, order.opened.actionUrl ?? '', { action: 'pay' })
    expect(deliveries).toHaveLength(1)
    const [delivery] = deliveries
    expect(delivery?.signature).toBe(signWebhook(TEST_WEBHOOK_SECRET, delivery?.body ?? ''))
    expect(delivery?.answered).toBe(200)
    expect(WEBHOOK_URL).toMatch(/\/payments\/webhook$/)
    expect(events(deliveries)[0]).toMatchObject({
      providerRef: order.opened.providerRef,
      status: 'paid',
    })
  })

  it('retries a refused or failed delivery with backoff, the same event each time, until it is taken', async () => {
    const { instance, scheduler, deliveries } = instanceWith(
      { retryDelaysMs: [1_000, 5_000, 30_000] },
      (attempt) => (attempt === 0 ? 503 : attempt === 1 ? 'throw' : 'deliver'),
    )
    const order = await vaOn(instance)
    await press(instance, order.opened.actionUrl ?? '', { action: 'pay' })
    // The page answered; the API has not heard yet.
    expect(deliveries.map((d) => d.answered)).toEqual([503])
    expect((await readBack(api(), order.orderId)).payments[0]?.status).toBe('pending')

    await scheduler.runDue(999)
    expect(deliveries).toHaveLength(1)
    await scheduler.runDue(1)
    expect(deliveries.map((d) => d.answered)).toEqual([503, 'thrown'])
    await scheduler.runDue(4_999)
    expect(deliveries).toHaveLength(2)
    await scheduler.runDue(1)
    expect(deliveries.map((d) => d.answered)).toEqual([503, 'thrown', 200])
    expect(new Set(deliveries.map((d) => d.body)).size).toBe(1)
    expect((await readBack(api(), order.orderId)).order.status).toBe('paid')
    expect(scheduler.pending).toBe(0)
  })

  it('gives up after its retries and says so; the next poll brings the payment there all the same', async () => {
    const { instance, scheduler, deliveries, warnings } = instanceWith(
      { retryDelaysMs: [1_000, 2_000] },
      () => 500,
    )
    const order = await vaOn(instance)
    await press(instance, order.opened.actionUrl ?? '', { action: 'pay' })
    await scheduler.runDue()
    expect(deliveries).toHaveLength(3)
    expect(warnings).toEqual([
      expect.stringMatching(
        /gave up on webhook evt_\w+ \(sim_\w+ paid\) after 3 attempts; last: HTTP 500/,
      ),
    ])
    expect((await readBack(api(), order.orderId)).payments[0]?.status).toBe('pending')

    // What GET /orders/:id does: ask the provider, record what it says.
    await poll(instance, order.paymentId, order.opened.providerRef)
    expect((await readBack(api(), order.orderId)).order.status).toBe('paid')
  })

  it('delivers an event twice when told to: the same id and bytes, applied once', async () => {
    const { instance, deliveries } = instanceWith({ duplicate: (event) => event.status === 'paid' })
    const order = await vaOn(instance)
    await press(instance, order.opened.actionUrl ?? '', { action: 'pay' })
    expect(deliveries).toHaveLength(2)
    expect(deliveries[0]?.body).toBe(deliveries[1]?.body)
    expect((await readBack(api(), order.orderId)).events).toHaveLength(1)
  })

  it('by default delivers every paid event twice', async () => {
    const { instance, deliveries } = instanceWith({ duplicate: undefined })
    const order = await vaOn(instance)
    await press(instance, order.opened.actionUrl ?? '', { action: 'pay' })
    expect(events(deliveries).filter((e) => e.status === 'paid')).toHaveLength(2)
  })
})

describe('order of delivery', () => {
  const challenged = async (instance: TestApi) =>
    placeTestOrder(instance, {
      type: 'card',
      methodId: 'card',
      cardToken: await cardTokenFor(instance, '4000 0000 0000 3220'),
    })

  it('out of order (the default): the challenge’s requires_action comes after paid, and the payment stays paid', async () => {
    const { instance, scheduler, deliveries } = instanceWith({})
    const order = await challenged(instance)
    await scheduler.runDue()
    expect(deliveries).toEqual([])
    await press(instance, order.opened.actionUrl ?? '', {
      action: 'approve',
      otp: SIMULATOR_3DS_OTP,
    })
    expect(events(deliveries).map((e) => e.status)).toEqual(['paid', 'requires_action'])
    expect(deliveries.map((d) => d.answered)).toEqual([200, 200])
    expect((await readBack(api(), order.orderId)).payments[0]?.status).toBe('paid')
  })

  it('in order: requires_action when the charge opens, paid when approved', async () => {
    const { instance, scheduler, deliveries } = instanceWith({
      outOfOrder: false,
      openEventDelayMs: 2_000,
    })
    const order = await challenged(instance)
    await scheduler.runDue(2_000)
    await press(instance, order.opened.actionUrl ?? '', {
      action: 'approve',
      otp: SIMULATOR_3DS_OTP,
    })
    expect(events(deliveries).map((e) => e.status)).toEqual(['requires_action', 'paid'])
  })

  it('an at-once outcome is delivered once the API has recorded the charge', async () => {
    const { instance, scheduler, deliveries } = instanceWith({ openEventDelayMs: 2_000 })
    const order = await placeTestOrder(instance, {
      type: 'card',
      methodId: 'card',
      cardToken: await cardTokenFor(instance, '4000 0000 0000 0002'),
    })
    expect(deliveries).toEqual([])
    await scheduler.runDue(2_000)
    expect(events(deliveries)).toEqual([
      expect.objectContaining({
        providerRef: order.opened.providerRef,
        status: 'failed',
        failureCode: 'declined',
        failureReason: 'Kartu ditolak oleh bank penerbit.',
      }),
    ])
    // Recorded already by the checkout when the charge opened: the event changes nothing.
    expect(deliveries.map((d) => d.answered)).toEqual([200])
  })
})

describe('the status poll', () => {
  it('converges on what the pages did with no webhook at all', async () => {
    const { instance } = instanceWith({ deliver: undefined })
    const order = await placeTestOrder(instance, {
      type: 'card',
      methodId: 'card',
      cardToken: await cardTokenFor(instance, '4000 0000 0000 3220'),
    })
    await press(instance, order.opened.actionUrl ?? '', { action: 'deny' })
    expect((await readBack(api(), order.orderId)).payments[0]?.status).toBe('requires_action')
    // Another instance polls: the simulator's records are in the database.
    await poll(api(), order.paymentId, order.opened.providerRef)
    expect((await readBack(api(), order.orderId)).payments[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Verifikasi 3-D Secure ditolak. Kamu bisa membayar lagi.',
    })
  })

  it('reads a charge past its time as expired', async () => {
    const order = await placeTestOrder(api(), {
      type: 'qris',
      methodId: 'qris',
      expiresInMs: 60_000,
    })
    api().clock.advance(60_000)
    expect(await api().simulator.chargeStatus(order.opened.providerRef)).toEqual({
      status: 'expired',
      failureReason: null,
      failureCode: null,
      paidAt: null,
    })
  })
})

async function poll(instance: TestApi, paymentId: string, providerRef: string) {
  const status = await instance.deps.payments.chargeStatus(providerRef)
  await recordChargeStatus(
    instance.db,
    { paymentId, ...status, now: instance.clock.now() },
    instance.deps,
  )
}
