/**
 * Where the booking pass's service worker lives (`public/booking-pass-sw.js`). Web Push uses the
 * same worker to show its pushes (src/lib/notifications/web-push.ts), so both import these from
 * here: the offline pass module is loaded on demand and must stay out of the static graph.
 */
export const WORKER_URL = '/booking-pass-sw.js'
export const WORKER_SCOPE = '/akun/booking'
