import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AccessGrant,
  CODE_MESSAGE,
  CurrentUser,
  OtpRequested,
  PHONE_MESSAGE,
} from '../../contract/auth/schemas'
import { sha256 } from '../auth/secrets'
import { accessTokens, otpCodes } from '../db/schema/auth'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { FAULT_HEADER, FAULT_INJECTED_HEADER } from '../http/fault-injection'
import { MESSAGES } from '../http/problem'
import {
  anotherInstance,
  expectBody,
  expectProblem,
  setUpTestApi,
  TEST_AUTH_SECRET,
} from '../test/harness'

const api = setUpTestApi()

const NEW_NUMBER = '+6281311112222'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

describe('POST /auth/otp/request', () => {
  it('sends a 6-digit code to the normalised number and says how long it lasts', async () => {
    const { request, sms } = api()
    const response = await request('POST', '/auth/otp/request', {
      body: { phone: '0813-1111-2222' },
    })
    const body = await expectBody(response, 200, OtpRequested)
    expect(body).toEqual({
      phone: NEW_NUMBER,
      expiresInSeconds: 300,
      challengeId: expect.any(String),
    })
    expect(sms.sent).toHaveLength(1)
    expect(sms.sent[0]?.phone).toBe(NEW_NUMBER)
    expect(sms.lastCodeFor(NEW_NUMBER)).toMatch(/^\d{6}$/)
  })

  it('stores only an HMAC of the code, keyed with the server secret, and a hash of the challenge', async () => {
    const { request, sms, db } = api()
    const requested = await request('POST', '/auth/otp/request', { body: { phone: NEW_NUMBER } })
    const { challengeId } = await expectBody(requested, 200, OtpRequested)
    const code = sms.lastCodeFor(NEW_NUMBER)
    const rows = await db.select().from(otpCodes).where(eq(otpCodes.phone, NEW_NUMBER))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`)
    expect(JSON.stringify(rows)).not.toContain(challengeId)
    expect(rows[0]?.challengeHash).toBe(sha256(challengeId))
    // Not the plain hash a copy of the database could reverse by trying the million codes.
    expect(rows[0]?.codeHash).not.toBe(sha256(`${NEW_NUMBER}:${code}`))
    const keyed = createHmac('sha256', TEST_AUTH_SECRET).update(`${NEW_NUMBER}:${code}`)
    expect(rows[0]?.codeHash).toBe(keyed.digest('hex'))
  })

  it('gives every request a challenge of its own, 256 random bits', async () => {
    const { request } = api()
    const ids = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const requested = await request('POST', '/auth/otp/request', { body: { phone: NEW_NUMBER } })
      ids.add((await expectBody(requested, 200, OtpRequested)).challengeId)
    }
    expect(ids.size).toBe(2)
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32)
  })

  it('signs nobody in with a code stored under another secret', async () => {
    const first = api()
    const requested = await first.request('POST', '/auth/otp/request', {
      body: { phone: NEW_NUMBER },
    })
    const { challengeId } = await expectBody(requested, 200, OtpRequested)
    const rekeyed = anotherInstance(first, { authSecret: 'another-secret-of-at-least-32-bytes' })
    const verified = await rekeyed.request('POST', '/auth/otp/verify', {
      body: { phone: NEW_NUMBER, code: first.sms.lastCodeFor(NEW_NUMBER), challengeId },
    })
    await expectProblem(verified, 400)
  })

  it.each([['12345'], ['021 555 1234'], ['+1 202 555 0100'], ['']])(
    'refuses %j with the phone field message',
    async (phone) => {
      const { request, sms } = api()
      const body = await expectProblem(
        await request('POST', '/auth/otp/request', { body: { phone } }),
        400,
      )
      expect(body.message).toBe(MESSAGES.invalidInput)
      expect(body.errors).toEqual([{ path: 'phone', message: PHONE_MESSAGE }])
      expect(sms.sent).toHaveLength(0)
    },
  )

  it('refuses a missing phone with a field error', async () => {
    const { request } = api()
    const body = await expectProblem(await request('POST', '/auth/otp/request', { body: {} }), 400)
    expect(body.errors?.[0]?.path).toBe('phone')
  })

  it('answers 503 and reports it when the code cannot be sent', async () => {
    const failing = anotherInstance(api(), {
      otpSender: {
        send: async () => {
          throw new Error('SMS gateway down (test)')
        },
      },
    })
    const response = await failing.request('POST', '/auth/otp/request', {
      body: { phone: NEW_NUMBER },
    })
    const body = await expectProblem(response, 503)
    expect(body.message).toBe('Kode belum bisa dikirim. Coba lagi sebentar lagi.')
    expect(failing.reportedErrors).toHaveLength(1)
  })
})

describe('POST /auth/otp/verify', () => {
  /** Asks for a code as the owner does: the code arrives by SMS, the challenge in the answer. */
  async function requestCode(phone = NEW_NUMBER, ip?: string) {
    const { request, sms } = api()
    const response = await request('POST', '/auth/otp/request', { body: { phone }, ip })
    const { challengeId } = await expectBody(response, 200, OtpRequested)
    return { code: sms.lastCodeFor(phone), challengeId }
  }
  type Challenge = Awaited<ReturnType<typeof requestCode>>
  const verify = ({ code, challengeId }: Challenge, phone = NEW_NUMBER) =>
    api().request('POST', '/auth/otp/verify', { body: { phone, code, challengeId } })
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('creates a member on the first sign-in and grants a 30-day token', async () => {
    const { db, clock } = api()
    const grant = await expectBody(await verify(await requestCode()), 200, AccessGrant)
    expect(grant.isNewMember).toBe(true)
    expect(grant.accessToken).toMatch(/^[\w-]{43}$/)
    expect(new Date(grant.expiresAt).getTime()).toBe(clock.now().getTime() + 30 * DAY)

    const [member] = await db.select().from(members).where(eq(members.phone, NEW_NUMBER))
    expect(member).toMatchObject({ firstName: null, lastName: null, email: null })
    expect(member?.referralCode).toMatch(/^DIRI[A-Z2-9]{6}$/)
    // The token itself is never stored; only its hash is.
    const tokens = await db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.memberId, member?.id ?? ''))
    expect(tokens.map((token) => token.tokenHash)).toEqual([sha256(grant.accessToken)])
  })

  it('signs an existing member in without creating another', async () => {
    const { db } = api()
    const grant = await expectBody(
      await verify(await requestCode(DEMO_PHONES.budi), DEMO_PHONES.budi),
      200,
      AccessGrant,
    )
    expect(grant.isNewMember).toBe(false)
    const rows = await db.select().from(members).where(eq(members.phone, DEMO_PHONES.budi))
    expect(rows).toHaveLength(1)
  })

  it('accepts the number in any format people type', async () => {
    const challenge = await requestCode()
    await expectBody(await verify(challenge, '62 813-1111-2222'), 200, AccessGrant)
  })

  it('counts down wrong codes and voids the code at the fifth', async () => {
    const challenge = await requestCode()
    const guess = { ...challenge, code: wrong(challenge.code) }
    for (const remaining of [4, 3, 2, 1]) {
      const body = await expectProblem(await verify(guess), 400)
      expect(body.message).toBe(`Kode OTP salah. Sisa percobaan: ${remaining}.`)
      expect(body.errors).toEqual([{ path: 'code', message: body.message }])
    }
    const fifth = await expectProblem(await verify(guess), 400)
    expect(fifth.message).toBe('Kode sudah tidak berlaku. Minta kode baru.')
    // Even the right code no longer works.
    const right = await expectProblem(await verify(challenge), 400)
    expect(right.message).toBe('Kode sudah tidak berlaku. Minta kode baru.')
  })

  it('voids only the challenge the wrong guesses named, not the other codes of the number', async () => {
    const owners = await requestCode()
    const others = await requestCode()
    for (let i = 0; i < 5; i++) {
      await expectProblem(await verify({ ...others, code: wrong(others.code) }), 400)
    }
    await expectProblem(await verify(others), 400)
    await expectBody(await verify(owners), 200, AccessGrant)
  })

  it('refuses a code for a number that never asked for one', async () => {
    const { challengeId } = await requestCode(DEMO_PHONES.budi)
    const body = await expectProblem(await verify({ code: '123456', challengeId }), 400)
    expect(body.message).toBe('Kode sudah tidak berlaku. Minta kode baru.')
  })

  it("refuses the right code with another request's challenge, and spends nothing of either", async () => {
    const owners = await requestCode()
    const budis = await requestCode(DEMO_PHONES.budi)
    // Budi's challenge names Budi's code: it cannot check (or spend) the owner's.
    for (let i = 0; i < 6; i++) {
      const body = await expectProblem(
        await verify({ code: owners.code, challengeId: budis.challengeId }),
        400,
      )
      expect(body.message).toBe('Kode sudah tidak berlaku. Minta kode baru.')
    }
    await expectBody(await verify(owners), 200, AccessGrant)
    await expectBody(await verify(budis, DEMO_PHONES.budi), 200, AccessGrant)
  })

  it('refuses an unknown challenge in Indonesian, and the real one still works', async () => {
    const challenge = await requestCode()
    const unknown = { code: challenge.code, challengeId: 'A'.repeat(43) }
    const body = await expectProblem(await verify(unknown), 400)
    expect(body.message).toBe('Kode sudah tidak berlaku. Minta kode baru.')
    expect(body.errors).toEqual([{ path: 'code', message: body.message }])
    await expectBody(await verify(challenge), 200, AccessGrant)
  })

  it.each([
    ['no challenge', undefined],
    ['an empty challenge', ''],
    ['a malformed challenge', 'abc'],
  ])('refuses %s with the challenge field message', async (_, challengeId) => {
    const { code } = await requestCode()
    const response = await api().request('POST', '/auth/otp/verify', {
      body: { phone: NEW_NUMBER, code, challengeId },
    })
    const body = await expectProblem(response, 400)
    expect(body.errors).toEqual([
      {
        path: 'challengeId',
        message: 'Kode belum diminta atau sudah tidak berlaku. Minta kode baru.',
      },
    ])
  })

  it('refuses a code after 5 minutes', async () => {
    const challenge = await requestCode()
    api().clock.advance(5 * MINUTE)
    const body = await expectProblem(await verify(challenge), 400)
    expect(body.message).toBe('Kode sudah kedaluwarsa. Minta kode baru.')
  })

  it('accepts a code just before it expires', async () => {
    const challenge = await requestCode()
    api().clock.advance(5 * MINUTE - 1_000)
    await expectBody(await verify(challenge), 200, AccessGrant)
  })

  it('signs in once per code', async () => {
    const challenge = await requestCode()
    await expectBody(await verify(challenge), 200, AccessGrant)
    const again = await expectProblem(await verify(challenge), 400)
    expect(again.message).toBe('Kode sudah tidak berlaku. Minta kode baru.')
  })

  it('keeps an earlier code valid when the number asks again: each works with its own challenge', async () => {
    const first = await requestCode()
    const second = await requestCode()
    await expectBody(await verify(first), 200, AccessGrant)
    await expectBody(await verify(second), 200, AccessGrant)
  })

  it.each([['12345'], ['abcdef'], ['1234567']])('refuses the malformed code %j', async (code) => {
    const { challengeId } = await requestCode()
    const body = await expectProblem(await verify({ code, challengeId }), 400)
    expect(body.errors).toEqual([{ path: 'code', message: CODE_MESSAGE }])
  })

  it('makes every code the AUTH_DEV_OTP value when one is configured', async () => {
    const dev = anotherInstance(api(), { devOtp: '246810' })
    const requested = await dev.request('POST', '/auth/otp/request', {
      body: { phone: NEW_NUMBER },
    })
    const { challengeId } = await expectBody(requested, 200, OtpRequested)
    expect(dev.sms.lastCodeFor(NEW_NUMBER)).toBe('246810')
    const verified = await dev.request('POST', '/auth/otp/verify', {
      body: { phone: NEW_NUMBER, code: '246810', challengeId },
    })
    await expectBody(verified, 200, AccessGrant)
  })
})

describe('sessions', () => {
  it("fails GET /auth/me on request with the fault switch 'auth-me' (the page then cannot say who is signed in)", async () => {
    const { request, signIn } = api()
    const token = await signIn(NEW_NUMBER)
    const failed = await request('GET', '/auth/me', {
      token,
      headers: { [FAULT_HEADER]: 'auth-me' },
    })
    await expectProblem(failed, 500)
    expect(failed.headers.get(FAULT_INJECTED_HEADER)).toBe('auth-me')
    await expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser)
  })

  it('answers GET /auth/me for a new member with empty profile fields', async () => {
    const { request, signIn } = api()
    const token = await signIn(NEW_NUMBER)
    const me = await expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser)
    expect(me.user).toMatchObject({
      firstName: null,
      lastName: null,
      fullName: null,
      intlMobileNumber: NEW_NUMBER,
      gender: null,
      dateOfBirth: null,
    })
    expect(me.email).toBeNull()
    expect(me.address).toBeNull()
    // Never asked: the site shows the first-sign-in profile step.
    expect(me.profilePrompted).toBe(false)
  })

  it('answers GET /auth/me for a demo member with the primary address province and city', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const me = await expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser)
    expect(me).toEqual({
      user: {
        id: expect.any(String),
        firstName: 'Putri',
        lastName: 'Lestari',
        fullName: 'Putri Lestari',
        intlMobileNumber: DEMO_PHONES.putri,
        gender: 'female',
        dateOfBirth: '1998-04-12',
        referralCode: 'PUTRI7K2Q',
        role: 'member',
      },
      email: 'putri.lestari@example.com',
      profilePrompted: true,
      address: {
        province: { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
        city: { id: '31.74', name: 'Kota Administrasi Jakarta Selatan' },
      },
    })
  })

  it("says a doctor's role in GET /auth/me, so the site can show the doctor's console", async () => {
    const { request, signIn, db } = api()
    const token = await signIn(NEW_NUMBER)
    const before = await expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser)
    expect(before.user.role).toBe('member')
    await db.update(members).set({ role: 'doctor' }).where(eq(members.phone, NEW_NUMBER))
    const me = await expectBody(await request('GET', '/auth/me', { token }), 200, CurrentUser)
    expect(me.user.role).toBe('doctor')
  })

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('refuses %s with 401', async (_, token) => {
    const { request } = api()
    const body = await expectProblem(await request('GET', '/auth/me', { token }), 401)
    expect(body.message).toBe('Sesi kamu sudah berakhir. Silakan masuk lagi.')
  })

  it('refuses a malformed Authorization header with 401', async () => {
    const { request } = api()
    const response = await request('GET', '/auth/me', { headers: { authorization: 'Basic abc' } })
    await expectProblem(response, 401)
  })

  it('expires tokens after 30 days', async () => {
    const { request, signIn, clock } = api()
    const token = await signIn(DEMO_PHONES.sari)
    clock.advance(30 * DAY - 1_000)
    expect((await request('GET', '/auth/me', { token })).status).toBe(200)
    clock.advance(1_000)
    await expectProblem(await request('GET', '/auth/me', { token }), 401)
  })

  it('revokes the token on logout, and only that token', async () => {
    const { request, signIn } = api()
    const phoneSession = await signIn(DEMO_PHONES.sari)
    const laptopSession = await signIn(DEMO_PHONES.sari)
    const logout = await request('POST', '/auth/logout', { token: phoneSession })
    expect(logout.status).toBe(204)
    await expectProblem(await request('GET', '/auth/me', { token: phoneSession }), 401)
    await expectProblem(await request('POST', '/auth/logout', { token: phoneSession }), 401)
    expect((await request('GET', '/auth/me', { token: laptopSession })).status).toBe(200)
  })
})
