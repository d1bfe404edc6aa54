/**
 * The booking's pinned journeys share this: a booking flow with the app's effects replaced by
 * fakes (a cart on a fake server, each other answer as given or the happy one), and its steps.
 */
import { expect, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type {
  AvailableDates,
  AvailableSchedule,
  BookableClinic,
  BookingCart,
  BookingConfig,
} from '../../../contract/booking/schemas'
import type { OfflineClinic } from '../../../contract/clinic/schemas'
import {
  bookableKemang,
  booked,
  booking,
  cancelDone,
  cartAtDate,
  clinics,
  config,
  dates,
  emptyCart,
  fullCart,
  schedule,
  slot,
} from './booking.fixtures'
import { bookingMachine } from './booking.machine'
import type {
  BookActorInput,
  BookingInput,
  CancelActorInput,
  CancelOutput,
  ConfirmOutput,
  LoadBookingInput,
  LoadBookingOutput,
  LoadClinicsInput,
  LoadDatesInput,
  LoadScheduleInput,
  RebookOutput,
  RescheduleActorInput,
  SaveCartInput,
  SaveCartOutput,
} from './booking.model'

export interface Fakes {
  loadConfig: () => Promise<BookingConfig>
  loadCart: () => Promise<BookingCart>
  saveCart: (input: SaveCartInput) => Promise<SaveCartOutput>
  loadBooking: (input: LoadBookingInput) => Promise<LoadBookingOutput>
  rebook: (input: { bookingNumber: string }) => Promise<RebookOutput>
  loadClinics: (input: LoadClinicsInput) => Promise<OfflineClinic[]>
  loadClinic: (input: { clinicId: string }) => Promise<BookableClinic>
  loadDates: (input: LoadDatesInput) => Promise<AvailableDates>
  loadSchedule: (input: LoadScheduleInput) => Promise<AvailableSchedule>
  newIdempotencyKey: () => Promise<string>
  book: (input: BookActorInput) => Promise<ConfirmOutput>
  reschedule: (input: RescheduleActorInput) => Promise<ConfirmOutput>
  cancelBooking: (input: CancelActorInput) => Promise<CancelOutput>
}

export const KEYS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']

/**
 * A cart on a fake server: each save applies its fields the way the API does (another branch
 * starts over), so the journeys read like the real flow.
 */
function fakeCartServer(initial: BookingCart) {
  let cart = initial
  return {
    get: () => cart,
    save: async (input: SaveCartInput): Promise<SaveCartOutput> => {
      if (input.clinicId !== undefined && input.clinicId !== cart.clinic?.id) {
        cart = { ...emptyCart, clinic: { id: input.clinicId, name: input.clinicId } }
      }
      const offered = bookableKemang.treatments
      if (input.doctorId !== undefined) {
        cart = {
          ...cart,
          doctor:
            input.doctorId === null
              ? null
              : input.doctorId === 'any'
                ? { kind: 'any' }
                : {
                    kind: 'doctor',
                    doctor:
                      fullCart.doctor?.kind === 'doctor'
                        ? fullCart.doctor.doctor
                        : { id: input.doctorId, name: '', title: '' },
                  },
        }
      }
      if (input.treatmentIds !== undefined) {
        const treatments = input.treatmentIds.map((id) => offered.find((t) => t.id === id))
        cart = {
          ...cart,
          treatments: treatments.filter((t) => t !== undefined),
          totalDurationMinutes: treatments.reduce((sum, t) => sum + (t?.durationMinutes ?? 0), 0),
          totalPrice: treatments.reduce((sum, t) => sum + (t?.priceFrom ?? 0), 0),
        }
      }
      if (input.date !== undefined) cart = { ...cart, date: input.date }
      return { ok: true, cart }
    },
  }
}

/** A booking flow with the app's effects replaced: each answer as given, or the happy one. */
export function start(input: BookingInput, answers: Partial<Fakes> = {}, initialCart = emptyCart) {
  let keys = 0
  const server = fakeCartServer(initialCart)
  const fake = {
    loadConfig: vi.fn<Fakes['loadConfig']>(answers.loadConfig ?? (async () => config)),
    loadCart: vi.fn<Fakes['loadCart']>(answers.loadCart ?? (async () => server.get())),
    saveCart: vi.fn<Fakes['saveCart']>(answers.saveCart ?? server.save),
    loadBooking: vi.fn<Fakes['loadBooking']>(answers.loadBooking ?? (async () => booking)),
    rebook: vi.fn<Fakes['rebook']>(
      answers.rebook ?? (async () => ({ ok: true, cart: cartAtDate }) as const),
    ),
    loadClinics: vi.fn<Fakes['loadClinics']>(answers.loadClinics ?? (async () => clinics)),
    loadClinic: vi.fn<Fakes['loadClinic']>(answers.loadClinic ?? (async () => bookableKemang)),
    loadDates: vi.fn<Fakes['loadDates']>(answers.loadDates ?? (async () => dates)),
    loadSchedule: vi.fn<Fakes['loadSchedule']>(answers.loadSchedule ?? (async () => schedule)),
    newIdempotencyKey: vi.fn<Fakes['newIdempotencyKey']>(
      answers.newIdempotencyKey ?? (async () => KEYS[keys++] ?? `key-${keys}`),
    ),
    book: vi.fn<Fakes['book']>(answers.book ?? (async () => booked)),
    reschedule: vi.fn<Fakes['reschedule']>(answers.reschedule ?? (async () => booked)),
    cancelBooking: vi.fn<Fakes['cancelBooking']>(answers.cancelBooking ?? (async () => cancelDone)),
  }
  const reportError = vi.fn()
  const machine = bookingMachine.provide({
    actors: {
      loadConfig: fromPromise(() => fake.loadConfig()),
      loadCart: fromPromise(() => fake.loadCart()),
      saveCart: fromPromise(({ input }) => fake.saveCart(input)),
      loadBooking: fromPromise(({ input }) => fake.loadBooking(input)),
      rebook: fromPromise(({ input }) => fake.rebook(input)),
      loadClinics: fromPromise(({ input }) => fake.loadClinics(input)),
      loadClinic: fromPromise(({ input }) => fake.loadClinic(input)),
      loadDates: fromPromise(({ input }) => fake.loadDates(input)),
      loadSchedule: fromPromise(({ input }) => fake.loadSchedule(input)),
      newIdempotencyKey: fromPromise(() => fake.newIdempotencyKey()),
      book: fromPromise(({ input }) => fake.book(input)),
      reschedule: fromPromise(({ input }) => fake.reschedule(input)),
      cancelBooking: fromPromise(({ input }) => fake.cancelBooking(input)),
    },
    actions: { reportError: (_, { error }) => reportError(error) },
    // A real wait, made short: the journeys wait it out (`waitOut`).
    delays: { stillRunningWait: WAIT_MS },
  })
  const actor = createActor(machine, { input }).start()
  const state = () => actor.getSnapshot().value
  const context = () => actor.getSnapshot().context
  return { actor, fake, server, reportError, state, context }
}

type Flow = ReturnType<typeof start>

/** Lets the fake effects answer (and the machine follow) before the next look. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The wait before a key still running is sent again, in these journeys. */
const WAIT_MS = 5
/** Past one such wait, and the answer that follows it. */
export const waitOut = () => new Promise((resolve) => setTimeout(resolve, WAIT_MS * 4))

export async function send(flow: Flow, event: Parameters<Flow['actor']['send']>[0]) {
  flow.actor.send(event)
  await settle()
}

/** From a saved day to review with the 10.00 WIB slot. */
export async function toReviewFromSlot(flow: Flow) {
  expect(flow.state()).toEqual({ slot: 'ready' })
  await send(flow, { type: 'CHOOSE_SLOT', slot })
  expect(flow.state()).toEqual({ review: 'ready' })
}
