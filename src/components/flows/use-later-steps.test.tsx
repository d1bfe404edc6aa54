import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type LaterStepsChunk, laterStepsChunk } from './later-steps-chunk'
import { useLaterSteps } from './use-later-steps'

afterEach(() => vi.restoreAllMocks())

const steps = { ReviewStep: () => <h2>Periksa booking</h2> }

function Page({ chunk }: { chunk: LaterStepsChunk<typeof steps> }) {
  const { later, failed } = useLaterSteps(chunk, 'the booking steps')
  if (failed) return <p role="alert">Langkah berikutnya gagal dimuat.</p>
  return later ? <later.ReviewStep /> : <p>Memuat…</p>
}

describe('useLaterSteps', () => {
  it('shows the later steps once their code is here, fetched once', async () => {
    const load = vi.fn(async () => steps)
    render(<Page chunk={laterStepsChunk(load)} />)
    expect(screen.getByText('Memuat…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Periksa booking' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says the steps failed to load, and reports it naming what failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const lost = new TypeError('Failed to fetch dynamically imported module')
    render(<Page chunk={laterStepsChunk(() => Promise.reject(lost))} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Langkah berikutnya gagal dimuat.')
    expect(error).toHaveBeenCalledWith('[diri] Loading the booking steps failed', lost)
  })
})
