import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { BestPromo, PromoApplication } from '../../../contract/checkout/schemas'
import { renderPage } from '../../../tests/support/render-page'
import { PromoStep } from './promo-step'

// The member's own codes are another part of the step; none here, unless a test holds them back.
const memberCodes = vi.hoisted(() => ({ answer: Promise.resolve({ data: [] as unknown[] }) }))
vi.mock('../../server/checkout/checkout.functions', () => ({
  getMyCheckoutPromotions: vi.fn(() => memberCodes.answer),
  getMyOrder: vi.fn(),
  listMyOrders: vi.fn(),
}))

function promotion(change: Partial<PromoApplication>): PromoApplication {
  return {
    promotionId: 'promo',
    title: 'Promo',
    code: null,
    saving: 0,
    condition: 'Minimal belanja Rp150.000',
    eligible: true,
    reason: null,
    validUntil: '2026-12-31T16:59:59.000Z',
    ...change,
  }
}

const BEST: BestPromo = {
  subtotal: 300_000,
  best: promotion({
    promotionId: 'akhir-tahun',
    title: 'Belanja Hemat Akhir Tahun',
    saving: 30_000,
  }),
  alternatives: [
    promotion({ promotionId: 'ongkir', title: 'Hemat Ongkir', saving: 10_000 }),
    promotion({
      promotionId: 'kulit-tenang',
      title: 'Paket Kulit Tenang',
      eligible: false,
      reason: 'Hanya untuk produk kategori Perawatan Jerawat',
    }),
  ],
}

function renderStep() {
  const noop = () => undefined
  return renderPage('/keranjang', {
    path: '/keranjang',
    signedIn: true,
    component: () => (
      <PromoStep
        status="ready"
        retriesLeft={3}
        best={BEST}
        code={null}
        codeError={null}
        applying={false}
        declined={false}
        onRetry={noop}
        onApplyCode={noop}
        onRemoveCode={noop}
        onDecline={noop}
        onUseBest={noop}
        onNext={noop}
        onBack={noop}
      />
    ),
  })
}

describe('PromoStep', () => {
  it('names the promo it applied and why, then introduces the others as the ones compared', async () => {
    const { user } = renderStep()
    await user.click(await screen.findByText('Kenapa ini yang terbaik?'))
    const why = screen.getByRole('group')
    expect(
      within(why).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Kami pakai Belanja Hemat Akhir Tahun, yang paling hemat dari 3 promo untuk belanjaanmu. Promo lain yang kami bandingkan:',
      ),
    ).toBeVisible()
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hemat Ongkir: hemat Rp10.000',
      'Paket Kulit Tenang: Hanya untuk produk kategori Perawatan Jerawat',
    ])
    expect(within(why).queryByText(/ini yang paling hemat:/)).not.toBeInTheDocument()
  })

  it("shows 'Lanjut ke Alamat' only with the member's codes, so it never moves under a press", async () => {
    let answer: (codes: { data: unknown[] }) => void = () => undefined
    memberCodes.answer = new Promise((resolve) => {
      answer = resolve
    })
    renderStep()
    // While the codes load, the step is a skeleton: no button that the list would push down.
    expect(await screen.findByRole('status')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Lanjut ke Alamat' })).not.toBeInTheDocument()
    answer({
      data: [
        {
          promotionId: 'serum20',
          title: 'Diskon 20% Serum',
          code: 'SERUM20',
          saving: 0,
          condition: 'Khusus member',
          eligible: true,
          reason: null,
          validUntil: '2026-12-31T16:59:59.000Z',
        },
      ],
    })
    expect(await screen.findByRole('button', { name: 'Lanjut ke Alamat' })).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'Kode promo untukmu' })).toBeVisible()
  })
})
