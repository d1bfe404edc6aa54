/**
 * The clinic booking flow on one address: branch → doctor → treatments → date → slot → review,
 * then booked (spec §7 "Clinic booking (member)"). The booking machine (`src/machines/booking/`)
 * decides which step shows; every choice is saved in the member's booking cart on the server, so
 * a reload, a second tab or a return from signing in resumes at the first choice still missing.
 *
 * `?cabang=&perawatan=` come from the clinic pages' Booking buttons, `?ubah=` moves a booking to
 * another time, `?ulang=` books a past booking again (the pass page's link, before the app runs).
 */
import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import * as v from 'valibot'
import type { Snapshot } from 'xstate'
import { LOCALE } from '../../../../app.config'
import { useSignInAgain } from '../../../components/auth/use-sign-in-again'
import { BookingBody } from '../../../components/booking/booking-body'
import { bookingLaterSteps } from '../../../components/booking/booking-later-steps'
import { BookingProgress, RESCHEDULE_STEPS } from '../../../components/booking/booking-progress'
import { useNow } from '../../../components/clinic/use-now'
import { useLaterSteps } from '../../../components/flows/use-later-steps'
import { useStepHeadingFocus } from '../../../components/flows/use-step-heading-focus'
import { useStepInUrl } from '../../../components/flows/use-step-in-url'
import { reportError } from '../../../lib/error-reports/report-error'
import { runToFirstStep } from '../../../lib/flows/run-to-first-step'
import { StepParam } from '../../../lib/flows/step-param'
import { pageHead, pageTitle } from '../../../lib/seo'
import { bookingActors } from '../../../machines/booking/booking.actors'
import { bookingMachine } from '../../../machines/booking/booking.machine'
import {
  BOOKING_STEPS,
  type BookingMode,
  stepVisitOf,
} from '../../../machines/booking/booking.model'
import { selectMode, selectStep, selectView } from '../../../machines/booking/booking.selectors'
import { bookingTitleOf, selectStepSlug } from '../../../machines/booking/booking.steps'
import { signInAgainRedirect } from '../../../server/auth/sign-in-again'
import { SignInRequiredError } from '../../../server/auth/sign-in-required-error'
import { openedFromThisSite } from '../../../server/http/navigation-origin'

const Id = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))), undefined)
const BookingNumberParam = v.fallback(
  v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,20}$/))),
  undefined,
)
const BookingSearch = v.object({
  cabang: Id,
  perawatan: Id,
  ubah: BookingNumberParam,
  ulang: BookingNumberParam,
  // The step (`useStepInUrl` keeps it in step with the machine); an unknown one is none.
  langkah: StepParam,
})
type BookingSearch = v.InferOutput<typeof BookingSearch>

/** What the address asks for: moving a booking, booking one again, or a new booking. */
function modeOf(search: BookingSearch): BookingMode {
  if (search.ubah) return { kind: 'reschedule', bookingNumber: search.ubah }
  if (search.ulang) return { kind: 'rebook', bookingNumber: search.ulang }
  return {
    kind: 'new',
    ...(search.cabang ? { clinicId: search.cabang } : {}),
    ...(search.perawatan ? { treatmentId: search.perawatan } : {}),
  }
}

const jakartaDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: LOCALE.timeZone,
})

/** How long the server waits for the first step before sending the page with a skeleton. */
const FIRST_STEP_TIMEOUT_MS = 8_000

const bookingLogic = bookingMachine.provide({
  actors: bookingActors,
  actions: { reportError: (_, { error }) => reportError('Booking', error) },
})

/**
 * The machine run to its first step (see `runToFirstStep`). The Booking button's choices and a
 * rebook are saved on the way, once.
 */
async function firstStep(mode: BookingMode, today: string, href: string, queryClient: QueryClient) {
  const first = await runToFirstStep(
    bookingLogic,
    { mode, today },
    { timeoutMs: FIRST_STEP_TIMEOUT_MS },
  )
  if (!first) {
    reportError(
      'Booking: the first step took too long on the server',
      new Error(`No first step within ${FIRST_STEP_TIMEOUT_MS} ms`),
    )
    return null
  }
  // The API refused the session (ended on another device, or expired).
  if (first.rested.matches('signInAgain')) throw signInAgainRedirect(queryClient, href)
  return first.snapshot
}

export const Route = createFileRoute('/_member/klinik/booking')({
  validateSearch: BookingSearch,
  // Read from the address, not as loader deps: taking the Booking button's choices out of the
  // address once saved (below) must not start the flow over.
  loader: async ({ location, context }) => {
    const search = location.search as BookingSearch
    // From another site's link, only a reschedule's number is read (it changes nothing until
    // the member confirms); the choices that are saved on load are this site's links only.
    const mode = openedFromThisSite() ? modeOf(search) : modeOf({ ubah: search.ubah })
    const today = jakartaDay.format(new Date())
    const snapshot = (await firstStep(
      mode,
      today,
      location.href,
      context.queryClient,
    )) as Snapshot<unknown> | null
    return {
      mode,
      today,
      renderedAt: Date.now(),
      snapshot,
      // The title of the step the HTML shows; once the page runs, `useStepInUrl` keeps it.
      title: bookingTitleOf(snapshot && 'value' in snapshot ? selectStepSlug(snapshot) : null),
    }
  },
  shouldReload: false,
  // Never an answer kept from an earlier visit: the cart moved on since.
  gcTime: 0,
  staleTime: 0,
  // The step's own title, the loader's (counted there, with the step names: `head` loads with
  // every page).
  head: ({ loaderData }) => ({
    ...pageHead({
      title: loaderData?.title ?? 'Booking Klinik',
      description: 'Pilih cabang, dokter, perawatan dan jadwal kunjunganmu ke Diri Klinik.',
    }),
  }),
  component: BookingPage,
})

function BookingPage() {
  const { mode, today, renderedAt, snapshot: started } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate()
  const signInAgainIfEnded = useSignInAgain()
  const now = useNow(renderedAt)

  // From the loader's snapshot: the step the HTML shows, with what it loaded (its input unused).
  const actor = useActorRef(bookingLogic, {
    input: { mode, today },
    ...(started ? { snapshot: started } : {}),
  })
  const step = useSelector(actor, selectStep, shallowEqual)
  const reschedule = useSelector(actor, selectMode).kind === 'reschedule'
  const phase = step.step
  // Back and Forward step through the booking; each choice and Kembali add a history entry.
  useStepInUrl(actor, {
    param: 'langkah',
    stepOf: selectStepSlug,
    visit: stepVisitOf,
    moves: [
      'CHOOSE_BRANCH',
      'CHOOSE_DOCTOR',
      'CONTINUE',
      'CHOOSE_DATE',
      'CHOOSE_SLOT',
      'BACK',
      'EDIT',
    ],
    title: (slug) => pageTitle(bookingTitleOf(slug)),
    busy: (snapshot) => snapshot.hasTag('busy'),
  })

  // The Booking button's branch and treatment, and a rebook, are in the cart now: a reload must
  // resume from the cart, not apply them again over what the member chose since.
  useEffect(() => {
    if (search.cabang || search.perawatan || search.ulang) {
      void navigate({
        from: '/klinik/booking',
        to: '/klinik/booking',
        // The step stays in the address (`useStepInUrl` may have put it there just before).
        search: (now) => {
          const langkah = selectStepSlug(actor.getSnapshot()) ?? now.langkah
          return { ...(now.ubah ? { ubah: now.ubah } : {}), ...(langkah ? { langkah } : {}) }
        },
        replace: true,
      })
    }
  }, [search, navigate, actor])

  useEffect(() => {
    if (phase === 'signInAgain') void signInAgainIfEnded(new SignInRequiredError(), { params: {} })
  }, [phase, signInAgainIfEnded])

  // Fetched while the member chooses, so review does not wait for it.
  const { later, failed: laterFailed } = useLaterSteps(bookingLaterSteps, 'the booking steps')
  // Confirming is still review, a cancel on its way its step; review, booked and cancelled show
  // once their code is here.
  const view = useSelector(actor, selectView)
  const viewShown = !['review', 'booked', 'cancelled'].includes(view) || later !== null
  useStepHeadingFocus(view === 'loading' || !viewShown ? null : view)

  const numbered = step.number !== null ? BOOKING_STEPS[step.number - 1] : undefined
  return (
    <div className="container page booking">
      <h1 id="judul-halaman" tabIndex={-1}>
        {reschedule ? 'Ubah Jadwal' : 'Booking Klinik'}
      </h1>
      {numbered ? (
        <BookingProgress current={numbered} steps={reschedule ? RESCHEDULE_STEPS : BOOKING_STEPS} />
      ) : null}
      <BookingBody actor={actor} later={later} laterFailed={laterFailed} now={now} />
    </div>
  )
}
