import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { pageLinks, TestimonyPagination } from './testimony-pagination'

describe('clinic testimony pages', () => {
  it('one link a page, page 1 without a number in the URL, the current one marked', () => {
    expect(pageLinks({ page: 2, totalPages: 3 })).toEqual([
      { page: 1, halaman: undefined, current: false },
      { page: 2, halaman: 2, current: true },
      { page: 3, halaman: 3, current: false },
    ])
  })

  it('no pages to choose from with one page or none', () => {
    expect(pageLinks({ page: 1, totalPages: 1 })).toEqual([])
    expect(pageLinks({ page: 1, totalPages: 0 })).toEqual([])
  })

  it('renders plain links to ?halaman=N, with previous and next', async () => {
    renderPage('/klinik/testimoni?halaman=2', {
      path: '/klinik/testimoni',
      signedIn: false,
      component: () => (
        <TestimonyPagination meta={{ page: 2, limit: 4, total: 10, totalPages: 3 }} />
      ),
    })
    const nav = await screen.findByRole('navigation', { name: 'Halaman testimoni' })
    expect(within(nav).getByText('Halaman 2 dari 3 · 10 testimoni')).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'href',
      '/klinik/testimoni',
    )
    const current = within(nav).getByRole('link', { name: 'Halaman 2' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Halaman 3' })).toHaveAttribute(
      'href',
      '/klinik/testimoni?halaman=3',
    )
    expect(within(nav).getByRole('link', { name: '‹ Sebelumnya' })).toHaveAttribute(
      'href',
      '/klinik/testimoni',
    )
    expect(within(nav).getByRole('link', { name: 'Berikutnya ›' })).toHaveAttribute(
      'href',
      '/klinik/testimoni?halaman=3',
    )
  })
})
