/** The events the auth graph is walked with, including what its invoked actors can answer. */
import type { CurrentUser } from '../../api/auth/schemas'
import type { ActorDoneEvent, ActorErrorEvent, EventFixtures } from '../path-testing'
import type { AuthEvent, MemberHome } from './auth.machine'

export type AuthPathEvent =
  | AuthEvent
  | ActorDoneEvent<'loadMember', MemberHome | null>
  | ActorErrorEvent<'loadMember'>
  | ActorDoneEvent<'endSession', undefined>
  | ActorErrorEvent<'endSession'>

export const putri: CurrentUser = {
  user: {
    id: '1a2f011f-598b-46a1-a6ec-893d8170c912',
    firstName: 'Putri',
    lastName: 'Lestari',
    fullName: 'Putri Lestari',
    intlMobileNumber: '+6281200000001',
    gender: 'female',
    dateOfBirth: '1998-04-12',
    referralCode: 'PUTRI7K2Q',
  },
  email: 'putri.lestari@example.com',
  address: {
    province: { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
    city: { id: '31.74', name: 'Kota Administrasi Jakarta Selatan' },
  },
}

export const putriHome: MemberHome = {
  session: putri,
  feeds: [
    {
      id: 'feed-1',
      type: 'article',
      title: 'Rutinitas pagi untuk kulit berjerawat',
      body: 'Tiga langkah sederhana sebelum berangkat kerja.',
      url: null,
      createdAt: '2026-11-20T01:00:00.000Z',
    },
  ],
}

export const authEvents = {
  SIGNED_IN: [{ type: 'SIGNED_IN' }],
  SIGNED_OUT: [{ type: 'SIGNED_OUT' }],
  SESSION_DROPPED: [{ type: 'SESSION_DROPPED' }],
  RETRY: [{ type: 'RETRY' }],
  'xstate.done.actor.loadMember': [
    { type: 'xstate.done.actor.loadMember', output: putriHome },
    { type: 'xstate.done.actor.loadMember', output: null },
  ],
  'xstate.error.actor.loadMember': [
    { type: 'xstate.error.actor.loadMember', error: new Error('API /auth/me answered HTTP 503') },
  ],
  'xstate.done.actor.endSession': [{ type: 'xstate.done.actor.endSession', output: undefined }],
  'xstate.error.actor.endSession': [
    { type: 'xstate.error.actor.endSession', error: new Error('network down') },
  ],
} satisfies EventFixtures<AuthPathEvent>

export const authFixtureList = Object.values(authEvents).flat()

/** The machine starts from what the server found in the cookie: both cases are walked. */
export const authInputs = [{ hasSession: true }, { hasSession: false }] as const
