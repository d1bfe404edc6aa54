import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Recommendation } from '../../../contract/consults/schemas'
import { renderPage } from '../../../tests/support/render-page'
import * as chatFunctions from '../../server/consults/chat.functions'
import { toastQueue } from '../ui/toast-region'
import { RecommendationCard } from './recommendation-card'

vi.mock('../../server/consults/chat.functions', () => ({ addRecommendationToCart: vi.fn() }))
const addRecommendationToCart = vi.mocked(chatFunctions.addRecommendationToCart)

afterEach(() => {
  vi.resetAllMocks()
  toastQueue.clear()
})

const RECOMMENDATION: Recommendation = {
  productType: 4,
  note: 'Pakai pagi dan malam.',
  regimen: null,
  items: [
    {
      productId: 'serum-niacinamide-10',
      name: 'Serum Niacinamide 10%',
      quantity: 2,
      price: 115_000,
      imageUrl: null,
    },
  ],
  addedToCartAt: null,
}

function show(recommendation: Recommendation) {
  return renderPage('/konsultasi/pesan', {
    path: '/konsultasi/pesan',
    component: () => (
      <RecommendationCard
        consultId="konsul-1"
        messageId="pesan-1"
        recommendation={recommendation}
        canAddToCart
      />
    ),
    signedIn: true,
  })
}

describe('RecommendationCard', () => {
  it("says 'Sudah di keranjang' when the server says it was added, with no second add", async () => {
    show({ ...RECOMMENDATION, addedToCartAt: '2026-11-27T10:00:00.000Z' })
    expect(await screen.findByText('Sudah di keranjang')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lihat Keranjang' })).toHaveAttribute(
      'href',
      '/product/keranjang',
    )
    expect(screen.queryByRole('button', { name: 'Tambah ke Keranjang' })).not.toBeInTheDocument()
  })

  it('adds once on a press, then says so and moves focus to the cart link', async () => {
    addRecommendationToCart.mockResolvedValue({
      ok: true,
      alreadyAdded: false,
      addedToCartAt: '2026-11-27T10:00:00.000Z',
      totalQuantity: 2,
    })
    const { user } = show(RECOMMENDATION)
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }))

    expect(await screen.findByText('Sudah di keranjang')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Produk rekomendasi masuk ke keranjang. Keranjangmu sekarang berisi 2 barang.',
    )
    expect(screen.getByRole('link', { name: 'Lihat Keranjang' })).toHaveFocus()
    expect(addRecommendationToCart).toHaveBeenCalledTimes(1)
    expect(addRecommendationToCart).toHaveBeenCalledWith({
      data: { consultId: 'konsul-1', messageId: 'pesan-1' },
    })
  })

  it('says it was added before when another tab got there first', async () => {
    addRecommendationToCart.mockResolvedValue({
      ok: true,
      alreadyAdded: true,
      addedToCartAt: '2026-11-27T09:00:00.000Z',
      totalQuantity: 2,
    })
    const { user } = show(RECOMMENDATION)
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Produk rekomendasi ini sudah ditambahkan ke keranjangmu sebelumnya, jadi tidak ditambahkan lagi.',
    )
  })
})
