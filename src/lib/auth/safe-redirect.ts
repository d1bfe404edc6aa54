/**
 * Where to send a member after sign-in: a path on this site only. Anything else (another origin,
 * a protocol-relative `//host`, backslash and dot-segment tricks, or nothing) goes to the
 * landing page. One call is enough: what comes out is already in its final form, so calling it
 * again gives the same path.
 */

const LANDING = '/'
const SIGN_IN = '/masuk'
/** Only the origin matters; the host is one nobody can own. */
const PROBE_ORIGIN = 'http://diri.invalid'

/**
 * Browsers drop tabs and newlines anywhere in a URL and read `\` as `/`, so `/\t/evil.example` and
 * `/\evil.example` leave the site in their hands whatever a parser here makes of them.
 */
function hasCharacterBrowsersRewrite(path: string) {
  return [...path].some((char) => {
    const code = char.charCodeAt(0)
    return code < 0x20 || code === 0x7f || char === '\\'
  })
}

export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string') return LANDING
  const path = value.trim()
  if (!path.startsWith('/') || hasCharacterBrowsersRewrite(path)) return LANDING
  let url: URL
  try {
    url = new URL(path, PROBE_ORIGIN)
  } catch {
    return LANDING
  }
  if (url.origin !== PROBE_ORIGIN) return LANDING
  // Resolving removed the dot-segments, so `/.//evil.example` is now `//evil.example`: what is
  // left must start with exactly one slash, or a browser reads it as another host.
  if (url.pathname.startsWith('//')) return LANDING
  // An encoded slash or backslash becomes a real one when the router decodes the path.
  if (/%(2f|5c)/i.test(url.pathname)) return LANDING
  // Back to sign-in would be a loop.
  if (url.pathname.replace(/\/+$/, '') === SIGN_IN) return LANDING
  return `${url.pathname}${url.search}${url.hash}`
}
