/** How content answers are cached: edited content is public, member-only answers are not. */
import type { Context } from 'hono'
import type { ApiEnv } from '../../deps'

/** Edited content: five minutes in caches is fresh enough. */
export const PUBLIC_CACHE = 'public, max-age=300'
/** Depends on who asks (member-only promotions). */
export const PRIVATE_CACHE = 'private, no-store'

/** A JSON answer that is the same for everyone, so shared caches may keep it. */
export function publicJson<T extends object>(c: Context<ApiEnv>, body: T) {
  c.header('cache-control', PUBLIC_CACHE)
  return c.json(body)
}
