/** The shop (spec §7 "Shop"): catalogue, products, ratings, regimens, skin quiz, school, cart. */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'

export function shopRoutes(_deps: ApiDeps) {
  return new Hono<ApiEnv>()
}
