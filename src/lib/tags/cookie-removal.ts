/**
 * Expiring cookies by name. Tags set theirs on this host or on a parent domain (Google's tags pick
 * the widest domain that takes a cookie), so each is expired on every one of those, at Path=/.
 */

/** This host and each parent domain with at least two labels: `a.b.diri.id` → `a.b.diri.id`, `b.diri.id`, `diri.id`. */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname)) return []
  const labels = hostname.split('.')
  const domains: string[] = []
  for (let start = 0; start <= labels.length - 2; start++) {
    domains.push(labels.slice(start).join('.'))
  }
  return domains
}

/** Expires every cookie of this page whose name matches one of `patterns`; returns the names. */
export function removeCookies(patterns: readonly RegExp[]): string[] {
  const names = document.cookie
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=')).trim())
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)))
  const domains = cookieDomains(window.location.hostname)
  for (const name of names) {
    const expired = `${name}=; Max-Age=0; Path=/`
    // biome-ignore lint/suspicious/noDocumentCookie: expiring third-party tags' cookies, by name.
    document.cookie = expired
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: as above, on each parent domain.
      document.cookie = `${expired}; Domain=.${domain}`
    }
  }
  return names
}
