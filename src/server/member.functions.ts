import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getCurrentUser } from '../api/auth/calls'
import { isApiError } from '../api/errors'
import { listFeeds, updateAccountSettings } from '../api/member/calls'
import { sessionMiddleware } from './auth.middleware'

/**
 * What the page needs of a signed-in member: `/auth/me` and `/feeds`, together. Null when the
 * server has no usable session (none, or one the API no longer accepts: its cookie is cleared).
 */
export const loadMemberHome = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(async ({ context }) => {
    if (!context.token) return null
    try {
      const [session, feeds] = await Promise.all([
        getCurrentUser(context.token),
        listFeeds(context.token),
      ])
      return { session, feeds }
    } catch (error) {
      if (!isApiError(error, 401)) throw error
      const { clearSession } = await import('./session.server')
      clearSession()
      return null
    }
  })

const AnalyticsIds = v.object({
  gaClientId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  fbc: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
})

/** Sends the analytics client id and the ad click id to the account settings (spec §4). */
export const syncAnalyticsIds = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(AnalyticsIds)
  .handler(async ({ context, data }) => {
    if (!context.token) return { sent: 0 }
    // The settings call takes one id at a time.
    const bodies = [
      data.gaClientId ? { gaClientId: data.gaClientId } : null,
      data.fbc ? { fbc: data.fbc } : null,
    ].filter((body) => body !== null)
    for (const body of bodies) await updateAccountSettings(context.token, body)
    return { sent: bodies.length }
  })

/** Ends the session on this device: the cookie goes (spec §8, a failed notification load). */
export const endSession = createServerFn({ method: 'POST' }).handler(async () => {
  const { clearSession } = await import('./session.server')
  clearSession()
  return { ok: true as const }
})
