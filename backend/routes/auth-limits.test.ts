/**
 * The limits on sign-in code requests (ADR 010): small SMS floods, no lock-out of the owner, and
 * an address ceiling that a carrier's NAT (many people, one address) can live with.
 */
import { describe, expect, it } from 'vitest'
import { AccessGrant } from '../../src/api/auth/schemas'
import { SIGN_IN_LIMITS } from '../auth/rate-limit'
import {
  anotherInstance,
  expectBody,
  expectProblem,
  setUpTestApi,
  type TestApi,
} from '../test/harness'

const api = setUpTestApi()

const OWNER = '+6281311112222'
const OWNER_HOME = '198.51.100.10'
const ATTACKER = '203.0.113.66'

function requestCode(instance: TestApi, phone: string, ip: string) {
  return instance.request('POST', '/auth/otp/request', { body: { phone }, ip })
}

/** Asks for a code as a script would: again and again, each time as soon as it is allowed. */
async function requestWhenAllowed(instance: TestApi, phone: string, ip: string) {
  const first = await requestCode(instance, phone, ip)
  if (first.status === 200) return
  await expectProblem(first, 429)
  instance.clock.advance(Number(first.headers.get('retry-after')) * 1000)
  expect((await requestCode(instance, phone, ip)).status).toBe(200)
}

/** The owner types the latest code their phone received, from home. */
async function signInAtHomeWithLastCode(instance: TestApi) {
  const verified = await instance.request('POST', '/auth/otp/verify', {
    body: { phone: OWNER, code: instance.sms.lastCodeFor(OWNER) },
    ip: OWNER_HOME,
  })
  await expectBody(verified, 200, AccessGrant)
}

async function retryAfter(response: Response) {
  await expectProblem(response, 429)
  return Number(response.headers.get('retry-after'))
}

describe('a number waits between codes, never an hour', () => {
  it('sends a second code at once, then waits 30 s, 1, 2, 4, 8 and 15 minutes', async () => {
    const instance = api()
    const waits: number[] = []
    for (let code = 0; code < 9; code++) {
      const response = await requestCode(instance, OWNER, OWNER_HOME)
      if (response.status === 200) {
        waits.push(0)
        continue
      }
      const seconds = await retryAfter(response)
      waits.push(seconds)
      instance.clock.advance(seconds * 1000)
      expect((await requestCode(instance, OWNER, OWNER_HOME)).status).toBe(200)
    }
    expect(waits).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900])
    expect(instance.sms.sent).toHaveLength(9)
  })

  it('tells the person in Indonesian how long to wait', async () => {
    const instance = api()
    await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    instance.clock.advance(10_000)
    const seconds = await requestCode(instance, OWNER, OWNER_HOME)
    expect(seconds.headers.get('retry-after')).toBe('20')
    expect((await expectProblem(seconds, 429)).message).toBe(
      'Tunggu 20 detik lagi sebelum meminta kode baru.',
    )
    instance.clock.advance(20_000)
    await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    const minutes = await requestCode(instance, OWNER, OWNER_HOME)
    expect((await expectProblem(minutes, 429)).message).toBe(
      'Tunggu 2 menit lagi sebelum meminta kode baru.',
    )
  })

  it("lets the owner sign in after an attacker's five requests, once the wait is over", async () => {
    const instance = api()
    for (let i = 0; i < 5; i++) await requestWhenAllowed(instance, OWNER, ATTACKER)

    // The owner, at home, is only asked to wait: four minutes after the fifth code.
    const refused = await requestCode(instance, OWNER, OWNER_HOME)
    expect(await retryAfter(refused)).toBe(240)
    instance.clock.advance(240_000)
    expect((await requestCode(instance, OWNER, OWNER_HOME)).status).toBe(200)
    await signInAtHomeWithLastCode(instance)
  })

  it('lets the owner sign in at once with the last code the attacker made us send', async () => {
    const instance = api()
    for (let i = 0; i < 5; i++) await requestWhenAllowed(instance, OWNER, ATTACKER)
    // Every code goes to the owner's phone, never to the attacker: the latest one works.
    await signInAtHomeWithLastCode(instance)
  })

  it('starts the count again after a sign-in', async () => {
    const instance = api()
    for (let i = 0; i < 5; i++) await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    await expectProblem(await requestCode(instance, OWNER, OWNER_HOME), 429)
    await signInAtHomeWithLastCode(instance)

    instance.clock.advance(1_000)
    // As after a first code: a second at once, then 30 s.
    expect((await requestCode(instance, OWNER, OWNER_HOME)).status).toBe(200)
    expect((await requestCode(instance, OWNER, OWNER_HOME)).status).toBe(200)
    expect(await retryAfter(await requestCode(instance, OWNER, OWNER_HOME))).toBe(30)
  })

  it('keeps the waits in the database, shared by every address and every API instance', async () => {
    const first = api()
    const second = anotherInstance(first)
    expect((await requestCode(first, OWNER, OWNER_HOME)).status).toBe(200)
    expect((await requestCode(second, OWNER, ATTACKER)).status).toBe(200)
    expect(await retryAfter(await requestCode(first, OWNER, '192.0.2.1'))).toBe(30)
    expect(await retryAfter(await requestCode(second, OWNER, '192.0.2.2'))).toBe(30)
  })

  it('sends two codes, not twenty, to twenty requests for a number at once', async () => {
    const instance = api()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await requestCode(instance, OWNER, `192.0.2.${i + 1}`)
        return response.status
      }),
    )
    // The second code is allowed at once, the third waits: two go out, whatever the timing.
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(18)
  })
})

describe('an address, shared by many people behind a carrier NAT', () => {
  const NAT = '192.0.2.44'
  const numberAt = (i: number) => `+628130000${String(i).padStart(4, '0')}`

  it(`sends codes to ${SIGN_IN_LIMITS.addressNumbers} different numbers an hour, then refuses new ones`, async () => {
    const instance = api()
    for (let i = 0; i < SIGN_IN_LIMITS.addressNumbers; i++) {
      expect((await requestCode(instance, numberAt(i), NAT)).status).toBe(200)
      instance.clock.advance(10_000)
    }
    const refused = await requestCode(instance, OWNER, NAT)
    const body = await expectProblem(refused, 429)
    // The first number's request leaves the hour 50 × 10 s after it was made.
    expect(refused.headers.get('retry-after')).toBe(String(60 * 60 - 50 * 10))
    expect(body.message).toBe(
      'Terlalu banyak permintaan kode dari jaringanmu. Coba lagi dalam 52 menit.',
    )

    // Someone behind the address who already asked may ask again: a retry is not a new person.
    expect((await requestCode(instance, numberAt(0), NAT)).status).toBe(200)
    // An address the visitor wrote in front of the one our proxy appended changes nothing.
    await expectProblem(await requestCode(instance, OWNER, `192.0.2.45, ${NAT}`), 429)
    // Another address is counted on its own.
    expect((await requestCode(instance, OWNER, '192.0.2.45')).status).toBe(200)
  })

  it('holds its ceiling when 60 people behind it ask at the same moment', async () => {
    const instance = api()
    const statuses = await Promise.all(
      Array.from(
        { length: 60 },
        async (_, i) => (await requestCode(instance, numberAt(i), NAT)).status,
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(SIGN_IN_LIMITS.addressNumbers)
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      60 - SIGN_IN_LIMITS.addressNumbers,
    )
  })

  it(`sends ${SIGN_IN_LIMITS.addressCodes} codes an hour at most, whoever they are for`, async () => {
    const instance = api()
    const numbers = SIGN_IN_LIMITS.addressCodes / 2
    for (let i = 0; i < numbers; i++) {
      // Two codes each: the second comes at once.
      expect((await requestCode(instance, numberAt(i), NAT)).status).toBe(200)
      expect((await requestCode(instance, numberAt(i), NAT)).status).toBe(200)
    }
    instance.clock.advance(30 * 60_000)
    const refused = await requestCode(instance, numberAt(0), NAT)
    expect(await retryAfter(refused)).toBe(30 * 60)
    instance.clock.advance(30 * 60_000)
    expect((await requestCode(instance, numberAt(0), NAT)).status).toBe(200)
  })
})
