/** The events the auth graph is walked with, including what its invoked actors can answer. */
import type {
  ActorDoneEvent,
  ActorErrorEvent,
  EventFixtures,
} from '../../../tests/support/machine-paths/path-testing'
import type { MemberSession } from '../../server/auth/server-queries'
import type { AuthEvent } from './auth.machine'

export type AuthPathEvent =
  | AuthEvent
  | ActorDoneEvent<'endSession', undefined>
  | ActorErrorEvent<'endSession'>

export const putri: MemberSession = {
  user: {
    id: '1a2f011f-598b-46a1-a6ec-893d8170c912',
    firstName: 'Putri',
    lastName: 'Lestari',
    fullName: 'Putri Lestari',
    intlMobileNumber: '+6281200000001',
    gender: 'female',
    dateOfBirth: '1998-04-12',
    referralCode: 'PUTRI7K2Q',
    role: 'member',
  },
  email: 'putri.lestari@example.com',
  profilePrompted: true,
  address: {
    province: { id: '31', name: 'Daerah Khusus Ibukota Jakarta' },
    city: { id: '31.74', name: 'Kota Administrasi Jakarta Selatan' },
  },
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

/** Another member on the same device (a sign-out and a sign-in in between). */
export const budi: MemberSession = {
  ...putri,
  user: {
    ...putri.user,
    id: '7d1c2b9e-4f0a-4c55-9b61-2f7f3d0a8e21',
    firstName: 'Budi',
    lastName: 'Santoso',
    fullName: 'Budi Santoso',
    intlMobileNumber: '+6281200000002',
    referralCode: 'BUDI4X9M',
    role: 'member',
  },
  feeds: [],
}

export const authEvents = {
  'SESSION.LOADING': [{ type: 'SESSION.LOADING' }],
  'SESSION.LOADED': [
    { type: 'SESSION.LOADED', session: putri },
    { type: 'SESSION.LOADED', session: budi },
    { type: 'SESSION.LOADED', session: null },
  ],
  'SESSION.FAILED': [{ type: 'SESSION.FAILED' }],
  'SESSION.DROP': [{ type: 'SESSION.DROP' }],
  'xstate.done.actor.endSession': [{ type: 'xstate.done.actor.endSession', output: undefined }],
  'xstate.error.actor.endSession': [
    { type: 'xstate.error.actor.endSession', error: new Error('network down') },
  ],
} satisfies EventFixtures<AuthPathEvent>

export const authFixtureList = Object.values(authEvents).flat()
