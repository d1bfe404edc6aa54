import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import type { CaptureError } from '../../../backend/observability/error-reporter'
import { ApiError } from '../../../contract/errors'
import {
  type FunctionErrorDeps,
  isExpectedRefusal,
  reportServerFunctionError,
} from './error-reporting.server'

describe('isExpectedRefusal: what the server does not report', () => {
  it('leaves out redirects, not-found and the API’s 4xx refusals', () => {
    expect(isExpectedRefusal(redirect({ to: '/masuk' }))).toBe(true)
    expect(isExpectedRefusal(notFound())).toBe(true)
    expect(isExpectedRefusal(new ApiError(409, '/cart', undefined))).toBe(true)
    expect(isExpectedRefusal(new Response(null, { status: 404 }))).toBe(true)
  })

  it('reports the API’s 5xx and anything else thrown', () => {
    expect(isExpectedRefusal(new ApiError(502, '/cart', undefined))).toBe(false)
    expect(isExpectedRefusal(new Error('boom'))).toBe(false)
    expect(isExpectedRefusal(new Response(null, { status: 500 }))).toBe(false)
  })
})

describe('reportServerFunctionError: a failed server function, with the member by id', () => {
  function fakes(overrides: Partial<FunctionErrorDeps> = {}) {
    const capture = vi.fn<CaptureError>()
    const memberOf = vi.fn(async (token: string) => (token === 'token-sari' ? 'member-3' : 'x'))
    const deps: FunctionErrorDeps = {
      reporter: () => capture,
      token: () => 'token-sari',
      memberOf,
      ...overrides,
    }
    return { capture, memberOf, deps }
  }

  it('names the signed-in member by the id the API gives for the session, never the token', async () => {
    const { capture, deps } = fakes()
    const failure = new Error('boom')
    reportServerFunctionError(failure, deps)
    await vi.waitFor(() => expect(capture).toHaveBeenCalledTimes(1))
    expect(capture).toHaveBeenCalledWith(failure, {
      where: 'server function',
      memberId: 'member-3',
    })
    expect(JSON.stringify(capture.mock.calls)).not.toContain('token-sari')
  })

  it('reports without an id when signed out or when the API cannot say who it is', async () => {
    const signedOut = fakes({ token: () => null })
    reportServerFunctionError(new Error('a'), signedOut.deps)
    await vi.waitFor(() => expect(signedOut.capture).toHaveBeenCalledTimes(1))
    expect(signedOut.capture.mock.calls[0]?.[1]).toEqual({
      where: 'server function',
      memberId: undefined,
    })
    expect(signedOut.memberOf).not.toHaveBeenCalled()

    const apiDown = fakes({ memberOf: async () => Promise.reject(new Error('API down')) })
    reportServerFunctionError(new Error('b'), apiDown.deps)
    await vi.waitFor(() => expect(apiDown.capture).toHaveBeenCalledTimes(1))
    expect(apiDown.capture.mock.calls[0]?.[1]).toEqual({
      where: 'server function',
      memberId: undefined,
    })
  })

  it('asks nothing and reports nothing for an expected refusal, or without a DSN', async () => {
    const refused = fakes()
    reportServerFunctionError(new ApiError(409, '/carts', undefined), refused.deps)
    const noDsn = fakes({ reporter: () => null })
    reportServerFunctionError(new Error('c'), noDsn.deps)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(refused.capture).not.toHaveBeenCalled()
    expect(refused.memberOf).not.toHaveBeenCalled()
    expect(noDsn.memberOf).not.toHaveBeenCalled()
  })
})
