import { configure, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchGroup, SearchResults } from '../../../contract/search/schemas'
import type { Category } from '../../../contract/shop/schemas'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { renderPage } from '../../../tests/support/render-page'
import { REDACTED_SEARCH_TERM } from '../../lib/search/health-terms'
import { validateSearchPage } from '../../lib/search/search-page-params'
import { Route } from '../../routes/cari'
import { shopQueries } from '../../server/shop/queries'

// The lazy chunk, the debounce and the fake API take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

/** The route's page, rendered without its loader: the page's own queries ask the fake API. */
function searchPage() {
  const component = Route.options.component
  if (!component) throw new Error('/cari has no component')
  return component
}

afterEach(() => {
  window.dataLayer = []
})

function group(kind: SearchGroup['kind'], total: number, titles: string[]): SearchGroup {
  return {
    kind,
    total,
    page: 1,
    limit: 5,
    hits: titles.map((title, index) => ({
      kind,
      id: `${kind}-${index}`,
      title: [
        { text: title.split(' ')[0] ?? '', match: true },
        { text: title.slice(title.indexOf(' ')), match: false },
      ],
      snippet: [{ text: `Tentang ${title}.`, match: false }],
      href: `/${kind}/${index}`,
    })),
  }
}

function serve(results: SearchResults, categories: Category[] = []) {
  const asked: string[] = []
  mockApi.use(
    http.get(`${MOCK_API_BASE}/v2/public/search`, ({ request }) => {
      asked.push(new URL(request.url).search)
      return HttpResponse.json(results)
    }),
    http.get(`${MOCK_API_BASE}/store/categories`, () => HttpResponse.json({ data: categories })),
  )
  return asked
}

function open(url: string) {
  return renderPage(url, {
    path: '/cari',
    component: searchPage(),
    validateSearch: (search) => ({ ...validateSearchPage(search) }),
    signedIn: false,
  })
}

function searchEvents() {
  return (window.dataLayer ?? []).filter((entry) => entry.event === 'view_search_results')
}

describe('/cari', () => {
  it('shows a section per kind with its hits marked, and Lihat semua where there are more', async () => {
    serve({
      query: 'serum',
      groups: [
        group('product', 13, ['Serum Niacinamide 10%', 'Serum Hyaluronat 2%']),
        group('treatment', 1, ['Facial Brightening']),
      ],
      didYouMean: [],
    })
    open('/cari?q=serum')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hasil pencarian "serum"' }),
    ).toBeInTheDocument()
    expect(screen.getByText('14 hasil cocok.')).toBeInTheDocument()

    const products = screen.getByRole('region', { name: 'Produk (13)' })
    const serum = within(products).getByRole('link', { name: 'Serum Niacinamide 10%' })
    expect(serum).toHaveAttribute('href', '/product/0')
    expect(serum.querySelector('mark')?.textContent).toBe('Serum')
    expect(within(products).getByRole('link', { name: 'Lihat semua 13 produk' })).toHaveAttribute(
      'href',
      '/cari?q=serum&jenis=produk',
    )
    // Every hit of a kind already shows: no 'Lihat semua'.
    const treatments = screen.getByRole('region', { name: 'Perawatan Klinik (1)' })
    expect(within(treatments).queryByRole('link', { name: /Lihat semua/ })).toBe(null)

    expect(searchEvents()).toEqual([
      {
        event: 'view_search_results',
        search_term: 'serum',
        search_results: 14,
        search_kind: 'semua',
      },
    ])
  })

  it("pages one kind's hits, ten at a time", async () => {
    const asked = serve({
      query: 'kulit',
      groups: [{ ...group('product', 37, ['Krim Ceramide', 'Toner AHA']), page: 2, limit: 10 }],
      didYouMean: [],
    })
    open('/cari?q=kulit&jenis=produk&halaman=2')
    const pages = await screen.findByRole('navigation', { name: 'Halaman hasil produk' })
    expect(asked).toEqual(['?q=kulit&type=product&page=2&limit=10'])
    expect(within(pages).getByText('Halaman 2 dari 4 · 37 produk')).toBeInTheDocument()
    expect(within(pages).getByRole('link', { name: '‹ Sebelumnya' })).toHaveAttribute(
      'href',
      '/cari?q=kulit&jenis=produk',
    )
    expect(within(pages).getByRole('link', { name: 'Berikutnya ›' })).toHaveAttribute(
      'href',
      '/cari?q=kulit&jenis=produk&halaman=3',
    )
    expect(screen.getByRole('link', { name: '‹ Semua hasil untuk "kulit"' })).toHaveAttribute(
      'href',
      '/cari?q=kulit',
    )
  })

  it('offers the closest terms and the popular shop categories when nothing matches, and counts it', async () => {
    const category = (id: string, name: string, productCount: number): Category => ({
      id,
      name,
      type: 'skincare',
      description: name,
      productCount,
    })
    serve({ query: 'jerawwat parah', groups: [], didYouMean: ['jerawat'] }, [
      category('pelembap', 'Pelembap', 4),
      category('serum', 'Serum', 9),
      category('kosong', 'Kosong', 0),
    ])
    const page = open('/cari?q=jerawwat%20parah')
    // The route's loader fetches the categories with the results; here the test does.
    await page.queryClient.prefetchQuery(shopQueries.categories())
    expect(
      await screen.findByText('Belum ada yang cocok dengan "jerawwat parah".'),
    ).toBeInTheDocument()
    const closest = screen.getByRole('navigation', { name: 'Mungkin maksudmu' })
    expect(within(closest).getByRole('link', { name: 'jerawat' })).toHaveAttribute(
      'href',
      '/cari?q=jerawat',
    )
    const popular = await screen.findByRole('navigation', { name: 'Kategori populer' })
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Serum', 'Pelembap'])
    expect(within(popular).getByRole('link', { name: 'Serum' })).toHaveAttribute(
      'href',
      '/product/katalog?category=serum',
    )
    // Counted, with the health word redacted.
    expect(searchEvents()).toEqual([
      {
        event: 'view_search_results',
        search_term: REDACTED_SEARCH_TERM,
        search_results: 0,
        search_kind: 'semua',
      },
    ])
  })

  it('offers the box when there is nothing to search', async () => {
    const asked = serve({ query: '', groups: [], didYouMean: [] })
    open('/cari?q=%20%20')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cari di Diri' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Kata pencarian' })).toHaveValue('')
    expect(asked).toEqual([])
    expect(searchEvents()).toEqual([])
  })
})
