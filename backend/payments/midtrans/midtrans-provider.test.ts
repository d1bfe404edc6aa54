/**
 * The Midtrans adapter against the local fake of Midtrans (testing/midtrans-fake.ts), through the
 * official client and real HTTP: every payment method's charge, the status call, refunds, the
 * notification's signature, and a charge that times out or meets a 5xx.
 */
import { createHash, randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OpenChargeInput } from '../provider'
import { FAILURE_REASONS } from '../provider'
import { type MidtransFake, startMidtransFake } from '../testing/midtrans-fake'
import { FAKE_TEST_CARDS } from '../testing/midtrans-test-cards'
import { createMidtransProvider, type MidtransProvider } from './midtrans-provider'

let fake: MidtransFake
let midtrans: MidtransProvider
const NOW = new Date('2026-11-24T03:00:00.000Z')

beforeEach(async () => {
  fake = await startMidtransFake()
  midtrans = createMidtransProvider({
    serverKey: fake.serverKey,
    clientKey: fake.clientKey,
    environment: 'sandbox',
    apiBaseUrl: fake.url,
    clock: { now: () => NOW },
    chargeTimeoutMs: 400,
    statusTimeoutMs: 400,
  })
})

afterEach(async () => {
  await fake.close()
})

function input(methodId: string, extra: Partial<OpenChargeInput> = {}): OpenChargeInput {
  return {
    paymentId: randomUUID(),
    orderNumber: 'DR-2611-000123',
    amount: 150_000,
    type:
      methodId === 'card'
        ? 'card'
        : methodId.startsWith('va-')
          ? 'va'
          : methodId === 'qris'
            ? 'qris'
            : 'ewallet',
    methodId,
    expiresAt: new Date(NOW.getTime() + 24 * 60 * 60 * 1000),
    ...extra,
  }
}

/** A token as Midtrans's card script gets it in the browser: GET /v2/token with the client key. */
async function cardToken(number: string): Promise<string> {
  const query = new URLSearchParams({
    client_key: fake.clientKey,
    card_number: number,
    card_exp_month: '12',
    card_exp_year: '2030',
    card_cvv: '123',
  })
  const response = await fetch(`${fake.url}/v2/token?${query}`)
  const body = (await response.json()) as { status_code: string; token_id?: string }
  expect(body.status_code).toBe('200')
  return body.token_id ?? ''
}

function lastCharge() {
  return fake.requests.findLast((request) => request.path === '/v2/charge')?.body as Record<
    string,
    unknown
  >
}

describe('Midtrans adapter: cards', () => {
  it('opens a card charge with 3-D Secure: the redirect_url is the action, and Authenticate pays it', async () => {
    const charge = input('card', { cardToken: await cardToken(FAKE_TEST_CARDS.accept3ds) })
    const opened = await midtrans.openCharge(charge)

    expect(lastCharge()).toMatchObject({
      payment_type: 'credit_card',
      credit_card: { authentication: true },
      transaction_details: { order_id: charge.paymentId, gross_amount: 150_000 },
      custom_expiry: {
        order_time: '2026-11-24 10:00:00 +0700',
        expiry_duration: 1440,
        unit: 'minute',
      },
    })
    expect(opened).toMatchObject({
      providerRef: charge.paymentId,
      status: 'requires_action',
      cardLast4: '1114',
    })
    expect(opened.actionUrl).toMatch(new RegExp(`^${fake.url}/v2/token/rba/redirect/`))
    expect(await midtrans.chargeStatus(opened.providerRef)).toMatchObject({
      status: 'requires_action',
    })

    const page = await fetch(opened.actionUrl ?? '')
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(await page.text()).toContain('Authenticate')
    const done = await fetch(opened.actionUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=authenticate',
    })
    // The callback page posts the status body to the checkout that framed it.
    expect(await done.text()).toMatch(
      /window\.parent\.postMessage\(".*\\"transaction_status\\":\\"capture\\"/,
    )
    expect(await midtrans.chargeStatus(opened.providerRef)).toMatchObject({
      status: 'paid',
      failureReason: null,
    })
  })

  it("fails the card as declined when the 3-D Secure page's Fail is pressed", async () => {
    const opened = await midtrans.openCharge(
      input('card', { cardToken: await cardToken(FAKE_TEST_CARDS.accept3ds) }),
    )
    await fetch(opened.actionUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
    })
    expect(await midtrans.chargeStatus(opened.providerRef)).toEqual({
      status: 'failed',
      failureCode: 'declined',
      failureReason: FAILURE_REASONS.declined,
      paidAt: null,
    })
  })

  it.each([
    [
      'a frictionless capture (fraud accept) is paid',
      FAKE_TEST_CARDS.acceptFrictionless,
      { status: 'paid', failureCode: null },
    ],
    [
      'a denial by fraud detection fails as fraud',
      FAKE_TEST_CARDS.denyByFraud,
      { status: 'failed', failureCode: 'fraud', failureReason: FAILURE_REASONS.fraud },
    ],
    [
      'a denial by the bank fails as declined',
      FAKE_TEST_CARDS.denyByBank,
      { status: 'failed', failureCode: 'declined', failureReason: FAILURE_REASONS.declined },
    ],
    [
      'a capture challenged by fraud detection waits (pending)',
      FAKE_TEST_CARDS.fraudChallenge,
      { status: 'pending', failureCode: null },
    ],
  ] as const)('card answered at once: %s', async (_name, number, expected) => {
    const opened = await midtrans.openCharge(input('card', { cardToken: await cardToken(number) }))
    expect(opened).toMatchObject({ ...expected, actionUrl: null })
  })

  it('fails a charge with a used card token as invalid_card, without throwing', async () => {
    const token = await cardToken(FAKE_TEST_CARDS.accept3ds)
    await midtrans.openCharge(input('card', { cardToken: token }))
    const again = await midtrans.openCharge(input('card', { cardToken: token }))
    expect(again).toMatchObject({ status: 'failed', failureCode: 'invalid_card' })
  })
})

describe('Midtrans adapter: bank transfer, e-wallets, QRIS', () => {
  it.each([
    ['va-bca', 'BCA'],
    ['va-bni', 'BNI'],
    ['va-bri', 'BRI'],
  ])('opens a %s virtual account from va_numbers', async (methodId, bank) => {
    const charge = input(methodId)
    const opened = await midtrans.openCharge(charge)
    expect(lastCharge()).toMatchObject({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: bank.toLowerCase() },
    })
    expect(opened).toMatchObject({ status: 'pending', bank, actionUrl: null })
    expect(opened.vaNumber).toBe(fake.transaction(charge.paymentId)?.vaNumber)
    expect(opened.vaNumber).toMatch(/^\d{12,}$/)
  })

  it('opens a Permata virtual account from permata_va_number', async () => {
    const charge = input('va-permata')
    const opened = await midtrans.openCharge(charge)
    expect(opened).toMatchObject({ status: 'pending', bank: 'Permata' })
    expect(opened.vaNumber).toBe(fake.transaction(charge.paymentId)?.vaNumber)
  })

  it("opens a Mandiri bill payment (echannel): the bill key, and the biller's company code", async () => {
    const charge = input('va-mandiri')
    const opened = await midtrans.openCharge(charge)
    expect(lastCharge()).toMatchObject({
      payment_type: 'echannel',
      echannel: { bill_info1: 'Pembayaran:', bill_info2: 'Pesanan DR-2611-000123' },
    })
    expect(opened).toMatchObject({
      status: 'pending',
      vaNumber: fake.transaction(charge.paymentId)?.billKey,
      bank: 'Mandiri (kode perusahaan 70012)',
    })
  })

  it.each([
    ['ewallet-gopay', 'gopay'],
    ['ewallet-shopeepay', 'shopeepay'],
  ])('opens %s with its deeplink as the action', async (methodId, paymentType) => {
    const charge = input(methodId, { expiresAt: new Date(NOW.getTime() + 15 * 60 * 1000) })
    const opened = await midtrans.openCharge(charge)
    expect(lastCharge()).toMatchObject({
      payment_type: paymentType,
      custom_expiry: { expiry_duration: 15, unit: 'minute' },
    })
    expect(opened.status).toBe('pending')
    expect(opened.actionUrl).toMatch(new RegExp(`^${fake.url}/fake/wallet/`))
  })

  it('opens QRIS with its qr_string and the generate-qr-code image as the action', async () => {
    const charge = input('qris')
    const opened = await midtrans.openCharge(charge)
    expect(lastCharge()).toMatchObject({ payment_type: 'qris', qris: { acquirer: 'gopay' } })
    expect(opened.status).toBe('pending')
    expect(opened.qrString).toBe(fake.transaction(charge.paymentId)?.qrString)
    expect(opened.actionUrl).toMatch(/\/v2\/qris\/[\w-]+\/qr-code$/)
  })

  it('refuses a method Midtrans cannot charge (OVO), naming it', async () => {
    await expect(midtrans.openCharge(input('ewallet-ovo'))).rejects.toThrow(/ewallet-ovo/)
    expect(lastCharge()).toBeUndefined()
  })
})

describe('Midtrans adapter: the status call maps each Midtrans status', () => {
  it.each([
    ['settle', { status: 'paid', failureCode: null }],
    ['expire', { status: 'expired', failureCode: null }],
    ['deny', { status: 'failed', failureCode: 'declined' }],
    [
      'cancel',
      {
        status: 'failed',
        failureCode: null,
        failureReason: 'Pembayaran dibatalkan. Kamu bisa membayar lagi.',
      },
    ],
  ] as const)('a VA the fake moves with %s', async (move, expected) => {
    const opened = await midtrans.openCharge(input('va-bca'))
    expect(await midtrans.chargeStatus(opened.providerRef)).toMatchObject({ status: 'pending' })
    await fake[move](opened.providerRef)
    const status = await midtrans.chargeStatus(opened.providerRef)
    expect(status).toMatchObject(expected)
    expect(status.paidAt !== null).toBe(expected.status === 'paid')
  })

  it('reads a settled then refunded payment as still paid', async () => {
    const opened = await midtrans.openCharge(input('qris'))
    await fake.settle(opened.providerRef)
    await midtrans.refundCharge({
      providerRef: opened.providerRef,
      refundId: randomUUID(),
      amount: 150_000,
      reason: 'Pesanan dibayar dua kali',
    })
    expect(fake.transaction(opened.providerRef)?.status).toBe('refund')
    expect(await midtrans.chargeStatus(opened.providerRef)).toMatchObject({ status: 'paid' })
  })
})

describe('Midtrans adapter: a charge with no answer', () => {
  it('times out a charge that hangs after opening, and cancels the transaction Midtrans opened', async () => {
    fake.failNextCharge('timeout')
    const charge = input('va-bni')
    const started = Date.now()
    await expect(midtrans.openCharge(charge)).rejects.toThrow(
      new RegExp(
        `did not answer the charge of payment ${charge.paymentId}.*\\(pending\\) is cancelled`,
      ),
    )
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(fake.transaction(charge.paymentId)?.status).toBe('cancel')
  })

  it('times out a charge that hangs before opening: nothing to cancel', async () => {
    fake.failNextCharge('timeout_before')
    const charge = input('va-bca')
    await expect(midtrans.openCharge(charge)).rejects.toThrow(/Midtrans has no such transaction/)
    expect(fake.transaction(charge.paymentId)).toBeUndefined()
  })

  it('keeps a card captured behind a timed-out charge: the money was taken', async () => {
    const charge = input('card', { cardToken: await cardToken(FAKE_TEST_CARDS.acceptFrictionless) })
    fake.failNextCharge('timeout')
    const opened = await midtrans.openCharge(charge)
    expect(opened).toMatchObject({
      providerRef: charge.paymentId,
      status: 'paid',
      cardLast4: '1118',
    })
    expect(fake.transaction(charge.paymentId)?.status).toBe('capture')
  })

  it('settles a second opening of the same payment (a recovery after a crash) as a lost charge', async () => {
    const card = input('card', { cardToken: await cardToken(FAKE_TEST_CARDS.acceptFrictionless) })
    await midtrans.openCharge(card)
    const reopened = await midtrans.openCharge({
      ...card,
      cardToken: await cardToken(FAKE_TEST_CARDS.acceptFrictionless),
    })
    // Captured the first time: kept, not charged twice.
    expect(reopened).toMatchObject({ providerRef: card.paymentId, status: 'paid' })
    expect(fake.transactions.size).toBe(1)

    const va = input('va-bca')
    await midtrans.openCharge(va)
    await expect(midtrans.openCharge(va)).rejects.toThrow(/\(pending\) is cancelled/)
    expect(fake.transaction(va.paymentId)?.status).toBe('cancel')
  })

  it('throws on a 5xx from the charge, so that the checkout fails the attempt', async () => {
    fake.failNextCharge('server_error')
    const charge = input('qris')
    await expect(midtrans.openCharge(charge)).rejects.toThrow(/did not answer the charge.*500/)
    expect(fake.transaction(charge.paymentId)).toBeUndefined()
  })

  it('throws on a refusal (a wrong server key) without reading or cancelling anything', async () => {
    const wrong = createMidtransProvider({
      serverKey: 'SB-Mid-server-wrong',
      clientKey: fake.clientKey,
      environment: 'sandbox',
      apiBaseUrl: fake.url,
      clock: { now: () => NOW },
    })
    await expect(wrong.openCharge(input('va-bca'))).rejects.toThrow(/refused the charge.*401/)
    expect(fake.requests.map((request) => request.path)).toEqual(['/v2/charge'])
  })
})

describe('Midtrans adapter: refunds', () => {
  const refund = (providerRef: string, refundId = randomUUID(), amount = 150_000) =>
    midtrans.refundCharge({ providerRef, refundId, amount, reason: 'Pesanan dibayar dua kali' })

  it('refunds a settled card with refund_key = our refund id, once however often it is asked', async () => {
    const opened = await midtrans.openCharge(
      input('card', { cardToken: await cardToken(FAKE_TEST_CARDS.acceptFrictionless) }),
    )
    await fake.settle(opened.providerRef)
    const refundId = randomUUID()
    const first = await refund(opened.providerRef, refundId)
    const again = await refund(opened.providerRef, refundId)
    expect(first).toEqual({ status: 'refunded', providerRefundRef: expect.any(String) })
    expect(again).toEqual(first)
    expect(fake.transaction(opened.providerRef)?.refunds).toHaveLength(1)
    const sent = fake.requests.find((request) => request.path.endsWith('/refund'))
    expect(sent?.body).toEqual({
      refund_key: refundId,
      amount: 150_000,
      reason: 'Pesanan dibayar dua kali',
    })
  })

  it('refunds GoPay through the direct refund', async () => {
    const opened = await midtrans.openCharge(input('ewallet-gopay'))
    await fake.settle(opened.providerRef)
    expect((await refund(opened.providerRef, randomUUID(), 50_000)).status).toBe('refunded')
    expect(fake.requests.some((request) => request.path.endsWith('/refund/online/direct'))).toBe(
      true,
    )
    expect(fake.transaction(opened.providerRef)?.status).toBe('partial_refund')
  })

  it('cancels a captured card not yet settled instead of refunding it', async () => {
    const opened = await midtrans.openCharge(
      input('card', { cardToken: await cardToken(FAKE_TEST_CARDS.acceptFrictionless) }),
    )
    expect(await refund(opened.providerRef)).toEqual({
      status: 'refunded',
      providerRefundRef: `cancel:${opened.providerRef}`,
    })
    expect(fake.transaction(opened.providerRef)?.status).toBe('cancel')
  })

  it('refuses to refund a bank transfer, which Midtrans cannot refund: a person must', async () => {
    const opened = await midtrans.openCharge(input('va-bca'))
    await fake.settle(opened.providerRef)
    await expect(refund(opened.providerRef)).rejects.toThrow(
      /bank_transfer.*refund it by bank transfer/,
    )
  })
})

describe('Midtrans adapter: the notification signature', () => {
  const body = (orderId: string, overrides: Record<string, string> = {}) => {
    const fields = {
      order_id: orderId,
      status_code: '200',
      gross_amount: '150000.00',
      ...overrides,
    }
    const signature = createHash('sha512')
      .update(fields.order_id + fields.status_code + fields.gross_amount + fake.serverKey)
      .digest('hex')
    return { ...fields, transaction_status: 'settlement', signature_key: signature }
  }

  it('accepts a notification signed with SHA-512 of order_id, status_code, gross_amount and the server key', async () => {
    expect(await midtrans.verifyWebhook(JSON.stringify(body('order-1')), new Headers())).toBe(true)
  })

  it('refuses a notification whose amount, status or signature was changed, or that is not JSON', async () => {
    const genuine = body('order-1')
    const refused = [
      { ...genuine, gross_amount: '1.00' },
      { ...genuine, status_code: '201' },
      { ...genuine, order_id: 'order-2' },
      { ...genuine, signature_key: `${genuine.signature_key.slice(0, -1)}0` },
      { ...genuine, signature_key: 'abc' },
    ]
    for (const forged of refused) {
      expect(await midtrans.verifyWebhook(JSON.stringify(forged), new Headers())).toBe(false)
    }
    expect(await midtrans.verifyWebhook('not json', new Headers())).toBe(false)
    const otherKey = createMidtransProvider({
      serverKey: 'SB-Mid-server-another',
      clientKey: fake.clientKey,
      environment: 'sandbox',
      clock: { now: () => NOW },
    })
    expect(await otherKey.verifyWebhook(JSON.stringify(genuine), new Headers())).toBe(false)
  })
})

describe('the Midtrans fake: card tokenization as the browser calls it', () => {
  it('refuses a wrong client key, a number failing Luhn and a past expiry with Midtrans-shaped errors', async () => {
    const ask = async (overrides: Record<string, string>) => {
      const query = new URLSearchParams({
        client_key: fake.clientKey,
        card_number: FAKE_TEST_CARDS.accept3ds,
        card_exp_month: '12',
        card_exp_year: '2030',
        card_cvv: '123',
        ...overrides,
      })
      const response = await fetch(`${fake.url}/v2/token?${query}`)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      return (await response.json()) as { status_code: string; validation_messages?: string[] }
    }
    expect((await ask({ client_key: 'SB-Mid-client-other' })).status_code).toBe('401')
    expect(await ask({ card_number: '4811111111111115' })).toMatchObject({
      status_code: '400',
      validation_messages: ['card_number does not match with luhn algorithm'],
    })
    expect(await ask({ card_exp_year: '2001' })).toMatchObject({
      status_code: '400',
      validation_messages: ['card_exp_year must be in the future'],
    })
  })

  it('answers JSONP when the script asks with a callback', async () => {
    const query = new URLSearchParams({
      client_key: fake.clientKey,
      card_number: FAKE_TEST_CARDS.accept3ds,
      card_exp_month: '12',
      card_exp_year: '2030',
      card_cvv: '123',
      callback: 'onToken',
    })
    const text = await (await fetch(`${fake.url}/v2/token?${query}`)).text()
    expect(text).toMatch(/^onToken\(\{"status_code":"200".*"token_id":"481111-1114-/)
  })
})

describe('the Midtrans fake: its test controls over HTTP (what a Playwright spec uses)', () => {
  it('settles a transaction, fails the next charge and lists what it received', async () => {
    const opened = await midtrans.openCharge(input('va-bri'))
    const settled = await fetch(`${fake.url}/_fake/transactions/${opened.providerRef}/settle`, {
      method: 'POST',
    })
    expect(((await settled.json()) as { transaction_status: string }).transaction_status).toBe(
      'settlement',
    )
    expect((await midtrans.chargeStatus(opened.providerRef)).status).toBe('paid')

    await fetch(`${fake.url}/_fake/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ charge: 'server_error' }),
    })
    await expect(midtrans.openCharge(input('qris'))).rejects.toThrow(/500/)

    const received = (await (await fetch(`${fake.url}/_fake/requests`)).json()) as Array<{
      method: string
      path: string
    }>
    expect(received.filter((request) => request.path === '/v2/charge')).toHaveLength(2)
  })
})
