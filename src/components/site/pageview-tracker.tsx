import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isSensitivePath } from '../../lib/tags/sensitive-paths'

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}

/**
 * Pushes one `pageview` to the analytics data layer on first load and on every route change. Only
 * the tag manager reads it, and only with the visitor's consent to analytics (ADR 018).
 */
export function PageviewTracker() {
  const router = useRouter()
  useEffect(() => {
    let lastHref: string | undefined
    // Each resolved navigation names its own location: a quick second navigation must not take
    // the first one's pageview, nor be counted twice.
    const push = (location: { pathname: string; searchStr: string; href: string }) => {
      if (location.href === lastHref) return
      lastHref = location.href
      // The head tags update after the route resolves; wait a frame so the title is the new one.
      requestAnimationFrame(() => {
        window.dataLayer = window.dataLayer ?? []
        // A health page (sensitive-paths.ts) says so, for the tag manager's rules to keep marketing
        // tags off it as the app keeps the pixel off, and goes without its query (a chat room).
        const sensitive = isSensitivePath(location.pathname)
        window.dataLayer.push({
          event: 'pageview',
          page: {
            path: sensitive ? location.pathname : `${location.pathname}${location.searchStr}`,
            title: document.title,
            sensitive,
          },
        })
      })
    }
    push(router.state.location)
    return router.subscribe('onResolved', (event) => push(event.toLocation))
  }, [router])
  return null
}
