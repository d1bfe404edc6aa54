import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'

/**
 * Whether the page being rendered was opened from this site (a link or form on our pages, or an
 * address typed or bookmarked), not from another site's link. Parameters that change a member's
 * data when a page loads (the booking flow's `?cabang=`, `?perawatan=`, `?ulang=`) are applied
 * only then: a link on another site cannot act for a member (`Sec-Fetch-Site`, sent by every
 * current browser; a request without it is not from a browser that carries a member's cookie
 * from elsewhere). In the browser, a navigation within the app is this site's by definition.
 */
export const openedFromThisSite = createIsomorphicFn()
  .server((): boolean => {
    const site = getRequestHeader('sec-fetch-site')
    return site === undefined || site === 'same-origin' || site === 'none'
  })
  .client((): boolean => true)
