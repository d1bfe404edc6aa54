import { describe, expect, it } from 'vitest'
import { ApiContractError, ApiError, ApiNetworkError } from '../../../contract/errors'
import { failedPageStatus } from './response-status'

describe('failedPageStatus', () => {
  it.each([
    ['the API out of reach', new ApiNetworkError('/x', false), 503],
    ['the API too slow', new ApiNetworkError('/x', true), 504],
    ['the API saying it is unavailable', new ApiError(503, '/x', undefined), 503],
    ['a gateway in front of the API failing', new ApiError(502, '/x', undefined), 503],
    ['a gateway in front of the API timing out', new ApiError(504, '/x', undefined), 504],
    ['the API failing', new ApiError(500, '/x', undefined), 500],
    ['an answer of the wrong shape', new ApiContractError('/x', []), 500],
    ['a bug in a page', new TypeError('x is undefined'), 500],
    ['something that is not an error', 'boom', 500],
  ])('%s: %i', (_, error, status) => {
    expect(failedPageStatus(error)).toBe(status)
  })
})
