/**
 * Placing an order through the API with Midtrans as the provider, against the local fake of
 * Midtrans: the charge Midtrans opens is what the order shows, Midtrans's
 * notification pays it, and a charge that times out fails the attempt so that the member can pay
 * again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Order, PaymentMethods } from '../../../contract/checkout/schemas'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import {
  type MidtransTestApi,
  startMidtransTestApi,
} from '../../payments/testing/midtrans-test-api'
import { FAKE_TEST_CARDS } from '../../payments/testing/midtrans-test-cards'
import { expectBody, expectProblem } from '../../test/harness'
import {
  fillCart,
  payAgain,
  placeOrder,
  review,
  setUpCheckoutApi,
  shopper,
} from './checkout-test-support'

const api = setUpCheckoutApi()
let midtrans: MidtransTestApi

const SERUM = 'serum-niacinamide-10' // Rp115.000 after its discount

beforeEach(async () => {
  midtrans = await startMidtransTestApi(api(), { chargeTimeoutMs: 500 })
})

afterEach(async () => {
  await midtrans.close()
})

async function putriReviewed(choices: { paymentMethodId?: string; cardToken?: string } = {}) {
  const putri = await shopper(midtrans.api, DEMO_PHONES.putri)
  await fillCart(midtrans.api, putri.id, [[SERUM, 1]])
  const reviewed = await review(putri, [[SERUM, 1, 115_000]], { noPromo: true, ...choices })
  return { putri, reviewed }
}

async function cardToken(number: string) {
  const query = new URLSearchParams({
    client_key: midtrans.fake.clientKey,
    card_number: number,
    card_exp_month: '12',
    card_exp_year: '2030',
    card_cvv: '123',
  })
  const answer = (await (await fetch(`${midtrans.fake.url}/v2/token?${query}`)).json()) as {
    token_id: string
  }
  return answer.token_id
}

describe('checkout with Midtrans (against the fake)', () => {
  it('places a BCA VA order with the number Midtrans gave, and Midtrans settling it pays the order', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'va-bca' })

    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    const charged = midtrans.fake.transaction(order.payment.id)
    expect(charged).toMatchObject({ paymentType: 'bank_transfer', bank: 'bca' })
    expect(charged?.grossAmount).toBe(order.total)
    expect(order.payment).toMatchObject({
      status: 'pending',
      bank: 'BCA',
      vaNumber: charged?.vaNumber,
    })

    await midtrans.fake.settle(order.payment.id)

    const paid = await expectBody(await putri.send('GET', `/orders/${order.id}`), 200, Order)
    expect(paid.status).toBe('paid')
    expect(paid.payment.status).toBe('paid')
  })

  it('places a card order that waits on 3-D Secure, and passing it pays the order', async () => {
    const token = await cardToken(FAKE_TEST_CARDS.accept3ds)
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'card', cardToken: token })

    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    expect(order.payment).toMatchObject({ status: 'requires_action', cardLast4: '1114' })
    expect(order.payment.actionUrl).toMatch(
      new RegExp(`^${midtrans.fake.url}/v2/token/rba/redirect/`),
    )
    await fetch(order.payment.actionUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=authenticate',
    })
    const paid = await expectBody(await putri.send('GET', `/orders/${order.id}`), 200, Order)
    expect(paid.status).toBe('paid')
  })

  it('places a QRIS order with the QR string Midtrans gave', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'qris' })
    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)
    expect(order.payment.qrString).toBe(midtrans.fake.transaction(order.payment.id)?.qrString)
    expect(order.payment.status).toBe('pending')
  })

  it('fails the attempt when the charge times out, cancels it at Midtrans, and lets the member pay again', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'va-bni' })
    midtrans.fake.failNextCharge('timeout')

    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    expect(order.status).toBe('awaiting_payment')
    expect(order.payment.status).toBe('failed')
    // The adapter cancelled the charge Midtrans had opened; Midtrans's notification of the cancel
    // (which the fake sends before answering the cancel) failed the attempt first, in its words.
    expect(order.payment.failureReason).toBe('Pembayaran dibatalkan. Kamu bisa membayar lagi.')
    expect(midtrans.fake.transaction(order.payment.id)?.status).toBe('cancel')
    expect(midtrans.api.reportedErrors.map((reported) => reported.message)).toEqual([
      `Opening the charge of payment ${order.payment.id} failed`,
    ])

    const again = await expectBody(
      await payAgain(putri, order.id, { paymentMethodId: 'va-bni' }),
      200,
      Order,
    )
    expect(again.payment.status).toBe('pending')
    expect(again.payment.vaNumber).toBe(midtrans.fake.transaction(again.payment.id)?.vaNumber)
  })

  it('fails the attempt when the charge meets a 5xx', async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'qris' })
    midtrans.fake.failNextCharge('server_error')

    const order = await expectBody(await placeOrder(putri, reviewed.body), 201, Order)

    expect(order.payment.status).toBe('failed')
    expect(midtrans.fake.transaction(order.payment.id)).toBeUndefined()
  })

  it("lists only the methods Midtrans's Core API can charge (no OVO, no DANA), and refuses the others", async () => {
    const { putri, reviewed } = await putriReviewed({ paymentMethodId: 'ewallet-ovo' })
    const list = await expectBody(
      await putri.send('POST', '/v2/member/misc/payment-methods', {
        body: { transactionType: 'OTC', amount: 125_000 },
      }),
      200,
      PaymentMethods,
    )
    expect(list.data.flatMap((group) => group.methods.map((method) => method.id))).toEqual([
      'card',
      'va-bca',
      'va-bni',
      'va-bri',
      'va-mandiri',
      'va-permata',
      'ewallet-gopay',
      'ewallet-shopeepay',
      'qris',
    ])

    const refused = await expectProblem(await placeOrder(putri, reviewed.body), 400)
    expect(refused.errors).toEqual([
      { path: 'paymentMethodId', message: 'Metode pembayaran tidak dikenal.' },
    ])
    expect(midtrans.fake.requests.filter((request) => request.path === '/v2/charge')).toEqual([])
  })
})
