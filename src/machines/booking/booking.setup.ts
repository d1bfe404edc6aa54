/**
 * What the booking machine may do, by name: the actors the app provides (`bookingActors`; tests
 * provide fakes), the actions that keep data in the context, and the guards its transitions ask.
 * When each is done is told in `booking.machine.ts`; the derivations they use live in the model.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { BookingCart, Slot } from '../../../contract/booking/schemas'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import { notProvided } from '../shared/not-provided'
import { isSignInRequired } from '../shared/sign-in-required'
import {
  ANY_DOCTOR,
  type BookActorInput,
  type BookingContext,
  type BookingEvent,
  type BookingInput,
  type BookingStep,
  CANCEL_NOT_SENT_MESSAGE,
  type CancelActorInput,
  type CancelOutput,
  type CancelStep,
  CONFLICT_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  type ConfirmOutput,
  type EditableStep,
  LOAD_FAILED_MESSAGE,
  type LoadBookingInput,
  type LoadBookingOutput,
  type LoadCartOutput,
  type LoadClinicInput,
  type LoadClinicOutput,
  type LoadClinicsInput,
  type LoadClinicsOutput,
  type LoadConfigOutput,
  type LoadDatesInput,
  type LoadDatesOutput,
  type LoadScheduleInput,
  type LoadScheduleOutput,
  MAX_STILL_RUNNING_TRIES,
  MAX_TREATMENTS,
  type NewIdempotencyKeyOutput,
  NOT_SAVED_MESSAGE,
  preselectionOf,
  type RebookInput,
  type RebookOutput,
  type RescheduleActorInput,
  reachable,
  reschedules,
  resumeStepOf,
  type SaveCartInput,
  type SaveCartOutput,
  STILL_RUNNING_MESSAGE,
  STILL_RUNNING_WAIT_MS,
  sameSlot,
  TRY_LATER_MESSAGE,
} from './booking.model'

export const bookingSetup = setup({
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
    cancelBooking: fromPromise<CancelOutput, CancelActorInput>(notProvided('cancelBooking')),
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
    /**
     * A reschedule's day is kept here: the booking, not a cart, holds the rest. Choosing on, the
     * member left an unanswered cancel: pressed later, it is a new one (the API answers a booking
     * cancelled already as it is, so a new key cannot cancel twice).
     */
    storeDate: assign((_, params: { date: string }) => ({
      date: params.date,
      schedule: null,
      slot: null,
      idempotencyKey: null,
      cancelKey: null,
      cancelReason: null,
    })),
    /** Another slot is another attempt (another body): its own key. */
    chooseSlot: assign(({ context }, params: { slot: Slot }) => ({
      slot: params.slot,
      idempotencyKey: sameSlot(context.slot, params.slot) ? context.idempotencyKey : null,
      cancelKey: null,
      cancelReason: null,
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
    /**
     * 'Ya, Batalkan Booking': where it was pressed, and its reason. The same reason again after
     * a lost answer is the same request, under the same key; another reason needs its own.
     */
    startCancel: assign(({ context }, params: { from: CancelStep; reason: string | null }) => ({
      cancelFrom: params.from,
      cancelReason: params.reason,
      cancelKey: params.reason === context.cancelReason ? context.cancelKey : null,
    })),
    storeCancelKey: assign({ cancelKey: (_, key: NewIdempotencyKeyOutput) => key }),
    storeCancelled: assign((_, answer: CancelOutput) =>
      answer.kind === 'cancelled'
        ? {
            cancelled: answer.booking,
            cancelFrom: null,
            cancelKey: null,
            cancelReason: null,
            message: null,
          }
        : {},
    ),
    /**
     * The API's words, back on the step: a refusal ends the attempt (its key); a request still
     * running keeps it, so that pressing again asks after that same cancel.
     */
    storeCancelAnswer: assign((_, answer: CancelOutput) =>
      answer.kind === 'cancelled'
        ? {}
        : answer.kind === 'stillRunning'
          ? { message: answer.message, cancelFrom: null }
          : { message: answer.message, cancelFrom: null, cancelKey: null, cancelReason: null },
    ),
    /** No answer: the cancel may have been made, so its key stays for the next press. */
    storeCancelNotSent: assign({ message: CANCEL_NOT_SENT_MESSAGE, cancelFrom: null }),
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
    visits: ({ context, event }, params: { step: BookingStep }) =>
      event.type === 'STEP.VISIT' && event.step === params.step && reachable(context, params.step),
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

    /** Only a reschedule has a booking to cancel, and only while the API allows it. */
    cancellable: ({ context }) =>
      reschedules(context) && context.booking !== null && context.booking.cancelRefusal === null,
    hasCancelKey: ({ context }) => context.cancelKey !== null,
    cancelledFromDate: ({ context }) => context.cancelFrom === 'date',
    bookingCancelled: (_, answer: CancelOutput) => answer.kind === 'cancelled',
    cancelMoved: (_, answer: CancelOutput) => answer.kind === 'moved',
  },
})
