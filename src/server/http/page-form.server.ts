/**
 * What the forms that work before the app's JavaScript has loaded (ADR 007) share on the server:
 * who may post them, and the answers they give. Each form's own work is in its
 * `*-form.server.ts`; the addresses and their body limits are in `page-forms.ts`.
 */
import { serverEnv } from '../../../app.config'

/**
 * Only a form on one of our own pages may act for a member: the cookie is SameSite=Lax, which a
 * top-level POST from another site does not carry, and this refuses such a POST even where a
 * browser would send it. `Sec-Fetch-Site` where the browser sends it, else `Origin` (every browser
 * sends one or the other with a POST); neither means we cannot tell, and no.
 */
export function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  return origin === new URL(request.url).origin || origin === serverEnv().PUBLIC_SITE_URL
}

export const FOREIGN_REFUSED =
  'Permintaan ini tidak datang dari halaman Diri, jadi tidak kami proses.'

/** Every answer to a form is a 303, so a reload of the page it lands on never posts it again. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}

export function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The posted form's fields, or null when the body is not a form (the caller answers 400). */
export async function postedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData()
  } catch {
    return null
  }
}
