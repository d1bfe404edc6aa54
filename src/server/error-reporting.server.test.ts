import { notFound, redirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { isExpectedRefusal } from './error-reporting.server'

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
