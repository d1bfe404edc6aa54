import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStepHeadingFocus } from './use-step-heading-focus'

/** A flow page: its heading, the step's own heading (when it has one), and a button the step had. */
function Page({ view, stepHeading = true }: { view: string | null; stepHeading?: boolean }) {
  const firstView = useStepHeadingFocus(view)
  return (
    <main>
      <h1 id="judul-halaman" tabIndex={-1}>
        Booking Klinik
      </h1>
      {stepHeading ? (
        <h2 id="judul-langkah" tabIndex={-1}>
          {view ?? 'Memuat…'}
        </h2>
      ) : null}
      <button type="button">Lanjut</button>
      <p>{firstView ? 'langkah pertama' : 'langkah berikutnya'}</p>
    </main>
  )
}

describe('useStepHeadingFocus', () => {
  it('leaves the focus alone on the first view, then gives it to the step heading when the view changes', () => {
    const { rerender } = render(<Page view="branch" />)
    const button = screen.getByRole('button', { name: 'Lanjut' })
    button.focus()
    rerender(<Page view="branch" />)
    expect(button).toHaveFocus()
    expect(screen.getByText('langkah pertama')).toBeInTheDocument()

    rerender(<Page view="doctor" />)
    expect(screen.getByRole('heading', { level: 2, name: 'doctor' })).toHaveFocus()
    expect(screen.getByText('langkah berikutnya')).toBeInTheDocument()
  })

  it('waits while there is nothing to focus (null), and falls back to the page heading', () => {
    const { rerender } = render(<Page view="cart" stepHeading={false} />)
    const button = screen.getByRole('button', { name: 'Lanjut' })
    button.focus()
    // The next step's code has not arrived: the focus stays where it is.
    rerender(<Page view={null} stepHeading={false} />)
    expect(button).toHaveFocus()
    rerender(<Page view="promo" stepHeading={false} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Klinik' })).toHaveFocus()
  })
})
