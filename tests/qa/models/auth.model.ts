/**
 * The auth machine (src/machines/auth) in the real app. Its events are the session query's
 * changes, so a person causes them by opening a page with or without a session, signing in and
 * signing out; the header shows which state the machine is in.
 *
 * The failures are put in place with the fault switch (backend/http/fault-injection.ts): 'auth-me'
 * fails the session lookup, 'notifications' the bell's list (spec §8: the session is then dropped);
 * a sign-out that never reaches the server is a request the browser loses. What stays out of reach
 * is mapped as unreachable with the reason: the session query never returns to "no answer" while a
 * page is open, and a page already showing a member or a visitor never asks for the session again
 * on its own.
 */
import { expect, type Page, type Request } from '@playwright/test'
import { SIGNED_IN_UNSHOWN } from '../../../src/components/auth/sign-in-calls'
import {
  type AuthPathEvent,
  authFixtureList,
  budi,
  putri,
} from '../../../src/machines/auth/auth.fixtures'
import { authMachine } from '../../../src/machines/auth/auth.machine'
import type { MemberSession } from '../../../src/server/auth/server-queries'
import { TEST_OTP } from '../../support/app-server'
import { BUDI, PUTRI } from '../../support/demo-members'
import { accountButton } from '../../support/fixtures'
import type { TestModel } from '../model'
import type { QaMember } from '../replay/qa-world'

/** The fixtures' sessions are the seeded demo members', by id. */
const MEMBERS: Record<string, QaMember> = { [putri.user.id]: PUTRI, [budi.user.id]: BUDI }

function memberOf(session: MemberSession | null): QaMember | null {
  if (!session) return null
  const member = MEMBERS[session.user.id]
  if (!member) throw new Error(`No demo member for the fixture session of ${session.user.fullName}`)
  return member
}

const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Masuk' })

/** Chromium's line for a request the replay made the browser lose. */
const LOST_REQUEST = /net::ERR_INTERNET_DISCONNECTED/

const NO_SESSION_ASK =
  'Halaman yang menampilkan member tidak menanyakan sesi lagi sendiri (segar 5 menit); hanya menyimpan profil yang menanyakannya, dan jalur ini belum mengisi formulir profil.'

/** How long a step waits for a sign the page gives nothing else for (as an assertion waits). */
const STEP_WAIT_MS = 10_000

/** The member whose session cookie the browser has when the session lookup fails. */
const FAILING_MEMBER = PUTRI

/** Server functions go out to this path; the only POST while a session drops is its end. */
const SERVER_FUNCTION_CALLS = '**/_serverFn/**'
const isServerFunctionPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/_serverFn/')

export const authModel = {
  name: 'auth',
  machine: authMachine,
  fixtures: authFixtureList,
  deferred: ['endSession', 'syncAnalyticsIds'],
  start: {
    label: 'Buka beranda',
    act: async (world, next) => {
      // A member who signed in on an earlier visit comes back: the page loads with the session.
      const member = next?.type === 'SESSION.LOADED' ? memberOf(next.session) : null
      if (member) await world.comeBackAs(member)
      if (next?.type === 'SESSION.FAILED') {
        // A member comes back while the API cannot say who they are.
        await world.comeBackAs(FAILING_MEMBER)
        await world.failCalls(['auth-me'])
      }
      await world.open('/')
    },
  },
  states: {
    loading: {
      label: 'Memuat sesi',
      // The page is served with the session already looked up, so this state passes before the
      // page is shown; the page must at least be up, with its header.
      expect: async (page) => {
        await expect(page.getByRole('banner')).toBeVisible()
      },
    },
    signedIn: {
      label: 'Masuk sebagai member',
      expect: async (page, { memberId }) => {
        const member = memberId ? MEMBERS[memberId] : undefined
        if (!member) throw new Error(`No demo member for the signed-in member id ${memberId}`)
        await expect(accountButton(page, member.name)).toBeVisible()
        await expect(signInLink(page)).toHaveCount(0)
      },
    },
    signedOut: {
      label: 'Pengunjung (belum masuk)',
      expect: async (page) => {
        await expect(signInLink(page)).toBeVisible()
        await expect(
          page.getByRole('banner').getByRole('button', { name: /^Menu akun/ }),
        ).toHaveCount(0)
      },
    },
    droppingSession: {
      label: 'Mengakhiri sesi',
      passing:
        'Sesi sedang diakhiri di server; halaman belum berubah, langkah berikutnya memeriksa hasilnya.',
    },
    failed: {
      label: 'Sesi gagal dimuat',
      // The page cannot say who this is, so it shows no member (on the sign-in page the header
      // has no 'Masuk' of its own to offer, so that is not asked).
      expect: async (page) => {
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(
          page.getByRole('banner').getByRole('button', { name: /^Menu akun/ }),
        ).toHaveCount(0)
      },
    },
  },
  events: {
    'SESSION.LOADING': {
      label: () => 'Sesi dimuat ulang',
      how: () => ({
        unreachable:
          'Halaman selalu dikirim dengan sesi yang sudah dimuat, dan masuk atau keluar mengganti isinya tanpa mengosongkannya; memuat ulang halaman memulai mesin baru.',
      }),
    },
    'SESSION.LOADED': {
      label: ({ session }) =>
        session ? `Sesi ${session.user.firstName} dimuat` : 'Sesi pengunjung dimuat',
      how: ({ session }, before) => {
        const member = memberOf(session)
        if (before.loading) {
          // The start opened the page with this session already: nothing more to do.
          return { act: async () => {} }
        }
        if (before.memberId !== null && member !== null) {
          return {
            unreachable:
              'Member lain tanpa keluar di antaranya: situs tidak mengizinkan masuk selagi sudah masuk, dan kueri sesi tidak dimuat ulang sendiri (segar 5 menit).',
          }
        }
        if (before.error) {
          // The API answers again; the person goes on to the home page, and the page asks again
          // who this is (a session with no answer is looked up on every navigation).
          return {
            act: async (world) => {
              // The cookie the browser has decides the answer: none for a visitor. It changes
              // while the lookup still fails, and only then does the API answer again: the page
              // retries a failed lookup on its own, and a retry between the two would answer
              // for the member before, or for nobody (the cookie gone, the new one not yet set).
              if (member) {
                await world.comeBackAs(member)
              } else {
                await world.context.clearCookies()
                world.member = null
              }
              await world.failCalls([])
              await world.page
                .getByRole('banner')
                .getByRole('link', { name: 'Beranda', exact: true })
                .click()
              await expect(world.page).toHaveURL(/\/$/)
            },
          }
        }
        if (member === null) return { act: (world) => world.signOut() }
        return { act: (world) => world.signIn(member, '/') }
      },
    },
    'SESSION.FAILED': {
      label: () => 'Sesi gagal dimuat',
      how: (_, before) =>
        before.loading
          ? {
              // The start opened the page with the fault on: the lookup fails on the server, and
              // again in the browser (the query keeps its error so the browser tries again). The
              // page shows nothing of it but no member: the step waits for the page to settle.
              act: (world) => world.page.waitForLoadState('networkidle', { timeout: STEP_WAIT_MS }),
            }
          : before.memberId === null
            ? {
                // A visitor signs in while the API cannot say who they are: the code is right,
                // the look-up after it fails, and the member goes on, told the page could not
                // load them yet (not that their line is down: the code is used).
                act: async (world) => {
                  const member = world.newMember()
                  await signInLink(world.page).click()
                  await world.page
                    .getByRole('textbox', { name: 'Nomor HP' })
                    .pressSequentially(member.localPhone)
                  await world.page.getByRole('button', { name: 'Kirim Kode OTP' }).click()
                  await world.failCalls(['auth-me'])
                  await world.page
                    .getByRole('textbox', { name: 'Kode OTP' })
                    .pressSequentially(TEST_OTP)
                  await world.page.getByRole('button', { name: 'Masuk', exact: true }).click()
                  await expect(world.page.getByText(SIGNED_IN_UNSHOWN)).toBeVisible()
                  await expect(world.page).toHaveURL(/\/$/)
                  world.member = member
                },
              }
            : { unreachable: NO_SESSION_ASK },
    },
    'SESSION.DROP': {
      label: () => 'Notifikasi gagal dimuat',
      how: (_, before) => ({
        // The member opens a page while the notifications cannot load (spec §8): a fresh load,
        // whose machine passes loading and signedIn again before the bell's failure drops it.
        act: async (world) => {
          if (!before.memberId) throw new Error('SESSION.DROP replayed with nobody signed in')
          await world.failCalls(['notifications'])
          // The sign the session is dropped: the page asks the server to end it.
          const ending = world.page.waitForRequest(isServerFunctionPost, { timeout: STEP_WAIT_MS })
          await world.open('/')
          await ending
        },
      }),
    },
    'xstate.done.actor.endSession': {
      label: () => 'Sesi diakhiri di server',
      how: () => ({
        arrange: () => {},
        settled: async (world) => {
          await expect(signInLink(world.page)).toBeVisible()
          world.member = null
          await world.failCalls([])
        },
      }),
    },
    'xstate.error.actor.endSession': {
      label: () => 'Mengakhiri sesi gagal',
      how: () => ({
        // The line drops as the page asks the server to end the session: the page forgets the
        // member all the same.
        arrange: async (world) => {
          world.allowBrowserErrors(LOST_REQUEST)
          await world.page.route(SERVER_FUNCTION_CALLS, (route) =>
            isServerFunctionPost(route.request())
              ? route.abort('internetdisconnected')
              : route.fallback(),
          )
        },
        settled: async (world) => {
          await expect(signInLink(world.page)).toBeVisible()
          await world.page.unroute(SERVER_FUNCTION_CALLS)
          // The cookie stayed (the server never heard): gone as the page forgot it.
          await world.context.clearCookies()
          world.member = null
          await world.failCalls([])
        },
      }),
    },
  },
} satisfies TestModel<typeof authMachine, AuthPathEvent>
