/**
 * Auth on load and user loading (spec §4).
 *
 * The session cookie is HttpOnly, so only the server can read it: the machine starts from what the
 * server found (`hasSession`). Without a session, or with one the server could not parse, loading
 * is cleared and the visitor is signed out. With one, the user and the feeds load together; the
 * analytics client id and ad click id go to the account settings without holding anything up; the
 * user is stored and published to the analytics layer (cleared when there is no user). Any
 * failure sets `error`; loading ends either way. A failed notification load drops the session.
 */
import { assign, fromPromise, setup, spawnChild } from 'xstate'
import type { CurrentUser } from '../../api/auth/schemas'
import type { Feed } from '../../api/member/schemas'

export interface MemberHome {
  session: CurrentUser
  feeds: Feed[]
}

export interface AuthContext {
  hasSession: boolean
  user: CurrentUser | null
  feeds: Feed[]
  loading: boolean
  error: boolean
}

export type AuthEvent =
  /** Sign-in finished: the server now holds a session. */
  | { type: 'SIGNED_IN' }
  /** The member signed out. */
  | { type: 'SIGNED_OUT' }
  /** Something proved the session unusable (spec §8: a failed notification load). */
  | { type: 'SESSION_DROPPED' }
  | { type: 'RETRY' }

export const authMachine = setup({
  types: {} as {
    context: AuthContext
    events: AuthEvent
    input: { hasSession: boolean }
  },
  actors: {
    /** `/auth/me` and `/feeds` together; null when the server has no valid session after all. */
    loadMember: fromPromise<MemberHome | null>(async () => {
      throw new Error('loadMember is not provided')
    }),
    /** Sends the analytics ids to the account settings; its failures are its own business. */
    syncAnalyticsIds: fromPromise<void>(async () => {}),
    /** Clears the cookie on the server. */
    endSession: fromPromise<void>(async () => {}),
  },
  actions: {
    /** Provided by the app: the user (or null) to the analytics layer, without phone or e-mail. */
    publishUser: (_, _params: { user: CurrentUser | null }) => {},
    /** Provided by the app: keeps the page's copy of the session in step. */
    storeSession: (_, _params: { session: CurrentUser | null }) => {},
    startLoading: assign({ loading: true, error: false }),
    storeMember: assign(({ context }, home: MemberHome) => ({
      ...context,
      hasSession: true,
      user: home.session,
      feeds: home.feeds,
      loading: false,
    })),
    clearMember: assign({ hasSession: false, user: null, feeds: [], loading: false }),
    markFailed: assign({ loading: false, error: true }),
    syncAnalyticsIds: spawnChild('syncAnalyticsIds', { id: 'syncAnalyticsIds' }),
  },
  guards: {
    hasSession: ({ context }) => context.hasSession,
    noSession: (_, home: MemberHome | null) => home === null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    hasSession: input.hasSession,
    user: null,
    feeds: [],
    loading: true,
    error: false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasSession', target: 'loadingUser' }, { target: 'signedOut' }],
    },
    loadingUser: {
      entry: 'startLoading',
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        onDone: [
          {
            guard: { type: 'noSession', params: ({ event }) => event.output },
            target: 'signedOut',
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'storeMember', params: ({ event }) => event.output as MemberHome },
              { type: 'storeSession', params: ({ context }) => ({ session: context.user }) },
              { type: 'publishUser', params: ({ context }) => ({ user: context.user }) },
              'syncAnalyticsIds',
            ],
          },
        ],
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    signedIn: {
      on: {
        SIGNED_IN: 'loadingUser',
        SIGNED_OUT: 'signedOut',
        SESSION_DROPPED: 'droppingSession',
      },
    },
    droppingSession: {
      invoke: { id: 'endSession', src: 'endSession', onDone: 'signedOut', onError: 'signedOut' },
    },
    signedOut: {
      entry: [
        'clearMember',
        { type: 'storeSession', params: { session: null } },
        { type: 'publishUser', params: { user: null } },
      ],
      on: { SIGNED_IN: 'loadingUser' },
    },
    failed: {
      on: { RETRY: 'loadingUser', SIGNED_IN: 'loadingUser', SIGNED_OUT: 'signedOut' },
    },
  },
})
