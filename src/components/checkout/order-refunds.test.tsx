import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderRefunds } from './order-refunds'

describe('OrderRefunds', () => {
  it('says a refund is on its way, then the day it was returned', () => {
    render(
      <OrderRefunds
        refunds={[
          {
            id: 'r1',
            amount: 150_000,
            state: 'owed',
            createdAt: '2026-11-27T03:00:00.000Z',
            refundedAt: null,
          },
          {
            id: 'r2',
            amount: 75_000,
            state: 'refunded',
            createdAt: '2026-11-26T03:00:00.000Z',
            refundedAt: '2026-11-27T03:00:00.000Z',
          },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Pengembalian dana' })).toBeInTheDocument()
    expect(
      screen.getByText('Dana Rp150.000 sedang dikembalikan ke metode pembayaranmu.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Dana Rp75.000 sudah dikembalikan pada 27 November 2026.'),
    ).toBeInTheDocument()
  })

  it('shows nothing for an order without refunds', () => {
    const { container } = render(<OrderRefunds refunds={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
