/**
 * Adds a third-party script to the page. Inserted by our own (nonce'd) JavaScript, so the
 * Content-Security-Policy's 'strict-dynamic' lets it load (src/server/http/security-headers.server.ts);
 * a parser-inserted tag would need the nonce. One tag per URL, however often it is asked for.
 */
export function loadScript(src: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`)
  if (existing) return existing
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
  return script
}
