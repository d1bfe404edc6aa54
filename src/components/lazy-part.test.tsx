import { render, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyPart } from './lazy-part'

afterEach(() => vi.restoreAllMocks())

describe('LazyPart', () => {
  it('shows its fallback, and keeps the page, when its code cannot be loaded (the line dropped)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Bell = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/notification-bell.js'),
      ),
    )
    render(
      <main>
        <p>Percakapan</p>
        <LazyPart fallback={<span>tempat lonceng</span>}>
          <Bell />
        </LazyPart>
      </main>,
    )
    // The import has failed (it says so), and the page is still there with the fallback.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[lazy-part] its code could not be loaded:',
        expect.any(TypeError),
      ),
    )
    expect(screen.getByText('tempat lonceng')).toBeInTheDocument()
    expect(screen.getByText('Percakapan')).toBeInTheDocument()
  })

  it('passes any other error on to the boundary above: a bug is not hidden', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('Cannot read properties of undefined')
    }
    expect(() =>
      render(
        <LazyPart fallback={<span>tempat</span>}>
          <Broken />
        </LazyPart>,
      ),
    ).toThrow('Cannot read properties of undefined')
  })
})
