/**
 * Web Push in the browser (issue 29 §3): asked for only when the member presses 'Beri tahu saya
 * saat dokter membalas', never on page load. The booking pass's service worker
 * (`public/booking-pass-sw.js`) shows the pushes: it is registered here too (its scope stays
 * `/akun/booking`; a push reaches its worker whatever page is open), and the subscription is made
 * with its registration.
 */
import { WORKER_SCOPE, WORKER_URL } from '../booking/pass-worker'

export type PushAvailability = 'unsupported' | 'denied' | 'ask'

/** What this browser allows before asking: nothing, a refusal already given, or a question. */
export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !window.isSecureContext ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported'
  }
  return Notification.permission === 'denied' ? 'denied' : 'ask'
}

/** The member said no (now or before): the browser will not ask again. */
export class PushPermissionRefused extends Error {
  override name = 'PushPermissionRefused'
}

/**
 * Asks the browser's permission, then subscribes this browser with the server's VAPID key and
 * answers the subscription as the API takes it (`PushSubscription.toJSON()`).
 */
export async function subscribeThisBrowser(publicKey: string) {
  // The permission first, while the press is still the gesture the browser asks for.
  const permission = await Notification.requestPermission()
  if (permission !== 'granted')
    throw new PushPermissionRefused(`Notification permission: ${permission}`)
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE })
  await activated(registration)
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }))
  const json = subscription.toJSON()
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    throw new Error(`The push subscription lacks its endpoint or keys: ${JSON.stringify(json)}`)
  }
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } }
}

/** `navigator.serviceWorker.ready` is only for a worker controlling this page: this one is not. */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve()
  const worker = registration.installing ?? registration.waiting
  if (!worker) return Promise.reject(new Error('The service worker registered without a worker'))
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve()
      if (worker.state === 'redundant') reject(new Error('The service worker did not install'))
    })
  })
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
