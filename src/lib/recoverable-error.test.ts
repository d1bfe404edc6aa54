import { afterEach, describe, expect, it, vi } from 'vitest'
import { onRecoverableError } from './recoverable-error'

const failedImport = new TypeError(
  'Failed to fetch dynamically imported module: https://diri.test/assets/notification-bell.js',
)

describe('onRecoverableError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('warns, and reports nothing, when hydration gave up on a part whose code the line dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn()
    vi.stubGlobal('reportError', report)
    const hydrationError = new Error('Minified React error #422', { cause: failedImport })

    onRecoverableError(hydrationError)

    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be loaded'),
      hydrationError,
    )
    expect(report).not.toHaveBeenCalled()
  })

  it('reports any other recoverable error as React does by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn()
    vi.stubGlobal('reportError', report)
    const mismatch = new Error('Hydration failed because the server rendered text did not match')

    onRecoverableError(mismatch)

    expect(report).toHaveBeenCalledWith(mismatch)
    expect(warn).not.toHaveBeenCalled()
  })
})
