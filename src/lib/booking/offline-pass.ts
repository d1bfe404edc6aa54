/**
 * The booking pass offline: a small service worker (`public/booking-pass-sw.js`) scoped to
 * `/akun/booking` alone keeps the last copy of each pass page (and the list) with the files they
 * need, network first, so a pass opened once still shows at the front desk with no signal. The
 * copies are personal data: `forgetBookingPasses` deletes them and the worker on sign-out, and the
 * worker itself drops them when the server answers a pass with sign-in or not-found.
 */

import { WORKER_SCOPE, WORKER_URL } from './pass-worker'

/** Kept in step with the worker's own constants: the pages (personal data), and the build's files. */
export const BOOKING_PASS_CACHE = 'diri-booking-pass-v1'
const ASSET_CACHE = 'diri-booking-pass-assets-v1'

/** The same-origin files this page loaded (styles, the font, the app's scripts). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href)
}

/** Whether this call is the page's first, made for the document the browser loaded. */
let firstCall = true

/** The path the browser loaded this document at (later pages come by the app's navigation). */
function documentPath(): string | null {
  const [entry] = performance.getEntriesByType('navigation')
  return entry ? new URL(entry.name).pathname : null
}

/**
 * Registers the worker and asks it to keep this page (and, when the page did not come through it,
 * its files), then to fetch again every other pass it keeps. A kept pass thus follows the booking
 * (rescheduled, cancelled: no longer valid, no QR code) the next time any booking page is open
 * online, not only when that very pass is opened again; and a page reached by the app's own
 * navigation, which the worker never sees, is kept as it is now. Only the document loaded through
 * the worker is skipped: the worker kept it as it passed.
 */
export async function keepBookingPassOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  // Offline (this page is the kept copy): registering again would only fail to fetch the worker.
  if (!navigator.onLine) return
  const cameThroughWorker = navigator.serviceWorker.controller !== null
  const page = `${location.origin}${location.pathname}`
  const keptAsItPassed = firstCall && cameThroughWorker && documentPath() === location.pathname
  firstCall = false
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE })
    const registration = await navigator.serviceWorker.ready
    registration.active?.postMessage({
      type: 'keep',
      urls: [...(keptAsItPassed ? [] : [page]), ...(cameThroughWorker ? [] : loadedAssets())],
      refreshOthersThan: page,
    })
  } catch (error) {
    // Offline reading is a convenience: the pass itself works without it.
    console.warn('[booking-pass] offline copy unavailable:', error)
  }
}

/**
 * On sign-out: the worker goes first (so it keeps nothing more), then the kept pages and files. A
 * page it still controls may fetch the build's files through it until it closes; those are
 * nobody's data, and they go to the other cache.
 */
export async function forgetBookingPasses() {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations()
      await Promise.all(
        registrations
          .filter((registration) => new URL(registration.scope).pathname === WORKER_SCOPE)
          .map((registration) => registration.unregister()),
      )
    }
    if ('caches' in window) {
      await Promise.all([caches.delete(BOOKING_PASS_CACHE), caches.delete(ASSET_CACHE)])
    }
  } catch (error) {
    console.warn('[booking-pass] could not clear the offline passes:', error)
  }
}
