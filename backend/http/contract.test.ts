/** The rules every route follows: platform header, JSON errors, no stack traces. */
import { describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
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
