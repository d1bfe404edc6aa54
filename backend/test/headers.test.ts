/**
 * The API's security headers on every kind of answer it gives: a browser must never
 * sniff a JSON answer into something it runs, no page may frame one, and nothing a member's token
 * unlocked may be kept by a cache.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { FAULT_HEADER } from '../http/fault-injection'
import { apiRoutes, fillPath } from './fuzz/api-routes'
import { setUpSeededApi } from './fuzz/seeded-api'
import type { TestApi } from './harness'

const api = setUpSeededApi()

interface ResponseKind {
  kind: string
  status: number
  /** Sent with the member's token: the answer must then be private, no-store. */
  member: boolean
  send: (api: TestApi, token: string) => Promise<Response>
}

const RESPONSE_KINDS: readonly ResponseKind[] = [
  {
    kind: 'JSON success to a visitor',
    status: 200,
    member: false,
    send: ({ request }) => request('GET', '/misc/provinces'),
  },
  {
    kind: 'JSON success to a member',
    status: 200,
    member: true,
    send: ({ request }, token) => request('GET', '/auth/me', { token }),
  },
  {
    kind: 'empty success to a member (204)',
    status: 204,
    member: true,
    send: ({ request }, token) => request('POST', '/auth/logout', { token }),
  },
  {
    kind: 'JSON error 400 (invalid query)',
    status: 400,
    member: false,
    send: ({ request }) => request('GET', '/misc/cities'),
  },
  {
    kind: 'JSON error 400 to a member (invalid body)',
    status: 400,
    member: true,
    send: ({ request }, token) => request('POST', '/addresses', { token, body: {} }),
  },
  {
    kind: 'JSON error 400 from middleware (no platform header)',
    status: 400,
    member: false,
    send: ({ request }) => request('GET', '/misc/provinces', { platform: null }),
  },
  {
    kind: 'JSON error 401 (no token)',
    status: 401,
    member: false,
    send: ({ request }) => request('GET', '/auth/me'),
  },
  {
    kind: 'JSON error 401 (a token that signs no one in)',
    status: 401,
    member: true,
    send: ({ request }) => request('GET', '/auth/me', { token: 'not-a-token' }),
  },
  {
    kind: 'JSON error 404 (unknown endpoint)',
    status: 404,
    member: false,
    send: ({ request }) => request('GET', '/tidak-ada'),
  },
  {
    kind: 'JSON error 404 (unknown id)',
    status: 404,
    member: false,
    send: ({ request }) => request('GET', '/dc-frontend/products/tidak-ada'),
  },
  {
    kind: 'JSON error 413 (body over the limit)',
    status: 413,
    member: false,
    send: ({ request }) =>
      request('POST', '/auth/otp/request', { body: { phone: 'x'.repeat(100_000) } }),
  },
  {
    kind: 'JSON error 500 to a member (the fault switch)',
    status: 500,
    member: true,
    send: ({ request }, token) =>
      request('GET', '/v2/consults/exists?flowId=2001', {
        token,
        headers: { [FAULT_HEADER]: 'consults-exists' },
      }),
  },
  {
    kind: '/health',
    status: 200,
    member: false,
    send: ({ request }) => request('GET', '/health', { platform: null }),
  },
]

/** Either header refuses framing; browsers honour CSP's and old ones X-Frame-Options. */
function refusesFraming(headers: Headers): boolean {
  const csp = headers.get('content-security-policy') ?? ''
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i.exec(csp)?.[1]?.trim()
  return headers.get('x-frame-options')?.toUpperCase() === 'DENY' || ancestors === "'none'"
}

async function answer(kind: ResponseKind): Promise<Response> {
  const token = await api().signIn(DEMO_PHONES.budi)
  const response = await kind.send(api(), token)
  const text = await response.text()
  expect(response.status, text).toBe(kind.status)
  return response
}

describe('every kind of API answer', () => {
  for (const kind of RESPONSE_KINDS) {
    it(`${kind.kind}: answers ${kind.status}`, async () => {
      await answer(kind)
    })

    it(`${kind.kind}: X-Content-Type-Options: nosniff`, async () => {
      const response = await answer(kind)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    })

    it(`${kind.kind}: may not be framed`, async () => {
      const { headers } = await answer(kind)
      expect(
        refusesFraming(headers),
        `x-frame-options: ${headers.get('x-frame-options')}; content-security-policy: ${headers.get('content-security-policy')}`,
      ).toBe(true)
    })

    if (kind.member) {
      it(`${kind.kind}: Cache-Control: private, no-store`, async () => {
        const response = await answer(kind)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
      })
    }
  }
})

describe('every endpoint asked with a token', () => {
  it('answers Cache-Control: private, no-store, whatever the answer', async () => {
    const token = await api().signIn(DEMO_PHONES.budi)
    const cached: string[] = []
    for (const route of apiRoutes(api().app)) {
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, 'x'])))
      const body = route.method === 'GET' ? undefined : {}
      const response = await api().request(route.method, path, { token, body })
      const cacheControl = response.headers.get('cache-control')
      if (cacheControl !== 'private, no-store') {
        cached.push(`${route.key} (${response.status}): ${cacheControl}`)
      }
      await response.body?.cancel()
    }
    expect(cached).toEqual([])
  })
})
