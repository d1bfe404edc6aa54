/**
 * The API's endpoints as the Hono app itself lists them, so the standing suites (fuzz, IDOR,
 * headers) cover a new endpoint without anyone remembering to add it, or fail until it is listed.
 */
import type { Hono } from 'hono'
import type { ApiEnv } from '../../deps'
import { MESSAGES } from '../../http/problem'
import type { TestApi } from '../harness'

export interface ApiRoute {
  /** `METHOD /path/:param` as the app registers it, e.g. `PUT /addresses/:id`. */
  key: string
  method: string
  path: string
  params: string[]
}

/**
 * Every endpoint once. `app.routes` also holds the app-wide middleware (`ALL /*`) and lists a
 * member route twice (its `requireMember`, then its handler).
 */
export function apiRoutes(app: Hono<ApiEnv>): ApiRoute[] {
  const routes = new Map<string, ApiRoute>()
  for (const { method, path } of app.routes) {
    if (method === 'ALL' && path === '/*') continue
    const key = `${method} ${path}`
    const params = [...path.matchAll(/:(\w+)/g)].flatMap((match) => (match[1] ? [match[1]] : []))
    routes.set(key, { key, method, path, params })
  }
  return [...routes.values()]
}

/** The path with each `:param` replaced by `values[param]` (already URL-encoded). */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`)
    return value
  })
}

/**
 * Member endpoints are those that refuse a visitor with the session's 401 before reading anything
 * else: the way a caller tells them apart, whatever the route's code calls its guard. (The payment
 * webhook's 401 for a missing signature is not a member's: it says so in other words.)
 */
export async function memberRoutes(api: TestApi): Promise<ApiRoute[]> {
  const routes = apiRoutes(api.app)
  const answers = await Promise.all(
    routes.map(async (route) => {
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, 'x'])))
      const response = await api.request(route.method, path)
      if (response.status !== 401) {
        await response.body?.cancel()
        return false
      }
      const body = (await response.json()) as { message?: unknown }
      return body.message === MESSAGES.sessionEnded
    }),
  )
  return routes.filter((_, index) => answers[index])
}
