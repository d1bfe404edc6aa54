import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import { createApiProxy, ENCODED_PATH_MESSAGE } from './api-proxy.server'

/**
 * An upstream API the way a real one behind a load balancer answers: gzipped JSON, a cookie of
 * its own, a redirect now and then, and an echo of the headers and path it received.
 */
let upstream: Server
let upstreamUrl: string
const seenPaths: string[] = []

function gzippedJson(status: number, body: unknown, extra: Record<string, string> = {}) {
  return { status, body: gzipSync(JSON.stringify(body)), extra }
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const path = request.url ?? ''
    seenPaths.push(path)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const echo = {
        path,
        method: request.method,
        headers: request.headers satisfies IncomingHttpHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const answer = path.startsWith('/v1/moved')
        ? gzippedJson(302, { moved: true }, { location: '/v1/health' })
        : path.startsWith('/v1/away')
          ? gzippedJson(302, { moved: true }, { location: 'https://evil.example/steal' })
          : gzippedJson(200, echo)
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(answer.body.length),
        'set-cookie': 'upstreamSession=abc; Path=/; HttpOnly',
        'keep-alive': 'timeout=5',
        'x-upstream-private': 'hop',
        connection: 'keep-alive, x-upstream-private',
        etag: '"v1"',
        ...answer.extra,
      })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  if (address === null || typeof address === 'string') throw new Error(`No port: ${address}`)
  upstreamUrl = `http://127.0.0.1:${address.port}/v1/`
})

afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

/** What the API needs from the visitor's request: passed on as it came. */
const allowedHeaders = {
  accept: 'application/json',
  'accept-language': 'id-ID',
  'content-type': 'application/json',
  'diri-platform': 'web',
  authorization: 'Bearer token-the-client-holds',
  'if-none-match': '"v0"',
  'x-forwarded-for': '198.51.100.4',
}
/** What stays on the site: the session, the fault switch, anything else the visitor wrote. */
const withheldHeaders = {
  cookie: 'diriAuth=%7B%22accessToken%22%3A%22member%22%7D; other=1',
  'x-diri-fault': 'api-down',
  'x-custom': 'nosy',
}
// fetch asks for (and decodes) its own encodings, whatever the visitor accepts.
const visitorHeaders = { ...allowedHeaders, ...withheldHeaders, 'accept-encoding': 'identity' }

async function viaProxy(path: string, init: RequestInit = {}) {
  const proxy = createApiProxy(upstreamUrl, '/api')
  return proxy(new Request(`http://localhost:3000${path}`, init))
}

describe('the API proxy (API_BASE_URL)', () => {
  it('answers with a body the browser can read: decoded, without the upstream encoding headers', async () => {
    const response = await viaProxy('/api/health?x=1', { headers: visitorHeaders })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('etag')).toBe('"v1"')
    const echo = await response.json()
    expect(echo.path).toBe('/v1/health?x=1')
  })

  it('forwards only the allow-listed request headers, never the session cookie or the fault switch', async () => {
    const response = await viaProxy('/api/auth/me', { headers: visitorHeaders })
    const { headers } = await response.json()
    expect(headers).toMatchObject(allowedHeaders)
    for (const name of Object.keys(withheldHeaders)) expect(headers).not.toHaveProperty(name)
    expect(headers.host).toBe(new URL(upstreamUrl).host)
  })

  it('streams a request body through', async () => {
    const response = await viaProxy('/api/addresses', {
      method: 'POST',
      headers: visitorHeaders,
      body: JSON.stringify({ label: 'Rumah' }),
    })
    const echo = await response.json()
    expect(echo.method).toBe('POST')
    expect(JSON.parse(echo.body)).toEqual({ label: 'Rumah' })
  })

  it('keeps the upstream cookie and hop-by-hop headers off the site', async () => {
    const response = await viaProxy('/api/health', { headers: visitorHeaders })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('keep-alive')).toBeNull()
    expect(response.headers.get('connection')).toBeNull()
    // Named in the upstream's Connection header, so it was for that connection only.
    expect(response.headers.get('x-upstream-private')).toBeNull()
  })

  it('hands a redirect to the browser instead of following it, on the site origin', async () => {
    const before = seenPaths.length
    const response = await viaProxy('/api/moved', { headers: visitorHeaders })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/api/health')
    expect(seenPaths.slice(before)).toEqual(['/v1/moved'])
  })

  it('drops a redirect to anywhere but the API', async () => {
    const response = await viaProxy('/api/away', { headers: visitorHeaders })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBeNull()
  })

  it.each([
    '/api/articles/..%2f..%2fadmin',
    '/api/articles/%2e%2e%2fadmin',
    '/api/articles/..%5cadmin',
    '/api/articles/%252e%252e%252fadmin',
    '/api/articles/x%2Fy',
  ])('refuses the encoded separators in %s with a 400 and never calls upstream', async (path) => {
    const before = seenPaths.length
    const response = await viaProxy(path, { headers: visitorHeaders })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      message: ENCODED_PATH_MESSAGE,
      errors: [{ path: 'path' }],
    })
    expect(seenPaths.slice(before)).toEqual([])
  })

  it('answers 502 in the API error shape when the upstream cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const address = closed.address()
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    if (address === null || typeof address === 'string') throw new Error(`No port: ${address}`)
    const proxy = createApiProxy(`http://127.0.0.1:${address.port}/v1`, '/api')
    expectConsoleError(/did not answer GET \/health: .*ECONNREFUSED/)
    const response = await proxy(new Request('http://localhost:3000/api/health'))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ statusCode: 502 })
  })
})
