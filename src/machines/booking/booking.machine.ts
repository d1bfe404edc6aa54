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
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type {
  AvailableDates,
  AvailableDatesParams,
  AvailableSchedule,
  AvailableScheduleInput,
  BookableClinic,
  BookInput,
  Booking,
  BookingCart,
  BookingCartInput,
  BookingConfig,
  Slot,
} from '../../../contract/booking/schemas'
import type { OfflineClinic } from '../../../contract/clinic/schemas'

// ---------------------------------------------------------------------------------------------
// Constants

/** Loads of one step that may fail in a row; the last one ends the flow with 'Coba lagi nanti'. */
export const MAX_LOAD_ATTEMPTS = 3
/**
 * Answers of "still running" to one press of Konfirmasi before the flow stops asking by itself,
 * and the wait before each new ask: four waits of 3 s outlast the API's 10 s lease
 * (backend/routes/booking/idempotent.ts), after which a key whose request died answers.
 */
export const MAX_STILL_RUNNING_TRIES = 5
export const STILL_RUNNING_WAIT_MS = 3_000
/** The contract's limit of treatments in one booking (`BookingCartInput.treatmentIds`). */
export const MAX_TREATMENTS = 5
/** The value of `CHOOSE_DOCTOR`'s `doctorId` (and the cart's `doctorId`) for any doctor. */
export const ANY_DOCTOR = 'any'

/** The steps in the order the member meets them (the page's 'Langkah N dari 6'). */
export const BOOKING_STEPS = ['branch', 'doctor', 'treatments', 'date', 'slot', 'review'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]
/** The steps review's EDIT goes back to (a reschedule only to the date and the slot). */
export type EditableStep = Exclude<BookingStep, 'review'>

export const CONNECTION_LOST_MESSAGE =
  'Belum terkirim. Periksa koneksimu lalu tekan Konfirmasi lagi.'
export const CONFLICT_MESSAGE = 'Jam yang kamu pilih baru saja diambil orang lain. Pilih jam lain.'
export const STILL_RUNNING_MESSAGE =
  'Booking-mu masih diproses lebih lama dari biasanya. Cek daftar booking-mu dulu; bila belum ada, tekan Konfirmasi lagi: booking-mu tidak akan tercatat dua kali.'
export const NOT_SAVED_MESSAGE = 'Pilihanmu belum tersimpan. Periksa koneksimu lalu coba lagi.'
export const LOAD_FAILED_MESSAGE = 'Data belum termuat. Periksa koneksimu lalu tekan Coba lagi.'
export const TRY_LATER_MESSAGE = 'Booking belum bisa dibuka sekarang. Coba lagi nanti.'
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking tidak ditemukan di akunmu.'
export const NOT_RESCHEDULABLE_MESSAGE = 'Booking ini tidak bisa dijadwalkan ulang.'

// ---------------------------------------------------------------------------------------------
// Input, context and events

export type BookingMode =
  | { kind: 'new'; clinicId?: string; treatmentId?: string }
  | { kind: 'reschedule'; bookingNumber: string }
  | { kind: 'rebook'; bookingNumber: string }

export interface BookingInput {
  mode: BookingMode
  /** The page's day, 'YYYY-MM-DD': dates are asked from it, a saved day before it is stale. */
  today: string
}

export interface BookingContext {
  mode: BookingMode
  today: string
  config: BookingConfig | null
  /** The member's choices on the server (new and rebook). */
  cart: BookingCart | null
  /** The booking being rescheduled (its branch, doctor and treatments stay). */
  booking: Booking | null
  /** The branch step's list. */
  clinics: OfflineClinic[] | null
  /** The cart's branch with its doctors and treatments (doctor and treatment steps). */
  clinic: BookableClinic | null
  dates: AvailableDates | null
  /** The day chosen: the cart's (new, rebook), or the one a reschedule moves to. */
  date: string | null
  schedule: AvailableSchedule | null
  slot: Slot | null
  /** The key of the next (or the unanswered) attempt; made on entering review. */
  idempotencyKey: string | null
  booked: Booking | null
  /** The Indonesian sentence to show: a refusal, a conflict, a load failure. */
  message: string | null
  /** What `conflict` says: someone took the slot, or the member holds that time already. */
  conflictMessage: string | null
  /** Failed loads of the current step in a row. */
  retries: number
  /** "Still running" answers to the current press of Konfirmasi. */
  stillRunningTries: number
}

export type BookingEvent =
  | { type: 'CHOOSE_BRANCH'; clinicId: string }
  /** `'any'` or a doctor's id. */
  | { type: 'CHOOSE_DOCTOR'; doctorId: string }
  | { type: 'TOGGLE_TREATMENT'; treatmentId: string }
  /** Treatments → date. */
  | { type: 'CONTINUE' }
  | { type: 'CHOOSE_DATE'; date: string }
  | { type: 'CHOOSE_SLOT'; slot: Slot }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'EDIT'; step: EditableStep }
  | { type: 'RETRY' }

// ---------------------------------------------------------------------------------------------
// The actors' contracts (implemented by the app in `booking.actors.ts`)

export type LoadConfigOutput = BookingConfig
export type LoadCartOutput = BookingCart
export type SaveCartInput = BookingCartInput
/** A choice the API refuses (422: a treatment not offered there, 5 at most) comes back so. */
export type SaveCartOutput = { ok: true; cart: BookingCart } | { ok: false; message: string }
export type LoadBookingInput = { bookingNumber: string }
/** Null when the member has no booking by that number. */
export type LoadBookingOutput = Booking | null
export type RebookInput = { bookingNumber: string }
export type RebookOutput = { ok: true; cart: BookingCart } | { ok: false; message: string }
export type LoadClinicsInput = { treatmentId?: string }
/** Throws when the list could not be loaded (the spec's call swallows it into null). */
export type LoadClinicsOutput = OfflineClinic[]
export type LoadClinicInput = { clinicId: string }
export type LoadClinicOutput = BookableClinic
export type LoadDatesInput = AvailableDatesParams
export type LoadDatesOutput = AvailableDates
export type LoadScheduleInput = AvailableScheduleInput
export type LoadScheduleOutput = AvailableSchedule
export type NewIdempotencyKeyOutput = string
export type BookActorInput = { idempotencyKey: string; body: BookInput }
export type RescheduleActorInput = BookActorInput & { bookingNumber: string }
/** 409 (a race lost) is a conflict, 422 (a rule) a refusal, each with the API's message. */
export type ConfirmOutput =
  | { kind: 'booked'; booking: Booking }
  | { kind: 'conflict'; message: string }
  /** The member holds another booking at that time (the API's message names it): another time. */
  | { kind: 'ownBooking'; message: string }
  | { kind: 'refused'; message: string }
  /** The first request with this key is still running: the key stays, to be sent again. */
  | { kind: 'stillRunning'; message: string }
  /** The booking being rescheduled was moved meanwhile (another tab): nothing left to move. */
  | { kind: 'moved'; message: string }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`)
}

// ---------------------------------------------------------------------------------------------
// Pure derivations (the selectors and the actors' inputs share them)

/** The session ended: the server function's `SignInRequiredError`, recognised by its name. */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof Error && error.name === 'SignInRequiredError'
}

export const reschedules = (context: Pick<BookingContext, 'mode'>) =>
  context.mode.kind === 'reschedule'

/** The booking a reschedule moves, for the availability calls. */
function rescheduledNumber(context: BookingContext): { rescheduledBookingNumber?: string } {
  return context.mode.kind === 'reschedule'
    ? { rescheduledBookingNumber: context.mode.bookingNumber }
    : {}
}

/** The treatment a Booking button came with, which narrows the branch list. */
export function linkedTreatmentOf(context: Pick<BookingContext, 'mode'>): string | undefined {
  return context.mode.kind === 'new' ? context.mode.treatmentId : undefined
}

/**
 * What a Booking button's branch and treatment change in the cart, or null when it holds them
 * already. Another branch starts the cart over there (with the treatment); the cart's own branch
 * gains the treatment.
 */
export function preselectionOf(context: BookingContext): SaveCartInput | null {
  const { mode, cart } = context
  if (mode.kind !== 'new' || !cart) return null
  const { clinicId, treatmentId } = mode
  if (clinicId && cart.clinic?.id !== clinicId) {
    return { clinicId, ...(treatmentId ? { treatmentIds: [treatmentId] } : {}) }
  }
  // Without a branch there is nothing to add the treatment to: the branch list is narrowed to it.
  if (!treatmentId || !cart.clinic) return null
  const ids = cart.treatments.map((treatment) => treatment.id)
  return ids.includes(treatmentId) ? null : { treatmentIds: [...ids, treatmentId] }
}

/** The first choice still missing: where a load resumes. */
export function resumeStepOf(
  context: BookingContext,
): 'branch' | 'doctor' | 'treatments' | 'date' | 'slot' {
  if (reschedules(context)) return 'date'
  const { cart } = context
  if (!cart?.clinic) return 'branch'
  if (!cart.doctor) return 'doctor'
  if (cart.treatments.length === 0) return 'treatments'
  // A day saved on an earlier visit that has passed is chosen again.
  if (!cart.date || cart.date < context.today) return 'date'
  return 'slot'
}

/** What the CHOOSE_BRANCH saves: a new branch keeps the Booking button's treatment with it. */
export function branchUpdate(context: BookingContext, clinicId: string): SaveCartInput {
  if (context.cart?.clinic?.id === clinicId) return { clinicId }
  const treatmentId = linkedTreatmentOf(context)
  return { clinicId, ...(treatmentId ? { treatmentIds: [treatmentId] } : {}) }
}

export function toggledTreatments(context: BookingContext, treatmentId: string): string[] {
  const ids = context.cart?.treatments.map((treatment) => treatment.id) ?? []
  return ids.includes(treatmentId) ? ids.filter((id) => id !== treatmentId) : [...ids, treatmentId]
}

function sameSlot(a: Slot | null, b: Slot) {
  return (
    a !== null && a.startsAt === b.startsAt && a.endsAt === b.endsAt && a.doctor.id === b.doctor.id
  )
}

/** What Konfirmasi sends: the slot (the rest is the cart's, or the rescheduled booking's). */
export function confirmBody(context: BookingContext): BookInput {
  if (!context.slot) throw new Error('A booking was confirmed without a slot')
  return { startsAt: context.slot.startsAt, doctorId: context.slot.doctor.id }
}

function keyOf(context: BookingContext): string {
  // Review is only ready once a key is made, so an attempt always has one.
  if (context.idempotencyKey === null) throw new Error('A booking attempt started without a key')
  return context.idempotencyKey
}

/** The choice carried by the event that entered a saving state. */
function saveInputOf(context: BookingContext, event: BookingEvent): SaveCartInput {
  switch (event.type) {
    case 'CHOOSE_BRANCH':
      return branchUpdate(context, event.clinicId)
    case 'CHOOSE_DOCTOR':
      return { doctorId: event.doctorId }
    case 'TOGGLE_TREATMENT':
      return { treatmentIds: toggledTreatments(context, event.treatmentId) }
    case 'CHOOSE_DATE':
      return { date: event.date }
    default:
      throw new Error(`saveCart was started by ${event.type}, which carries no choice`)
  }
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/**
 * A load that broke: a session that ended goes to sign in; the third failure in a row ends the
 * flow ('Coba lagi nanti'); anything else is reported and shown as the step's failure.
 */
const failedLoad = (target: string) => [
  {
    guard: { type: 'signInRequired' as const, params: errorParams },
    target: '#booking.signInAgain',
  },
  {
    guard: 'lastAttempt' as const,
    target: '#booking.failed',
    actions: { type: 'reportError' as const, params: errorParams },
  },
  {
    target,
    actions: [{ type: 'reportError' as const, params: errorParams }, 'countFailure' as const],
  },
]

/** A choice that got no answer: the member makes it again (nothing is counted). */
const failedSave = (target: string) => [
  {
    guard: { type: 'signInRequired' as const, params: errorParams },
    target: '#booking.signInAgain',
  },
  {
    target,
    actions: [{ type: 'reportError' as const, params: errorParams }, 'storeNotSaved' as const],
  },
]

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
        guard: {
          type: 'saved' as const,
          params: ({ event }: { event: { output: SaveCartOutput } }) => event.output,
        },
        target: next,
        actions: {
          type: 'storeSavedCart' as const,
          params: ({ event }: { event: { output: SaveCartOutput } }) => event.output,
        },
      },
      {
        target: 'ready',
        actions: {
          type: 'storeRefusal' as const,
          params: ({ event }: { event: { output: SaveCartOutput } }) => event.output,
        },
      },
    ],
    onError: failedSave('ready'),
  },
})

/** The outcomes of booking and rescheduling alike. */
const confirmOutcomes = {
  onDone: [
    {
      guard: {
        type: 'confirmed' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
      target: '#booking.booked',
      actions: {
        type: 'storeBooked' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
    },
    {
      guard: {
        type: 'slotTaken' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
      target: '#booking.conflict',
      actions: {
        type: 'storeConflict' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
    },
    {
      guard: {
        type: 'ownBookingHeld' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
      target: '#booking.conflict',
      actions: {
        type: 'storeConflict' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
    },
    {
      guard: {
        type: 'stillRunningMayWait' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
      target: '#booking.confirming.waiting',
      actions: 'countStillRunning' as const,
    },
    {
      guard: {
        type: 'stillRunning' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
      target: '#booking.review',
      actions: 'stopWaiting' as const,
    },
    {
      target: '#booking.review',
      actions: {
        type: 'storeRefusal' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
    },
  ],
  // No answer (a dropped connection, a timeout): the booking may exist, so the key stays.
  onError: [
    {
      guard: { type: 'signInRequired' as const, params: errorParams },
      target: '#booking.signInAgain',
    },
    {
      target: '#booking.review',
      actions: [
        { type: 'reportError' as const, params: errorParams },
        'storeConnectionLoss' as const,
      ],
    },
  ],
}

/** Rescheduling may also find the booking moved meanwhile (another tab): nothing left to move. */
const rescheduleOutcomes = {
  ...confirmOutcomes,
  onDone: [
    {
      guard: {
        type: 'bookingMoved' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
      target: '#booking.unavailable',
      actions: {
        type: 'storeMessage' as const,
        params: ({ event }: { event: { output: ConfirmOutput } }) => event.output,
      },
    },
    ...confirmOutcomes.onDone,
  ],
}

// ---------------------------------------------------------------------------------------------
// The machine

export const bookingMachine = setup({
  types: {} as {
    context: BookingContext
    events: BookingEvent
    input: BookingInput
    tags: 'busy'
  },
  actors: {
    // Provided by the app (`bookingActors`); tests provide fakes.
    loadConfig: fromPromise<LoadConfigOutput>(notProvided('loadConfig')),
    loadCart: fromPromise<LoadCartOutput>(notProvided('loadCart')),
    saveCart: fromPromise<SaveCartOutput, SaveCartInput>(notProvided('saveCart')),
    loadBooking: fromPromise<LoadBookingOutput, LoadBookingInput>(notProvided('loadBooking')),
    rebook: fromPromise<RebookOutput, RebookInput>(notProvided('rebook')),
    loadClinics: fromPromise<LoadClinicsOutput, LoadClinicsInput>(notProvided('loadClinics')),
    loadClinic: fromPromise<LoadClinicOutput, LoadClinicInput>(notProvided('loadClinic')),
    loadDates: fromPromise<LoadDatesOutput, LoadDatesInput>(notProvided('loadDates')),
    loadSchedule: fromPromise<LoadScheduleOutput, LoadScheduleInput>(notProvided('loadSchedule')),
    newIdempotencyKey: fromPromise<NewIdempotencyKeyOutput>(notProvided('newIdempotencyKey')),
    book: fromPromise<ConfirmOutput, BookActorInput>(notProvided('book')),
    reschedule: fromPromise<ConfirmOutput, RescheduleActorInput>(notProvided('reschedule')),
  },
  delays: {
    stillRunningWait: STILL_RUNNING_WAIT_MS,
  },
  actions: {
    // Provided by the app: the error reporter.
    reportError: (_, _params: { error: unknown }) => {},

    resetRetries: assign({ retries: 0 }),
    countFailure: assign({
      retries: ({ context }) => Math.min(MAX_LOAD_ATTEMPTS, context.retries + 1),
      message: LOAD_FAILED_MESSAGE,
    }),
    giveUp: assign({ retries: MAX_LOAD_ATTEMPTS, message: TRY_LATER_MESSAGE }),
    clearMessage: assign({ message: null }),

    storeConfig: assign({ config: (_, config: LoadConfigOutput) => config, retries: 0 }),
    storeCart: assign((_, cart: BookingCart) => ({ cart, date: cart.date, retries: 0 })),
    storeRebooked: assign((_, answer: RebookOutput) =>
      answer.ok ? { cart: answer.cart, date: answer.cart.date, retries: 0 } : {},
    ),
    storeBooking: assign({ booking: (_, booking: LoadBookingOutput) => booking, retries: 0 }),
    storeUnavailable: assign({
      message: (_, params: { message: string }) => params.message,
    }),
    storeClinics: assign({ clinics: (_, clinics: LoadClinicsOutput) => clinics, retries: 0 }),
    storeClinic: assign({ clinic: (_, clinic: LoadClinicOutput) => clinic, retries: 0 }),
    storeDates: assign({ dates: (_, dates: LoadDatesOutput) => dates, retries: 0 }),
    storeSchedule: assign({
      schedule: (_, schedule: LoadScheduleOutput) => schedule,
      retries: 0,
    }),

    /** A choice saved: what was chosen after it (slots, the attempt) no longer holds. */
    storeSavedCart: assign((_, answer: SaveCartOutput) =>
      answer.ok
        ? {
            cart: answer.cart,
            date: answer.cart.date,
            schedule: null,
            slot: null,
            idempotencyKey: null,
            message: null,
          }
        : {},
    ),
    /** A reschedule's day is kept here: the booking, not a cart, holds the rest. */
    storeDate: assign((_, params: { date: string }) => ({
      date: params.date,
      schedule: null,
      slot: null,
      idempotencyKey: null,
    })),
    /** Another slot is another attempt (another body): its own key. */
    chooseSlot: assign(({ context }, params: { slot: Slot }) => ({
      slot: params.slot,
      idempotencyKey: sameSlot(context.slot, params.slot) ? context.idempotencyKey : null,
    })),
    storeIdempotencyKey: assign({
      idempotencyKey: (_, key: NewIdempotencyKeyOutput) => key,
      retries: 0,
    }),
    /** A refusal is an answer: said to the member, and the attempt (its key) is over. */
    storeRefusal: assign((_, answer: SaveCartOutput | ConfirmOutput) =>
      'message' in answer ? { message: answer.message, idempotencyKey: null } : {},
    ),
    /** Said to the member; the attempt (its key) goes on. */
    storeMessage: assign((_, answer: ConfirmOutput) =>
      'message' in answer ? { message: answer.message } : {},
    ),
    /** A new press of Konfirmasi: its own round of waits for a request still running. */
    resetStillRunning: assign({ stillRunningTries: 0 }),
    countStillRunning: assign({
      stillRunningTries: ({ context }) => context.stillRunningTries + 1,
    }),
    /** Asked enough: the member is told, and the key stays for their next press. */
    stopWaiting: assign({ stillRunningTries: 0, message: STILL_RUNNING_MESSAGE }),
    storeNotSaved: assign({ message: NOT_SAVED_MESSAGE }),
    storeConnectionLoss: assign({ message: CONNECTION_LOST_MESSAGE }),
    /**
     * The slot went to someone else, or the member holds that time already: the attempt is over;
     * every other choice stays. The member's own booking is named in the API's words.
     */
    storeConflict: assign((_, answer: ConfirmOutput) => ({
      slot: null,
      schedule: null,
      idempotencyKey: null,
      conflictMessage: answer.kind === 'ownBooking' ? answer.message : CONFLICT_MESSAGE,
    })),
    sayConflict: assign({ message: ({ context }) => context.conflictMessage ?? CONFLICT_MESSAGE }),
    storeBooked: assign((_, answer: ConfirmOutput) =>
      answer.kind === 'booked'
        ? { booked: answer.booking, idempotencyKey: null, message: null }
        : {},
    ),
  },
  guards: {
    signInRequired: (_, params: { error: unknown }) => isSignInRequired(params.error),
    lastAttempt: ({ context }) => context.retries + 1 >= MAX_LOAD_ATTEMPTS,

    needsConfig: ({ context }) => context.config === null,
    needsCart: ({ context }) => context.mode.kind === 'new' && context.cart === null,
    needsPreselection: ({ context }) => preselectionOf(context) !== null,
    needsBooking: ({ context }) => context.mode.kind === 'reschedule' && context.booking === null,
    needsRebook: ({ context }) => context.mode.kind === 'rebook' && context.cart === null,
    /** Rescheduling needs the member's booking, and the API's leave (its `rescheduleRefusal`). */
    bookingMissing: (_, booking: LoadBookingOutput) => booking === null,
    bookingLocked: (_, booking: LoadBookingOutput) =>
      booking !== null && (booking.rescheduleRefusal !== null || booking.status !== 'confirmed'),
    rebooked: (_, answer: RebookOutput) => answer.ok,
    resumesAt: ({ context }, params: { step: ReturnType<typeof resumeStepOf> }) =>
      resumeStepOf(context) === params.step,

    saved: (_, answer: SaveCartOutput) => answer.ok,
    reschedules: ({ context }) => reschedules(context),
    buildsCart: ({ context }) => !reschedules(context),
    cartClinicLoaded: ({ context }) =>
      !reschedules(context) &&
      context.clinic !== null &&
      context.clinic.clinic.id === context.cart?.clinic?.id,
    clinicLoaded: ({ context }) =>
      context.clinic !== null && context.clinic.clinic.id === context.cart?.clinic?.id,

    branchListed: ({ context }, params: { clinicId: string }) =>
      context.clinics?.some((clinic) => clinic.id === params.clinicId) === true,
    doctorOffered: ({ context }, params: { doctorId: string }) =>
      params.doctorId === ANY_DOCTOR ||
      context.clinic?.doctors.some((doctor) => doctor.id === params.doctorId) === true,
    /** An offered treatment, taken off, or added while fewer than five are chosen. */
    treatmentTogglable: ({ context }, params: { treatmentId: string }) => {
      if (!context.clinic?.treatments.some((treatment) => treatment.id === params.treatmentId)) {
        return false
      }
      const chosen = context.cart?.treatments ?? []
      return (
        chosen.some((treatment) => treatment.id === params.treatmentId) ||
        chosen.length < MAX_TREATMENTS
      )
    },
    hasTreatments: ({ context }) => (context.cart?.treatments.length ?? 0) > 0,
    dateAvailable: ({ context }, params: { date: string }) =>
      context.dates?.dates.some((day) => day.date === params.date && day.available) === true,
    dateToMoveTo: ({ context }, params: { date: string }) =>
      reschedules(context) &&
      context.dates?.dates.some((day) => day.date === params.date && day.available) === true,
    slotOffered: ({ context }, params: { slot: Slot }) =>
      context.schedule?.slots.some((slot) => sameSlot(slot, params.slot)) === true,

    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== null,
    editsTo: ({ context, event }, params: { step: EditableStep }) =>
      event.type === 'EDIT' &&
      event.step === params.step &&
      (!reschedules(context) || params.step === 'date' || params.step === 'slot'),
    editsToLoaded: ({ context, event }, params: { step: EditableStep }) =>
      event.type === 'EDIT' &&
      event.step === params.step &&
      !reschedules(context) &&
      context.clinic !== null &&
      context.clinic.clinic.id === context.cart?.clinic?.id,

    confirmed: (_, answer: ConfirmOutput) => answer.kind === 'booked',
    slotTaken: (_, answer: ConfirmOutput) => answer.kind === 'conflict',
    ownBookingHeld: (_, answer: ConfirmOutput) => answer.kind === 'ownBooking',
    stillRunning: (_, answer: ConfirmOutput) => answer.kind === 'stillRunning',
    stillRunningMayWait: ({ context }, answer: ConfirmOutput) =>
      answer.kind === 'stillRunning' && context.stillRunningTries + 1 < MAX_STILL_RUNNING_TRIES,
    bookingMoved: (_, answer: ConfirmOutput) => answer.kind === 'moved',
  },
}).createMachine({
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
        config: {
          tags: 'busy',
          invoke: {
            id: 'loadConfig',
            src: 'loadConfig',
            onDone: {
              target: 'deciding',
              actions: { type: 'storeConfig', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
        cart: {
          tags: 'busy',
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: {
              target: 'deciding',
              actions: { type: 'storeCart', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
        // The Booking button's branch and treatment go into the cart before anything is shown.
        preselecting: {
          tags: 'busy',
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: ({ context }) => preselectionOf(context) ?? {},
            onDone: [
              {
                guard: { type: 'saved', params: ({ event }) => event.output },
                target: 'resuming',
                actions: { type: 'storeSavedCart', params: ({ event }) => event.output },
              },
              // Refused (a treatment the branch does not offer): said, and the cart as it was.
              {
                target: 'resuming',
                actions: { type: 'storeRefusal', params: ({ event }) => event.output },
              },
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
                guard: { type: 'bookingMissing', params: ({ event }) => event.output },
                target: '#booking.unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: { message: BOOKING_NOT_FOUND_MESSAGE },
                },
              },
              {
                guard: { type: 'bookingLocked', params: ({ event }) => event.output },
                target: '#booking.unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: ({ event }) => ({
                    message: event.output?.rescheduleRefusal ?? NOT_RESCHEDULABLE_MESSAGE,
                  }),
                },
              },
              {
                target: 'deciding',
                actions: { type: 'storeBooking', params: ({ event }) => event.output },
              },
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
                guard: { type: 'rebooked', params: ({ event }) => event.output },
                target: 'deciding',
                actions: { type: 'storeRebooked', params: ({ event }) => event.output },
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
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadClinics',
            src: 'loadClinics',
            input: ({ context }) => {
              const treatmentId = linkedTreatmentOf(context)
              return treatmentId ? { treatmentId } : {}
            },
            onDone: {
              target: 'ready',
              actions: { type: 'storeClinics', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
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
        failed: {
          on: { RETRY: { target: 'loading', actions: 'clearMessage' } },
        },
      },
    },

    doctor: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: { BACK: '#booking.branch' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadClinic',
            src: 'loadClinic',
            input: ({ context }) => ({ clinicId: context.cart?.clinic?.id ?? '' }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeClinic', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
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
        failed: {
          on: { RETRY: { target: 'loading', actions: 'clearMessage' } },
        },
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
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadClinic',
            src: 'loadClinic',
            input: ({ context }) => ({ clinicId: context.cart?.clinic?.id ?? '' }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeClinic', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
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
        failed: {
          on: { RETRY: { target: 'loading', actions: 'clearMessage' } },
        },
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
      },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadDates',
            src: 'loadDates',
            input: ({ context }) => ({ startDate: context.today, ...rescheduledNumber(context) }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeDates', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
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
          },
        },
        saving: savingState('#booking.slot'),
        failed: {
          on: { RETRY: { target: 'loading', actions: 'clearMessage' } },
        },
      },
    },

    slot: {
      entry: 'resetRetries',
      exit: 'clearMessage',
      on: { BACK: '#booking.date' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadSchedule',
            src: 'loadSchedule',
            input: ({ context }) => ({ date: context.date ?? '', ...rescheduledNumber(context) }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeSchedule', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
        ready: {
          on: {
            CHOOSE_SLOT: {
              guard: { type: 'slotOffered', params: ({ event }) => ({ slot: event.slot }) },
              target: '#booking.review',
              actions: { type: 'chooseSlot', params: ({ event }) => ({ slot: event.slot }) },
            },
          },
        },
        failed: {
          on: { RETRY: { target: 'loading', actions: 'clearMessage' } },
        },
      },
    },

    review: {
      entry: 'resetRetries',
      // A message of the last attempt belongs to the review it was shown on.
      exit: 'clearMessage',
      on: {
        BACK: '#booking.slot',
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
        preparing: {
          tags: 'busy',
          always: [{ guard: 'hasIdempotencyKey', target: 'ready' }, { target: 'makingKey' }],
        },
        makingKey: {
          tags: 'busy',
          invoke: {
            id: 'newIdempotencyKey',
            src: 'newIdempotencyKey',
            onDone: {
              target: 'ready',
              actions: { type: 'storeIdempotencyKey', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
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
              idempotencyKey: keyOf(context),
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
              idempotencyKey: keyOf(context),
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
      on: { BACK: '#booking.date' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadSchedule',
            src: 'loadSchedule',
            input: ({ context }) => ({ date: context.date ?? '', ...rescheduledNumber(context) }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeSchedule', params: ({ event }) => event.output },
            },
            onError: failedLoad('failed'),
          },
        },
        ready: {
          entry: 'sayConflict',
          on: {
            CHOOSE_SLOT: {
              guard: { type: 'slotOffered', params: ({ event }) => ({ slot: event.slot }) },
              target: '#booking.review',
              actions: { type: 'chooseSlot', params: ({ event }) => ({ slot: event.slot }) },
            },
          },
        },
        failed: {
          on: { RETRY: { target: 'loading', actions: 'clearMessage' } },
        },
      },
    },

    booked: { type: 'final' },
    // The page sends the member to sign in and back; `loading` then resumes from the cart.
    signInAgain: { type: 'final' },
    // A load failed three times in a row: 'Coba lagi nanti'.
    failed: { type: 'final', entry: 'giveUp' },
    // The booking to reschedule or rebook is not the member's, or cannot be (the API's reason).
    unavailable: { type: 'final' },
  },
})

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>
