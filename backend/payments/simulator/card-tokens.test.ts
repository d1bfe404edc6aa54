/**
 * The simulator's cards: `POST /payments/simulator/card/tokens` checks a card as a provider's
 * script would (Indonesian refusals), and each magic number does what SIMULATOR_TEST_CARDS says
 * to a charge and its order.
 */
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CARD_EXPIRED_MESSAGE,
  CardToken,
  passesLuhn,
  SIMULATOR_TEST_CARDS,
} from '../../../contract/checkout/simulator-schemas'
import { anonymousWrites } from '../../db/schema/anonymous-writes'
import { simulatorCardTokens } from '../../db/schema/checkout'
import { seedShop } from '../../db/seed/shop'
import { ANONYMOUS_WRITE_LIMITS } from '../../http/anonymous-write-limits'
import { expectBody, expectProblem, setUpTestApi } from '../../test/harness'
import { FAILURE_REASONS } from '../provider'
import { cardTokenFor, placeTestOrder, readBack, stockOf } from '../testing/orders'

const api = setUpTestApi()
beforeEach(async () => {
  await seedShop(api().db)
})

const card = {
  number: '4811 1111 1111 1114',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Budi Santoso',
}

const tokenize = (body: unknown, ip?: string) =>
  api().request('POST', '/payments/simulator/card/tokens', {
    body,
    platform: null,
    ...(ip ? { ip } : {}),
  })

describe('POST /payments/simulator/card/tokens', () => {
  it('answers a token, the last four digits and the brand, and keeps no card number', async () => {
    const token = await expectBody(await tokenize(card), 201, CardToken)
    expect(token).toEqual({
      token: expect.stringMatching(/^tok_sim_[0-9a-f]{32}$/),
      last4: '1114',
      brand: 'Visa',
    })
    const [stored] = await api()
      .db.select()
      .from(simulatorCardTokens)
      .where(eq(simulatorCardTokens.token, token.token))
    expect(stored).toMatchObject({ last4: '1114', brand: 'Visa', scenario: 'frictionless' })
    expect(JSON.stringify(stored)).not.toContain('4811111111111114')
  })

  it('names other brands by their leading digits', async () => {
    const mastercard = await expectBody(
      await tokenize({ ...card, number: '5555555555554444' }),
      201,
      CardToken,
    )
    expect(mastercard.brand).toBe('Mastercard')
  })

  it.each([
    [
      { number: '4811 1111 1111 1115' },
      'number',
      'Nomor kartu belum benar. Periksa lagi angka di kartumu.',
    ],
    [{ number: '4811' }, 'number', 'Nomor kartu berisi 13 sampai 19 angka.'],
    [{ number: '' }, 'number', 'Isi nomor kartu.'],
    [{ expMonth: 13 }, 'expMonth', 'Bulan masa berlaku harus angka 1 sampai 12.'],
    [{ expYear: 30 }, 'expYear', 'Tahun masa berlaku ditulis empat angka, contoh 2028.'],
    [{ cvc: '12' }, 'cvc', 'CVV berisi 3 atau 4 angka di belakang kartu.'],
    [{ cvc: '12a4' }, 'cvc', 'CVV berisi 3 atau 4 angka di belakang kartu.'],
    [{ name: ' ' }, 'name', 'Tulis nama seperti di kartu.'],
  ])('refuses %j with 400 and says what to fix', async (change, path, message) => {
    const problem = await expectProblem(await tokenize({ ...card, ...change }), 400)
    expect(problem.errors).toEqual([{ path, message }])
  })

  it('refuses a card whose month has passed, by the server’s clock in Jakarta', async () => {
    // The harness's clock stands at 2 June 2025.
    const expired = await expectProblem(
      await tokenize({ ...card, expMonth: 5, expYear: 2025 }),
      400,
    )
    expect(expired.message).toBe(CARD_EXPIRED_MESSAGE)
    expect(expired.errors).toEqual([{ path: 'expYear', message: CARD_EXPIRED_MESSAGE }])
    await expectBody(await tokenize({ ...card, expMonth: 6, expYear: 2025 }), 201, CardToken)
  })

  it('lists magic numbers that all pass the Luhn check', () => {
    for (const test of SIMULATOR_TEST_CARDS)
      expect(passesLuhn(test.number.replace(/\s/g, ''))).toBe(true)
  })
})

describe('the limit per address', () => {
  const FLOODER = '198.51.100.23'
  const { perAddress, windowMs } = ANONYMOUS_WRITE_LIMITS['card-token']

  it(`gives an address ${perAddress} tokens an hour, then 429 in Indonesian with retry-after`, async () => {
    for (let i = 0; i < perAddress; i++) {
      expect((await tokenize(card, FLOODER)).status).toBe(201)
    }
    api().clock.advance(10 * 60 * 1000)
    const refused = await tokenize(card, FLOODER)
    const problem = await expectProblem(refused, 429)
    expect(problem.message).toBe(
      'Terlalu banyak percobaan memasukkan kartu dari jaringanmu. Coba lagi dalam 50 menit.',
    )
    // The first token of the hour leaves the window 50 minutes from now.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60))
    // A refused request stores nothing: no token, and no place in the count.
    expect(await api().db.$count(simulatorCardTokens)).toBe(perAddress)
    expect(
      await api().db.$count(
        anonymousWrites,
        and(eq(anonymousWrites.kind, 'card-token'), eq(anonymousWrites.address, FLOODER)),
      ),
    ).toBe(perAddress)

    // Another address is not held back by this one.
    expect((await tokenize(card, '203.0.113.99')).status).toBe(201)
    // Once the hour has passed, the address gets tokens again.
    api().clock.advance(windowMs - 10 * 60 * 1000 + 1000)
    expect((await tokenize(card, FLOODER)).status).toBe(201)
  })

  it('holds when a flood comes all at once: exactly the limit gets tokens', async () => {
    // On PostgreSQL (`bash scripts/ci-postgres.sh npx vitest run <this file>`) the requests run
    // in parallel transactions; the advisory lock makes them count one after another.
    const answers = await Promise.all(
      Array.from({ length: perAddress + 20 }, () => tokenize(card, FLOODER)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(perAddress)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    expect(await api().db.$count(simulatorCardTokens)).toBe(perAddress)
  })
})

describe('each magic card at checkout', () => {
  const cardOrder = async (number: string) =>
    placeTestOrder(api(), {
      type: 'card',
      methodId: 'card',
      cardToken: await cardTokenFor(api(), number),
      expiresInMs: 15 * 60 * 1000,
    })

  it('4811 1111 1111 1114 pays at once, without a challenge', async () => {
    const { orderId, opened } = await cardOrder('4811 1111 1111 1114')
    expect(opened).toMatchObject({ status: 'paid', actionUrl: null, cardLast4: '1114' })
    const { order, payments } = await readBack(api(), orderId)
    expect(order.status).toBe('paid')
    expect(payments[0]?.status).toBe('paid')
  })

  it('4000 0000 0000 3220 asks for the 3-D Secure challenge', async () => {
    const { orderId, opened } = await cardOrder('4000 0000 0000 3220')
    expect(opened).toMatchObject({
      status: 'requires_action',
      actionUrl: `/pembayaran/demo/3ds/${opened.providerRef}`,
    })
    expect((await readBack(api(), orderId)).payments[0]?.status).toBe('requires_action')
  })

  it('any other valid number asks for the challenge too', async () => {
    const { opened } = await cardOrder('4242 4242 4242 4242')
    expect(opened.status).toBe('requires_action')
  })

  it('4000 0000 0000 0002 is declined by the bank: the order still awaits payment', async () => {
    const { orderId, opened } = await cardOrder('4000 0000 0000 0002')
    expect(opened).toMatchObject({ status: 'failed', failureCode: 'declined', actionUrl: null })
    const { order, payments } = await readBack(api(), orderId)
    expect(payments[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Kartu ditolak oleh bank penerbit.',
    })
    expect(order.status).toBe('awaiting_payment')
  })

  it('4100 0000 0000 0019 is refused as fraud: the order fails and its stock is back', async () => {
    const before = await stockOf(api())
    const { orderId, opened } = await cardOrder('4100 0000 0000 0019')
    expect(opened).toMatchObject({ status: 'failed', failureCode: 'fraud' })
    const { order, payments, stock } = await readBack(api(), orderId)
    expect(payments[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Transaksi ditolak karena terindikasi penipuan.',
    })
    expect(order.status).toBe('failed')
    expect(stock).toEqual(before)
  })

  it('a token pays once: the second charge with it fails as an unknown card', async () => {
    const cardToken = await cardTokenFor(api(), '4000 0000 0000 3220')
    const first = await placeTestOrder(api(), { type: 'card', methodId: 'card', cardToken })
    const second = await placeTestOrder(api(), { type: 'card', methodId: 'card', cardToken })
    expect(first.opened.status).toBe('requires_action')
    expect(second.opened).toMatchObject({
      status: 'failed',
      failureCode: 'invalid_card',
      failureReason: FAILURE_REASONS.invalid_card,
    })
  })

  it('a token past its 15 minutes fails as an unknown card', async () => {
    const cardToken = await cardTokenFor(api(), '4000 0000 0000 3220')
    api().clock.advance(15 * 60 * 1000)
    const { opened } = await placeTestOrder(api(), { type: 'card', methodId: 'card', cardToken })
    expect(opened.failureCode).toBe('invalid_card')
  })
})
