import type { Context } from 'hono'
import type { ServerRequest } from 'srvx'

/**
 * The visitor's address, for the per-IP rate limits. `X-Forwarded-For` is written by whoever
 * sends the request, so only the entries our own proxies appended can be believed: with
 * `trustedHops` proxies in front, the visitor is the entry the outermost of them appended
 * (`trustedHops` from the right). With none, the socket's address is the only truth.
 */
export function resolveClientIp(
  forwardedFor: string | null | undefined,
  socketIp: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops > 0 && forwardedFor) {
    const chain = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const visitor = chain[Math.max(0, chain.length - trustedHops)]
    if (visitor) return visitor
  }
  return socketIp ?? 'unknown'
}

export function clientIp(c: Context, trustedHops: number): string {
  return resolveClientIp(
    c.req.header('x-forwarded-for'),
    (c.req.raw as ServerRequest).ip,
    trustedHops,
  )
}
