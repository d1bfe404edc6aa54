import { describe, expect, it } from 'vitest'
import { expectConsoleError } from '../../../tests/setup/fail-on-console-error'
import { createHtmlCache, isCacheableVisit, PAGE_FRESH_MS } from './html-cache.server'
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from './page-cache.server'

/** A rendered page as the app sends it: its nonce in the policy and the scripts, its times. */
function renderedPage(nonce: string, body: string, renderedAt: number, status = 200) {
  return new Response(
    `<!DOCTYPE html><html><body>${body}<script nonce="${nonce}">x={u:${renderedAt},dataUpdatedAt:${renderedAt}}</script></body></html>`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        'cache-control': status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        etag: `W/"${body.length}"`,
      },
    },
  )
}

function setUp(options: { version?: () => number; maxBytes?: number } = {}) {
  let clock = 1_795_000_000_000
  let renders = 0
  let content = '<h1>Jerawat hormonal</h1>'
  const cache = createHtmlCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    contentVersion: async () => options.version?.() ?? 1,
    now: () => clock,
  })
  const render = async () => {
    renders++
    // Another render, another nonce.
    return renderedPage(`nonce${renders}`, content, clock)
  }
  return {
    get: (
      path = '/artikel/jerawat-hormonal',
      headers: Record<string, string> = {},
      method = 'GET',
    ) => cache.handle(new Request(`http://localhost${path}`, { method, headers }), render),
    cache,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms
    },
    edit: (text: string) => {
      content = text
    },
    now: () => clock,
  }
}

describe('the visitor page cache', () => {
  it('renders a page once and serves it again with a new nonce in the policy and the scripts', async () => {
    const site = setUp()
    const first = await site.get()
    const firstHtml = await first.text()
    const second = await site.get()
    const secondHtml = await second.text()
    expect(site.renders()).toBe(1)
    expect(first.headers.get('x-diri-cache')).toBe('miss')
    expect(second.headers.get('x-diri-cache')).toBe('hit')
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)]
    expect(secondNonce).toBeTruthy()
    expect(secondNonce).not.toBe(firstNonce)
    expect(secondHtml).toContain(`<script nonce="${secondNonce}">`)
    expect(secondHtml).not.toContain('nonce1')
    expect(firstHtml).toContain(`<script nonce="${firstNonce}">`)
    expect(secondHtml).toContain('<h1>Jerawat hormonal</h1>')
  })

  it('puts the time of the answer in the dehydrated state, so the browser does not refetch at once', async () => {
    const site = setUp()
    await site.get()
    site.advance(30_000)
    const html = await (await site.get()).text()
    expect(html).toContain(`u:${site.now()},dataUpdatedAt:${site.now()}`)
  })

  it('answers a matching If-None-Match with 304 without rendering', async () => {
    const site = setUp()
    const first = await site.get()
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const conditional = await site.get(undefined, { 'if-none-match': etag })
    expect(conditional.status).toBe(304)
    expect(await conditional.text()).toBe('')
    // The browser keeps its copy's policy, whose nonce its scripts carry.
    expect(conditional.headers.has('content-security-policy')).toBe(false)
    expect(site.renders()).toBe(1)
    expect((await site.get(undefined, { 'if-none-match': 'W/"lain"' })).status).toBe(200)
  })

  it('renders once for twenty visitors arriving together', async () => {
    const site = setUp()
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.get()))
    expect(site.renders()).toBe(1)
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(bodies.every((body) => body.includes('<h1>Jerawat hormonal</h1>'))).toBe(true)
  })

  it('renders anew when the content version changes', async () => {
    let version = 1
    const site = setUp({ version: () => version })
    await site.get()
    site.edit('<h1>Judul baru</h1>')
    version = 2
    // The version is read at most once a second.
    site.advance(1_000)
    expect(await (await site.get()).text()).toContain('<h1>Judul baru</h1>')
    expect(site.renders()).toBe(2)
  })

  it('serves a stale page once while one refresh runs, then the refreshed one', async () => {
    const site = setUp()
    await site.get()
    site.edit('<h1>Jam buka berubah</h1>')
    site.advance(PAGE_FRESH_MS + 1)
    const stale = await Promise.all([site.get(), site.get(), site.get()])
    expect(stale.map((answer) => answer.headers.get('x-diri-cache'))).toEqual([
      'stale',
      'stale',
      'stale',
    ])
    expect(await stale[0]?.text()).toContain('<h1>Jerawat hormonal</h1>')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(site.renders()).toBe(2)
    expect(await (await site.get()).text()).toContain('<h1>Jam buka berubah</h1>')
  })

  it('never serves or keeps a member’s page, whatever the spacing of the cookie', async () => {
    const site = setUp()
    await site.get()
    for (const cookie of [
      'diriAuth=abc',
      ' diriAuth =abc',
      'lain=1; diriAuth =',
      'a=b;diriAuth=x',
    ]) {
      const answer = await site.get(undefined, { cookie })
      expect(answer.headers.get('x-diri-cache'), cookie).toBeNull()
    }
    expect(site.renders()).toBe(5)
    // Another cookie is not a session.
    expect(
      (await site.get(undefined, { cookie: 'diriAuthLama=1' })).headers.get('x-diri-cache'),
    ).toBe('hit')
  })

  it('keeps no member area, server route, file, search results or forced failure', () => {
    const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Request(`http://localhost${path}`, { method, headers })
    expect(isCacheableVisit(request('/product/katalog?page=2'))).toBe(true)
    expect(isCacheableVisit(request('/akun'))).toBe(false)
    expect(isCacheableVisit(request('/konsultasi/pesan?chatroom=1'))).toBe(false)
    expect(isCacheableVisit(request('/_img?src=/images/a.png&w=640'))).toBe(false)
    expect(isCacheableVisit(request('/sitemap.xml'))).toBe(false)
    expect(isCacheableVisit(request('/cari?q=serum'))).toBe(false)
    expect(isCacheableVisit(request('/', { 'x-diri-fault': 'api-down' }))).toBe(false)
    expect(isCacheableVisit(request('/', {}, 'POST'))).toBe(false)
  })

  it('keeps no answer that is not public, and renders it for each request', async () => {
    let status = 404
    let renders = 0
    const cache = createHtmlCache({ maxBytes: 1024 * 1024, contentVersion: async () => 1 })
    const render = async () => {
      renders++
      return renderedPage(`n${renders}`, '<h1>Tidak ditemukan</h1>', 0, status)
    }
    const get = () => cache.handle(new Request('http://localhost/artikel/tidak-ada'), render)
    expect((await get()).status).toBe(404)
    expect((await get()).status).toBe(404)
    expect(renders).toBe(2)
    status = 200
    await get()
    await get()
    expect(renders).toBe(3)
  })

  it('answers HEAD from the copy without a body, and takes a query in any order as one page', async () => {
    const site = setUp()
    await site.get('/product/katalog?page=2&kategori=serum')
    const head = await site.get('/product/katalog?kategori=serum&page=2', {}, 'HEAD')
    expect(head.headers.get('x-diri-cache')).toBe('hit')
    expect(await head.text()).toBe('')
    expect(site.renders()).toBe(1)
  })

  it('stays within its bytes, dropping the least recently used page', async () => {
    // Each page weighs about 330 bytes here: room for two.
    const site = setUp({ maxBytes: 700 })
    await site.get('/a')
    await site.get('/b')
    await site.get('/a')
    await site.get('/c')
    expect(site.cache.stats.bytes).toBeLessThanOrEqual(700)
    expect(site.cache.stats.entries).toBe(2)
    expect((await site.get('/a')).headers.get('x-diri-cache')).toBe('hit')
    expect((await site.get('/b')).headers.get('x-diri-cache')).toBe('miss')
  })

  it('does not hold a page up for a slow version: it renders without the cache meanwhile', async () => {
    let renders = 0
    const cache = createHtmlCache({
      maxBytes: 1024 * 1024,
      // An API that never answers: were the page to wait for it, this test would time out.
      contentVersion: () => new Promise<number>(() => {}),
    })
    const render = async () => {
      renders++
      return renderedPage(`n${renders}`, '<h1>Beranda</h1>', 0)
    }
    const answer = await cache.handle(new Request('http://localhost/'), render)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-diri-cache')).toBeNull()
  })

  it('keeps serving what it has when the version cannot be read', async () => {
    expectConsoleError(/could not read the content version/)
    let failing = false
    let renders = 0
    let clock = 0
    const cache = createHtmlCache({
      maxBytes: 1024 * 1024,
      now: () => clock,
      contentVersion: async () => {
        if (failing) throw new Error('API down')
        return 1
      },
    })
    const render = async () => {
      renders++
      return renderedPage(`n${renders}`, '<h1>Beranda</h1>', 0)
    }
    const get = () => cache.handle(new Request('http://localhost/'), render)
    await get()
    failing = true
    clock += 1_001
    const answer = await get()
    expect(answer.headers.get('x-diri-cache')).toBe('hit')
    expect(renders).toBe(1)
  })

  it('renders the copy with the visitor’s address, which the API counts requests by', async () => {
    const seen: unknown[] = []
    const cache = createHtmlCache({ maxBytes: 1024 * 1024, contentVersion: async () => 1 })
    const request = Object.assign(
      new Request('http://localhost/faq', { headers: { 'if-none-match': 'W/"lama"' } }),
      { ip: '198.51.100.7' },
    )
    await cache.handle(request, async (rendered) => {
      seen.push((rendered as Request & { ip?: string }).ip, rendered.headers.get('if-none-match'))
      return renderedPage('n1', '<h1>FAQ</h1>', 0)
    })
    // Its address, but not its conditions: the copy is for everyone.
    expect(seen).toEqual(['198.51.100.7', null])
  })
})
