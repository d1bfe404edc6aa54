import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { TestimonyPagination } from './testimony-pagination'

describe('clinic testimony pages', () => {
  it('renders plain links to ?halaman=N (none for page 1), with previous and next', async () => {
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

  it('shows no page links for one page', async () => {
    renderPage('/klinik/testimoni', {
      path: '/klinik/testimoni',
      signedIn: false,
      component: () => (
        <>
          <h1>Testimoni</h1>
          <TestimonyPagination meta={{ page: 1, limit: 4, total: 3, totalPages: 1 }} />
        </>
      ),
    })
    await screen.findByRole('heading', { name: 'Testimoni' })
    expect(screen.queryByRole('navigation', { name: 'Halaman testimoni' })).toBeNull()
  })
})
