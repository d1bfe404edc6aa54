/**
 * The operator's fulfilment API and the timeline the member sees: only the operator role gets
 * in, an order moves only forward one step at a time and only once paid, every move leaves its
 * audit row, and operators pressing at once record one move. On PostgreSQL
 * (`bash scripts/ci-postgres.sh npx vitest run <this file>`) the concurrent moves truly overlap.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { FulfilmentMove } from '../../../contract/checkout/fulfilment-move'
import { Order } from '../../../contract/checkout/schemas'
import { CardToken } from '../../../contract/checkout/simulator-schemas'
import { orders } from '../../db/schema/checkout'
import { members } from '../../db/schema/members'
import { notificationEvents } from '../../db/schema/notifications'
import { orderFulfilmentEvents } from '../../db/schema/order-fulfilment'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { DOCTOR_PHONES } from '../../db/seed/doctors'
import { OPERATOR_PHONE } from '../../db/seed/operators'
import { OPERATORS_ONLY } from '../../http/require-operator-role'
import { expectBody, expectProblem } from '../../test/harness'
import {
  fillCart,
  placeOrder,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'

const api = setUpCheckoutApi()

const SERUM = 'serum-niacinamide-10' // Rp115.000 after its discount
const NOBODYS_ORDER = '00000000-0000-4000-8000-000000000000'
const SHIPPED = { state: 'shipped', courier: 'jne', trackingNumber: 'CGK1234567890' } as const

/** Putri's order of one serum, paid at once by a frictionless card (or left waiting by VA). */
async function putrisOrder(paid = true) {
  const putri = await shopper(api(), DEMO_PHONES.putri)
  await fillCart(api(), putri.id, [[SERUM, 1]])
  const reviewed = await review(putri, [[SERUM, 1, 115_000]], {
    paymentMethodId: paid ? 'card' : 'va-bca',
  })
  let body: Record<string, unknown> = reviewed.body
  if (paid) {
    const response = await api().request('POST', '/payments/simulator/card/tokens', {
      body: {
        number: '4811 1111 1111 1114',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Putri Lestari',
      },
    })
    body = { ...body, cardToken: (await expectBody(response, 201, CardToken)).token }
  }
  const order = await expectBody(await placeOrder(putri, body), 201, Order)
  expect(order.status).toBe(paid ? 'paid' : 'awaiting_payment')
  return { putri, order }
}

function move(token: string, orderId: string, body: unknown) {
  return api().request('POST', `/v2/operator/orders/${orderId}/fulfilment`, { token, body })
}

async function readOrder(member: Shopper, id: string) {
  return expectBody(await member.send('GET', `/orders/${id}`), 200, Order)
}

describe('who may move an order', () => {
  it('lets only the operator in: 401 signed out, 403 for a member and a doctor', async () => {
    const { putri, order } = await putrisOrder()
    const visitor = await api().request('POST', `/v2/operator/orders/${order.id}/fulfilment`, {
      body: { state: 'packed' },
    })
    expect(visitor.status).toBe(401)
    const budi = await api().signIn(DEMO_PHONES.budi)
    const doctor = await api().signIn(DOCTOR_PHONES.anisa)
    for (const token of [putri.token, budi, doctor]) {
      const refused = await expectProblem(await move(token, order.id, { state: 'packed' }), 403)
      expect(refused.message).toBe(OPERATORS_ONLY)
    }
    expect((await readOrder(putri, order.id)).fulfilment).toBeNull()
    expect(await api().db.select().from(orderFulfilmentEvents)).toEqual([])
  })

  it('answers the operator 404 for an unknown order, an unknown number and a malformed id', async () => {
    const operator = await api().signIn(OPERATOR_PHONE)
    await expectProblem(await move(operator, NOBODYS_ORDER, { state: 'packed' }), 404)
    await expectProblem(await move(operator, 'DR-2611-999999', { state: 'packed' }), 404)
    await expectProblem(await move(operator, 'bukan-pesanan', { state: 'packed' }), 404)
  })

  it('finds an order by its number as well as its id', async () => {
    const { order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    const packed = await expectBody(
      await move(operator, order.number, { state: 'packed' }),
      201,
      FulfilmentMove,
    )
    expect(packed.orderId).toBe(order.id)
  })
})

describe('moving an order through fulfilment', () => {
  it('goes packed → shipped → delivered, each with its audit row, and the member sees the timeline and tracking', async () => {
    const { putri, order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    const [operatorRow] = await api()
      .db.select({ id: members.id })
      .from(members)
      .where(eq(members.phone, OPERATOR_PHONE))

    const packed = await expectBody(
      await move(operator, order.id, { state: 'packed' }),
      201,
      FulfilmentMove,
    )
    expect(packed).toMatchObject({ from: 'paid', to: 'packed', orderNumber: order.number })
    api().clock.advance(60 * 60 * 1000)
    const shipped = await expectBody(await move(operator, order.id, SHIPPED), 201, FulfilmentMove)
    expect(shipped.tracking).toEqual({
      courier: 'jne',
      courierName: 'JNE',
      trackingNumber: 'CGK1234567890',
      trackingUrl: 'https://www.jne.co.id/tracking-package?awb=CGK1234567890',
    })
    api().clock.advance(24 * 60 * 60 * 1000)
    await expectBody(await move(operator, order.id, { state: 'delivered' }), 201, FulfilmentMove)

    const audit = await api()
      .db.select()
      .from(orderFulfilmentEvents)
      .where(eq(orderFulfilmentEvents.orderId, order.id))
      .orderBy(orderFulfilmentEvents.at)
    expect(
      audit.map((row) => [row.fromState, row.toState, row.actorId, row.trackingNumber]),
    ).toEqual([
      ['paid', 'packed', operatorRow?.id, null],
      ['packed', 'shipped', operatorRow?.id, 'CGK1234567890'],
      ['shipped', 'delivered', operatorRow?.id, null],
    ])
    expect(audit[0]?.id).toBe(packed.id)

    const seen = await readOrder(putri, order.id)
    expect(seen.fulfilment).toBe('delivered')
    expect(seen.timeline.map((entry) => entry.step)).toEqual([
      'placed',
      'paid',
      'packed',
      'shipped',
      'delivered',
    ])
    expect(seen.timeline[3]?.at).toBe(shipped.at)
    expect(seen.tracking?.trackingNumber).toBe('CGK1234567890')
    // Payment stays as the provider left it.
    expect(seen.payment.status).toBe('paid')
  })

  it('tells the member once of the shipment and once of the delivery, not of the packing (issue 29)', async () => {
    const { putri, order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    const events = () =>
      api()
        .db.select({
          kind: notificationEvents.kind,
          memberId: notificationEvents.memberId,
          subjectId: notificationEvents.subjectId,
        })
        .from(notificationEvents)
        .where(eq(notificationEvents.subjectId, order.id))
        .orderBy(notificationEvents.createdAt)
    const paidEvents = (await events()).length

    await move(operator, order.id, { state: 'packed' })
    expect(await events()).toHaveLength(paidEvents)
    await move(operator, order.id, SHIPPED)
    // A retried shipment (the same move again) is the same event.
    await move(operator, order.id, SHIPPED)
    await move(operator, order.id, { state: 'delivered' })

    expect((await events()).slice(paidEvents)).toEqual([
      { kind: 'order.shipped', memberId: putri.id, subjectId: order.id },
      { kind: 'order.delivered', memberId: putri.id, subjectId: order.id },
    ])
  })

  it('refuses a skip, a move backwards and packing an unpaid order with 409, changing nothing', async () => {
    const operator = await api().signIn(OPERATOR_PHONE)
    const unpaid = await putrisOrder(false)
    const notPaid = await expectProblem(
      await move(operator, unpaid.order.id, { state: 'packed' }),
      409,
    )
    expect(notPaid.message).toContain('belum dibayar')

    const { putri, order } = await putrisOrder()
    const skip = await expectProblem(await move(operator, order.id, SHIPPED), 409)
    expect(skip.message).toBe(
      `Pesanan ${order.number} sudah dibayar, tidak bisa dikirim: langkah berikutnya dikemas.`,
    )
    await expectProblem(await move(operator, order.id, { state: 'delivered' }), 409)
    await expectBody(await move(operator, order.id, { state: 'packed' }), 201, FulfilmentMove)
    await expectBody(await move(operator, order.id, SHIPPED), 201, FulfilmentMove)
    const back = await expectProblem(await move(operator, order.id, { state: 'packed' }), 409)
    expect(back.message).toBe(
      `Pesanan ${order.number} sudah dikirim, tidak bisa dikemas: langkah berikutnya diterima.`,
    )
    // The same shipment with another tracking number is not a retry.
    const other = await expectProblem(
      await move(operator, order.id, { ...SHIPPED, trackingNumber: 'CGK0000000000' }),
      409,
    )
    expect(other.message).toBe(
      `Pesanan ${order.number} sudah dikirim dengan kurir atau nomor resi lain.`,
    )
    expect((await readOrder(putri, order.id)).fulfilment).toBe('shipped')
    expect((await readOrder(putri, unpaid.order.id)).fulfilment).toBeNull()
    const events = await api().db.select().from(orderFulfilmentEvents)
    expect(events.map((event) => event.toState).sort()).toEqual(['packed', 'shipped'])
  })

  it('answers a retry of the same move with the recorded move, not a second one', async () => {
    const { order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    await move(operator, order.id, { state: 'packed' })
    const first = await expectBody(await move(operator, order.id, SHIPPED), 201, FulfilmentMove)
    const again = await expectBody(await move(operator, order.id, SHIPPED), 200, FulfilmentMove)
    expect(again).toEqual(first)
  })

  it('asks a shipment for a known courier and a tracking number', async () => {
    const { order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    await move(operator, order.id, { state: 'packed' })
    await expectProblem(await move(operator, order.id, { state: 'shipped' }), 400)
    await expectProblem(await move(operator, order.id, { ...SHIPPED, courier: 'pos-kilat' }), 400)
    await expectProblem(await move(operator, order.id, { ...SHIPPED, trackingNumber: '12' }), 400)
    await expectProblem(await move(operator, order.id, { state: 'returned' }), 400)
  })
})

describe('the database keeps fulfilment forward', () => {
  it('refuses a skipping event, a second event of one state, and an unpaid order in fulfilment', async () => {
    const { order } = await putrisOrder()
    const unpaid = await putrisOrder(false)
    const { db } = api()
    await expect(
      db.insert(orderFulfilmentEvents).values({
        orderId: order.id,
        fromState: 'paid',
        toState: 'shipped',
        ...{ courier: 'jne', trackingNumber: 'X1234567' },
      }),
    ).rejects.toThrow()
    await db
      .insert(orderFulfilmentEvents)
      .values({ orderId: order.id, fromState: 'paid', toState: 'packed' })
    await expect(
      db
        .insert(orderFulfilmentEvents)
        .values({ orderId: order.id, fromState: 'paid', toState: 'packed' }),
    ).rejects.toThrow()
    await expect(
      db.update(orders).set({ fulfilment: 'packed' }).where(eq(orders.id, unpaid.order.id)),
    ).rejects.toThrow()
    await expect(
      db
        .update(members)
        .set({ role: 'admin' as 'member' })
        .where(eq(members.phone, OPERATOR_PHONE)),
    ).rejects.toThrow()
  })
})

describe('operators pressing at once', () => {
  it('records one move of 12 identical ones; every answer is that move', async () => {
    const { order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => move(operator, order.id, { state: 'packed' })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([])
    const ids = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
      ),
    )
    expect(ids.size).toBe(1)
    const events = await api()
      .db.select()
      .from(orderFulfilmentEvents)
      .where(and(eq(orderFulfilmentEvents.orderId, order.id)))
    expect(events).toHaveLength(1)
  })

  it('of "shipped" and "delivered" at once on a packed order, each state lands once and in order', async () => {
    const { order } = await putrisOrder()
    const operator = await api().signIn(OPERATOR_PHONE)
    await move(operator, order.id, { state: 'packed' })
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        move(operator, order.id, index % 2 === 0 ? SHIPPED : { state: 'delivered' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1)
    const events = await api()
      .db.select()
      .from(orderFulfilmentEvents)
      .where(eq(orderFulfilmentEvents.orderId, order.id))
    // Each state once, and never a delivery before its shipment was recorded.
    const states = events.map((event) => event.toState)
    expect(new Set(states).size).toBe(states.length)
    if (states.includes('delivered')) expect(states).toContain('shipped')
  })
})
