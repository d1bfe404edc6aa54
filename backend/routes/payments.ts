/** The payment provider's side: webhooks, and the development simulator's pages. Built in `../payments/`. */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'

export function paymentRoutes(_deps: ApiDeps) {
  return new Hono<ApiEnv>()
}
