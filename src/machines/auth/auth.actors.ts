/**
 * The auth machine's effects as the app runs them: server functions for what needs the session
 * cookie, the analytics layer for the rest. Tests provide fakes instead (`machine.provide`).
 */
import { fromPromise } from 'xstate'
import { endSession, syncAnalyticsIds } from '../../server/members/members.functions'
import { readAnalyticsIds } from './analytics'

export const authActors = {
  syncAnalyticsIds: fromPromise(async () => {
    const ids = readAnalyticsIds()
    if (!ids.gaClientId && !ids.fbc) return
    try {
      await syncAnalyticsIds({ data: ids })
    } catch (error) {
      // Analytics ids are a nicety: a failure here must never reach the member.
      console.warn('[analytics] could not send the analytics ids:', error)
    }
  }),
  endSession: fromPromise(async () => {
    await endSession()
  }),
}
