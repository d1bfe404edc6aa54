/**
 * The app's long-lived flows, started in the browser after the page is interactive: the auth
 * machine, following the session query, and the consult-start machine. Their actors live beside
 * them (`*.actors.ts`); what needs the router, the query cache or the error reporter is wired
 * here. Loaded lazily, so no page pays for XState on first load.
 */
import { type QueryClient, QueryObserver } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { createActor } from 'xstate'
import { reportError } from '../../lib/error-reports/report-error'
import { publishEngagementUser } from '../../lib/tags/engagement'
import { publishUser } from '../../machines/auth/analytics'
import { authActors } from '../../machines/auth/auth.actors'
import { type AuthEvent, authMachine } from '../../machines/auth/auth.machine'
import { consultStartActors } from '../../machines/consult-start/consult-start.actors'
import { consultStartMachine } from '../../machines/consult-start/consult-start.machine'
import { sessionQueries } from '../../server/auth/server-queries'

export function startFlows({
  router,
  queryClient,
}: {
  router: AnyRouter
  queryClient: QueryClient
}) {
  const sessionKey = sessionQueries.current().queryKey

  const auth = createActor(
    authMachine.provide({
      actors: authActors,
      actions: {
        publishUser: (_, { session }) => {
          publishUser(session)
          // The engagement tool hears of the member only once marketing is consented (it loads
          // then); a sign-out resets it and clears what it kept here.
          publishEngagementUser(
            session
              ? {
                  id: session.user.id,
                  name: session.user.fullName ?? session.user.firstName,
                  city: session.address?.city.name ?? null,
                }
              : null,
          )
        },
        forgetSession: () => queryClient.setQueryData(sessionKey, null),
      },
    }),
  ).start()

  // The session query is the source; the machine hears each change of it as one event.
  const sessionObserver = new QueryObserver(queryClient, {
    ...sessionQueries.current(),
    // Observing must not fetch on its own: the page (root route, header) owns when it loads.
    enabled: false,
  })
  let last: { type: AuthEvent['type']; data: unknown } | undefined
  const follow = (result: ReturnType<typeof sessionObserver.getCurrentResult>) => {
    const event: AuthEvent =
      result.status === 'error'
        ? { type: 'SESSION.FAILED' }
        : result.data !== undefined
          ? { type: 'SESSION.LOADED', session: result.data }
          : { type: 'SESSION.LOADING' }
    // The observer also reports changes the machine does not care about (fetching flags).
    if (last?.type === event.type && last.data === result.data) return
    last = { type: event.type, data: result.data }
    auth.send(event)
  }
  follow(sessionObserver.getCurrentResult())
  const unsubscribe = sessionObserver.subscribe(follow)

  const consultStart = createActor(
    consultStartMachine.provide({
      actors: consultStartActors,
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
    /** Spec §8: a failed notification load drops the session. */
    dropSession: () => auth.send({ type: 'SESSION.DROP' }),
    stop() {
      unsubscribe()
      auth.stop()
      consultStart.stop()
    },
  }
}

export type Flows = ReturnType<typeof startFlows>
