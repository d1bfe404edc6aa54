/**
 * The limits on sign-in codes (ADR 010): small SMS floods, no lock-out of the owner, and an
 * address ceiling that a carrier's NAT (many people, one address) can live with; on verification,
 * guesses bound to their challenge, and ceilings per number and per address that never stop the
 * owner's right code.
 */
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { SIGN_IN_LIMITS } from '../auth/rate-limit'
import { VERIFY_LIMITS } from '../auth/verify-limits'
import { otpCodes, otpWrongGuesses } from '../db/schema/auth'
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

/**
 * Asks for a code as a script would: again and again, each time as soon as it is allowed. Answers
 * the request's challenge, which only the asker holds, and the code the SMS carried.
 */
async function requestWhenAllowed(instance: TestApi, phone: string, ip: string) {
  let response = await requestCode(instance, phone, ip)
  if (response.status !== 200) {
    await expectProblem(response, 429)
    instance.clock.advance(Number(response.headers.get('retry-after')) * 1000)
    response = await requestCode(instance, phone, ip)
  }
  const { challengeId } = await expectBody(response, 200, OtpRequested)
  return { challengeId, code: instance.sms.lastCodeFor(phone) }
}
type Challenge = Awaited<ReturnType<typeof requestWhenAllowed>>

function verify(instance: TestApi, phone: string, challenge: Challenge, ip: string) {
  return instance.request('POST', '/auth/otp/verify', { body: { phone, ...challenge }, ip })
}

/** The owner asks for a code at home and types it there. */
async function signInAtHome(instance: TestApi) {
  const challenge = await requestWhenAllowed(instance, OWNER, OWNER_HOME)
  await expectBody(await verify(instance, OWNER, challenge, OWNER_HOME), 200, AccessGrant)
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
    await signInAtHome(instance)
  })

  it('starts the count again after a sign-in', async () => {
    const instance = api()
    for (let i = 0; i < 4; i++) await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    await expectProblem(await requestCode(instance, OWNER, OWNER_HOME), 429)
    await signInAtHome(instance)

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

describe('verification: a code is guessed only through its own challenge', () => {
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')
  /** A different address for every call, so that only the number's ceiling can apply. */
  const botnet = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.1`

  it("never stops the owner's right code, whatever a loop of 50 wrong guesses from elsewhere does", async () => {
    const instance = api()
    const owners = await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    // The attacker holds challenges of their own (the codes went to the owner's phone) and knows
    // everything about the owner but the owner's challenge.
    const attackers = [
      await requestWhenAllowed(instance, OWNER, ATTACKER),
      await requestWhenAllowed(instance, OWNER, ATTACKER),
    ]
    const statuses = new Set<number>()
    for (let i = 0; i < 50; i++) {
      const own = attackers[i % 2] ?? attackers[0]
      const tries = [
        { phone: OWNER, code: wrong(owners.code), challengeId: own?.challengeId },
        { phone: OWNER, code: wrong(owners.code) },
        { phone: OWNER, code: wrong(owners.code), challengeId: 'A'.repeat(43) },
      ]
      const body = tries[i % tries.length]
      const response = await instance.request('POST', '/auth/otp/verify', { body, ip: ATTACKER })
      statuses.add(response.status)
      instance.clock.advance(3_000)
    }
    // Refused each time (wrong code, no challenge, an unknown one, or its retries held back).
    expect([...statuses].every((status) => status === 400 || status === 429)).toBe(true)

    // 150 s later, the owner types the code of their own challenge, from home.
    const signedIn = await verify(instance, OWNER, owners, OWNER_HOME)
    await expectBody(signedIn, 200, AccessGrant)
  })

  it(`checks at most ${VERIFY_LIMITS.numberWrongGuesses} wrong guesses at a number an hour, and then one per new code`, async () => {
    const instance = api()
    const owners = await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    const [first, second] = [
      await requestWhenAllowed(instance, OWNER, ATTACKER),
      await requestWhenAllowed(instance, OWNER, ATTACKER),
    ]
    if (!first || !second) throw new Error('The attacker has no challenges')
    let call = 0
    for (const challenge of [first, second]) {
      for (let i = 0; i < VERIFY_LIMITS.challengeWrongGuesses; i++) {
        const guess = { ...challenge, code: wrong(challenge.code) }
        await expectProblem(await verify(instance, OWNER, guess, botnet(call++)), 400)
      }
    }

    // Ten wrong guesses at the number: a fresh challenge's first attempt is still checked…
    const third = await requestWhenAllowed(instance, OWNER, ATTACKER)
    const firstTry = await verify(
      instance,
      OWNER,
      { ...third, code: wrong(third.code) },
      botnet(call++),
    )
    expect((await expectProblem(firstTry, 400)).message).toBe('Kode OTP salah. Sisa percobaan: 4.')
    // …but its retry is not, from any address, for as long as the hour holds ten.
    const retry = await verify(instance, OWNER, third, botnet(call++))
    const body = await expectProblem(retry, 429)
    expect(body.message).toBe(
      'Terlalu banyak kode salah untuk nomor ini. Minta kode baru, atau coba lagi dalam 59 menit.',
    )
    // The ten were made at 30 s (the attacker's second code waited that long), the third code at
    // 90 s: the oldest guess leaves the hour in 60 minutes less one.
    expect(retry.headers.get('retry-after')).toBe(String(60 * 60 - 60))

    // The owner's challenge had no wrong guess: its right code signs in.
    await expectBody(await verify(instance, OWNER, owners, OWNER_HOME), 200, AccessGrant)
  })

  it('lets a brute force over every code a number can be sent in an hour check 17 guesses', async () => {
    const instance = api()
    const start = instance.clock.now().getTime()
    let challenges = 0
    let checked = 0
    let call = 0
    for (;;) {
      const challenge = await requestWhenAllowed(instance, OWNER, ATTACKER)
      if (instance.clock.now().getTime() - start >= VERIFY_LIMITS.windowMs) break
      challenges++
      // Guesses this challenge until it is void or refused; never the right code.
      for (let i = 0; i < VERIFY_LIMITS.challengeWrongGuesses; i++) {
        const guess = { ...challenge, code: wrong(challenge.code) }
        const response = await verify(instance, OWNER, guess, botnet(call++))
        if (response.status === 429) break
        await expectProblem(response, 400)
        checked++
      }
    }
    // The request waits allow 9 codes in the first hour; the first two take 5 guesses each until
    // the number's ceiling, then each new code gets its one first attempt (ADR 010's odds).
    expect(challenges).toBe(9)
    expect(checked).toBe(VERIFY_LIMITS.numberWrongGuesses + challenges - 2)
    expect(checked).toBe(17)
  })

  it("holds back an owner's retry after a typo during an attack, and a new code's first attempt works", async () => {
    const instance = api()
    let call = 0
    for (let round = 0; round < 2; round++) {
      const attackers = await requestWhenAllowed(instance, OWNER, ATTACKER)
      for (let i = 0; i < VERIFY_LIMITS.challengeWrongGuesses; i++) {
        const guess = { ...attackers, code: wrong(attackers.code) }
        await verify(instance, OWNER, guess, botnet(call++))
      }
    }
    const typo = await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    await expectProblem(
      await verify(instance, OWNER, { ...typo, code: wrong(typo.code) }, OWNER_HOME),
      400,
    )
    await expectProblem(await verify(instance, OWNER, typo, OWNER_HOME), 429)
    const fresh = await requestWhenAllowed(instance, OWNER, OWNER_HOME)
    await expectBody(await verify(instance, OWNER, fresh, OWNER_HOME), 200, AccessGrant)
  })

  it(`checks at most ${VERIFY_LIMITS.addressWrongGuesses} wrong guesses an hour from one address, then retries wait or go elsewhere`, async () => {
    const instance = api()
    const NAT = '192.0.2.44'
    const numberAt = (i: number) => `+628130000${String(i).padStart(4, '0')}`
    // Six numbers, five wrong guesses each: under each number's ceiling, at the address's.
    const perNumber = VERIFY_LIMITS.challengeWrongGuesses
    const numbers = VERIFY_LIMITS.addressWrongGuesses / perNumber
    for (let n = 0; n < numbers; n++) {
      const challenge = await requestWhenAllowed(instance, numberAt(n), NAT)
      for (let i = 0; i < perNumber; i++) {
        const guess = { ...challenge, code: wrong(challenge.code) }
        await expectProblem(await verify(instance, numberAt(n), guess, NAT), 400)
      }
      instance.clock.advance(60_000)
    }

    // Someone behind the NAT typed a wrong code once; their retry from there waits…
    const neighbours = await requestWhenAllowed(instance, OWNER, NAT)
    const typo = { ...neighbours, code: wrong(neighbours.code) }
    await expectProblem(await verify(instance, OWNER, typo, NAT), 400)
    const held = await verify(instance, OWNER, neighbours, NAT)
    const body = await expectProblem(held, 429)
    expect(body.message).toBe(
      'Terlalu banyak kode salah dari jaringanmu. Coba lagi dalam 54 menit, atau lewat jaringan lain.',
    )
    // The hour's first guess was made six minutes ago.
    expect(held.headers.get('retry-after')).toBe(String(60 * 60 - numbers * 60))
    // …and the same code works from another network (the phone's mobile data, say).
    await expectBody(await verify(instance, OWNER, neighbours, OWNER_HOME), 200, AccessGrant)

    // A fresh challenge behind the NAT is checked at once: its right code signs in.
    const budi = '+6281234567890'
    const budis = await requestWhenAllowed(instance, budi, NAT)
    await expectBody(await verify(instance, budi, budis, NAT), 200, AccessGrant)
  })
})

describe('verification under concurrent guesses', () => {
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('spends a challenge on exactly five of 20 wrong guesses at once', async () => {
    const instance = api()
    const challenge = await requestWhenAllowed(instance, OWNER, ATTACKER)
    const guess = { ...challenge, code: wrong(challenge.code) }
    const messages = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await verify(instance, OWNER, guess, `10.1.0.${i + 1}`)
        return (await expectProblem(response, 400)).message
      }),
    )
    expect(messages.filter((message) => message.startsWith('Kode OTP salah'))).toHaveLength(4)
    expect(messages.filter((message) => message.startsWith('Kode sudah tidak'))).toHaveLength(16)
    const [row] = await instance.db
      .select({ failedAttempts: otpCodes.failedAttempts })
      .from(otpCodes)
      .where(eq(otpCodes.phone, OWNER))
    expect(row?.failedAttempts).toBe(5)
  })

  /** Spends `guesses[i]` wrong guesses on the number's i-th new challenge; answers them all. */
  async function spendWrongGuesses(instance: TestApi, guesses: number[]) {
    const challenges: Challenge[] = []
    for (const [n, count] of guesses.entries()) {
      const challenge = await requestWhenAllowed(instance, OWNER, ATTACKER)
      challenges.push(challenge)
      for (let i = 0; i < count; i++) {
        const guess = { ...challenge, code: wrong(challenge.code) }
        await expectProblem(await verify(instance, OWNER, guess, `10.2.${n}.${i + 1}`), 400)
      }
    }
    return challenges
  }

  async function wrongGuessesAt(instance: TestApi, phone: string) {
    const [recorded] = await instance.db
      .select({ guesses: count() })
      .from(otpWrongGuesses)
      .where(eq(otpWrongGuesses.phone, phone))
    return recorded?.guesses
  }

  it("checks one retry, not twenty, when twenty arrive at once for the number's last place", async () => {
    const instance = api()
    // Nine wrong guesses at the number; the third challenge has had one of them.
    const [, , third] = await spendWrongGuesses(instance, [5, 3, 1])
    if (!third) throw new Error('The attacker has no third challenge')
    const guess = { ...third, code: wrong(third.code) }
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) => (await verify(instance, OWNER, guess, `10.3.0.${i + 1}`)).status,
      ),
    )
    expect(statuses.filter((status) => status === 400)).toHaveLength(1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(19)
    expect(await wrongGuessesAt(instance, OWNER)).toBe(VERIFY_LIMITS.numberWrongGuesses)
  })

  it("checks a fresh challenge's first attempt once, not twenty times, over the number's ceiling", async () => {
    const instance = api()
    await spendWrongGuesses(instance, [5, 5])
    const fresh = await requestWhenAllowed(instance, OWNER, ATTACKER)
    const guess = { ...fresh, code: wrong(fresh.code) }
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) => (await verify(instance, OWNER, guess, `10.4.0.${i + 1}`)).status,
      ),
    )
    expect(statuses.filter((status) => status === 400)).toHaveLength(1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(19)
    expect(await wrongGuessesAt(instance, OWNER)).toBe(VERIFY_LIMITS.numberWrongGuesses + 1)
  })
})
