import { describe, expect, it, vi } from 'vitest'
import { ApiContractError, ApiError, ApiNetworkError } from '../contract/errors'
import { createQueryClient, worthRetrying } from './query-client'

describe('query retries', () => {
  it.each([
    ['a 404', new ApiError(404, '/dc-frontend/article-detail/x', undefined), false],
    ['a 400', new ApiError(400, '/store/products', undefined), false],
    ['a 401 that crossed from a server function', { name: 'Error', status: 401 }, false],
    ['an answer of the wrong shape', new ApiContractError('/x', []), false],
    ['a 503', new ApiError(503, '/x', undefined), true],
    ['a network failure', new ApiNetworkError('/x', false), true],
    ['a timeout', new ApiNetworkError('/x', true), false],
    ['an unknown error', new Error('boom'), true],
  ])('%s: retried %s', (_, error, expected) => {
    expect(worthRetrying(error)).toBe(expected)
  })

  it('asks once for an unknown id, and twice after a server failure', async () => {
    const queryClient = createQueryClient()
    const missing = vi.fn(async () => {
      throw new ApiError(404, '/dc-frontend/article-detail/x', undefined)
    })
    await expect(
      queryClient.fetchQuery({ queryKey: ['missing'], queryFn: missing, retryDelay: 0 }),
    ).rejects.toThrow()
    expect(missing).toHaveBeenCalledTimes(1)

    const flaky = vi.fn(async () => {
      throw new ApiError(503, '/x', undefined)
    })
    await expect(
      queryClient.fetchQuery({ queryKey: ['flaky'], queryFn: flaky, retryDelay: 0 }),
    ).rejects.toThrow()
    expect(flaky).toHaveBeenCalledTimes(2)
  })
})
