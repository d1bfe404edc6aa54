/**
 * Auth on load and user loading (spec §4), as the effects of the session's changes.
 *
 * The session itself lives in one place: the query cache (`sessionQueries.current()`), filled on
 * the server from the HttpOnly cookie and refetched after sign-in. The app tells this machine
 * what that query does (loading, loaded with a member or a visitor, failed), and the machine does
 * what spec §4 asks of each change: loading is on and error off while the session loads; a
 * member (the user and the feeds, loaded together by the session query) is published to the
 * analytics layer and their analytics ids go to the account settings without holding anything
 * up; a visitor is cleared from the analytics layer; a failure sets error; loading ends either
 * way. A failed notification load drops the session (spec §8): the query forgets the member,
 * then the cookie goes on the server.
 */
import { assign, fromPromise, setup, spawnChild } from 'xstate'
import type { MemberSession } from '../../server/auth/server-queries'

export interface AuthContext {
  /** Who the effects last ran for: a refetch of the same member publishes nothing again. */
  memberId: string | null
  loading: boolean
  error: boolean
}

export type AuthEvent =
  /** The session query has no answer yet and is fetching one. */
  | { type: 'SESSION.LOADING' }
  /** The session query answered: a member, or null for a visitor. */
  | { type: 'SESSION.LOADED'; session: MemberSession | null }
  /** The session query failed (the API could not say who this is). */
  | { type: 'SESSION.FAILED' }
  /** Something proved the session unusable (spec §8: a failed notification load). */
  | { type: 'SESSION.DROP' }

type Loaded = Extract<AuthEvent, { type: 'SESSION.LOADED' }>

/** Every way into `signedIn` is a `SESSION.LOADED` with a member: its entry reads that member. */
const loadedSession = (event: AuthEvent) => (event.type === 'SESSION.LOADED' ? event.session : null)

export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent },
  actors: {
    /** Sends the analytics ids to the account settings; its failures are its own business. */
    syncAnalyticsIds: fromPromise<void>(async () => {}),
    /** Clears the cookie on the server. */
    endSession: fromPromise<void>(async () => {}),
  },
  actions: {
    /** Provided by the app: the user (or null) to the analytics layer, without phone or e-mail. */
    publishUser: (_, _params: { session: MemberSession | null }) => {},
    /** Provided by the app: the query cache forgets the member (the page shows a visitor). */
    forgetSession: () => {},
    startLoading: assign({ loading: true, error: false }),
    storeMember: assign((_, params: { session: MemberSession | null }) => ({
      memberId: params.session?.user.id ?? null,
      loading: false,
      error: false,
    })),
    clearMember: assign({ memberId: null, loading: false, error: false }),
    markFailed: assign({ memberId: null, loading: false, error: true }),
    syncAnalyticsIds: spawnChild('syncAnalyticsIds', { id: 'syncAnalyticsIds' }),
  },
  guards: {
    isMember: (_, event: Loaded) => event.session !== null,
    /** A member other than the one the effects last ran for (a refetch of the same is no news). */
    otherMember: ({ context }, event: Loaded) =>
      event.session !== null && event.session.user.id !== context.memberId,
    visitor: (_, event: Loaded) => event.session === null,
  },
}).createMachine({
  id: 'auth',
  context: { memberId: null, loading: true, error: false },
  initial: 'loading',
  on: { 'SESSION.LOADING': '.loading' },
  states: {
    loading: {
      entry: 'startLoading',
      on: {
        'SESSION.LOADED': [
          { guard: { type: 'isMember', params: ({ event }) => event }, target: 'signedIn' },
          { target: 'signedOut' },
        ],
        'SESSION.FAILED': 'failed',
      },
    },
    signedIn: {
      entry: [
        { type: 'storeMember', params: ({ event }) => ({ session: loadedSession(event) }) },
        { type: 'publishUser', params: ({ event }) => ({ session: loadedSession(event) }) },
        'syncAnalyticsIds',
      ],
      on: {
        // A background refetch of the same member matches neither: nothing to do.
        'SESSION.LOADED': [
          {
            guard: { type: 'otherMember', params: ({ event }) => event },
            target: 'signedIn',
            reenter: true,
          },
          { guard: { type: 'visitor', params: ({ event }) => event }, target: 'signedOut' },
        ],
        'SESSION.FAILED': 'failed',
        'SESSION.DROP': 'droppingSession',
      },
    },
    droppingSession: {
      // The page forgets the member first, so nothing of theirs (the bell's stream, their queries)
      // still asks the server once the cookie is gone; the cookie goes whatever the answer.
      entry: 'forgetSession',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    signedOut: {
      entry: ['clearMember', { type: 'publishUser', params: { session: null } }],
      on: {
        'SESSION.LOADED': {
          guard: { type: 'isMember', params: ({ event }) => event },
          target: 'signedIn',
        },
        'SESSION.FAILED': 'failed',
      },
    },
    failed: {
      entry: 'markFailed',
      on: {
        'SESSION.LOADED': [
          { guard: { type: 'isMember', params: ({ event }) => event }, target: 'signedIn' },
          { target: 'signedOut' },
        ],
      },
    },
  },
})
