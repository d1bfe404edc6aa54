import { makeSerovalPlugin } from '@tanstack/router-core/ssr/client'
import { fromCrossJSON, toCrossJSONAsync } from 'seroval'
import { describe, expect, it } from 'vitest'
import { ApiContractError, ApiError, ApiNetworkError, isApiError } from '../../../contract/errors'
import { SignInRequiredError } from '../auth/sign-in-required-error'
import { errorTransport } from './error-transport'

/** The way an error travels in a server function's answer: seroval JSON with Start's plugins. */
async function acrossTheWire(error: Error): Promise<unknown> {
  const plugins = errorTransport.map(makeSerovalPlugin)
  const json = await toCrossJSONAsync({ error }, { refs: new Map(), plugins })
  const text = JSON.stringify(json)
  expect(text, 'no stack crosses').not.toContain('    at ')
  const { error: received } = fromCrossJSON<{ error: unknown }>(JSON.parse(text), {
    refs: new Map(),
    plugins,
  })
  return received
}

describe('errors that reach the browser as themselves', () => {
  it('an API refusal keeps its status, path and body', async () => {
    const body = { statusCode: 409, message: 'Stok tidak cukup.', errors: [] }
    const received = await acrossTheWire(new ApiError(409, '/carts', body))
    expect(received).toBeInstanceOf(ApiError)
    expect(received).toMatchObject({ status: 409, path: '/carts', body })
  })

  it('a timeout stays a timeout', async () => {
    const received = await acrossTheWire(new ApiNetworkError('/carts', true))
    expect(received).toBeInstanceOf(ApiNetworkError)
    expect(received).toMatchObject({ path: '/carts', timedOut: true })
  })

  it('an answer of the wrong shape keeps its issues', async () => {
    const issues = [{ path: 'id', message: 'Invalid type' }]
    const received = await acrossTheWire(new ApiContractError('/x', issues))
    expect(received).toBeInstanceOf(ApiContractError)
    expect(received).toMatchObject({ path: '/x', issues })
  })

  it('the sign-in refusal stays one, for the page to send the member to sign in', async () => {
    const received = await acrossTheWire(new SignInRequiredError())
    expect(received).toBeInstanceOf(SignInRequiredError)
    expect(received).toMatchObject({
      status: 401,
      message: 'Silakan masuk dulu untuk melanjutkan.',
    })
  })

  it("the console's refusal of a member (the API's 403) stays one, for the page to say it is for doctors", async () => {
    const refusal = new ApiError(403, '/v2/doctor/me', {
      statusCode: 403,
      message: 'Halaman ini khusus dokter Diri.',
    })
    const received = await acrossTheWire(refusal)
    expect(isApiError(received, 403)).toBe(true)
    expect(received).toMatchObject({ status: 403, message: 'Halaman ini khusus dokter Diri.' })
  })
})
