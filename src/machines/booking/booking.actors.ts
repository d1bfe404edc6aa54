/**
 * The booking machine's effects as the app runs them: server functions that add the session's
 * token (refusals come back as results, a 401 as `SignInRequiredError`), and the attempt's key.
 * The page starts the machine with `bookingMachine.provide({ actors: bookingActors })`.
 */
import { fromPromise } from 'xstate'
import {
  bookMyVisit,
  getMyAvailableDates,
  getMyAvailableSchedule,
  getMyBookableClinic,
  getMyBookingCart,
  getMyBookingConfig,
  getMyBookingToChange,
  listBookingBranches,
  rebookMyBooking,
  rescheduleMyBooking,
  updateMyBookingCart,
} from '../../server/booking/booking.functions'
import { cancelMyBooking } from '../../server/booking/booking-account.functions'
import type {
  BookActorInput,
  CancelActorInput,
  CancelOutput,
  ConfirmOutput,
  LoadBookingInput,
  LoadBookingOutput,
  LoadCartOutput,
  LoadClinicInput,
  LoadClinicOutput,
  LoadClinicsInput,
  LoadClinicsOutput,
  LoadConfigOutput,
  LoadDatesInput,
  LoadDatesOutput,
  LoadScheduleInput,
  LoadScheduleOutput,
  NewIdempotencyKeyOutput,
  RebookInput,
  RebookOutput,
  RescheduleActorInput,
  SaveCartInput,
  SaveCartOutput,
} from './booking.model'

/**
 * 409 is a race lost, told apart by the field it names: the slot taken (`startsAt`), another
 * booking of the member's at that time (`ownBooking`), the booking already moved by another tab
 * (`bookingNumber`), or this key's first request still running
 * (`idempotencyKey`: the same key is sent again, never a new one). Any other refusal is a rule.
 */
function confirmOutput(result: Awaited<ReturnType<typeof bookMyVisit>>): ConfirmOutput {
  if (result.ok) return { kind: 'booked', booking: result.booking }
  if (result.status !== 409) return { kind: 'refused', message: result.message }
  if (result.field === 'idempotencyKey') return { kind: 'stillRunning', message: result.message }
  if (result.field === 'bookingNumber') return { kind: 'moved', message: result.message }
  if (result.field === 'ownBooking') return { kind: 'ownBooking', message: result.message }
  return { kind: 'conflict', message: result.message }
}

/**
 * A cancel's answer: a 409 is a race lost, told apart by its field (the booking moved by another
 * tab, or this key's first request still running); any other refusal is a rule (the cut-off).
 */
function cancelOutput(result: Awaited<ReturnType<typeof cancelMyBooking>>): CancelOutput {
  if (result.ok) return { kind: 'cancelled', booking: result.booking }
  if (result.status === 409 && result.field === 'idempotencyKey') {
    return { kind: 'stillRunning', message: result.message }
  }
  if (result.status === 409 && result.field === 'bookingNumber') {
    return { kind: 'moved', message: result.message }
  }
  return { kind: 'refused', message: result.message }
}

export const bookingActors = {
  loadConfig: fromPromise<LoadConfigOutput>(() => getMyBookingConfig()),
  loadCart: fromPromise<LoadCartOutput>(() => getMyBookingCart()),
  saveCart: fromPromise<SaveCartOutput, SaveCartInput>(async ({ input }) => {
    const result = await updateMyBookingCart({ data: input })
    return result.ok ? result : { ok: false, message: result.message }
  }),
  loadBooking: fromPromise<LoadBookingOutput, LoadBookingInput>(({ input }) =>
    getMyBookingToChange({ data: input }),
  ),
  rebook: fromPromise<RebookOutput, RebookInput>(async ({ input }) => {
    const result = await rebookMyBooking({ data: input })
    return result.ok ? result : { ok: false, message: result.message }
  }),
  loadClinics: fromPromise<LoadClinicsOutput, LoadClinicsInput>(({ input }) =>
    listBookingBranches({ data: input }),
  ),
  loadClinic: fromPromise<LoadClinicOutput, LoadClinicInput>(({ input }) =>
    getMyBookableClinic({ data: input }),
  ),
  loadDates: fromPromise<LoadDatesOutput, LoadDatesInput>(({ input }) =>
    getMyAvailableDates({ data: input }),
  ),
  loadSchedule: fromPromise<LoadScheduleOutput, LoadScheduleInput>(({ input }) =>
    getMyAvailableSchedule({ data: input }),
  ),
  newIdempotencyKey: fromPromise<NewIdempotencyKeyOutput>(async () => crypto.randomUUID()),
  book: fromPromise<ConfirmOutput, BookActorInput>(async ({ input }) =>
    confirmOutput(await bookMyVisit({ data: input })),
  ),
  reschedule: fromPromise<ConfirmOutput, RescheduleActorInput>(async ({ input }) =>
    confirmOutput(await rescheduleMyBooking({ data: input })),
  ),
  cancelBooking: fromPromise<CancelOutput, CancelActorInput>(async ({ input }) =>
    cancelOutput(await cancelMyBooking({ data: input })),
  ),
}
