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
    const push = () => {
      const { pathname, searchStr, href } = router.state.location
      if (href === lastHref) return
      lastHref = href
      // The head tags update after the route resolves; wait a frame so the title is the new one.
      requestAnimationFrame(() => {
        window.dataLayer = window.dataLayer ?? []
        window.dataLayer.push({
          event: 'pageview',
          page: { path: `${pathname}${searchStr}`, title: document.title },
        })
      })
    }
    push()
    return router.subscribe('onResolved', push)
  }, [router])
  return null
}
