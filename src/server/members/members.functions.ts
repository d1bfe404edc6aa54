import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { updateAccountSettings } from '../../api/members/calls'
import { allows, consentFromCookies } from '../../lib/consent/consent-state'
import { sessionMiddleware } from '../auth/auth.middleware'
import { clearSession } from '../auth/session.server'

const AnalyticsIds = v.object({
  gaClientId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  fbc: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
})

/**
 * Sends the analytics client id and the ad click id to the account settings (spec §4), each only
 * with its purpose consented in this browser's `diriConsent` cookie: the client id with
 * analytics, the click id with marketing. The browser checks the same before it calls; this holds
 * whatever a caller sends.
 */
export const syncAnalyticsIds = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(AnalyticsIds)
  .handler(async ({ context, data }) => {
    if (!context.token) return { sent: 0 }
    const choice = consentFromCookies(getRequestHeader('cookie'))
    // The settings call takes one id at a time.
    const bodies = [
      data.gaClientId && allows(choice, 'analytics') ? { gaClientId: data.gaClientId } : null,
      data.fbc && allows(choice, 'marketing') ? { fbc: data.fbc } : null,
    ].filter((body) => body !== null)
    for (const body of bodies) await updateAccountSettings(context.token, body)
    return { sent: bodies.length }
  })

/** Ends the session on this device: the cookie goes (spec §8, a failed notification load). */
export const endSession = createServerFn({ method: 'POST' }).handler(async () => {
  clearSession()
  return { ok: true as const }
})
