import { render, screen, waitFor } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyPart, quietenChunkLoadFailure } from './lazy-part'

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

describe('quietenChunkLoadFailure', () => {
  const failedImport = new TypeError(
    'Failed to fetch dynamically imported module: /assets/notification-bell.js',
  )

  it('turns React giving up hydrating a part whose code the line dropped into a warning that no other listener sees', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const later = vi.fn()
    window.addEventListener('error', later)
    const hydration = new Error('Minified React error #422', { cause: failedImport })
    const event = new ErrorEvent('error', { error: hydration, cancelable: true })

    window.dispatchEvent(event)
    window.removeEventListener('error', later)

    expect(event.defaultPrevented).toBe(true)
    expect(later).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), hydration)
  })

  it('leaves every other error as it is', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mismatch = new Error('Hydration failed because the server rendered text did not match')
    const event = new ErrorEvent('error', { error: mismatch, cancelable: true })

    quietenChunkLoadFailure(event)

    expect(event.defaultPrevented).toBe(false)
    expect(warn).not.toHaveBeenCalled()
  })
})
