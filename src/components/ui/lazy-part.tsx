import { Component, type ReactNode, Suspense } from 'react'
import { isChunkLoadFailure } from '../../lib/chunk-load-failure'

interface LazyPartProps {
  /** Shown while the part's code loads, and in its place when the code cannot be loaded. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * A lazily loaded part of a page (the header's member widgets) whose code failing to load does
 * not take the page down. A line that drops while the chunk downloads rejects the import; without
 * this the router showed 'Something went wrong!' in place of the whole page (a chat
 * room with a message on its way went that way). The fallback stays until the next page load.
 * Any other error is the part's own bug and goes on to the route's boundary.
 */
export class LazyPart extends Component<LazyPartProps, { error: unknown }> {
  override state = { error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadFailure(error)) console.warn('[lazy-part] its code could not be loaded:', error)
  }

  override render() {
    const { error } = this.state
    if (error !== undefined) {
      if (!isChunkLoadFailure(error)) throw error
      return this.props.fallback
    }
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
  }
}

/**
 * A part whose code could not be fetched while the page hydrated makes React give up hydrating it
 * and report a recoverable error (#422, its cause the failed import) through `reportError`, which
 * the browser shows as an uncaught error, and error reporting would send. LazyPart has kept the
 * page and shown the fallback: that is the network, not a bug, so it is a warning. Registered when
 * this module loads, before error reporting's own listeners (ADR 017), so they never see it.
 * (A custom client entry with `onRecoverableError` did the same, but cost 0.4 KiB of every page's
 * first load: the budget of `npm run size`.)
 */
export function quietenChunkLoadFailure(event: ErrorEvent) {
  const error: unknown = event.error
  const cause = error instanceof Error ? error.cause : undefined
  if (!isChunkLoadFailure(error) && !isChunkLoadFailure(cause)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  console.warn('[lazy-part] the page went on without a part whose code could not be loaded:', error)
}

if (typeof window !== 'undefined') window.addEventListener('error', quietenChunkLoadFailure)
