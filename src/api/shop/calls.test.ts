import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { shopQueries } from '../../server/shop/queries'
import { configureApiClient } from '../client'
import { likeRating, listProducts, previewRatings } from './calls'

/** Points the client at a fake API that records each request's URL and answers `body`. */
function fakeApi(body: unknown) {
  const captured: Array<{ url: URL; method: string; headers: Headers; body: string }> = []
  configureApiClient({
    baseURL: 'http://api.test',
    fetch: async (input, init) => {
      const request = new Request(input, init)
      captured.push({
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: await request.text(),
      })
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    },
  })
  return captured
}

const emptyList = { data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 1 } }

afterEach(() =>
  configureApiClient({ baseURL: '/api', fetch: (...args) => globalThis.fetch(...args) }),
)

describe('the product list request', () => {
  it('never carries sortBy=sold.DESC, the default (spec §5)', async () => {
    const captured = fakeApi(emptyList)
    await listProducts({})
    await listProducts({ sortBy: 'sold.DESC', category: 'serum' })
    for (const request of captured) {
      expect(request.url.searchParams.has('sortBy')).toBe(false)
      expect(request.url.searchParams.get('limit')).toBe('20')
    }
    expect(captured[1]?.url.search).toBe('?page=1&limit=20&category=serum')
  })

  it('sends any other sort, the page and the filters', async () => {
    const captured = fakeApi(emptyList)
    await listProducts({ page: 3, sortBy: 'price.ASC', type: 'skincare', rating: 4 })
    expect(Object.fromEntries(captured[0]?.url.searchParams ?? [])).toEqual({
      page: '3',
      limit: '20',
      type: 'skincare',
      sortBy: 'price.ASC',
      rating: '4',
    })
  })

  it('through the query factory, as loaders and pages run it', async () => {
    const captured = fakeApi(emptyList)
    const client = new QueryClient()
    await client.fetchQuery(shopQueries.products({ sortBy: 'sold.DESC' }))
    expect(captured[0]?.url.pathname).toBe('/store/products')
    expect(captured[0]?.url.searchParams.has('sortBy')).toBe(false)
  })
})

describe('ratings', () => {
  it('previews 4, newest first, with the token only when there is one', async () => {
    const captured = fakeApi(emptyList)
    await previewRatings('serum-niacinamide-10')
    await previewRatings('serum-niacinamide-10', 'token-1')
    expect(captured[0]?.url.search).toBe(
      '?limit=4&productId=serum-niacinamide-10&show=true&sortBy=date.DESC,id.DESC',
    )
    expect(captured.map((request) => request.headers.get('authorization'))).toEqual([
      null,
      'Bearer token-1',
    ])
  })

  it('likes with PUT /ratings/like/{id} and a like body', async () => {
    const captured = fakeApi({ id: 'r1', likeCount: 3, liked: true })
    await likeRating('token-1', 'r1', true)
    expect(captured[0]).toMatchObject({ method: 'PUT', body: '{"like":true}' })
    expect(captured[0]?.url.pathname).toBe('/ratings/like/r1')
  })
})
