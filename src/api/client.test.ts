import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { SLOW_CALL_TIMEOUT_MS } from '../../app.config'
import { ApiContractError, ApiError, ApiNetworkError } from '../../contract/errors'
import { apiRequest, configureApiClient } from './client'

const Thing = v.object({ id: v.string() })

type Captured = { url: URL; method: string; headers: Headers; body: string | null }

/** Points the client at a fake API that records each request and answers with `respond`. */
function fakeApi(
  respond: (request: Request, signal?: AbortSignal | null) => Response | Promise<Response>,
) {
  const captured: Captured[] = []
  configureApiClient({
    baseURL: 'http://api.test/v',
    fetch: async (input, init) => {
      const request = new Request(input, init)
      captured.push({
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: request.body ? await request.clone().text() : null,
      })
      // The caller's own signal: a Request's derived signal is only weakly held and can be collected.
      return respond(request, init?.signal)
    },
  })
  return captured
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() =>
  configureApiClient({
    baseURL: '/api',
    fetch: (...args) => globalThis.fetch(...args),
    slowCallTimeoutMs: SLOW_CALL_TIMEOUT_MS,
  }),
)

describe('apiRequest', () => {
  it('sends diri-platform: web on every request, against the configured base URL', async () => {
    const captured = fakeApi(() => json({ id: '1' }))
    await apiRequest(Thing, '/things/1')
    await apiRequest(Thing, '/things', { method: 'POST', body: { a: 1 } })
    expect(captured.map((c) => c.url.href)).toEqual([
      'http://api.test/v/things/1',
      'http://api.test/v/things',
    ])
    for (const request of captured) expect(request.headers.get('diri-platform')).toBe('web')
    expect(captured[1]?.body).toBe('{"a":1}')
  })

  it('sends Authorization: Bearer only when a token is given', async () => {
    const captured = fakeApi(() => json({ id: '1' }))
    await apiRequest(Thing, '/a')
    await apiRequest(Thing, '/b', { token: null })
    await apiRequest(Thing, '/c', { token: 'secret-token' })
    expect(captured.map((c) => c.headers.get('authorization'))).toEqual([
      null,
      null,
      'Bearer secret-token',
    ])
  })

  it('drops undefined query values', async () => {
    const captured = fakeApi(() => json({ id: '1' }))
    await apiRequest(Thing, '/q', { query: { page: 2, sortBy: undefined, show: true } })
    expect(captured[0]?.url.search).toBe('?page=2&show=true')
  })

  it('returns the parsed answer and refuses one of the wrong shape with a typed error', async () => {
    fakeApi(() => json({ id: 'abc', extra: true }))
    await expect(apiRequest(Thing, '/ok')).resolves.toEqual({ id: 'abc' })

    fakeApi(() => json({ id: 7 }))
    const error = await apiRequest(Thing, '/bad').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiContractError)
    expect((error as ApiContractError).path).toBe('/bad')
    expect((error as ApiContractError).message).toMatch(/id/)
  })

  it('keeps the HTTP status and the error body of a refused call', async () => {
    fakeApi(() => json({ statusCode: 404, message: 'Tidak ditemukan.' }, 404))
    const error = await apiRequest(Thing, '/missing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).message).toBe('Tidak ditemukan.')

    fakeApi(() => new Response('<html>bad gateway</html>', { status: 502 }))
    const gateway = await apiRequest(Thing, '/proxy').catch((e: unknown) => e)
    expect((gateway as ApiError).status).toBe(502)
    expect((gateway as ApiError).body).toBeUndefined()
  })

  it('gives up after the timeout with a network error that says so', async () => {
    fakeApi(
      (_request, signal) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const error = await apiRequest(Thing, '/slow', { timeout: 50 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect((error as ApiNetworkError).timedOut).toBe(true)
  })

  it('uses the spec timeout of 20 seconds for slow calls', () => {
    expect(SLOW_CALL_TIMEOUT_MS).toBe(20_000)
  })

  it("gives up on a slow call after the configured timeout (`timeout: 'slow'`)", async () => {
    fakeApi(
      (_request, signal) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    configureApiClient({ slowCallTimeoutMs: 50 })
    const error = await apiRequest(Thing, '/slow', { timeout: 'slow' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect((error as ApiNetworkError).timedOut).toBe(true)
  })
})
