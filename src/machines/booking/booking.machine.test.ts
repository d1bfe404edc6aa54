/**
 * Pinned journeys: the booking flow as spec §7 describes it, written out by hand with fixed end
 * states. Generated paths follow the machine even where the machine is wrong; these do not.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type {
  AvailableDates,
  AvailableSchedule,
  BookableClinic,
  BookingCart,
  BookingConfig,
} from '../../api/booking/schemas'
import type { OfflineClinic } from '../../api/clinic/schemas'
import { networkDown, sessionEnded } from '../shared/actor-fixtures'
import {
  BOOKING_NUMBER,
  bookableKemang,
  booked,
  bookedAtSlot,
  booking,
  bookingMoved,
  bookingRefused,
  cartAtDate,
  cartAtDoctor,
  cartAtTreatments,
  cartRefused,
  clinics,
  config,
  DAY,
  dates,
  emptyCart,
  FACIAL,
  fromBookingButton,
  fullCart,
  KEMANG,
  LASER,
  laterSlot,
  lockedBooking,
  newVisit,
  ownBookingHeld,
  PANAKKUKANG,
  preselectedCart,
  rebooking,
  rebookRefused,
  rescheduling,
  schedule,
  slot,
  slotTaken,
  staleCart,
  stillRunning,
  TODAY,
} from './booking.fixtures'
import { bookingMachine } from './booking.machine'
import {
  BOOKING_NOT_FOUND_MESSAGE,
  type BookActorInput,
  type BookingInput,
  CONFLICT_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  type ConfirmOutput,
  LOAD_FAILED_MESSAGE,
  type LoadBookingInput,
  type LoadBookingOutput,
  type LoadClinicsInput,
  type LoadDatesInput,
  type LoadScheduleInput,
  MAX_STILL_RUNNING_TRIES,
  NOT_SAVED_MESSAGE,
  type RebookOutput,
  type RescheduleActorInput,
  type SaveCartInput,
  type SaveCartOutput,
  STILL_RUNNING_MESSAGE,
  TRY_LATER_MESSAGE,
} from './booking.model'
import {
  selectCanGoBack,
  selectIsBusy,
  selectRetriesLeft,
  selectStep,
  selectStepStatus,
  selectSummary,
} from './booking.selectors'

interface Fakes {
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
}

const KEYS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']

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
function start(input: BookingInput, answers: Partial<Fakes> = {}, initialCart = emptyCart) {
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The wait before a key still running is sent again, in these journeys. */
const WAIT_MS = 5
/** Past one such wait, and the answer that follows it. */
const waitOut = () => new Promise((resolve) => setTimeout(resolve, WAIT_MS * 4))

async function send(flow: Flow, event: Parameters<Flow['actor']['send']>[0]) {
  flow.actor.send(event)
  await settle()
}

/** From a saved day to review with the 10.00 WIB slot. */
async function toReviewFromSlot(flow: Flow) {
  expect(flow.state()).toEqual({ slot: 'ready' })
  await send(flow, { type: 'CHOOSE_SLOT', slot })
  expect(flow.state()).toEqual({ review: 'ready' })
}

describe('booking journeys', () => {
  it('books a first visit: branch, doctor, treatments, date, slot, review, booked', async () => {
    const flow = start(newVisit)
    expect(selectIsBusy(flow.actor.getSnapshot())).toBe(true)
    await settle()
    expect(flow.state()).toEqual({ branch: 'ready' })
    expect(selectStep(flow.actor.getSnapshot())).toEqual({ step: 'branch', number: 1, total: 6 })
    expect(selectCanGoBack(flow.actor.getSnapshot())).toBe(false)
    expect(flow.fake.loadClinics).toHaveBeenCalledWith({})

    await send(flow, { type: 'CHOOSE_BRANCH', clinicId: KEMANG })
    expect(flow.fake.saveCart).toHaveBeenLastCalledWith({ clinicId: KEMANG })
    expect(flow.state()).toEqual({ doctor: 'ready' })
    expect(flow.fake.loadClinic).toHaveBeenCalledWith({ clinicId: KEMANG })

    await send(flow, { type: 'CHOOSE_DOCTOR', doctorId: 'any' })
    expect(flow.fake.saveCart).toHaveBeenLastCalledWith({ doctorId: 'any' })
    expect(flow.state()).toEqual({ treatments: 'ready' })
    // Not without a treatment.
    await send(flow, { type: 'CONTINUE' })
    expect(flow.state()).toEqual({ treatments: 'ready' })

    await send(flow, { type: 'TOGGLE_TREATMENT', treatmentId: FACIAL })
    await send(flow, { type: 'TOGGLE_TREATMENT', treatmentId: LASER })
    await send(flow, { type: 'TOGGLE_TREATMENT', treatmentId: LASER })
    expect(flow.fake.saveCart).toHaveBeenLastCalledWith({ treatmentIds: [FACIAL] })
    expect(flow.context().cart?.treatments.map((t) => t.id)).toEqual([FACIAL])
    await send(flow, { type: 'CONTINUE' })
    expect(flow.state()).toEqual({ date: 'ready' })
    expect(flow.fake.loadDates).toHaveBeenCalledWith({ startDate: TODAY })

    // A full day is not a choice.
    await send(flow, { type: 'CHOOSE_DATE', date: TODAY })
    expect(flow.state()).toEqual({ date: 'ready' })
    await send(flow, { type: 'CHOOSE_DATE', date: DAY })
    expect(flow.server.get().date).toBe(DAY)
    expect(flow.fake.loadSchedule).toHaveBeenCalledWith({ date: DAY })

    await toReviewFromSlot(flow)
    expect(flow.context().idempotencyKey).toBe(KEYS[0])
    expect(selectSummary(flow.actor.getSnapshot())).toEqual({
      branch: KEMANG,
      doctor: 'dr. Sari Wulandari (dokter yang tersedia)',
      treatments: [
        { id: FACIAL, name: 'Facial Acne Peel', durationMinutes: 60, price: 'Rp350.000' },
      ],
      totalDurationMinutes: 60,
      totalPrice: 'Rp350.000',
      date: 'Rabu, 2 Desember 2026',
      time: '10.00–11.00 WIB',
      zone: 'WIB',
      previously: null,
    })

    await send(flow, { type: 'CONFIRM' })
    expect(flow.fake.book).toHaveBeenCalledWith({
      idempotencyKey: KEYS[0],
      body: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
    })
    expect(flow.state()).toBe('booked')
    expect(flow.actor.getSnapshot().status).toBe('done')
    expect(flow.context().booked).toEqual(bookedAtSlot)
    expect(flow.context().idempotencyKey).toBeNull()
  })

  describe('resumes at the first missing choice', () => {
    it.each([
      ['no branch', emptyCart, { branch: 'ready' }],
      ['a branch', cartAtDoctor, { doctor: 'ready' }],
      ['a doctor', cartAtTreatments, { treatments: 'ready' }],
      ['treatments', cartAtDate, { date: 'ready' }],
      ['a day that has passed', staleCart, { date: 'ready' }],
      ['a day', fullCart, { slot: 'ready' }],
    ] as const)('a cart with %s', async (_, cart, expected) => {
      const flow = start(newVisit, {}, cart)
      await settle()
      expect(flow.state()).toEqual(expected)
      expect(flow.fake.saveCart).not.toHaveBeenCalled()
      expect(flow.context().config).toEqual(config)
    })

    it('shows the saved choices again on the way back', async () => {
      const flow = start(newVisit, {}, fullCart)
      await settle()
      await send(flow, { type: 'BACK' })
      expect(flow.state()).toEqual({ date: 'ready' })
      expect(flow.context().date).toBe(DAY)
      await send(flow, { type: 'BACK' })
      // The branch's treatments were not loaded on resume: they are now.
      expect(flow.state()).toEqual({ treatments: 'ready' })
      expect(flow.fake.loadClinic).toHaveBeenCalledTimes(1)
      await send(flow, { type: 'BACK' })
      expect(flow.state()).toEqual({ doctor: 'ready' })
      expect(flow.fake.loadClinic).toHaveBeenCalledTimes(1)
    })
  })

  describe("a Booking button's branch and treatment", () => {
    it('start an empty cart at that branch with that treatment', async () => {
      const flow = start(fromBookingButton, {
        saveCart: async () => ({ ok: true, cart: preselectedCart }),
      })
      await settle()
      expect(flow.fake.saveCart).toHaveBeenCalledWith({
        clinicId: PANAKKUKANG,
        treatmentIds: [LASER],
      })
      expect(flow.state()).toEqual({ doctor: 'ready' })
    })

    it("win over the cart's other branch", async () => {
      const flow = start(fromBookingButton, {}, fullCart)
      await settle()
      expect(flow.fake.saveCart).toHaveBeenCalledWith({
        clinicId: PANAKKUKANG,
        treatmentIds: [LASER],
      })
      expect(flow.server.get().clinic?.id).toBe(PANAKKUKANG)
      expect(flow.state()).toEqual({ doctor: 'ready' })
    })

    it("add the treatment to the cart's own branch, keeping the rest", async () => {
      const flow = start(
        { mode: { kind: 'new', clinicId: KEMANG, treatmentId: LASER }, today: TODAY },
        {},
        fullCart,
      )
      await settle()
      expect(flow.fake.saveCart).toHaveBeenCalledWith({ treatmentIds: [FACIAL, LASER] })
      expect(flow.state()).toEqual({ slot: 'ready' })
    })

    it('are saved once: a cart that holds them is left as it is', async () => {
      const flow = start(fromBookingButton, {}, preselectedCart)
      await settle()
      expect(flow.fake.saveCart).not.toHaveBeenCalled()
    })

    it('narrow the branch list to the treatment, which the chosen branch then gets', async () => {
      const flow = start({ mode: { kind: 'new', treatmentId: LASER }, today: TODAY })
      await settle()
      expect(flow.fake.loadClinics).toHaveBeenCalledWith({ treatmentId: LASER })
      await send(flow, { type: 'CHOOSE_BRANCH', clinicId: KEMANG })
      expect(flow.fake.saveCart).toHaveBeenCalledWith({ clinicId: KEMANG, treatmentIds: [LASER] })
    })

    it('refused: the message is shown and the cart resumes as it was', async () => {
      const flow = start(fromBookingButton, { saveCart: async () => cartRefused }, cartAtDoctor)
      await settle()
      expect(flow.state()).toEqual({ doctor: 'ready' })
      expect(flow.context().message).toBe(cartRefused.ok ? null : cartRefused.message)
    })
  })

  describe('a slot taken meanwhile', () => {
    it('reloads the same day, keeps every other choice, and books another slot with a new key', async () => {
      const flow = start(newVisit, { book: vi.fn<Fakes['book']>() }, fullCart)
      flow.fake.book.mockResolvedValueOnce(slotTaken).mockResolvedValueOnce(booked)
      await settle()
      await toReviewFromSlot(flow)
      await send(flow, { type: 'CONFIRM' })
      expect(flow.state()).toEqual({ conflict: 'ready' })
      expect(flow.context().message).toBe(CONFLICT_MESSAGE)
      expect(flow.context().slot).toBeNull()
      expect(flow.context().cart).toEqual(fullCart)
      expect(flow.fake.loadSchedule).toHaveBeenCalledTimes(2)
      expect(flow.fake.loadSchedule).toHaveBeenLastCalledWith({ date: DAY })
      expect(selectStep(flow.actor.getSnapshot()).number).toBe(5)

      await send(flow, { type: 'CHOOSE_SLOT', slot: laterSlot })
      expect(flow.state()).toEqual({ review: 'ready' })
      expect(flow.context().idempotencyKey).toBe(KEYS[1])
      expect(flow.context().message).toBeNull()
      await send(flow, { type: 'CONFIRM' })
      expect(flow.fake.book).toHaveBeenLastCalledWith({
        idempotencyKey: KEYS[1],
        body: { startsAt: laterSlot.startsAt, doctorId: laterSlot.doctor.id },
      })
      expect(flow.state()).toBe('booked')
    })
  })

  describe('a time the member already holds with another booking', () => {
    it("goes back to the day's slots saying which booking holds it, and books another time", async () => {
      const flow = start(newVisit, { book: vi.fn<Fakes['book']>() }, fullCart)
      flow.fake.book.mockResolvedValueOnce(ownBookingHeld).mockResolvedValueOnce(booked)
      await settle()
      await toReviewFromSlot(flow)
      await send(flow, { type: 'CONFIRM' })
      expect(flow.state()).toEqual({ conflict: 'ready' })
      // The API's words, which name the other booking, not 'taken by someone else'.
      expect(flow.context().message).toBe(ownBookingHeld.message)
      expect(flow.context().message).not.toBe(CONFLICT_MESSAGE)
      expect(flow.context().slot).toBeNull()
      expect(flow.context().cart).toEqual(fullCart)
      expect(selectStep(flow.actor.getSnapshot()).number).toBe(5)

      await send(flow, { type: 'CHOOSE_SLOT', slot: laterSlot })
      expect(flow.state()).toEqual({ review: 'ready' })
      expect(flow.context().message).toBeNull()
      await send(flow, { type: 'CONFIRM' })
      expect(flow.fake.book).toHaveBeenLastCalledWith({
        idempotencyKey: KEYS[1],
        body: { startsAt: laterSlot.startsAt, doctorId: laterSlot.doctor.id },
      })
      expect(flow.state()).toBe('booked')
    })
  })

  it('keeps the key after a lost answer, so Konfirmasi again cannot book twice', async () => {
    const flow = start(newVisit, { book: vi.fn<Fakes['book']>() }, fullCart)
    flow.fake.book.mockRejectedValueOnce(networkDown).mockResolvedValueOnce(booked)
    await settle()
    await toReviewFromSlot(flow)
    await send(flow, { type: 'CONFIRM' })
    expect(flow.state()).toEqual({ review: 'ready' })
    expect(flow.context().message).toBe(CONNECTION_LOST_MESSAGE)
    expect(flow.context().idempotencyKey).toBe(KEYS[0])
    expect(flow.reportError).toHaveBeenCalledWith(networkDown)

    await send(flow, { type: 'CONFIRM' })
    expect(flow.fake.book).toHaveBeenCalledTimes(2)
    expect(flow.fake.book.mock.calls[1]?.[0]).toEqual(flow.fake.book.mock.calls[0]?.[0])
    expect(flow.fake.newIdempotencyKey).toHaveBeenCalledTimes(1)
    expect(flow.state()).toBe('booked')
  })

  it('keeps the key while the first request with it is still running, and sends it again by itself', async () => {
    const flow = start(newVisit, { book: vi.fn<Fakes['book']>() }, fullCart)
    flow.fake.book.mockResolvedValueOnce(stillRunning).mockResolvedValueOnce(booked)
    await settle()
    await toReviewFromSlot(flow)
    await send(flow, { type: 'CONFIRM' })
    expect(flow.state()).toEqual({ confirming: 'waiting' })
    expect(selectIsBusy(flow.actor.getSnapshot())).toBe(true)
    expect(flow.context().idempotencyKey).toBe(KEYS[0])
    await waitOut()
    expect(flow.fake.book).toHaveBeenCalledTimes(2)
    expect(flow.fake.book.mock.calls[1]?.[0]).toEqual(flow.fake.book.mock.calls[0]?.[0])
    expect(flow.fake.newIdempotencyKey).toHaveBeenCalledTimes(1)
    expect(flow.state()).toBe('booked')
  })

  it('stops asking after a bounded number of "still running", says so, and keeps the key', async () => {
    const flow = start(newVisit, { book: vi.fn<Fakes['book']>(async () => stillRunning) }, fullCart)
    await settle()
    await toReviewFromSlot(flow)
    await send(flow, { type: 'CONFIRM' })
    for (let wait = 1; wait < MAX_STILL_RUNNING_TRIES; wait++) await waitOut()
    expect(flow.state()).toEqual({ review: 'ready' })
    expect(flow.fake.book).toHaveBeenCalledTimes(MAX_STILL_RUNNING_TRIES)
    expect(flow.context().message).toBe(STILL_RUNNING_MESSAGE)
    expect(flow.context().idempotencyKey).toBe(KEYS[0])

    // The member presses Konfirmasi again: the same key, and a new round of waits.
    flow.fake.book.mockResolvedValueOnce(stillRunning).mockResolvedValueOnce(booked)
    await send(flow, { type: 'CONFIRM' })
    expect(flow.state()).toEqual({ confirming: 'waiting' })
    await waitOut()
    expect(flow.fake.book).toHaveBeenCalledTimes(MAX_STILL_RUNNING_TRIES + 2)
    const keys = new Set(flow.fake.book.mock.calls.map(([call]) => call.idempotencyKey))
    expect(keys).toEqual(new Set([KEYS[0]]))
    expect(flow.state()).toBe('booked')
  })

  it('keeps the key when the same slot is chosen again, and drops it for another', async () => {
    const flow = start(newVisit, { book: async () => Promise.reject(networkDown) }, fullCart)
    await settle()
    await toReviewFromSlot(flow)
    await send(flow, { type: 'CONFIRM' })
    await send(flow, { type: 'BACK' })
    await send(flow, { type: 'CHOOSE_SLOT', slot })
    expect(flow.context().idempotencyKey).toBe(KEYS[0])
    await send(flow, { type: 'BACK' })
    await send(flow, { type: 'CHOOSE_SLOT', slot: laterSlot })
    expect(flow.context().idempotencyKey).toBe(KEYS[1])
  })

  it('shows a refusal on review and makes a new attempt after it', async () => {
    const flow = start(newVisit, { book: vi.fn<Fakes['book']>() }, fullCart)
    flow.fake.book.mockResolvedValueOnce(bookingRefused).mockResolvedValueOnce(booked)
    await settle()
    await toReviewFromSlot(flow)
    await send(flow, { type: 'CONFIRM' })
    expect(flow.state()).toEqual({ review: 'ready' })
    expect(flow.context().message).toBe('Booking paling lambat 2 jam sebelum jadwal.')
    expect(flow.context().idempotencyKey).toBe(KEYS[1])
    await send(flow, { type: 'EDIT', step: 'slot' })
    expect(flow.context().message).toBeNull()
  })

  it('says a choice was not saved when the connection dropped, and stays on the step', async () => {
    const flow = start(newVisit, { saveCart: async () => Promise.reject(networkDown) })
    await settle()
    await send(flow, { type: 'CHOOSE_BRANCH', clinicId: KEMANG })
    expect(flow.state()).toEqual({ branch: 'ready' })
    expect(flow.context().message).toBe(NOT_SAVED_MESSAGE)
  })

  it('shows a refused choice on its step', async () => {
    const flow = start(newVisit, {}, cartAtTreatments)
    flow.fake.saveCart.mockResolvedValueOnce(cartRefused)
    await settle()
    await send(flow, { type: 'TOGGLE_TREATMENT', treatmentId: LASER })
    expect(flow.state()).toEqual({ treatments: 'ready' })
    expect(flow.context().message).toBe(cartRefused.ok ? null : cartRefused.message)
  })

  describe('a session that ended', () => {
    it.each([
      ['loading the cart', { loadCart: () => Promise.reject(sessionEnded) }],
      ['loading the dates', { loadDates: () => Promise.reject(sessionEnded) }],
      ['saving a choice', { saveCart: () => Promise.reject(sessionEnded) }],
    ] as const)('while %s goes to signInAgain', async (_, answers) => {
      const flow = start(newVisit, answers, cartAtDate)
      await settle()
      if (flow.state() !== 'signInAgain') {
        await send(flow, { type: 'CHOOSE_DATE', date: DAY })
      }
      expect(flow.state()).toBe('signInAgain')
      expect(flow.actor.getSnapshot().status).toBe('done')
      expect(flow.reportError).not.toHaveBeenCalled()
    })

    it('while confirming goes to signInAgain; back from sign-in, the cart resumes', async () => {
      const flow = start(newVisit, { book: () => Promise.reject(sessionEnded) }, fullCart)
      await settle()
      await toReviewFromSlot(flow)
      await send(flow, { type: 'CONFIRM' })
      expect(flow.state()).toBe('signInAgain')
      const again = start(newVisit, {}, flow.server.get())
      await settle()
      expect(again.state()).toEqual({ slot: 'ready' })
    })
  })

  describe('retries', () => {
    it('are offered twice, then the flow says Coba lagi nanti', async () => {
      const flow = start(newVisit, { loadClinics: () => Promise.reject(networkDown) })
      await settle()
      expect(flow.state()).toEqual({ branch: 'failed' })
      expect(selectStepStatus(flow.actor.getSnapshot())).toBe('failed')
      expect(flow.context().message).toBe(LOAD_FAILED_MESSAGE)
      expect(selectRetriesLeft(flow.actor.getSnapshot())).toBe(2)
      await send(flow, { type: 'RETRY' })
      expect(flow.state()).toEqual({ branch: 'failed' })
      expect(selectRetriesLeft(flow.actor.getSnapshot())).toBe(1)
      await send(flow, { type: 'RETRY' })
      expect(flow.state()).toBe('failed')
      expect(flow.context().message).toBe(TRY_LATER_MESSAGE)
      expect(flow.fake.loadClinics).toHaveBeenCalledTimes(3)
      expect(selectRetriesLeft(flow.actor.getSnapshot())).toBe(0)
    })

    it('start again after a load that succeeds', async () => {
      const flow = start(newVisit, { loadDates: vi.fn<Fakes['loadDates']>() }, cartAtDate)
      flow.fake.loadDates
        .mockRejectedValueOnce(networkDown)
        .mockRejectedValueOnce(networkDown)
        .mockResolvedValue(dates)
      await settle()
      await send(flow, { type: 'RETRY' })
      await send(flow, { type: 'RETRY' })
      expect(flow.state()).toEqual({ date: 'ready' })
      expect(flow.context().retries).toBe(0)
      expect(flow.context().message).toBeNull()
    })

    it('of the first load load only what is missing', async () => {
      const flow = start(newVisit, { loadCart: vi.fn<Fakes['loadCart']>() })
      flow.fake.loadCart.mockRejectedValueOnce(networkDown).mockResolvedValue(fullCart)
      await settle()
      expect(flow.state()).toEqual({ loading: 'failed' })
      await send(flow, { type: 'RETRY' })
      expect(flow.state()).toEqual({ slot: 'ready' })
      expect(flow.fake.loadConfig).toHaveBeenCalledTimes(1)
    })
  })

  describe('reschedule', () => {
    it('starts at the date with the booking fixed, and moves it', async () => {
      const flow = start(rescheduling)
      await settle()
      expect(flow.fake.loadBooking).toHaveBeenCalledWith({ bookingNumber: BOOKING_NUMBER })
      expect(flow.fake.loadCart).not.toHaveBeenCalled()
      expect(flow.state()).toEqual({ date: 'ready' })
      expect(selectCanGoBack(flow.actor.getSnapshot())).toBe(false)
      expect(flow.fake.loadDates).toHaveBeenCalledWith({
        startDate: TODAY,
        rescheduledBookingNumber: BOOKING_NUMBER,
      })
      await send(flow, { type: 'CHOOSE_DATE', date: DAY })
      expect(flow.fake.saveCart).not.toHaveBeenCalled()
      expect(flow.fake.loadSchedule).toHaveBeenCalledWith({
        date: DAY,
        rescheduledBookingNumber: BOOKING_NUMBER,
      })
      await toReviewFromSlot(flow)
      expect(selectSummary(flow.actor.getSnapshot())).toMatchObject({
        branch: 'Diri Klinik Kemang',
        doctor: 'dr. Sari Wulandari',
        time: '10.00–11.00 WIB',
        previously: 'Sabtu, 5 Desember 2026 · 09.00 WIB',
      })
      // Only the day and the time can be changed.
      await send(flow, { type: 'EDIT', step: 'branch' })
      expect(flow.state()).toEqual({ review: 'ready' })
      await send(flow, { type: 'CONFIRM' })
      expect(flow.fake.reschedule).toHaveBeenCalledWith({
        bookingNumber: BOOKING_NUMBER,
        idempotencyKey: KEYS[0],
        body: { startsAt: slot.startsAt, doctorId: slot.doctor.id },
      })
      expect(flow.fake.book).not.toHaveBeenCalled()
      expect(flow.state()).toBe('booked')
    })

    it('ends as unavailable when another tab moved the booking first', async () => {
      const flow = start(rescheduling, { reschedule: async () => bookingMoved })
      await settle()
      await send(flow, { type: 'CHOOSE_DATE', date: DAY })
      await toReviewFromSlot(flow)
      await send(flow, { type: 'CONFIRM' })
      expect(flow.state()).toBe('unavailable')
      expect(flow.context().message).toBe('Booking ini sudah dijadwalkan ulang.')
    })

    it.each([
      ['not the member’s', null, BOOKING_NOT_FOUND_MESSAGE],
      ['too close to its time', lockedBooking, lockedBooking.rescheduleRefusal],
    ] as const)('of a booking %s is unavailable, with the reason', async (_, answer, message) => {
      const flow = start(rescheduling, { loadBooking: async () => answer })
      await settle()
      expect(flow.state()).toBe('unavailable')
      expect(flow.context().message).toBe(message)
    })
  })

  describe('rebook', () => {
    it('makes a new cart from the booking and resumes at the date', async () => {
      const flow = start(rebooking)
      await settle()
      expect(flow.fake.rebook).toHaveBeenCalledWith({ bookingNumber: BOOKING_NUMBER })
      expect(flow.fake.loadCart).not.toHaveBeenCalled()
      expect(flow.state()).toEqual({ date: 'ready' })
      expect(selectCanGoBack(flow.actor.getSnapshot())).toBe(true)
      await send(flow, { type: 'CHOOSE_DATE', date: DAY })
      expect(flow.fake.saveCart).toHaveBeenCalledWith({ date: DAY })
      await toReviewFromSlot(flow)
      await send(flow, { type: 'CONFIRM' })
      expect(flow.fake.book).toHaveBeenCalled()
      expect(flow.state()).toBe('booked')
    })

    it('refused says why', async () => {
      const flow = start(rebooking, { rebook: async () => rebookRefused })
      await settle()
      expect(flow.state()).toBe('unavailable')
      expect(flow.context().message).toBe(rebookRefused.ok ? null : rebookRefused.message)
    })
  })
})
