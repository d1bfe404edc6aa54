import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { loadTestimonies, TestimonySection } from './testimonies'

const testimonyPage = {
  seo: { title: 'Testimoni', description: 'Cerita member Diri.' },
  blocks: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
  conditions: [{ slug: 'jerawat', name: 'Jerawat' }],
  disclaimer: 'Hasil tiap orang berbeda.',
}
const emptyList = (limit: number) => ({
  data: [],
  meta: { page: 1, limit, total: 0, totalPages: 0 },
})

describe('the testimony page loader', () => {
  it('yields null for a list whose call fails, and still loads the page', async () => {
    const asked: string[] = []
    mockApi.use(
      http.get(`${MOCK_API_BASE}/dc-frontend/testimony-page`, () =>
        HttpResponse.json(testimonyPage),
      ),
      http.get(`${MOCK_API_BASE}/dc-frontend/testimony`, ({ request }) => {
        const url = new URL(request.url)
        asked.push(url.search)
        if (url.searchParams.get('type') === 'video') {
          return HttpResponse.json(
            { statusCode: 500, message: 'Gangguan', errors: [] },
            { status: 500 },
          )
        }
        return HttpResponse.json(emptyList(4))
      }),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const result = await loadTestimonies(queryClient, 'jerawat')
    expect(result.page.disclaimer).toBe('Hasil tiap orang berbeda.')
    expect(result.beforeAfter).toEqual(emptyList(4))
    expect(result.video).toBeNull()
    expect(asked).toContain('?type=before_after&limit=4&conditionSlug=jerawat')
    expect(asked).toContain('?type=video&limit=3&conditionSlug=jerawat')
  })

  it('hides the section of a failed list and shows the other', () => {
    render(
      <>
        <TestimonySection id="a" title="Sebelum dan sesudah" list={emptyList(4)} />
        <TestimonySection id="b" title="Cerita dalam video" list={null} />
      </>,
    )
    expect(screen.getByRole('heading', { name: 'Sebelum dan sesudah' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Cerita dalam video' })).toBeNull()
    expect(screen.getByText(/Belum ada cerita/)).toBeVisible()
  })
})
