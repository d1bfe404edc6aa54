/**
 * React's `onRecoverableError` for the page's hydration. A lazily loaded part whose code could not
 * be fetched while the page hydrated (the line dropped: `LazyPart` keeps its fallback and the page)
 * makes React give up hydrating that part and report a recoverable error (#422, its cause the
 * failed import). That is the network, not a bug, so it is a warning; every other recoverable
 * error is reported as React reports it by default.
 */
import { isChunkLoadFailure } from './chunk-load-failure'

export function onRecoverableError(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined
  if (isChunkLoadFailure(error) || isChunkLoadFailure(cause)) {
    console.warn(
      '[hydration] a part of the page could not be loaded; it shows its fallback:',
      error,
    )
    return
  }
  // React's default: the browser's own report of an uncaught error (the console, Sentry's handler).
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
  else console.error(error)
}
