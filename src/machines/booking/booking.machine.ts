/**
 * The clinic booking flow (spec §7 "Clinic booking (member)"): branch → doctor → treatments →
 * date → slot → review → confirming → booked, plus rescheduling a booking and rebooking a past one.
 *
 * Progress is the booking cart on the server (`updateBookingCart`): each choice is saved as it is
 * made (`saving` substates), so a reload, a second tab or a return from signing in resumes. On
 * start, `loading` reads the config and the cart and goes to the first choice still missing
 * (branch, doctor, treatments, date; a saved day from today on resumes at the slot). A Booking
 * button's branch and treatment (`/klinik/booking?cabang=&perawatan=`) are put into the cart
 * first; a branch other than the cart's wins, since the member just pressed Booking there.
 * Rescheduling loads the booking (its branch, doctor and treatments stay) and starts at the date;
 * rebooking asks the API for a new cart from the booking and resumes at the date.
 *
 * Every step that loads has `loading` / `ready` / `failed` substates: the spec's calls that
 * swallow their failures become a retry here, never a blank. A step's load may fail three times
 * in a row (`MAX_LOAD_ATTEMPTS`); the third goes to `failed` ('Coba lagi nanti'). A session that
 * ended (`SignInRequiredError`, by name) goes to `signInAgain` from anywhere.
 *
 * Expected refusals are actor outputs and guarded transitions: a choice the API refuses (422)
 * stays on its step with the API's message; a booking refused (422) is back on review with it;
 * a slot taken meanwhile (409) goes to `conflict`, which reloads the day's slots keeping every
 * other choice; so does a time the member already holds with another booking (409 `ownBooking`),
 * saying the API's words, which name that booking. `onError` means no answer came (a dropped connection) or something truly broke.
 *
 * Confirming uses an idempotency key made on entering review and kept until an answer comes, so
 * pressing Konfirmasi again after a lost connection cannot book twice. Any new choice (a cart
 * saved, another slot) is another booking attempt and drops the key. An answer that the first
 * request with the key is still running (409) sends the same key again after a wait, a bounded
 * number of times (`MAX_STILL_RUNNING_TRIES`), past the API's lease after which a key whose
 * process died answers its booking; then review says so and points to the member's bookings,
 * the key kept, so pressing Konfirmasi again is still safe.
 *
 * A reschedule may end as a cancel instead ('Batalkan booking ini' while the day or the time is
 * chosen: `CANCEL_BOOKING`). `cancelling` makes its key as review does, and keeps it across a
 * lost answer for the next press with the same reason; the API's refusal (inside the cut-off) or
 * a request still running goes back to the step it was pressed on, saying so; the booking moved
 * meanwhile by another tab is `unavailable`; the booking cancelled is `cancelled`.
 */
import type { SnapshotFrom } from 'xstate'
import { output } from '../shared/event-params'
import { failureTransitions } from '../shared/failure-transitions'
import { attemptKeyOf, idempotencyKeyStates } from '../shared/idempotency-key'
import { loadingStateOf } from '../shared/loading-state'
import {
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_STEPS,
  type BookingContext,
  type BookingEvent,
  type BookingStep,
  type CancelStep,
  cancelInputOf,
  cancelReasonOf,
  confirmBody,
  linkedTreatmentOf,
  NOT_RESCHEDULABLE_MESSAGE,
  preselectionOf,
  rescheduledNumber,
  saveInputOf,
} from './booking.model'
import { bookingSetup } from './booking.setup'

const SIGN_IN = '#booking.signInAgain'

/**
 * A load that broke: the third failure in a row ends the flow ('Coba lagi nanti'); anything
 * else is shown as the step's failure.
 */
const failedLoad = (target: string) =>
  failureTransitions(
    SIGN_IN,
    { guard: 'lastAttempt', target: '#booking.failed' },
    { target, actions: 'countFailure' },
  )

/** A choice that got no answer: the member makes it again (nothing is counted). */
const failedSave = (target: string) =>
  failureTransitions(SIGN_IN, { target, actions: 'storeNotSaved' })

const loadingState = loadingStateOf<BookingContext>()

/** A step's failed load: RETRY loads again (`failedLoad` ends the flow on the third). */
const failedStep = { on: { RETRY: { target: 'loading', actions: 'clearMessage' } } } as const

/** The day's slots, for the slot step and again after a conflict. */
const loadingSchedule = loadingState({
  src: 'loadSchedule',
  input: ({ context }) => ({ date: context.date ?? '', ...rescheduledNumber(context) }),
  store: 'storeSchedule',
  onto: [{ target: 'ready' }],
  onError: failedLoad('failed'),
})

type SlotChoice = { event: Extract<BookingEvent, { type: 'CHOOSE_SLOT' }> }
type CancelChoice = { event: Extract<BookingEvent, { type: 'CANCEL_BOOKING' }> }

/** 'Ya, Batalkan Booking' on a reschedule's step: the cancel goes out, with its reason. */
const cancelOn = (from: CancelStep) => ({
  guard: 'cancellable' as const,
  target: '#booking.cancelling',
  actions: {
    type: 'startCancel' as const,
    params: ({ event }: CancelChoice) => ({ from, reason: cancelReasonOf(event) }),
  },
})

/** A cancel that got no answer: back on its step, the key kept (it may have been made). */
const failedCancel = failureTransitions(
  SIGN_IN,
  { guard: 'cancelledFromDate', target: '#booking.date.ready', actions: 'storeCancelNotSent' },
  { target: '#booking.slot.ready', actions: 'storeCancelNotSent' },
)

/** An offered slot, chosen: on to review. */
const chooseSlot = {
  guard: {
    type: 'slotOffered' as const,
    params: ({ event }: SlotChoice) => ({ slot: event.slot }),
  },
  target: '#booking.review',
  actions: {
    type: 'chooseSlot' as const,
    params: ({ event }: SlotChoice) => ({ slot: event.slot }),
  },
}

/** A step's saving substate: the choice goes to the cart, then on to `next`. */
const savingState = (next: string) => ({
  tags: 'busy' as const,
  invoke: {
    id: 'saveCart',
    src: 'saveCart' as const,
    input: ({ context, event }: { context: BookingContext; event: BookingEvent }) =>
      saveInputOf(context, event),
    onDone: [
      {
        guard: { type: 'saved' as const, params: output },
        target: next,
        actions: { type: 'storeSavedCart' as const, params: output },
      },
      { target: 'ready', actions: { type: 'storeRefusal' as const, params: output } },
    ],
    onError: failedSave('ready'),
  },
})

/** The outcomes of booking and rescheduling alike. */
const confirmOutcomes = {
  onDone: [
    {
      guard: { type: 'confirmed' as const, params: output },
      target: '#booking.booked',
      actions: { type: 'storeBooked' as const, params: output },
    },
    {
      guard: { type: 'slotTaken' as const, params: output },
      target: '#booking.conflict',
      actions: { type: 'storeConflict' as const, params: output },
    },
    {
      guard: { type: 'ownBookingHeld' as const, params: output },
      target: '#booking.conflict',
      actions: { type: 'storeConflict' as const, params: output },
    },
    {
      guard: { type: 'stillRunningMayWait' as const, params: output },
      target: '#booking.confirming.waiting',
      actions: 'countStillRunning' as const,
    },
    {
      guard: { type: 'stillRunning' as const, params: output },
      target: '#booking.review',
      actions: 'stopWaiting' as const,
    },
    { target: '#booking.review', actions: { type: 'storeRefusal' as const, params: output } },
  ],
  // No answer (a dropped connection, a timeout): the booking may exist, so the key stays.
  onError: failureTransitions(SIGN_IN, {
    target: '#booking.review',
    actions: 'storeConnectionLoss',
  }),
}

/** Rescheduling may also find the booking moved meanwhile (another tab): nothing left to move. */
const rescheduleOutcomes = {
  ...confirmOutcomes,
  onDone: [
    {
      guard: { type: 'bookingMoved' as const, params: output },
      target: '#booking.unavailable',
      actions: { type: 'storeMessage' as const, params: output },
    },
    ...confirmOutcomes.onDone,
  ],
}

/**
 * Back or Forward in the browser, on a step (or the conflict's slots): to another step the
 * member reached, which loads what it shows on entry as after BACK or EDIT. A step not reached
 * is ignored, and the page puts the address back to the step that shows.
 */
const visitsFrom = (from: BookingStep | 'conflict') =>
  // After a conflict the slot chosen is someone else's: there is no review to go forward to.
  BOOKING_STEPS.filter((step) => step !== from && !(from === 'conflict' && step === 'review')).map(
    (step) => ({
      guard: { type: 'visits' as const, params: { step } },
      target: `#booking.${step}`,
    }),
  )

export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  context: ({ input }) => ({
    mode: input.mode,
    today: input.today,
    config: null,
    cart: null,
    booking: null,
    clinics: null,
    clinic: null,
    dates: null,
    date: null,
    schedule: null,
    slot: null,
    idempotencyKey: null,
    booked: null,
    message: null,
    conflictMessage: null,
    cancelFrom: null,
    cancelKey: null,
    cancelReason: null,
    cancelled: null,
    retries: 0,
    stillRunningTries: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'deciding',
      states: {
        // What is still to load before the walk; a RETRY comes back here and loads only that.
        deciding: {
          always: [
            { guard: 'needsConfig', target: 'config' },
            { guard: 'needsCart', target: 'cart' },
            { guard: 'needsPreselection', target: 'preselecting' },
            { guard: 'needsBooking', target: 'booking' },
            { guard: 'needsRebook', target: 'rebooking' },
            { target: 'resuming' },
          ],
        },
        config: loadingState({
          src: 'loadConfig',
          store: 'storeConfig',
          onto: [{ target: 'deciding' }],
          onError: failedLoad('failed'),
        }),
        cart: loadingState({
          src: 'loadCart',
          store: 'storeCart',
          onto: [{ target: 'deciding' }],
          onError: failedLoad('failed'),
        }),
        // The Booking button's branch and treatment go into the cart before anything is shown.
        preselecting: {
          tags: 'busy',
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => preselectionOf(context) ?? {},
            onDone: [
              {
                guard: { type: 'saved', params: output },
                target: 'resuming',
                actions: { type: 'storeSavedCart', params: output },
              },
              // Refused (a treatment the branch does not offer): said, and the cart as it was.
              { target: 'resuming', actions: { type: 'storeRefusal', params: output } },
            ],
            onError: failedLoad('failed'),
          },
        },
        booking: {
          tags: 'busy',
          invoke: {
            id: 'loadBooking',
            src: 'loadBooking',
            input: ({ context }) => ({
              bookingNumber: context.mode.kind === 'new' ? '' : context.mode.bookingNumber,
            }),
            onDone: [
              {
                guard: { type: 'bookingMissing', params: output },
                target: '#booking.unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: { message: BOOKING_NOT_FOUND_MESSAGE },
                },
              },
              {
                guard: { type: 'bookingLocked', params: output },
                target: '#booking.unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: ({ event }) => ({
                    message: event.output?.rescheduleRefusal ?? NOT_RESCHEDULABLE_MESSAGE,
                  }),
                },
              },
              { target: 'deciding', actions: { type: 'storeBooking', params: output } },
            ],
            onError: failedLoad('failed'),
          },
        },
        rebooking: {
          tags: 'busy',
          invoke: {
            id: 'rebook',
            src: 'rebook',
            input: ({ context }) => ({
              bookingNumber: context.mode.kind === 'new' ? '' : context.mode.bookingNumber,
            }),
            onDone: [
              {
                guard: { type: 'rebooked', params: output },
                target: 'deciding',
                actions: { type: 'storeRebooked', params: output },
              },
              {
                target: '#booking.unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: ({ event }) => ({
                    message: event.output.ok ? NOT_RESCHEDULABLE_MESSAGE : event.output.message,
                  }),
                },
              },
            ],
            onError: failedLoad('failed'),
          },
        },
        // The first choice still missing.
        resuming: {
          always: [
            { guard: { type: 'resumesAt', params: { step: 'branch' } }, target: '#booking.branch' },
            { guard: { type: 'resumesAt', params: { step: 'doctor' } }, target: '#booking.doctor' },
            {
              guard: { type: 'resumesAt', params: { step: 'treatments' } },
              target: '#booking.treatments',
            },
            { guard: { type: 'resumesAt', params: { step: 'date' } }, target: '#booking.date' },
            { target: '#booking.slot' },
          ],
        },
        failed: {
          on: { RETRY: { target: 'deciding', actions: 'clearMessage' } },
        },
      },
    },

    branch: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: { 'STEP.VISIT': visitsFrom('branch') },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadClinics',
          input: ({ context }) => {
            const treatmentId = linkedTreatmentOf(context)
            return treatmentId ? { treatmentId } : {}
          },
          store: 'storeClinics',
          onto: [{ target: 'ready' }],
          onError: failedLoad('failed'),
        }),
        ready: {
          on: {
            CHOOSE_BRANCH: {
              guard: {
                type: 'branchListed',
                params: ({ event }) => ({ clinicId: event.clinicId }),
              },
              target: 'saving',
              actions: 'clearMessage',
            },
          },
        },
        saving: savingState('#booking.doctor'),
        failed: failedStep,
      },
    },

    doctor: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: { BACK: '#booking.branch', 'STEP.VISIT': visitsFrom('doctor') },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadClinic',
          input: ({ context }) => ({ clinicId: context.cart?.clinic?.id ?? '' }),
          store: 'storeClinic',
          onto: [{ target: 'ready' }],
          onError: failedLoad('failed'),
        }),
        ready: {
          on: {
            CHOOSE_DOCTOR: {
              guard: {
                type: 'doctorOffered',
                params: ({ event }) => ({ doctorId: event.doctorId }),
              },
              target: 'saving',
              actions: 'clearMessage',
            },
          },
        },
        saving: savingState('#booking.treatments.ready'),
        failed: failedStep,
      },
    },

    treatments: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: {
        BACK: [
          { guard: 'clinicLoaded', target: '#booking.doctor.ready' },
          { target: '#booking.doctor' },
        ],
        'STEP.VISIT': visitsFrom('treatments'),
      },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadClinic',
          input: ({ context }) => ({ clinicId: context.cart?.clinic?.id ?? '' }),
          store: 'storeClinic',
          onto: [{ target: 'ready' }],
          onError: failedLoad('failed'),
        }),
        ready: {
          on: {
            TOGGLE_TREATMENT: {
              guard: {
                type: 'treatmentTogglable',
                params: ({ event }) => ({ treatmentId: event.treatmentId }),
              },
              target: 'saving',
              actions: 'clearMessage',
            },
            CONTINUE: { guard: 'hasTreatments', target: '#booking.date' },
          },
        },
        saving: savingState('ready'),
        failed: failedStep,
      },
    },

    date: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: {
        // A reschedule starts here: its branch, doctor and treatments are the booking's.
        BACK: [
          { guard: 'cartClinicLoaded', target: '#booking.treatments.ready' },
          { guard: 'buildsCart', target: '#booking.treatments' },
        ],
        'STEP.VISIT': visitsFrom('date'),
      },
      initial: 'loading',
      states: {
        loading: loadingState({
          src: 'loadDates',
          input: ({ context }) => ({ startDate: context.today, ...rescheduledNumber(context) }),
          store: 'storeDates',
          onto: [{ target: 'ready' }],
          onError: failedLoad('failed'),
        }),
        ready: {
          on: {
            CHOOSE_DATE: [
              {
                guard: { type: 'dateToMoveTo', params: ({ event }) => ({ date: event.date }) },
                target: '#booking.slot',
                actions: { type: 'storeDate', params: ({ event }) => ({ date: event.date }) },
              },
              {
                guard: { type: 'dateAvailable', params: ({ event }) => ({ date: event.date }) },
                target: 'saving',
                actions: 'clearMessage',
              },
            ],
            CANCEL_BOOKING: cancelOn('date'),
          },
        },
        saving: savingState('#booking.slot'),
        failed: failedStep,
      },
    },

    slot: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: { BACK: '#booking.date', 'STEP.VISIT': visitsFrom('slot') },
      initial: 'loading',
      states: {
        loading: loadingSchedule,
        ready: {
          on: {
            CHOOSE_SLOT: chooseSlot,
            CANCEL_BOOKING: cancelOn('slot'),
          },
        },
        failed: failedStep,
      },
    },

    review: {
      entry: 'resetRetries',
      // A message of the last attempt belongs to the review it was shown on.
      exit: 'clearMessage',
      on: {
        BACK: '#booking.slot',
        'STEP.VISIT': visitsFrom('review'),
        EDIT: [
          { guard: { type: 'editsTo', params: { step: 'branch' } }, target: '#booking.branch' },
          {
            guard: { type: 'editsToLoaded', params: { step: 'doctor' } },
            target: '#booking.doctor.ready',
          },
          { guard: { type: 'editsTo', params: { step: 'doctor' } }, target: '#booking.doctor' },
          {
            guard: { type: 'editsToLoaded', params: { step: 'treatments' } },
            target: '#booking.treatments.ready',
          },
          {
            guard: { type: 'editsTo', params: { step: 'treatments' } },
            target: '#booking.treatments',
          },
          { guard: { type: 'editsTo', params: { step: 'date' } }, target: '#booking.date' },
          { guard: { type: 'editsTo', params: { step: 'slot' } }, target: '#booking.slot' },
        ],
      },
      initial: 'preparing',
      states: {
        // The attempt's key is made once and kept until an answer comes (see confirming).
        ...idempotencyKeyStates(failedLoad('failed')),
        ready: {
          on: {
            CONFIRM: [
              {
                guard: 'reschedules',
                target: '#booking.confirming.rescheduling',
                actions: 'resetStillRunning',
              },
              { target: '#booking.confirming.booking', actions: 'resetStillRunning' },
            ],
          },
        },
        failed: {
          on: { RETRY: { target: 'makingKey', actions: 'clearMessage' } },
        },
      },
    },

    confirming: {
      tags: 'busy',
      initial: 'booking',
      states: {
        booking: {
          invoke: {
            id: 'book',
            src: 'book',
            input: ({ context }) => ({
              idempotencyKey: attemptKeyOf(context, 'A booking attempt'),
              body: confirmBody(context),
            }),
            ...confirmOutcomes,
          },
        },
        rescheduling: {
          invoke: {
            id: 'reschedule',
            src: 'reschedule',
            input: ({ context }) => ({
              bookingNumber: context.mode.kind === 'reschedule' ? context.mode.bookingNumber : '',
              idempotencyKey: attemptKeyOf(context, 'A booking attempt'),
              body: confirmBody(context),
            }),
            ...rescheduleOutcomes,
          },
        },
        // The first request with the key is still running: the same key again, after a wait.
        waiting: {
          after: {
            stillRunningWait: [
              { guard: 'reschedules', target: 'rescheduling' },
              { target: 'booking' },
            ],
          },
        },
      },
    },

    // The slot was taken meanwhile (or the member holds that time): the same day's slots again,
    // every other choice kept.
    conflict: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: { BACK: '#booking.date', 'STEP.VISIT': visitsFrom('conflict') },
      initial: 'loading',
      states: {
        loading: loadingSchedule,
        ready: {
          entry: 'sayConflict',
          on: {
            CHOOSE_SLOT: chooseSlot,
          },
        },
        failed: failedStep,
      },
    },

    // 'Batalkan saja' instead of moving the booking: its key, then the cancel.
    cancelling: {
      tags: 'busy',
      initial: 'preparing',
      states: {
        ...idempotencyKeyStates(failedCancel, {
          hasKey: 'hasCancelKey',
          storeKey: 'storeCancelKey',
          ready: 'sending',
        }),
        sending: {
          invoke: {
            id: 'cancelBooking',
            src: 'cancelBooking',
            input: ({ context }) => cancelInputOf(context),
            onDone: [
              {
                guard: { type: 'bookingCancelled', params: output },
                target: '#booking.cancelled',
                actions: { type: 'storeCancelled', params: output },
              },
              {
                guard: { type: 'cancelMoved', params: output },
                target: '#booking.unavailable',
                actions: { type: 'storeCancelAnswer', params: output },
              },
              // Refused, or still running: said on the step it was pressed on, as it was.
              {
                guard: 'cancelledFromDate',
                target: '#booking.date.ready',
                actions: { type: 'storeCancelAnswer', params: output },
              },
              {
                target: '#booking.slot.ready',
                actions: { type: 'storeCancelAnswer', params: output },
              },
            ],
            onError: failedCancel,
          },
        },
      },
    },

    booked: { type: 'final' },
    // The booking was cancelled instead of moved: its slot is free, its pass no longer valid.
    cancelled: { type: 'final' },
    // The page sends the member to sign in and back; `loading` then resumes from the cart.
    signInAgain: { type: 'final' },
    // A load failed three times in a row: 'Coba lagi nanti'.
    failed: { type: 'final', entry: 'giveUp' },
    // The booking to reschedule or rebook is not the member's, or cannot be (the API's reason).
    unavailable: { type: 'final' },
  },
})

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>
