/**
 * The Meta (Facebook) pixel (marketing purpose), loaded only with marketing consent, and never on
 * a page whose address is about health (sensitive-paths.ts). The pixel would send a PageView on
 * every history change of a single-page app; `disablePushState` stops that, automatic event
 * detection is off, and the app sends each PageView itself, only from pages allowed.
 */
import { loadScript } from './load-script'
import { isSensitivePath } from './sensitive-paths'

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: Fbq
  loaded: boolean
  version: string
  disablePushState?: boolean
}

declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
  }
}

/** The pixel's own command queue, as its snippet makes it: calls wait until the script runs. */
function pixelQueue(): Fbq {
  if (window.fbq) return window.fbq
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  }) as Fbq
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  fbq.queue = []
  window.fbq = fbq
  window._fbq = window._fbq ?? fbq
  return fbq
}

let initialisedWith: string | null = null

/** Loads the pixel for `pixelId`, unless this page is one it must not see; true when loaded. */
export function loadMetaPixel(pixelId: string, pathname: string): boolean {
  if (isSensitivePath(pathname)) return false
  if (initialisedWith === pixelId) return true
  const fbq = pixelQueue()
  fbq.disablePushState = true
  fbq('set', 'autoConfig', false, pixelId)
  fbq('init', pixelId)
  initialisedWith = pixelId
  loadScript(META_PIXEL_SCRIPT_URL)
  return true
}

/** One PageView for the page at `pathname`, unless it is one the pixel must not see. */
export function trackPixelPageView(pathname: string): boolean {
  if (!initialisedWith || !window.fbq || isSensitivePath(pathname)) return false
  window.fbq('track', 'PageView')
  return true
}

/** For tests: forget that the pixel was set up in this page. */
export function resetMetaPixelForTests() {
  initialisedWith = null
  delete window.fbq
  delete window._fbq
}
