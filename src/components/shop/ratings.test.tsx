import { useSearch } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProductDetail, Rating } from '../../../contract/shop/schemas'
import { RatingLikeInput } from '../../../contract/shop/schemas'
import { MOCK_API_BASE, mockApi } from '../../../tests/setup/msw'
import { renderPage, returnAfterSignIn } from '../../../tests/support/render-page'
import { idParam, wholeParam } from '../../lib/shop/search-parse'
import { toastQueue } from '../ui/toast-region'
import { Ratings } from './ratings'

vi.mock(
  '../../server/shop/shop.functions',
  () => import('../../../tests/support/shop-functions-over-api'),
)

afterEach(() => toastQueue.clear())

const PRODUCT: ProductDetail = {
  id: 'tabir-surya-spf50-gel',
  name: 'Tabir Surya SPF50 Gel',
  type: 'skincare',
  category: { id: 'tabir-surya', name: 'Tabir Surya' },
  size: '50 ml',
  summary: 'Ringan, tidak lengket.',
  price: 98_000,
  discountPrice: null,
  stock: 40,
  maxQuantity: 5,
  sold: 320,
  discontinued: false,
  rating: { average: 4.7, count: 12 },
  image: { src: '/images/shop/tabir-surya.svg', alt: 'Botol tabir surya', width: 600, height: 600 },
  description: 'Tabir surya gel.',
  ingredients: 'Air, zinc oxide.',
  howToUse: 'Oleskan pagi hari.',
  bpomNumber: 'NA18250100001',
  images: [],
  ratingStars: { 1: 0, 2: 0, 3: 0, 4: 4, 5: 8 },
  breadcrumbs: [],
  seo: { title: 'Tabir Surya SPF50 Gel', description: 'Tabir surya gel.' },
}

/** Twelve ratings, eight of 5 stars then four of 4, each liked by three people. */
function twelveRatings(): Rating[] {
  return Array.from({ length: 12 }, (_, index) => ({
    id: `r-${index + 1}`,
    productId: PRODUCT.id,
    reviewerName: `Pembeli ${index + 1}`,
    rating: index < 8 ? 5 : 4,
    comment: `Ulasan nomor ${index + 1}.`,
    createdAt: '2026-10-01T03:00:00.000Z',
    likeCount: 3,
    liked: false,
  }))
}

/** `GET /ratings` and `PUT /ratings/like/{id}` over `ratings`, remembering likes like the API. */
function serveRatings(ratings: Rating[] = twelveRatings()) {
  const likes: Array<{ ratingId: string; like: boolean }> = []
  mockApi.use(
    http.get(`${MOCK_API_BASE}/ratings`, ({ request }) => {
      const query = new URL(request.url).searchParams
      const star = query.get('rating')
      const matching = ratings.filter((rating) => !star || rating.rating === Number(star))
      const page = Number(query.get('page') ?? 1)
      const limit = Number(query.get('limit'))
      return HttpResponse.json({
        data: matching.slice((page - 1) * limit, page * limit),
        meta: {
          page,
          limit,
          total: matching.length,
          totalPages: Math.ceil(matching.length / limit),
        },
      })
    }),
    http.put(`${MOCK_API_BASE}/ratings/like/:ratingId`, async ({ request, params }) => {
      const { like } = v.parse(RatingLikeInput, await request.json())
      const rating = ratings.find((candidate) => candidate.id === params.ratingId)
      if (!rating) return HttpResponse.json({ statusCode: 404, message: 'x' }, { status: 404 })
      likes.push({ ratingId: rating.id, like })
      if (rating.liked !== like) rating.likeCount += like ? 1 : -1
      rating.liked = like
      return HttpResponse.json({ id: rating.id, likeCount: rating.likeCount, liked: like })
    }),
  )
  return likes
}

/** The product page's ratings, read from the URL the way the product route reads them. */
function showRatings(url: string, { signedIn = false, product = PRODUCT } = {}) {
  function ProductRatings() {
    const search = useSearch({ strict: false })
    return (
      <Ratings
        product={product}
        view={{ page: search.ulasan, star: search.bintang, like: search.suka }}
      />
    )
  }
  return renderPage(url, {
    path: '/product/$id',
    component: ProductRatings,
    validateSearch: (search) => ({
      ulasan: wholeParam(search.ulasan, 1, 999),
      bintang: wholeParam(search.bintang, 1, 5),
      suka: idParam(search.suka),
    }),
    signedIn,
  })
}

const likeButtons = () => screen.getAllByRole('button', { name: /Membantu/ })

/** The "Membantu" button of the first rating shown, once there is one. */
async function firstLike() {
  const [first] = await screen.findAllByRole('button', { name: /Membantu/ })
  if (!first) throw new Error('findAllByRole found no rating and did not throw')
  return first
}

describe('Ratings', () => {
  it('shows the summary and four ratings, then the full list a page at a time', async () => {
    serveRatings()
    const { user } = showRatings('/product/tabir-surya-spf50-gel')

    expect(await screen.findByRole('heading', { name: 'Ulasan pembeli' })).toBeInTheDocument()
    expect(screen.getByText('12 ulasan')).toBeInTheDocument()
    expect(await screen.findByText('Ulasan nomor 1.')).toBeInTheDocument()
    expect(likeButtons()).toHaveLength(4)

    await user.click(screen.getByRole('link', { name: 'Lihat semua 12 ulasan' }))
    expect(await screen.findByText('Halaman 1 dari 2')).toBeInTheDocument()
    expect(likeButtons()).toHaveLength(10)
    expect(screen.queryByRole('link', { name: '‹ Sebelumnya' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Berikutnya ›' }))
    expect(await screen.findByText('Halaman 2 dari 2')).toBeInTheDocument()
    expect(await screen.findByText('Ulasan nomor 12.')).toBeInTheDocument()
    expect(likeButtons()).toHaveLength(2)
    expect(screen.queryByRole('link', { name: 'Berikutnya ›' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: '‹ Sebelumnya' }))
    expect(await screen.findByText('Halaman 1 dari 2')).toBeInTheDocument()
  })

  it('filters by star, and says so when a star has no ratings', async () => {
    serveRatings()
    const { user } = showRatings('/product/tabir-surya-spf50-gel?ulasan=1')
    const filter = await screen.findByRole('navigation', { name: 'Saring menurut bintang' })
    expect(within(filter).getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current')

    await user.click(within(filter).getByRole('link', { name: '4 ★' }))
    expect(await screen.findByText('Ulasan nomor 9.')).toBeInTheDocument()
    expect(likeButtons()).toHaveLength(4)
    expect(within(filter).getByRole('link', { name: '4 ★' })).toHaveAttribute('aria-current')

    await user.click(within(filter).getByRole('link', { name: '1 ★' }))
    expect(await screen.findByText('Belum ada ulasan dengan bintang ini.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Membantu/ })).not.toBeInTheDocument()
  })

  it('says so when the product has no ratings yet, with nothing more to open', async () => {
    serveRatings([])
    showRatings('/product/tabir-surya-spf50-gel', {
      product: { ...PRODUCT, rating: { average: 0, count: 0 } },
    })
    expect(await screen.findByText('Belum ada ulasan untuk produk ini.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByLabelText('Memuat ulasan')).not.toBeInTheDocument())
    expect(screen.queryByRole('button', { name: /Membantu/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Lihat semua/ })).not.toBeInTheDocument()
  })

  it('says so when the ratings cannot be loaded', async () => {
    mockApi.use(
      http.get(`${MOCK_API_BASE}/ratings`, () =>
        HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    )
    showRatings('/product/tabir-surya-spf50-gel')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ulasan gagal dimuat.')
  })

  it('lets a member like a rating and take the like back', async () => {
    const likes = serveRatings()
    const { user } = showRatings('/product/tabir-surya-spf50-gel', { signedIn: true })
    expect(await firstLike()).toHaveAttribute('aria-pressed', 'false')
    expect(await firstLike()).toHaveTextContent('Membantu · 3')

    await user.click(await firstLike())
    await waitFor(async () => expect(await firstLike()).toHaveAttribute('aria-pressed', 'true'))
    expect(await firstLike()).toHaveTextContent('Membantu · 4')

    await user.click(await firstLike())
    await waitFor(async () => expect(await firstLike()).toHaveAttribute('aria-pressed', 'false'))
    expect(await firstLike()).toHaveTextContent('Membantu · 3')
    expect(likes).toEqual([
      { ratingId: 'r-1', like: true },
      { ratingId: 'r-1', like: false },
    ])
  })

  it('keeps the rating as it was and says so when a like fails', async () => {
    serveRatings()
    mockApi.use(
      http.put(`${MOCK_API_BASE}/ratings/like/:ratingId`, () =>
        HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    )
    const { user } = showRatings('/product/tabir-surya-spf50-gel', { signedIn: true })
    await user.click(await firstLike())

    expect(await screen.findByText('Gagal menyukai ulasan')).toBeInTheDocument()
    const first = await firstLike()
    expect(first).toHaveAttribute('aria-pressed', 'false')
    expect(first).toHaveTextContent('Membantu · 3')
    expect(first).toBeEnabled()
  })

  it('sends a visitor to sign in with the like, and likes it once on the way back', async () => {
    const likes = serveRatings()
    const visit = showRatings('/product/tabir-surya-spf50-gel?ulasan=1&bintang=5')
    await visit.user.click(await firstLike())
    const back = await returnAfterSignIn(visit)
    expect(back).toBe('/product/tabir-surya-spf50-gel?ulasan=1&bintang=5&suka=r-1#ulasan')
    expect(likes).toEqual([])
    visit.unmount()

    const { router } = showRatings(back, { signedIn: true })
    await waitFor(async () => expect(await firstLike()).toHaveAttribute('aria-pressed', 'true'))
    expect(await firstLike()).toHaveTextContent('Membantu · 4')
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('suka'))
    expect(router.state.location.search).toMatchObject({ ulasan: 1, bintang: 5 })
    expect(likes).toEqual([{ ratingId: 'r-1', like: true }])
  })
})
