import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { configureApiClient } from '../../src/api/client'

/** Component tests' fake API. Any request without a handler fails the test. */
export const mockApi = setupServer()

/** Where the API client points during component tests (jsdom has no same-origin server). */
export const MOCK_API_BASE = 'http://diri.test/api'

beforeAll(() => {
  // MSW 3 calls it a frame: a request (or socket) no handler answers is an error, not a warning.
  mockApi.listen({ onUnhandledFrame: 'error' })
  configureApiClient({ baseURL: MOCK_API_BASE, fetch: (...args) => globalThis.fetch(...args) })
})
afterEach(() => mockApi.resetHandlers())
afterAll(() => mockApi.close())
