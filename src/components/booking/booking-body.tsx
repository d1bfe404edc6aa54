/**
 * The step the booking page shows, read from the booking machine through its selectors, so that
 * it re-renders only when what it shows changes. Review and the booked page come from the later
 * steps' chunk (`later-steps.ts`): until it is here, a skeleton (or, if it failed, a way out).
 */
import { useQuery } from '@tanstack/react-query'
import { shallowEqual, useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { bookingMachine } from '../../machines/booking/booking.machine'
import { CONFLICT_MESSAGE, STILL_RUNNING_MESSAGE } from '../../machines/booking/booking.model'
import {
  selectBooked,
  selectCancelled,
  selectCanGoBack,
  selectChosenClinicId,
  selectChosenDate,
  selectChosenDoctorId,
  selectChosenSlot,
  selectChosenTreatmentIds,
  selectClinics,
  selectCurrentBooking,
  selectDates,
  selectDoctorChoices,
  selectIsBusy,
  selectIsSaving,
  selectLoadedBranch,
  selectMessage,
  selectMode,
  selectRetriesLeft,
  selectSchedule,
  selectStep,
  selectStepStatus,
  selectSummary,
  selectTreatments,
  selectView,
} from '../../machines/booking/booking.selectors'
import { getMyBookableClinic } from '../../server/booking/booking.functions'
import { LaterStepsFailed } from '../flows/later-steps-failed'
import { BookingStep } from './booking-step'
import { BookingFailed, BookingUnavailable } from './booking-stopped'
import { BranchStep } from './branch-step'
import { CancelInReschedule } from './cancel-in-reschedule'
import { CurrentBooking } from './current-booking'
import { DateStep } from './date-step'
import { DoctorStep } from './doctor-step'
import type * as LaterSteps from './later-steps'
import { slotKey } from './slot-picker'
import { SlotStep } from './slot-step'
import { TreatmentsStep } from './treatments-step'

export function BookingBody({
  actor,
  later,
  laterFailed,
  now,
}: {
  actor: ActorRefFrom<typeof bookingMachine>
  later: typeof LaterSteps | null
  laterFailed: boolean
  now: Date
}) {
  const phase = useSelector(actor, selectStep, shallowEqual).step
  // A cancel on its way shows the step it was pressed on, so that its dialog stays open there.
  const view = useSelector(actor, selectView)
  const status = useSelector(actor, selectStepStatus)
  const busy = useSelector(actor, selectIsBusy)
  const saving = useSelector(actor, selectIsSaving)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const retriesLeft = useSelector(actor, selectRetriesLeft)
  const message = useSelector(actor, selectMessage)
  const mode = useSelector(actor, selectMode)
  const currentBooking = useSelector(actor, selectCurrentBooking)
  const reschedule = mode.kind === 'reschedule'
  // A reschedule's cancel dialog open over the step: its answer is said in the dialog, where the
  // member is looking, and not a second time on the step behind it.
  const [cancelDialogOpen, setCancelDialogOpen] = useState(false)

  const send = actor.send
  const retry = () => send({ type: 'RETRY' })
  const back = canGoBack ? () => send({ type: 'BACK' }) : undefined
  const loads = { status, retriesLeft, onRetry: retry, onBack: back, message }
  const current =
    reschedule && currentBooking ? (
      <CurrentBooking booking={currentBooking}>
        <CancelInReschedule
          actor={actor}
          booking={currentBooking}
          later={later}
          onDialogOpenChange={setCancelDialogOpen}
        />
      </CurrentBooking>
    ) : null
  const pending = laterFailed ? (
    <LaterStepsFailed />
  ) : (
    <BookingStep title="Memuat…" status="loading" />
  )

  switch (view) {
    case 'loading':
    case 'cancelling':
      return (
        <BookingStep
          title={status === 'failed' ? 'Booking belum termuat' : 'Memuat booking…'}
          status={status === 'failed' ? 'failed' : 'loading'}
          retriesLeft={retriesLeft}
          onRetry={retry}
          message={message}
        />
      )
    case 'branch':
      return (
        <BranchOptions
          actor={actor}
          loads={loads}
          narrowed={mode.kind === 'new' && mode.treatmentId !== undefined}
          now={now}
          saving={saving}
        />
      )
    case 'doctor':
      return <DoctorOptions actor={actor} loads={loads} saving={saving} />
    case 'treatments':
      return <TreatmentOptions actor={actor} loads={loads} saving={saving} />
    case 'date':
      return (
        <DateOptions
          actor={actor}
          loads={{ ...loads, message: status === 'failed' || cancelDialogOpen ? null : message }}
          before={current}
          saving={saving}
        />
      )
    case 'slot':
    case 'conflict':
      return (
        <SlotOptions
          actor={actor}
          loads={loads}
          conflict={view === 'conflict' ? (message ?? CONFLICT_MESSAGE) : null}
          before={current}
        />
      )
    case 'review':
    case 'confirming':
      return later ? (
        <Review
          actor={actor}
          ReviewStep={later.ReviewStep}
          pending={pending}
          reschedule={reschedule}
          confirming={phase === 'confirming' || (busy && status !== 'failed')}
          status={phase === 'confirming' ? 'ready' : status}
          retriesLeft={retriesLeft}
          message={message}
        />
      ) : (
        pending
      )
    case 'booked':
      return <Booked actor={actor} later={later} pending={pending} rescheduled={reschedule} />
    case 'cancelled':
      return <Cancelled actor={actor} later={later} pending={pending} />
    case 'failed':
      return <BookingFailed message={message} />
    case 'unavailable':
      return <BookingUnavailable message={message} />
    case 'signInAgain':
      return (
        <p className="alert alert--info" role="status">
          Sesimu sudah berakhir. Mengarahkan ke halaman masuk…
        </p>
      )
  }
}

type BookingActor = ActorRefFrom<typeof bookingMachine>
/** What every step that loads its data takes: its status, its retries, its buttons, its alert. */
interface Loads {
  status: 'loading' | 'ready' | 'failed'
  retriesLeft: number
  onRetry: () => void
  onBack: (() => void) | undefined
  message: string | null
}

function BranchOptions({
  actor,
  loads,
  narrowed,
  now,
  saving,
}: {
  actor: BookingActor
  loads: Loads
  narrowed: boolean
  now: Date
  saving: boolean
}) {
  const clinics = useSelector(actor, selectClinics)
  const chosenId = useSelector(actor, selectChosenClinicId)
  return (
    <BranchStep
      {...loads}
      clinics={clinics ?? []}
      chosenId={chosenId}
      narrowed={narrowed}
      now={now}
      saving={saving}
      onChoose={(clinicId) => actor.send({ type: 'CHOOSE_BRANCH', clinicId })}
    />
  )
}

function DoctorOptions({
  actor,
  loads,
  saving,
}: {
  actor: BookingActor
  loads: Loads
  saving: boolean
}) {
  const { clinicName, timeZone, doctors } = useSelector(actor, selectDoctorChoices, shallowEqual)
  const clinicId = useSelector(actor, selectChosenClinicId)
  const chosenId = useSelector(actor, selectChosenDoctorId)
  return (
    <DoctorStep
      {...loads}
      clinicName={clinicName}
      clinicId={clinicId}
      timeZone={timeZone}
      doctors={doctors}
      chosenId={chosenId}
      saving={saving}
      onChoose={(doctorId) => actor.send({ type: 'CHOOSE_DOCTOR', doctorId })}
    />
  )
}

function TreatmentOptions({
  actor,
  loads,
  saving,
}: {
  actor: BookingActor
  loads: Loads
  saving: boolean
}) {
  const treatments = useSelector(actor, selectTreatments)
  const chosenIds = useSelector(actor, selectChosenTreatmentIds, shallowEqual)
  return (
    <TreatmentsStep
      {...loads}
      treatments={treatments}
      chosenIds={chosenIds}
      saving={saving}
      onToggle={(treatmentId) => actor.send({ type: 'TOGGLE_TREATMENT', treatmentId })}
      onContinue={() => actor.send({ type: 'CONTINUE' })}
    />
  )
}

function DateOptions({
  actor,
  loads,
  before,
  saving,
}: {
  actor: BookingActor
  loads: Loads
  before: React.ReactNode
  saving: boolean
}) {
  const dates = useSelector(actor, selectDates)
  const chosen = useSelector(actor, selectChosenDate)
  return (
    <DateStep
      {...loads}
      dates={dates}
      chosen={chosen}
      before={before}
      saving={saving}
      onChoose={(date) => actor.send({ type: 'CHOOSE_DATE', date })}
    />
  )
}

function SlotOptions({
  actor,
  loads,
  conflict,
  before,
}: {
  actor: BookingActor
  loads: Loads
  conflict: string | null
  before: React.ReactNode
}) {
  const schedule = useSelector(actor, selectSchedule)
  const chosen = useSelector(actor, selectChosenSlot)
  const { message: _, ...slotLoads } = loads
  return (
    <SlotStep
      {...slotLoads}
      schedule={schedule}
      chosenKey={chosen ? slotKey(chosen) : null}
      conflict={conflict}
      before={before}
      onChoose={(slot) => actor.send({ type: 'CHOOSE_SLOT', slot })}
    />
  )
}

function Review({
  actor,
  ReviewStep,
  pending,
  reschedule,
  ...shown
}: {
  actor: BookingActor
  ReviewStep: typeof LaterSteps.ReviewStep
  pending: React.ReactNode
  reschedule: boolean
  confirming: boolean
  status: 'loading' | 'ready' | 'failed'
  retriesLeft: number
  message: string | null
}) {
  const summary = useSelector(actor, selectSummary, shallowEqual)
  const address = useReviewAddress(actor, reschedule)
  const send = actor.send
  return summary ? (
    <ReviewStep
      {...shown}
      summary={summary}
      address={address}
      reschedule={reschedule}
      checkBookings={shown.message === STILL_RUNNING_MESSAGE}
      onEdit={(target) => send({ type: 'EDIT', step: target })}
      onBack={() => send({ type: 'BACK' })}
      onRetry={() => send({ type: 'RETRY' })}
      onConfirm={() => send({ type: 'CONFIRM' })}
    />
  ) : (
    pending
  )
}

/**
 * The branch's address for review: the booking's, the loaded branch's, or asked for when the
 * flow resumed past the doctor step (the machine then never loaded the branch).
 */
function useReviewAddress(actor: BookingActor, reschedule: boolean): string | null {
  const booking = useSelector(actor, selectCurrentBooking)
  const loadedBranch = useSelector(actor, selectLoadedBranch)
  const clinicId = useSelector(actor, selectChosenClinicId)
  const { data: fetched } = useQuery({
    queryKey: ['booking', 'clinic', clinicId],
    queryFn: () => getMyBookableClinic({ data: { clinicId: clinicId ?? '' } }),
    enabled: !reschedule && !loadedBranch && clinicId !== null,
    staleTime: 5 * 60_000,
  })
  if (booking) return booking.clinic.address
  const branch = loadedBranch ?? fetched?.clinic ?? null
  return branch
    ? `${branch.address.street}, ${branch.address.district}, ${branch.address.city}`
    : null
}

function Booked({
  actor,
  later,
  pending,
  rescheduled,
}: {
  actor: BookingActor
  later: typeof LaterSteps | null
  pending: React.ReactNode
  rescheduled: boolean
}) {
  const booked = useSelector(actor, selectBooked)
  return later && booked ? (
    <later.BookingDone booking={booked} rescheduled={rescheduled} />
  ) : (
    pending
  )
}

function Cancelled({
  actor,
  later,
  pending,
}: {
  actor: BookingActor
  later: typeof LaterSteps | null
  pending: React.ReactNode
}) {
  const cancelled = useSelector(actor, selectCancelled)
  return later && cancelled ? <later.BookingCancelled booking={cancelled} /> : pending
}
