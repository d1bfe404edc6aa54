import type { Context } from 'hono'
import type { ServerRequest } from 'srvx'

/**
 * Who is asking, for the per-IP rate limits. The API sits behind the web app or a proxy that sets
 * `x-forwarded-for`, so its first entry is the visitor; standalone under srvx the socket's
 * address is the fallback.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded
  const realIp = c.req.header('x-real-ip')?.trim()
  if (realIp) return realIp
  return (c.req.raw as ServerRequest).ip ?? 'unknown'
}
