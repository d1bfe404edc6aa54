/**
 * The simulator's pages on the site: the site adds the member's session as a token on
 * the way to the API, takes a button's post from its own pages only, and hands the API's page back
 * with the page's own policy.
 */
import { createServerEntry } from '@tanstack/react-start/server'
import { describe, expect, it, vi } from 'vitest'
import { AUTH_COOKIE } from '../../../app.config'
import { handleSiteRequest } from '../http/site-request.server'

const PAGE = '/pembayaran/demo/va/sim_0123456789abcdef01234567'
const API_PAGE = '/api/payments/simulator/va/sim_0123456789abcdef01234567'
const SESSION = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: 'tok-budi' }))}`

/** The API as a stand-in that keeps what it was sent and answers a page of its own. */
function apiStub() {
  const seen: Array<{ method: string; path: string; headers: Headers; body: string }> = []
  const api = vi.fn(async (request: Request) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: await request.text(),
    })
    return new Response('<!doctype html><p>halaman</p>', {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
        'x-frame-options': 'SAMEORIGIN',
        'set-cookie': 'bukan=untuk-browser',
      },
    })
  })
  const app = vi.fn(async () => new Response('app'))
  return { api, app, seen }
}

/** As server.ts runs it: inside Start's request scope, where the session cookie is read. */
function serve(request: Request, handlers: ReturnType<typeof apiStub>) {
  const site = { ...handlers, findServerFunction: async () => undefined }
  return createServerEntry({ fetch: () => handleSiteRequest(request, site) }).fetch(request)
}

const get = (headers: Record<string, string> = {}) =>
  new Request(`http://localhost${PAGE}`, { headers })

const press = (body: string, headers: Record<string, string>) =>
  new Request(`http://localhost${PAGE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

describe('/pembayaran/demo/{page}/{ref}', () => {
  it("reads the page from the API with the member's token and hands back its own policy", async () => {
    const stub = apiStub()
    const response = await serve(get({ cookie: SESSION }), stub)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<!doctype html><p>halaman</p>')
    expect(stub.seen).toHaveLength(1)
    expect(stub.seen[0]?.method).toBe('GET')
    expect(stub.seen[0]?.path).toBe(API_PAGE)
    expect(stub.seen[0]?.headers.get('authorization')).toBe('Bearer tok-budi')
    expect(stub.seen[0]?.headers.get('diri-platform')).toBe('web')
    // The cookie stays on this server: the API gets the token and nothing else of the session.
    expect(stub.seen[0]?.headers.get('cookie')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    )
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(stub.app).not.toHaveBeenCalled()
  })

  it('asks without a token when there is no session (the API then answers its 404 page)', async () => {
    const stub = apiStub()
    await serve(get(), stub)
    expect(stub.seen[0]?.headers.get('authorization')).toBeNull()
  })

  it('passes a button pressed on our own page on, with its form', async () => {
    const stub = apiStub()
    const response = await serve(
      press('action=pay', { cookie: SESSION, 'sec-fetch-site': 'same-origin' }),
      stub,
    )
    expect(response.status).toBe(200)
    expect(stub.seen[0]).toMatchObject({ method: 'POST', path: API_PAGE, body: 'action=pay' })
    expect(stub.seen[0]?.headers.get('authorization')).toBe('Bearer tok-budi')
    expect(stub.seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
  })

  it('refuses a button pressed from another site, even with the cookie, before the API', async () => {
    const stub = apiStub()
    const foreign: Array<Record<string, string>> = [
      { cookie: SESSION, 'sec-fetch-site': 'cross-site' },
      { cookie: SESSION, origin: 'https://penipu.example' },
      { cookie: SESSION },
    ]
    for (const headers of foreign) {
      const response = await serve(press('action=pay', headers), stub)
      expect(response.status).toBe(403)
      expect(await response.text()).toBe(
        'Permintaan ini tidak datang dari halaman Diri, jadi tidak kami proses.',
      )
    }
    expect(stub.api).not.toHaveBeenCalled()
  })

  it('refuses a form larger than a page sends, unread', async () => {
    const stub = apiStub()
    const response = await serve(
      press(`action=pay&otp=${'1'.repeat(2048)}`, { 'sec-fetch-site': 'same-origin' }),
      stub,
    )
    expect(response.status).toBe(413)
    expect(stub.api).not.toHaveBeenCalled()
  })

  it('is only the pages: another address under it is no door to the API', async () => {
    const stub = apiStub()
    await serve(new Request('http://localhost/pembayaran/demo/card/tokens'), stub)
    await serve(new Request('http://localhost/pembayaran/demo/va/sim_x/lagi'), stub)
    expect(stub.api).not.toHaveBeenCalled()
    expect(stub.app).toHaveBeenCalledTimes(2)
  })
})
