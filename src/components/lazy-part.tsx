import { Component, type ReactNode, Suspense } from 'react'
import { isChunkLoadFailure } from '../lib/chunk-load-failure'

interface LazyPartProps {
  /** Shown while the part's code loads, and in its place when the code cannot be loaded. */
  fallback: ReactNode
  children: ReactNode
}

/**
 * A lazily loaded part of a page (the header's member widgets) whose code failing to load does
 * not take the page down. A line that drops while the chunk downloads rejects the import; without
 * this the router showed 'Something went wrong!' in place of the whole page (issue 26: a chat
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
