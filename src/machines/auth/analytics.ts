import type { CurrentUser } from '../../../contract/auth/schemas'
import { allows, type ConsentChoice, readConsent } from '../../lib/consent/consent-state'

function dataLayer() {
  window.dataLayer = window.dataLayer ?? []
  return window.dataLayer
}

/**
 * The member as the analytics layer may know them: id, name and city. Never the phone number or
 * the e-mail address. `null` clears it (signed out).
 */
export function publishUser(session: CurrentUser | null) {
  dataLayer().push({
    event: 'user_data',
    user: session
      ? {
          id: session.user.id,
          name: session.user.fullName ?? session.user.firstName,
          city: session.address?.city.name ?? null,
        }
      : null,
  })
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined
}

/**
 * The analytics client id (from the `_ga` cookie, `GA1.1.<id>.<time>` → `<id>.<time>`) and the ad
 * click id (the `_fbc` cookie, or built from `?fbclid=` as the pixel would: `fb.1.<ms>.<id>`),
 * each only with its purpose consented: the client id with analytics, the click id
 * with marketing.
 */
export function readAnalyticsIds(
  now = Date.now(),
  choice: ConsentChoice | null = readConsent(),
): { gaClientId?: string; fbc?: string } {
  const ids: { gaClientId?: string; fbc?: string } = {}
  const ga = readCookie('_ga')?.split('.')
  if (ga && ga.length >= 4 && allows(choice, 'analytics')) ids.gaClientId = ga.slice(-2).join('.')
  if (!allows(choice, 'marketing')) return ids
  const fbc = readCookie('_fbc')
  const fbclid = new URLSearchParams(window.location.search).get('fbclid')
  if (fbc) ids.fbc = fbc
  else if (fbclid) ids.fbc = `fb.1.${now}.${fbclid}`
  return ids
}
