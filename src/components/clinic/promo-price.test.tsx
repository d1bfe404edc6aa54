import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PromoPrice, promoSaving, savingText } from './promo-price'

describe('a clinic promotion price', () => {
  it('saves the difference, its percentage rounded down', () => {
    expect(promoSaving(500_000, 350_000)).toEqual({ amount: 150_000, percent: 30 })
    // 33,3…% is told as 33%, never more than it gives.
    expect(promoSaving(300_000, 200_000)).toEqual({ amount: 100_000, percent: 33 })
    expect(savingText(500_000, 350_000)).toBe('Hemat Rp150.000 (30%)')
  })

  it('saves nothing when the promotion is not cheaper', () => {
    expect(promoSaving(350_000, 350_000)).toBeNull()
    expect(promoSaving(0, 0)).toBeNull()
    expect(savingText(100_000, 120_000)).toBeNull()
  })

  it('a tiny saving is told without a 0%', () => {
    expect(savingText(1_000_000, 999_500)).toBe('Hemat Rp500')
  })

  it('shows the promotion price first, the normal price struck through, and the saving', () => {
    const { container } = render(<PromoPrice normalPrice={500_000} promoPrice={350_000} />)
    const price = container.querySelector('.price') as HTMLElement
    expect(price.textContent).toBe(
      'Harga promo Rp350.000 Harga normal Rp500.000 Hemat Rp150.000 (30%)',
    )
    expect(container.querySelector('s')?.textContent).toBe('Harga normal Rp500.000')
    expect(screen.getByText('Hemat Rp150.000 (30%)')).toBeInTheDocument()
  })

  it('shows the price alone when nothing is saved', () => {
    const { container } = render(<PromoPrice normalPrice={350_000} promoPrice={350_000} />)
    expect(container.querySelector('s')).toBeNull()
    expect(container.textContent).toBe('Harga promo Rp350.000 ')
  })
})
