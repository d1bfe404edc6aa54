import { createServerEntry } from '@tanstack/react-start/server'
import { toJSON } from 'seroval'
import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import { CART_FORM_MAX_BODY_BYTES, CART_FORM_PATH } from '../checkout/cart-form'
import {
  SUBSCRIPTION_FORM_MAX_BODY_BYTES,
  SUBSCRIPTION_FORM_PATH,
} from '../clinic/subscription-form'
import { DISCARD_MAX_BYTES } from './read-within.server'
import {
  BODY_TOO_LARGE_MESSAGE,
  handleSiteRequest,
  MAX_BODY_BYTES,
  METHOD_NOT_ALLOWED_MESSAGE,
  type SiteHandlers,
} from './site-request.server'

const SERVER_FN = '/_serverFn/eyJmaWxlIjoiYWRkcmVzc2VzIn0'

/** The app and the API as stand-ins that say who answered and what body they were given. */
function stubs(overrides: Partial<SiteHandlers> = {}) {
  const app = vi.fn(
    async (request: Request) =>
      new Response(`app: ${request.method} ${await request.text()}`, {
        headers: { 'content-type': 'text/plain' },
      }),
  )
  const api = vi.fn(async (request: Request) => Response.json({ api: request.method }))
  const findServerFunction = vi.fn(async () => ({ method: 'POST' as const }))
  return { app, api, handlers: { app, api, findServerFunction, ...overrides } }
}

/** As server.ts runs it: inside Start's request scope. */
function serve(request: Request, handlers: SiteHandlers) {
  return createServerEntry({ fetch: () => handleSiteRequest(request, handlers) }).fetch(request)
}

/** A server function's body as Start's client sends it: seroval's encoding of `{ data }`. */
function callBody(data: unknown): string {
  return JSON.stringify(toJSON({ data }))
}

/** A request as it comes off the wire: a declared length, or a chunked stream without one. */
function post(path: string, body: string, framing: 'content-length' | 'chunked') {
  const bytes = new TextEncoder().encode(body)
  // Start's client marks its calls; the site sends nothing else to a server function.
  const call: Record<string, string> = path.startsWith('/_serverFn/')
    ? { 'x-tsr-serverfn': 'true' }
    : {}
  if (framing === 'content-length') {
    return new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(bytes.length),
        ...call,
      },
      body: bytes,
    })
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024) {
        controller.enqueue(bytes.slice(at, at + 16 * 1024))
      }
      controller.close()
    },
  })
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...call },
    body: stream,
    duplex: 'half',
  }
  return new Request(`http://localhost${path}`, init)
}

const KB = 1024

describe('server functions: the API body limit', () => {
  it.each(['content-length', 'chunked'] as const)(
    'refuses a 65 KB body (%s) with 413 and an Indonesian message, without calling the app',
    async (framing) => {
      const { app, handlers } = stubs()
      const body = JSON.stringify({ data: 'x'.repeat(65 * KB) })
      const response = await serve(post(SERVER_FN, body, framing), handlers)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ statusCode: 413, message: BODY_TOO_LARGE_MESSAGE })
      expect(app).not.toHaveBeenCalled()
    },
  )

  it.each(['content-length', 'chunked'] as const)(
    'passes a normal call (%s) on with its body intact',
    async (framing) => {
      const { app, handlers } = stubs()
      const body = callBody({ label: 'Rumah', street: 'Jl. Kenanga 12' })
      const response = await serve(post(SERVER_FN, body, framing), handlers)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(`app: POST ${body}`)
      expect(app).toHaveBeenCalledOnce()
    },
  )

  it('lets a body of exactly the limit through', async () => {
    const { handlers } = stubs()
    const body = callBody('x'.repeat(MAX_BODY_BYTES - callBody('').length))
    expect(body.length).toBe(MAX_BODY_BYTES)
    const response = await serve(post(SERVER_FN, body, 'chunked'), handlers)
    expect(response.status).toBe(200)
  })

  it('keeps the socket address on a chunked call it had to read, for the rate limits', async () => {
    let seenIp: unknown
    const { handlers } = stubs({
      app: async (request) => {
        seenIp = 'ip' in request ? request.ip : undefined
        return new Response('ok')
      },
    })
    const request = Object.assign(post(SERVER_FN, callBody({}), 'chunked'), { ip: '198.51.100.4' })
    await serve(request, handlers)
    expect(seenIp).toBe('198.51.100.4')
  })
})

describe('pages: GET and HEAD only', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'answers %s on a page with 405 and Allow: GET, HEAD',
    async (method) => {
      const { app, handlers } = stubs()
      const response = await serve(
        new Request('http://localhost/artikel', {
          method,
          body: method === 'OPTIONS' ? null : 'x'.repeat(65 * KB),
        }),
        handlers,
      )
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(await response.text()).toBe(METHOD_NOT_ALLOWED_MESSAGE)
      expect(app).not.toHaveBeenCalled()
    },
  )

  it.each(['content-length', 'chunked'] as const)(
    'passes the add-to-cart form (%s) on to the app with its body: a page form',
    async (framing) => {
      const { app, handlers } = stubs()
      const body = 'items=serum-niacinamide-10%3A1&kembali=%2Fproduct%2Fserum-niacinamide-10'
      const response = await serve(post(CART_FORM_PATH, body, framing), handlers)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(`app: POST ${body}`)
      expect(app).toHaveBeenCalledOnce()
    },
  )

  it.each(['content-length', 'chunked'] as const)(
    'refuses an add-to-cart form over its own small limit (%s) with 413',
    async (framing) => {
      const { app, handlers } = stubs()
      const body = `items=${'x'.repeat(CART_FORM_MAX_BODY_BYTES)}`
      const response = await serve(post(CART_FORM_PATH, body, framing), handlers)
      expect(response.status).toBe(413)
      expect(app).not.toHaveBeenCalled()
    },
  )

  it("passes 'Ingatkan saya' on to the app, within its own limit of one package id", async () => {
    const { app, handlers } = stubs()
    const body = 'paket=langganan-perawatan-lengkap-12-bulan'
    const passed = await serve(post(SUBSCRIPTION_FORM_PATH, body, 'content-length'), handlers)
    expect(await passed.text()).toBe(`app: POST ${body}`)
    const tooLarge = `paket=${'x'.repeat(SUBSCRIPTION_FORM_MAX_BODY_BYTES)}`
    const refused = await serve(post(SUBSCRIPTION_FORM_PATH, tooLarge, 'content-length'), handlers)
    expect(refused.status).toBe(413)
    expect(app).toHaveBeenCalledOnce()
  })

  it.each([
    ['PUT', SUBSCRIPTION_FORM_PATH],
    ['POST', '/langganan'],
    ['PUT', CART_FORM_PATH],
    ['DELETE', CART_FORM_PATH],
    ['POST', `${CART_FORM_PATH}/`],
    ['POST', '/keranjang'],
    ['POST', '/product/keranjang'],
    ['POST', '/product/serum-niacinamide-10'],
  ])('still answers %s %s with 405', async (method, path) => {
    const { app, handlers } = stubs()
    const response = await serve(
      new Request(`http://localhost${path}`, { method, body: 'items=a%3A1' }),
      handlers,
    )
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(app).not.toHaveBeenCalled()
  })

  it.each(['GET', 'HEAD'])('renders the page for %s', async (method) => {
    const { app, handlers } = stubs()
    const response = await serve(new Request('http://localhost/artikel', { method }), handlers)
    expect(response.status).toBe(200)
    expect(app).toHaveBeenCalledOnce()
  })

  it.each(['POST', 'PUT', 'DELETE'])('leaves %s on /api to the API', async (method) => {
    const { api, handlers } = stubs()
    const response = await serve(
      new Request('http://localhost/api/addresses/1', { method, body: '{}' }),
      handlers,
    )
    expect(await response.json()).toEqual({ api: method })
    expect(api).toHaveBeenCalledOnce()
  })
})

/**
 * A body as a client sends it, 64 KB at a time, that tells how much of it was taken: a server that
 * answers and closes before the client is done sending resets the connection, and the answer is
 * lost with it.
 */
function sendingBody(totalBytes: number, framing: 'content-length' | 'chunked') {
  const chunk = new Uint8Array(64 * KB).fill(0x61)
  const sent = { bytes: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= totalBytes) return controller.close()
      sent.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
    cancel() {
      sent.cancelled = true
    },
  })
  const length: Record<string, string> =
    framing === 'content-length'
      ? { 'content-length': String(totalBytes) }
      : { 'transfer-encoding': 'chunked' }
  return {
    sent,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...length },
      body: stream,
      duplex: 'half',
    } satisfies RequestInit & { duplex: 'half' },
  }
}

describe('a refused body', () => {
  it.each([
    ['an add-to-cart form', CART_FORM_PATH, 'content-length', 413],
    ['an add-to-cart form', CART_FORM_PATH, 'chunked', 413],
    ['a server function', SERVER_FN, 'content-length', 413],
    ['a page', '/masuk', 'content-length', 405],
  ] as const)(
    'of 1 MB to %s (%s) is taken to its end before the %i is answered',
    async (_, path, framing, status) => {
      const { app, handlers } = stubs()
      const { sent, init } = sendingBody(1024 * KB, framing)
      const response = await serve(new Request(`http://localhost${path}`, init), handlers)
      expect(response.status).toBe(status)
      expect({ bytes: sent.bytes, cancelled: sent.cancelled }).toEqual({
        bytes: 1024 * KB,
        cancelled: false,
      })
      expect(app).not.toHaveBeenCalled()
    },
  )

  it.each(['content-length', 'chunked'] as const)(
    'of 64 MB (%s) is not read on past a few megabytes: the connection pays for the excess',
    async (framing) => {
      const { handlers } = stubs()
      const { sent, init } = sendingBody(64 * 1024 * KB, framing)
      const response = await serve(new Request(`http://localhost${CART_FORM_PATH}`, init), handlers)
      expect(response.status).toBe(413)
      expect(sent.bytes).toBeLessThanOrEqual(DISCARD_MAX_BYTES + 128 * KB)
      expect(sent.cancelled).toBe(true)
    },
  )
})

describe('headers on every answer', () => {
  it.each([
    ['a page', new Request('http://localhost/artikel')],
    ['an API answer', new Request('http://localhost/api/health')],
    ['a refused method', new Request('http://localhost/faq', { method: 'DELETE' })],
    ['a refused body', post(SERVER_FN, 'x'.repeat(65 * KB), 'content-length')],
  ])('%s says nosniff and may not be framed', async (_kind, request) => {
    const { handlers } = stubs()
    const response = await serve(request, handlers)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })

  it("keeps a page's own policy, which already forbids framing", async () => {
    const policy = "default-src 'self'; frame-ancestors 'none'"
    const { handlers } = stubs({
      app: async () => new Response('<p>', { headers: { 'content-security-policy': policy } }),
    })
    const response = await serve(new Request('http://localhost/'), handlers)
    expect(response.headers.get('content-security-policy')).toBe(policy)
  })

  it('an error that says nothing about caching is not kept; one that says keeps its word', async () => {
    const { handlers } = stubs({
      api: async (request) =>
        new URL(request.url).pathname.endsWith('/said')
          ? Response.json({}, { status: 404, headers: { 'cache-control': 'private, no-store' } })
          : Response.json({ statusCode: 404, message: 'Tidak ditemukan.' }, { status: 404 }),
    })
    const silent = await serve(new Request('http://localhost/api/articles/x'), handlers)
    expect(silent.headers.get('cache-control')).toBe('no-store')
    const said = await serve(new Request('http://localhost/api/said'), handlers)
    expect(said.headers.get('cache-control')).toBe('private, no-store')
    const found = await serve(new Request('http://localhost/api/health'), stubs().handlers)
    expect(found.headers.get('cache-control')).toBeNull()
    const refused = await serve(new Request('http://localhost/faq', { method: 'DELETE' }), handlers)
    expect(refused.headers.get('cache-control')).toBe('no-store')
  })

  it('adds them to an answer whose headers cannot change (straight from fetch)', async () => {
    const { handlers } = stubs({ api: () => fetch('data:application/json,{}') })
    const response = await serve(new Request('http://localhost/api/health'), handlers)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('a visitor who leaves', () => {
  it('is not an error: no log, and an answer for nobody', async () => {
    const gone = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    const { handlers } = stubs({
      app: async () => {
        throw gone
      },
    })
    const response = await serve(new Request('http://localhost/artikel'), handlers)
    expect(response.status).toBe(499)
  })

  it('is told apart from a real failure, which is still logged', async () => {
    expectConsoleError(/render failed/)
    const { handlers } = stubs({
      app: async () => {
        throw new Error('render failed')
      },
    })
    const response = await serve(new Request('http://localhost/artikel'), handlers)
    expect(response.status).toBe(500)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})
