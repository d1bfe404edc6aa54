/*
 * Diri's booking pass, readable offline (src/lib/booking/offline-pass.ts).
 * Registered with the scope /akun/booking only: it controls the booking list and the passes, and
 * nothing else of the site. Network first: a fresh page whenever the network answers, the last
 * copy when it does not, marked so the page shows 'Kamu sedang offline · data per …'.
 * The copies are personal data: they go on sign-out (the page deletes this cache), and here when
 * the server answers a kept page with a redirect (signed out, session ended) or a 404.
 * It also shows the member's Web Push notifications (src/lib/notifications/web-push.ts): a push
 * reaches the worker of the registration that subscribed, whatever page is open, and its scope
 * does not limit the page a click opens.
 */
/** The kept pages: personal data, deleted on sign-out. */
const CACHE = 'diri-booking-pass-v1'
/** The build's files they need (styles, font, scripts): nobody's data. */
const ASSET_CACHE = 'diri-booking-pass-assets-v1'
/** The booking list and one pass: /akun/booking, /akun/booking/DK-XXXXXXXXXX. */
const KEPT_PAGE = /^\/akun\/booking(\/DK-[0-9A-HJKMNP-TV-Z]{10})?\/?$/
/** Shows the page's offline note (hidden by default in booking-pass.css). */
const OFFLINE_MARK =
  '<style data-booking-offline>html .booking-offline-note{display:block}</style>'

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter(
            (name) => name.startsWith('diri-booking-pass-') && name !== CACHE && name !== ASSET_CACHE,
          )
          .map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

/**
 * The page asks to keep itself and its files (when it did not pass through here), and to fetch
 * every other kept page again (`refreshOthersThan`: the page itself), so a pass rescheduled or
 * cancelled meanwhile is kept as it is now, no longer valid, the next time the member is online.
 */
self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((url) => typeof url === 'string').slice(0, 100)
  event.waitUntil(
    (async () => {
      await keep(urls)
      if (typeof data.refreshOthersThan === 'string') await refreshKept(data.refreshOthersThan)
    })(),
  )
})

async function refreshKept(current) {
  const cache = await caches.open(CACHE)
  const currentKey = pageKey(new URL(current))
  const kept = (await cache.keys()).map((request) => request.url)
  await keep(kept.filter((url) => url !== currentKey).slice(0, 100))
}

async function keep(urls) {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href)
      if (url.origin !== self.location.origin) return
      const page = KEPT_PAGE.test(url.pathname)
      if (!page && !url.pathname.startsWith('/assets/')) return
      try {
        const response = await fetch(url.href, {
          credentials: 'same-origin',
          headers: page ? { accept: 'text/html' } : {},
        })
        if (page) await forgetIfGone(url, response)
        if (!keepable(response)) return
        const cache = await caches.open(page ? CACHE : ASSET_CACHE)
        await cache.put(page ? pageKey(url) : url.href, response)
      } catch {
        // Offline already: nothing to keep this time.
      }
    }),
  )
}

/** As for a page passing through: signed out drops every pass, a 404 drops that one. */
async function forgetIfGone(url, response) {
  if (response.redirected) await caches.delete(CACHE)
  else if (response.status === 404) await (await caches.open(CACHE)).delete(pageKey(url))
}

function keepable(response) {
  return response.ok && response.type === 'basic' && !response.redirected
}

/** One copy per page, whatever its search params. */
function pageKey(url) {
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate' && KEPT_PAGE.test(url.pathname)) {
    event.respondWith(page(request, url))
  } else if (url.pathname.startsWith('/assets/')) {
    // The build's files are named by their content: a kept one never goes stale.
    event.respondWith(asset(request))
  }
})

async function page(request, url) {
  const cache = await caches.open(CACHE)
  let response
  try {
    response = await fetch(request)
  } catch (error) {
    const kept = await cache.match(pageKey(url))
    if (!kept) throw error
    return markedOffline(kept)
  }
  if (keepable(response) && response.headers.get('content-type')?.includes('text/html')) {
    await cache.put(pageKey(url), response.clone())
  } else if (response.type === 'opaqueredirect' || response.redirected) {
    // Sent to sign in: the session ended (or another member signed in), so no pass stays kept.
    await caches.delete(CACHE)
  } else if (response.status === 404) {
    await cache.delete(pageKey(url))
  }
  return response
}

async function markedOffline(kept) {
  const html = await kept.text()
  const marked = html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${OFFLINE_MARK}`)
  const headers = new Headers(kept.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(marked, { status: kept.status, headers })
}

async function asset(request) {
  const cache = await caches.open(ASSET_CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (keepable(response)) await cache.put(request, response.clone())
  return response
}

/**
 * A push: `{title, body, url, tag}` as the API sends it (backend/notifications/message-templates.ts),
 * never with health details. A push without a readable payload still shows a notice, as browsers
 * require of `userVisibleOnly` pushes.
 */
self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    // Not JSON: the generic notice below.
  }
  const title = typeof data.title === 'string' ? data.title : 'Ada kabar baru di Diri'
  const url = typeof data.url === 'string' && /^\/(?!\/)/.test(data.url) ? data.url : '/notifikasi'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : 'Buka Diri untuk melihatnya.',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      lang: 'id',
      data: { url },
    }),
  )
})

/** A click opens the notification's page: in a tab of ours already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/notifikasi', self.location.origin).href
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin)
      if (tab && 'navigate' in tab) {
        await tab.focus()
        await tab.navigate(url)
        return
      }
      await self.clients.openWindow(url)
    })(),
  )
})
