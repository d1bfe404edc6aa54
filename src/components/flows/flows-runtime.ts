/**
 * The app's long-lived flows, started in the browser after the page is interactive: the auth
 * machine and the consult-start machine, with their effects wired to server functions, the
 * router, the query cache and the analytics layer. Loaded lazily, so no page pays for XState on
 * first load.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { createActor, fromPromise } from 'xstate'
import { authMachine, type MemberHome } from '../../machines/auth/auth.machine'
import { consultStartMachine } from '../../machines/consult-start/consult-start.machine'
import { checkExistingConsult } from '../../server/consults.functions'
import { endSession, loadMemberHome, syncAnalyticsIds } from '../../server/member.functions'
import { sessionQueries } from '../../server/session.queries'
import { reportError } from '../report-error'
import { publishUser, readAnalyticsIds } from './analytics'

export function startFlows({
  router,
  queryClient,
}: {
  router: AnyRouter
  queryClient: QueryClient
}) {
  const sessionKey = sessionQueries.current().queryKey
  const hasSession = queryClient.getQueryData(sessionKey) != null

  const auth = createActor(
    authMachine.provide({
      actors: {
        loadMember: fromPromise<MemberHome | null>(() => loadMemberHome()),
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
      },
      actions: {
        publishUser: (_, { user }) => publishUser(user),
        storeSession: (_, { session }) => {
          const current = queryClient.getQueryData(sessionKey)
          if (current !== session) queryClient.setQueryData(sessionKey, session)
        },
      },
    }),
    { input: { hasSession } },
  ).start()

  const consultStart = createActor(
    consultStartMachine.provide({
      actors: {
        checkExisting: fromPromise(({ input }: { input: { flowId: string } }) =>
          checkExistingConsult({ data: input }),
        ),
      },
      actions: {
        navigate: (_, { url }) => {
          void router.navigate({ href: url })
        },
        reportError: (_, { error }) =>
          reportError('consult-start: checking for an open consult failed', error),
      },
    }),
  ).start()

  return {
    auth,
    consultStart,
    stop() {
      auth.stop()
      consultStart.stop()
    },
  }
}

export type Flows = ReturnType<typeof startFlows>
