import { createServerEntry } from '@tanstack/react-start/server'
import { describe, expect, it } from 'vitest'
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  stableHtml,
  withPageCaching as withPageCachingOutsideRequest,
} from './page-cache.server'

/** As in the request middleware: inside Start's request scope, where cookies are read. */
function withPageCaching(request: Request, response: Response, nonce: string | undefined) {
  return createServerEntry({
    fetch: () => withPageCachingOutsideRequest(request, response, nonce),
  }).fetch(request)
}

function page(nonce: string, renderedAt: number) {
  return `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body><h1>Artikel</h1><script nonce="${nonce}">x={u:${renderedAt},dataUpdatedAt:${renderedAt}}</script></body></html>`
}

function html(body: string, status = 200, headers: Record<string, string> = {}) {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers })

describe('public page caching', () => {
  it('gives a public page shared caching and an ETag that ignores the nonce and render time', async () => {
    const first = await withPageCaching(get('/artikel'), html(page('AAA', 1795368586456)), 'AAA')
    const second = await withPageCaching(get('/artikel'), html(page('BBB', 1795368599999)), 'BBB')
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(first.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{32}"$/)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await first.text()).toContain('<h1>Artikel</h1>')
  })

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const first = await withPageCaching(get('/faq'), html(page('AAA', 1795368586456)), 'AAA')
    const etag = first.headers.get('etag') ?? ''
    const again = await withPageCaching(
      get('/faq', { 'if-none-match': etag }),
      html(page('CCC', 1795368587001)),
      'CCC',
    )
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('changes the ETag when the content changes', async () => {
    const a = await withPageCaching(get('/faq'), html(page('A', 1)), 'A')
    const b = await withPageCaching(get('/faq'), html(page('A', 1).replace('Artikel', 'FAQ')), 'A')
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'))
  })

  it('tells shared caches that the page differs with the cookie', async () => {
    const response = await withPageCaching(get('/artikel'), html(page('A', 1)), 'A')
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(response.headers.get('vary')).toBe('Cookie')
  })

  it('caches a page whose cookies hold no session', async () => {
    const request = get('/artikel', { cookie: 'x=1; notdiriAuth=1; diriAuthx=2' })
    const response = await withPageCaching(request, html(page('A', 1)), 'A')
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  })

  it.each([
    ['a session cookie', get('/artikel', { cookie: 'x=1; diriAuth=%7B%7D' }), 200],
    // The session's cookie parser trims names, so these are sessions as much as the first.
    [
      'a session cookie with a space before =',
      get('/artikel', { cookie: 'diriAuth =%7B%7D' }),
      200,
    ],
    ['a session cookie after a tab', get('/artikel', { cookie: 'x=1;\tdiriAuth\t=%7B%7D' }), 200],
    ['an empty session cookie', get('/artikel', { cookie: 'diriAuth=' }), 200],
    ['a member page', get('/akun'), 200],
    ['a not-found page', get('/artikel/tidak-ada'), 404],
  ])('keeps %s private and uncached', async (_name, request, status) => {
    const response = await withPageCaching(request, html(page('A', 1), status), 'A')
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    expect(response.headers.get('etag')).toBeNull()
    expect(response.status).toBe(status)
  })

  it('leaves answers that are not HTML alone', async () => {
    const json = Response.json({ ok: true })
    expect(await withPageCaching(get('/_img'), json, 'A')).toBe(json)
  })

  it('masks only what changes per render', () => {
    expect(stableHtml('<x nonce="N1">u:1795368586456,page:2</x>', 'N1')).toBe(
      '<x nonce="">u:0,page:2</x>',
    )
  })
})
