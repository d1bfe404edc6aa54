/**
 * The booking pass offline: a small service worker (`public/booking-pass-sw.js`) scoped to
 * `/akun/booking` alone keeps the last copy of each pass page (and the list) with the files they
 * need, network first, so a pass opened once still shows at the front desk with no signal. The
 * copies are personal data: `forgetBookingPasses` deletes them and the worker on sign-out, and the
 * worker itself drops them when the server answers a pass with sign-in or not-found.
 */

/** Kept in step with the worker's own constants: the pages (personal data), and the build's files. */
export const BOOKING_PASS_CACHE = 'diri-booking-pass-v1'
const ASSET_CACHE = 'diri-booking-pass-assets-v1'
const WORKER_URL = '/booking-pass-sw.js'
const WORKER_SCOPE = '/akun/booking'

/** The same-origin files this page loaded (styles, the font, the app's scripts). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href)
}

/**
 * Registers the worker and, when this page did not come through it (the first visit), asks it to
 * keep this page and its files now; later visits are kept as they pass through it.
 */
export async function keepBookingPassOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  // Offline (this page is the kept copy): registering again would only fail to fetch the worker.
  if (!navigator.onLine) return
  const cameThroughWorker = navigator.serviceWorker.controller !== null
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE })
    if (cameThroughWorker) return
    const registration = await navigator.serviceWorker.ready
    registration.active?.postMessage({
      type: 'keep',
      urls: [`${location.origin}${location.pathname}`, ...loadedAssets()],
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
