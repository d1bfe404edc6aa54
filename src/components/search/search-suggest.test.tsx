import { configure, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  SEARCH_KINDS,
  type SearchGroup,
  type SearchKind,
  type SearchResults,
} from '../../../contract/search/schemas'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { renderPage } from '../../../tests/support/render-page'
import { SiteHeader } from '../site/site-header'

// The lazy chunk, the debounce and the fake API take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

function group(kind: SearchKind, count: number, query: string): SearchGroup {
  return {
    kind,
    total: count + 6,
    page: 1,
    limit: count,
    hits: Array.from({ length: count }, (_, index) => ({
      kind,
      id: `${kind}-${index + 1}`,
      title: [
        { text: `${query} `, match: true },
        { text: `${kind} ${index + 1}`, match: false },
      ],
      snippet: [],
      href: `/${kind}/${index + 1}`,
    })),
  }
}

/** Answers every search with four hits of each kind; returns the queries the API was asked. */
function serveSearch(answer?: (query: string) => SearchResults) {
  const asked: URLSearchParams[] = []
  mockApi.use(
    http.get(`${MOCK_API_BASE}/v2/public/search`, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const q = params.get('q') ?? ''
      return HttpResponse.json(
        answer?.(q) ?? {
          query: q,
          groups: SEARCH_KINDS.map((kind) => group(kind, Number(params.get('limit')), q)),
          didYouMean: [],
        },
      )
    }),
  )
  return asked
}

function renderHeader() {
  const page = renderPage('/', { path: '/', component: SiteHeader, signedIn: false })
  const box = () => screen.getByRole('combobox', { name: 'Cari produk, kondisi, artikel, klinik' })
  return { ...page, box }
}

async function typeInBox(page: ReturnType<typeof renderHeader>, text: string) {
  const field = await screen.findByRole('searchbox', {
    name: 'Cari produk, kondisi, artikel, klinik',
  })
  await page.user.click(field)
  // The combobox part loads on the first focus and takes over the same box.
  await waitFor(() => expect(page.box()).toBe(field))
  await page.user.type(field, text)
  return field
}

describe('the header search box', () => {
  it('is a plain GET form to /cari before the suggestions load', async () => {
    renderHeader()
    const field = await screen.findByRole('searchbox', {
      name: 'Cari produk, kondisi, artikel, klinik',
    })
    const form = field.closest('form')
    expect(form?.getAttribute('method')).toBe('get')
    expect(form?.getAttribute('action')).toBe('/cari')
    expect(field).toHaveAttribute('name', 'q')
    expect(within(form as HTMLFormElement).getByRole('button', { name: 'Cari' })).toHaveAttribute(
      'type',
      'submit',
    )
  })

  it('suggests at most eight, grouped under their kind, after one debounced request', async () => {
    const asked = serveSearch()
    const page = renderHeader()
    await typeInBox(page, 'serum')

    const list = await screen.findByRole('listbox', { name: 'Saran pencarian' })
    expect(page.box()).toHaveAttribute('aria-expanded', 'true')
    expect(page.box()).toHaveAttribute('aria-controls', list.id)
    expect(within(list).getAllByRole('option')).toHaveLength(8)
    const groups = within(list).getAllByRole('group')
    expect(groups.map((item) => item.getAttribute('aria-labelledby'))).toHaveLength(5)
    expect(groups.map((item) => within(item).getAllByRole('option').length)).toEqual([
      2, 2, 2, 1, 1,
    ])
    expect(screen.getByRole('group', { name: 'Produk' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Kondisi & Poliklinik' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Cabang' })).toBeInTheDocument()
    // Quick typing asks once, for the whole word.
    expect(asked.map((params) => params.get('q'))).toEqual(['serum'])
    expect(asked[0]?.get('type')).toBe(null)
    // The matched word is marked.
    expect(within(list).getAllByRole('option')[0]?.querySelector('mark')?.textContent).toBe(
      'serum ',
    )
  })

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    serveSearch()
    const page = renderHeader()
    await typeInBox(page, 'serum')
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')

    await page.user.keyboard('{ArrowDown}{ArrowDown}')
    expect(page.box()).toHaveAttribute('aria-activedescendant', options[1]?.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    expect(options[0]).toHaveAttribute('aria-selected', 'false')
    await page.user.keyboard('{ArrowUp}{ArrowUp}')
    // Back in the box: no option active.
    expect(page.box()).not.toHaveAttribute('aria-activedescendant')
    await page.user.keyboard('{ArrowUp}')
    expect(page.box()).toHaveAttribute('aria-activedescendant', options[7]?.id)
    await page.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(page.box()).toHaveAttribute('aria-activedescendant', options[1]?.id)

    await page.user.keyboard('{Enter}')
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/product/2'))
  })

  it('closes with Escape and keeps the words', async () => {
    serveSearch()
    const page = renderHeader()
    const field = await typeInBox(page, 'serum')
    await screen.findByRole('listbox')
    await page.user.keyboard('{ArrowDown}{Escape}')
    expect(page.box()).toHaveAttribute('aria-expanded', 'false')
    expect(page.box()).not.toHaveAttribute('aria-activedescendant')
    expect(screen.queryByRole('listbox')).toBe(null)
    expect(field).toHaveValue('serum')
    // The arrows open it again.
    await page.user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
  })

  it('searches on /cari with Enter when no option is active', async () => {
    serveSearch()
    const page = renderHeader()
    await typeInBox(page, 'sunscreen')
    await screen.findByRole('listbox')
    await page.user.keyboard('{Enter}')
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cari'))
    expect(page.router.state.location.search).toEqual({ q: 'sunscreen' })
  })

  it('says so when the suggestions fail, and Enter still searches', async () => {
    mockApi.use(
      http.get(`${MOCK_API_BASE}/v2/public/search`, () =>
        HttpResponse.json({ message: 'Gangguan' }, { status: 503 }),
      ),
    )
    const page = renderHeader()
    await typeInBox(page, 'serum')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Saran belum bisa dimuat. Tekan Enter untuk melihat semua hasil.',
      ),
    )
    expect(page.box()).toHaveAttribute('aria-expanded', 'false')
    await page.user.keyboard('{Enter}')
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cari'))
    expect(page.router.state.location.search).toEqual({ q: 'serum' })
  })

  it('says when nothing matches', async () => {
    serveSearch((query) => ({ query, groups: [], didYouMean: ['serum'] }))
    const page = renderHeader()
    await typeInBox(page, 'zzqx')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Belum ada saran untuk "zzqx". Tekan Enter untuk mencari.',
      ),
    )
    expect(page.box()).toHaveAttribute('aria-expanded', 'false')
  })
})
