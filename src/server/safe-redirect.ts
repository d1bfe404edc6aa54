/**
 * Where to send a member after sign-in: a path on this site only. Anything else (another origin,
 * a protocol-relative `//host`, backslash tricks, or nothing) goes to the landing page.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string') return '/'
  const path = value.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/'
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return '/'
  try {
    const url = new URL(path, 'http://diri.invalid')
    if (url.origin !== 'http://diri.invalid') return '/'
    if (url.pathname === '/masuk') return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
