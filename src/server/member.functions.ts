import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { updateAccountSettings } from '../api/member/calls'
import { sessionMiddleware } from './auth.middleware'
import { clearSession } from './session.server'

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
  clearSession()
  return { ok: true as const }
})
