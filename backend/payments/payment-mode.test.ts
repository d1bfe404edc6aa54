/**
 * Whether money moves, as the contract tells the site: the payment-methods answer says
 * the mode of the provider payments go to now, and an order's payment the mode of the provider
 * that opened it. The site shows 'Mode demo' from these.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Order, PaymentMethods } from '../../contract/checkout/schemas'
import { simulatorCharges } from '../db/schema/checkout'
import { DEMO_PHONES } from '../db/seed/demo-members'
import {
  fillCart,
  placeOrder,
  review,
  type Shopper,
  setUpCheckoutApi,
  shopper,
} from '../routes/checkout/checkout-test-support'
import { anotherInstance, expectBody, type TestApi } from '../test/harness'

const api = setUpCheckoutApi()

const methodsOf = async (app: TestApi) => {
  const putri = await shopper(app, DEMO_PHONES.putri)
  return expectBody(
    await putri.send('POST', '/v2/member/misc/payment-methods', {
      body: { transactionType: 'OTC' },
    }),
    200,
    PaymentMethods,
  )
}

describe('the payment-methods answer', () => {
  it("says 'demo' while the simulator takes the payments", async () => {
    expect((await methodsOf(api())).mode).toBe('demo')
  })

  it("says 'live' for any other provider", async () => {
    const real = anotherInstance(api(), { payments: { ...api().simulator, name: 'midtrans' } })
    expect((await methodsOf(real)).mode).toBe('live')
  })
})

describe('an order’s payment', () => {
  /** Putri's order of one serum (Rp115.000 after its discount), paid by BCA VA. */
  async function placed(): Promise<{ putri: Shopper; order: Order }> {
    const putri = await shopper(api(), DEMO_PHONES.putri)
    await fillCart(api(), putri.id, [['serum-niacinamide-10', 1]])
    const reviewed = await review(putri, [['serum-niacinamide-10', 1, 115_000]])
    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)
    return { putri, order }
  }

  it("says 'demo' when the simulator opened its charge, placed and read back", async () => {
    const { putri, order } = await placed()
    expect(order.payment.mode).toBe('demo')
    const read = await expectBody(await putri.send('GET', `/orders/${order.id}`), 200, Order)
    expect(read.payment.mode).toBe('demo')
  })

  it("says 'live' when another provider opened it, whatever the provider is today", async () => {
    const { putri, order } = await placed()
    const [payment] = await api().db.select({ ref: simulatorCharges.ref }).from(simulatorCharges)
    // A charge the simulator does not hold: one a real provider opened.
    await api()
      .db.delete(simulatorCharges)
      .where(eq(simulatorCharges.ref, payment?.ref ?? ''))
    const read = await expectBody(await putri.send('GET', `/orders/${order.id}`), 200, Order)
    expect(read.payment.mode).toBe('live')
  })
})
