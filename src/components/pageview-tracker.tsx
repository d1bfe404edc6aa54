import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}

/** Pushes one `pageview` to the analytics data layer on first load and on every route change. */
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
        window.dataLayer.push({
          event: 'pageview',
          page: { path: `${location.pathname}${location.searchStr}`, title: document.title },
        })
      })
    }
    push(router.state.location)
    return router.subscribe('onResolved', (event) => push(event.toLocation))
  }, [router])
  return null
}
