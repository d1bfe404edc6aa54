/** The rules every route follows: platform header, JSON errors, no stack traces. */
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/client'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { anotherInstance, expectProblem, setUpTestApi } from '../test/harness'
import { MESSAGES } from './problem'

const api = setUpTestApi()

describe('the diri-platform header', () => {
  it.each([
    ['GET', '/misc/provinces'],
    ['GET', '/misc/poly-clinic'],
    ['GET', '/auth/me'],
    ['GET', '/v2/consults/exists?flowId=1000'],
    ['GET', '/consults/home'],
    ['POST', '/auth/otp/request'],
    ['GET', '/no-such-route'],
  ])('is required on %s %s', async (method, path) => {
    const { request } = api()
    const body = await expectProblem(await request(method, path, { platform: null }), 400)
    expect(body.message).toBe(MESSAGES.missingPlatform)
  })

  it('counts an empty value as missing', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/misc/provinces', { platform: ' ' }), 400)
  })
})

describe('errors', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const { request } = api()
    const body = await expectProblem(await request('GET', '/dc-frontend/nothing-here'), 404)
    expect(body.message).toBe(MESSAGES.routeNotFound)
  })

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const { request } = api()
    const body = await expectProblem(
      await request('POST', '/auth/otp/request', { rawBody: '{"phone": "0812' }),
      400,
    )
    expect(body.message).toBe(MESSAGES.malformedJson)
  })

  it('refuses an empty body with a 400', async () => {
    const { request } = api()
    await expectProblem(await request('POST', '/auth/otp/request'), 400)
  })

  it('refuses a JSON body of the wrong kind with field errors', async () => {
    const { request } = api()
    const body = await expectProblem(
      await request('POST', '/auth/otp/request', { body: ['0812'] }),
      400,
    )
    expect(body.message).toBe(MESSAGES.invalidInput)
    expect(body.errors?.length).toBeGreaterThan(0)
  })

  it('refuses an oversized body with a 413', async () => {
    const { request } = api()
    const phone = '0'.repeat(100_000)
    await expectProblem(await request('POST', '/auth/otp/request', { body: { phone } }), 413)
  })

  it('turns a failure inside a handler into a generic 500, reported server-side only', async () => {
    const broken = new Proxy({} as Database, {
      get() {
        throw new Error('connection refused (test)')
      },
    })
    const instance = anotherInstance(api(), { db: broken })
    const response = await instance.request('GET', '/misc/provinces')
    const body = await expectProblem(response, 500)
    expect(body.message).toBe(MESSAGES.internal)
    expect(JSON.stringify(body)).not.toContain('connection refused')
    expect(instance.reportedErrors).toHaveLength(1)
    expect(instance.reportedErrors[0]?.message).toBe('GET /misc/provinces failed')
  })
})

describe('text PostgreSQL cannot store (a NUL, a lone surrogate)', () => {
  const NUL = '\u0000'
  const address = {
    label: 'Rumah',
    recipientName: `Dewi${NUL}`,
    phone: '0812-3456-7890',
    provinceId: '31',
    cityId: '31.71',
    suburbId: '31.71.01',
    postalCodeId: '31.71.01-10110',
    street: 'Jl. Medan Merdeka Selatan No. 8',
    note: null,
  }

  it.each([
    ['POST', '/addresses', address, 'recipientName'],
    ['PATCH', '/accounts/settings', { gaClientId: `GA1.1.${NUL}` }, 'gaClientId'],
    ['POST', '/carts', { items: [{ productId: `serum${NUL}`, quantity: 1 }] }, 'items.0.productId'],
    [
      'POST',
      '/otc/skin-quiz/answer',
      { quizId: `kuis${NUL}`, answers: [{ questionId: 'a', optionId: 'b' }] },
      'quizId',
    ],
    ['POST', '/auth/otp/verify', { phone: '081211112222', code: '123456', [`x${NUL}`]: 1 }, ''],
  ])(
    'refuses a NUL in the body of %s %s with a 400 naming the field',
    async (method, path, body, field) => {
      const { request, signIn, reportedErrors } = api()
      const token = await signIn('+6281311112222')
      const response = await request(method, path, { token, body })
      const problem = await expectProblem(response, 400)
      expect(problem.message).toBe(MESSAGES.unsupportedCharacters)
      expect(problem.errors).toEqual([
        { path: field, message: MESSAGES.unsupportedCharactersField },
      ])
      expect(reportedErrors).toEqual([])
    },
  )

  it.each([
    '/store/products?category=serum%00',
    '/ratings?productId=serum%00',
    '/misc/cities?provinceId=31%00',
    '/dc-frontend/article-page?category=kulit%00',
    '/v2/consults/exists?flowId=1000&x=%00',
  ])('refuses a NUL in the query of GET %s with a 400', async (path) => {
    const { request, signIn, reportedErrors } = api()
    const token = await signIn('+6281311112222')
    const problem = await expectProblem(await request('GET', path, { token }), 400)
    expect(problem.message).toBe(MESSAGES.unsupportedCharacters)
    expect(reportedErrors).toEqual([])
  })

  it.each([
    ['GET', '/dc-frontend/products/%00'],
    ['GET', '/dc-frontend/article-detail/artikel%00'],
    ['GET', '/dc-frontend/poly-clinic/%00'],
    ['GET', '/dc-frontend/promotion-detail/%00'],
    ['GET', '/otc/frontends/regimen-page/%00'],
    ['GET', '/otc/skin-quiz/kuis%00'],
    ['PATCH', '/notifications/%00/read'],
  ])('refuses a NUL in the path of %s %s with a 400', async (method, path) => {
    const { request, signIn, reportedErrors } = api()
    const token = await signIn('+6281311112222')
    const problem = await expectProblem(await request(method, path, { token }), 400)
    expect(problem.message).toBe(MESSAGES.unsupportedCharacters)
    expect(reportedErrors).toEqual([])
  })

  it('refuses a lone surrogate, which PostgreSQL would refuse in json and mangle in text', async () => {
    const { request, signIn } = api()
    const token = await signIn('+6281311112222')
    const rawBody = JSON.stringify({ ...address, recipientName: 'Dewi' }).replace(
      '"Dewi"',
      '"Dewi\\ud800"',
    )
    const problem = await expectProblem(
      await request('POST', '/addresses', { token, rawBody }),
      400,
    )
    expect(problem.errors).toEqual([
      { path: 'recipientName', message: MESSAGES.unsupportedCharactersField },
    ])
    // A pair (an emoji) is ordinary text.
    const emoji = await request('POST', '/addresses', {
      token,
      body: { ...address, recipientName: 'Dewi 🌸' },
    })
    expect(emoji.status).toBe(201)
  })
})

describe('the log of an unexpected database error', () => {
  it('names the failed request, the SQL and the cause, and none of the values sent', async () => {
    const phone = '+6281277776666'
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { db } = api()
    let calls: unknown[][] = []
    // The codes' table gone: the code request's insert fails with the number among its parameters.
    await db.execute(sql`alter table otp_codes rename to otp_codes_gone`)
    try {
      const unlogged = anotherInstance(api(), { logError: undefined })
      const response = await unlogged.request('POST', '/auth/otp/request', { body: { phone } })
      await expectProblem(response, 500)
    } finally {
      await db.execute(sql`alter table otp_codes_gone rename to otp_codes`)
      calls = [...error.mock.calls]
      error.mockRestore()
    }
    expect(calls).toHaveLength(1)
    const logged = calls.flat().map(String).join('\n')
    expect(logged).toMatch(/^\[api\] POST \/auth\/otp\/request failed\n/)
    expect(logged).toContain('DrizzleQueryError: Failed query: insert into "otp_codes"')
    expect(logged).toContain('Caused by: ')
    expect(logged).toContain('relation "otp_codes" does not exist')
    expect(logged).not.toContain(phone)
    expect(logged).not.toContain('params')
    expect(logged.split('\n').length).toBeLessThan(40)
  })
})

describe('cache headers', () => {
  it.each([
    ['GET', '/auth/me'],
    ['GET', '/addresses'],
    ['GET', '/notifications'],
    ['GET', '/feeds'],
    ['GET', '/consults/home'],
    ['GET', '/v2/consults/exists?flowId=1000'],
    ['GET', '/carts'],
    ['PATCH', '/accounts/settings'],
    ['PUT', '/addresses/00000000-0000-4000-8000-000000000000'],
    ['GET', '/ratings?productId=serum-niacinamide-10'],
    ['GET', '/dc-frontend/promotion-page'],
    ['GET', '/misc/provinces'],
  ])(
    'makes the answer to %s %s with a token private, no-store, errors included',
    async (method, path) => {
      const { request, signIn } = api()
      const token = await signIn(DEMO_PHONES.budi)
      const response = await request(method, path, {
        token,
        body: method === 'GET' ? undefined : {},
      })
      expect(response.headers.get('cache-control'), `${response.status}`).toBe('private, no-store')
    },
  )

  it('keeps a refused token private too, and leaves public answers to visitors public', async () => {
    const { request } = api()
    const refused = await request('GET', '/auth/me', { token: 'x'.repeat(43) })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
    const visitor = await request('GET', '/misc/provinces')
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=86400')
  })
})
