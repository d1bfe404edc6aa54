/**
 * The clinic booking flow on one address: branch → doctor → treatments → date → slot → review,
 * then booked (spec §7 "Clinic booking (member)"). The booking machine (`src/machines/booking/`)
 * decides which step shows; every choice is saved in the member's booking cart on the server, so
 * a reload, a second tab or a return from signing in resumes at the first choice still missing.
 *
 * `?cabang=&perawatan=` come from the clinic pages' Booking buttons, `?ubah=` moves a booking to
 * another time, `?ulang=` books a past booking again (the pass page's link, before the app runs).
 */
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { createActor, type Snapshot, waitFor } from 'xstate'
import { LOCALE } from '../../../../app.config'
import { BookingProgress, RESCHEDULE_STEPS } from '../../../components/booking/booking-progress'
import { BookingStep } from '../../../components/booking/booking-step'
import { BookingFailed, BookingUnavailable } from '../../../components/booking/booking-stopped'
import { BranchStep } from '../../../components/booking/branch-step'
import { CurrentBooking } from '../../../components/booking/current-booking'
import { DateStep } from '../../../components/booking/date-step'
import { DoctorStep } from '../../../components/booking/doctor-step'
import { slotKey } from '../../../components/booking/slot-picker'
import { SlotStep } from '../../../components/booking/slot-step'
import { TreatmentsStep } from '../../../components/booking/treatments-step'
import { useNow } from '../../../components/clinic/use-now'
import { reportError } from '../../../components/report-error'
import { pageHead } from '../../../components/seo'
import { useSignInAgain } from '../../../components/use-sign-in-again'
import { bookingActors } from '../../../machines/booking/booking.actors'
import { bookingMachine } from '../../../machines/booking/booking.machine'
import {
  BOOKING_STEPS,
  type BookingMode,
  CONFLICT_MESSAGE,
  STILL_RUNNING_MESSAGE,
} from '../../../machines/booking/booking.model'
import {
  selectCanGoBack,
  selectChosenDoctorId,
  selectChosenTreatmentIds,
  selectIsBusy,
  selectRetriesLeft,
  selectStep,
  selectStepStatus,
  selectSummary,
} from '../../../machines/booking/booking.selectors'
import { getMyBookableClinic } from '../../../server/booking.functions'
import { openedFromThisSite } from '../../../server/navigation-origin'
import { SignInRequiredError } from '../../../server/sign-in-required-error'

// Review and the booked page load once the page runs (see later-steps.ts), not with its HTML.
const laterSteps = () => import('../../../components/booking/later-steps')
type LaterSteps = Awaited<ReturnType<typeof laterSteps>>

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
 * The machine run to its first step: the same machine with the same actors, started here and
 * left once it rests (a step ready to choose in, a failed load, or an end). Its snapshot starts
 * the page's machine, so the first step is in the HTML and the app takes over at that very
 * state, with nothing loaded twice and no skeleton after hydration. The Booking button's choices
 * and a rebook are saved on the way, once.
 */
async function firstStep(mode: BookingMode, today: string, href: string) {
  const actor = createActor(bookingLogic, { input: { mode, today } })
  actor.start()
  try {
    const rested = await waitFor(
      actor,
      (snapshot) => snapshot.status !== 'active' || !snapshot.hasTag('busy'),
      { timeout: FIRST_STEP_TIMEOUT_MS },
    )
    if (rested.matches('signInAgain')) {
      throw redirect({ to: '/masuk', search: { redirect: href } })
    }
    return actor.getPersistedSnapshot()
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Timeout')) {
      // Slow answers: the page's own machine starts over in the browser, with a skeleton.
      reportError('Booking: the first step took too long on the server', error)
      return null
    }
    throw error
  } finally {
    actor.stop()
  }
}

export const Route = createFileRoute('/_member/klinik/booking')({
  validateSearch: BookingSearch,
  // Read from the address, not as loader deps: taking the Booking button's choices out of the
  // address once saved (below) must not start the flow over.
  loader: async ({ location }) => {
    const search = location.search as BookingSearch
    // From another site's link, only a reschedule's number is read (it changes nothing until
    // the member confirms); the choices that are saved on load are this site's links only.
    const mode = openedFromThisSite() ? modeOf(search) : modeOf({ ubah: search.ubah })
    const today = jakartaDay.format(new Date())
    return {
      mode,
      today,
      renderedAt: Date.now(),
      snapshot: (await firstStep(mode, today, location.href)) as Snapshot<unknown> | null,
    }
  },
  shouldReload: false,
  // Never an answer kept from an earlier visit: the cart moved on since.
  gcTime: 0,
  staleTime: 0,
  head: () => ({
    ...pageHead({
      title: 'Booking Klinik',
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
  const status = useSelector(actor, selectStepStatus)
  const busy = useSelector(actor, selectIsBusy)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const retriesLeft = useSelector(actor, selectRetriesLeft)
  const chosenDoctorId = useSelector(actor, selectChosenDoctorId)
  const chosenTreatmentIds = useSelector(actor, selectChosenTreatmentIds, shallowEqual)
  const summary = useSelector(actor, selectSummary, shallowEqual)
  const snapshot = useSelector(actor, (current) => current)
  const { context } = snapshot
  const phase = step.step
  const reschedule = context.mode.kind === 'reschedule'

  // The Booking button's branch and treatment, and a rebook, are in the cart now: a reload must
  // resume from the cart, not apply them again over what the member chose since.
  useEffect(() => {
    if (search.cabang || search.perawatan || search.ulang) {
      void navigate({
        to: '/klinik/booking',
        search: search.ubah ? { ubah: search.ubah } : {},
        replace: true,
      })
    }
  }, [search, navigate])

  useEffect(() => {
    if (phase === 'signInAgain') void signInAgainIfEnded(new SignInRequiredError(), { params: {} })
  }, [phase, signInAgainIfEnded])

  // Fetched while the member chooses, so review does not wait for it. Held as a module, not as
  // lazy components, so a step renders (and its heading takes the focus) at once.
  const [later, setLater] = useState<LaterSteps | null>(null)
  const [laterFailed, setLaterFailed] = useState(false)
  useEffect(() => {
    let live = true
    laterSteps().then(
      (steps) => live && setLater(steps),
      (error) => {
        reportError('Loading the booking steps failed', error)
        if (live) setLaterFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [])

  // The branch's address for review: the booking's, the loaded branch's, or asked for when the
  // flow resumed past the doctor step (the machine then never loaded the branch).
  const cartClinicId = context.cart?.clinic?.id ?? null
  const loadedClinic =
    context.clinic && context.clinic.clinic.id === cartClinicId ? context.clinic.clinic : null
  const atReview = phase === 'review' || phase === 'confirming'
  const { data: fetchedClinic } = useQuery({
    queryKey: ['booking', 'clinic', cartClinicId],
    queryFn: () => getMyBookableClinic({ data: { clinicId: cartClinicId ?? '' } }),
    enabled: atReview && !reschedule && !loadedClinic && cartClinicId !== null,
    staleTime: 5 * 60_000,
  })
  const branch = loadedClinic ?? fetchedClinic?.clinic ?? null
  const address = context.booking
    ? context.booking.clinic.address
    : branch
      ? `${branch.address.street}, ${branch.address.district}, ${branch.address.city}`
      : null

  // The heading takes the focus when the view changes, so a screen reader hears where the member
  // is now, and the focus never falls to the top of the page with the control that went. Not on
  // the page's first view: then it is simply opening, and the focus stays where it is.
  const view = phase === 'confirming' ? 'review' : phase
  const shownView = useRef<string | null>(null)
  const viewShown = !['review', 'booked'].includes(view) || later !== null
  useEffect(() => {
    const previous = shownView.current
    if (view === 'loading' || !viewShown || previous === view) return
    shownView.current = view
    if (previous === null) return
    const heading =
      document.getElementById('judul-langkah') ?? document.getElementById('judul-halaman')
    heading?.focus()
  }, [view, viewShown])

  const send = actor.send
  const retry = () => send({ type: 'RETRY' })
  const back = canGoBack ? () => send({ type: 'BACK' }) : undefined
  const loads = { status, retriesLeft, onRetry: retry, onBack: back }
  const current =
    reschedule && context.booking ? <CurrentBooking booking={context.booking} /> : null
  const pendingStep = laterFailed ? (
    <div className="alert alert--error" role="alert">
      Langkah berikutnya gagal dimuat. Periksa koneksimu, lalu muat ulang halaman: pilihanmu tetap
      tersimpan.
    </div>
  ) : (
    <BookingStep title="Memuat…" status="loading" />
  )

  let body: React.ReactNode
  switch (phase) {
    case 'loading':
      body = (
        <BookingStep
          title={status === 'failed' ? 'Booking belum termuat' : 'Memuat booking…'}
          status={status === 'failed' ? 'failed' : 'loading'}
          retriesLeft={retriesLeft}
          onRetry={retry}
          message={context.message}
        />
      )
      break
    case 'branch':
      body = (
        <BranchStep
          {...loads}
          clinics={context.clinics ?? []}
          chosenId={cartClinicId}
          narrowed={context.mode.kind === 'new' && context.mode.treatmentId !== undefined}
          now={now}
          saving={snapshot.matches({ branch: 'saving' })}
          message={context.message}
          onChoose={(clinicId) => send({ type: 'CHOOSE_BRANCH', clinicId })}
        />
      )
      break
    case 'doctor':
      body = (
        <DoctorStep
          {...loads}
          clinicName={context.clinic?.clinic.name ?? context.cart?.clinic?.name ?? null}
          clinicId={cartClinicId}
          timeZone={context.clinic?.clinic.timeZone ?? null}
          doctors={context.clinic?.doctors ?? []}
          chosenId={chosenDoctorId}
          saving={snapshot.matches({ doctor: 'saving' })}
          message={context.message}
          onChoose={(doctorId) => send({ type: 'CHOOSE_DOCTOR', doctorId })}
        />
      )
      break
    case 'treatments':
      body = (
        <TreatmentsStep
          {...loads}
          treatments={context.clinic?.treatments ?? []}
          chosenIds={chosenTreatmentIds}
          saving={snapshot.matches({ treatments: 'saving' })}
          message={context.message}
          onToggle={(treatmentId) => send({ type: 'TOGGLE_TREATMENT', treatmentId })}
          onContinue={() => send({ type: 'CONTINUE' })}
        />
      )
      break
    case 'date':
      body = (
        <DateStep
          {...loads}
          dates={context.dates}
          chosen={context.date}
          before={current}
          saving={snapshot.matches({ date: 'saving' })}
          message={status === 'failed' ? null : context.message}
          onChoose={(date) => send({ type: 'CHOOSE_DATE', date })}
        />
      )
      break
    case 'slot':
    case 'conflict':
      body = (
        <SlotStep
          {...loads}
          schedule={context.schedule}
          chosenKey={context.slot ? slotKey(context.slot) : null}
          conflict={phase === 'conflict' ? (context.message ?? CONFLICT_MESSAGE) : null}
          before={current}
          onChoose={(slot) => send({ type: 'CHOOSE_SLOT', slot })}
        />
      )
      break
    case 'review':
    case 'confirming':
      body =
        later && summary ? (
          <later.ReviewStep
            summary={summary}
            address={address}
            reschedule={reschedule}
            status={phase === 'confirming' ? 'ready' : status}
            retriesLeft={retriesLeft}
            confirming={phase === 'confirming' || (busy && status !== 'failed')}
            message={context.message}
            checkBookings={context.message === STILL_RUNNING_MESSAGE}
            onEdit={(target) => send({ type: 'EDIT', step: target })}
            onBack={() => send({ type: 'BACK' })}
            onRetry={retry}
            onConfirm={() => send({ type: 'CONFIRM' })}
          />
        ) : (
          pendingStep
        )
      break
    case 'booked':
      body =
        later && context.booked ? (
          <later.BookingDone booking={context.booked} rescheduled={reschedule} />
        ) : (
          pendingStep
        )
      break
    case 'failed':
      body = <BookingFailed message={context.message} />
      break
    case 'unavailable':
      body = <BookingUnavailable message={context.message} />
      break
    case 'signInAgain':
      body = (
        <p className="alert alert--info" role="status">
          Sesimu sudah berakhir. Mengarahkan ke halaman masuk…
        </p>
      )
      break
  }

  const numbered = step.number !== null ? BOOKING_STEPS[step.number - 1] : undefined
  return (
    <div className="container page booking">
      <h1 id="judul-halaman" tabIndex={-1}>
        {reschedule ? 'Ubah Jadwal' : 'Booking Klinik'}
      </h1>
      {numbered ? (
        <BookingProgress current={numbered} steps={reschedule ? RESCHEDULE_STEPS : BOOKING_STEPS} />
      ) : null}
      {body}
    </div>
  )
}
