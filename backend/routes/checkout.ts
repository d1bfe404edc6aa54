/** The member's checkout (spec §7 "Cart and checkout", issue 12). Built in `./checkout/`. */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'

export function checkoutRoutes(_deps: ApiDeps) {
  return new Hono<ApiEnv>()
}
