/**
 * Pinned journeys: the booking flow as spec §7 describes it, from the first visit to review,
 * resuming, rescheduling and rebooking, written out by hand with fixed end states. Generated
 * paths follow the machine even where the machine is wrong; these do not.
 */
import { describe, expect, it, vi } from 'vitest'
import { networkDown, sessionEnded } from '../shared/actor-fixtures'
import {
  BOOKING_NUMBER,
  bookedAtSlot,
  booking,
  bookingMoved,
  CANCEL_REASON,
  cancelDone,
  cancelledBooking,
  cancelMoved,
  cancelRefused,
  cancelStillRunning,
  cartAtDate,
  cartAtDoctor,
  cartAtTreatments,
  cartRefused,
  config,
  DAY,
  dates,
  emptyCart,
  FACIAL,
  fromBookingButton,
  fullCart,
  KEMANG,
  LASER,
  lockedBooking,
  newVisit,
  PANAKKUKANG,
  preselectedCart,
  rebooking,
  rebookRefused,
  rescheduling,
  slot,
  staleCart,
  TODAY,
} from './booking.fixtures'
import { type Fakes, KEYS, send, settle, start, toReviewFromSlot } from './booking.harness'
import {
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_STEP_SLUGS,
  BOOKING_STEPS,
  CANCEL_NOT_SENT_MESSAGE,
  LOAD_FAILED_MESSAGE,
  NOT_SAVED_MESSAGE,
  stepVisitOf,
  TRY_LATER_MESSAGE,
} from './booking.model'
import {
  selectCanCancel,
  selectCancelled,
  selectCanGoBack,
  selectIsBusy,
  selectIsCancelling,
  selectRetriesLeft,
  selectStep,
  selectStepStatus,
  selectSummary,
  selectView,
} from './booking.selectors'
import { bookingTitleOf, selectStepSlug } from './booking.steps'

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

  describe('cancel instead of rescheduling', () => {
    const message = (answer: typeof cancelRefused) => ('message' in answer ? answer.message : null)

    it('cancels from the day with the reason, under a key made for it, and ends cancelled', async () => {
      const flow = start(rescheduling, { cancelBooking: vi.fn<Fakes['cancelBooking']>() })
      let answer: (value: typeof cancelDone) => void = () => {}
      flow.fake.cancelBooking.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      await settle()
      expect(flow.state()).toEqual({ date: 'ready' })
      expect(selectCanCancel(flow.actor.getSnapshot())).toBe(true)
      await send(flow, { type: 'CANCEL_BOOKING', reason: `  ${CANCEL_REASON}  ` })
      // On its way: busy, and the page still shows the day with its dialog.
      expect(flow.state()).toEqual({ cancelling: 'sending' })
      expect(selectIsBusy(flow.actor.getSnapshot())).toBe(true)
      expect(selectIsCancelling(flow.actor.getSnapshot())).toBe(true)
      expect(selectView(flow.actor.getSnapshot())).toBe('date')
      expect(selectStep(flow.actor.getSnapshot())).toEqual({
        step: 'cancelling',
        number: 4,
        total: 6,
      })
      expect(flow.fake.cancelBooking).toHaveBeenCalledWith({
        bookingNumber: BOOKING_NUMBER,
        idempotencyKey: KEYS[0],
        body: { reason: CANCEL_REASON },
      })
      answer(cancelDone)
      await settle()
      expect(flow.state()).toBe('cancelled')
      expect(flow.actor.getSnapshot().status).toBe('done')
      expect(selectCancelled(flow.actor.getSnapshot())).toEqual(cancelledBooking)
      expect(selectStepSlug(flow.actor.getSnapshot())).toBe('dibatalkan')
      expect(bookingTitleOf('dibatalkan')).toBe('Booking dibatalkan · Booking Klinik')
      expect(flow.fake.reschedule).not.toHaveBeenCalled()
    })

    it('cancels from the time without a reason', async () => {
      const flow = start(rescheduling)
      await settle()
      await send(flow, { type: 'CHOOSE_DATE', date: DAY })
      expect(flow.state()).toEqual({ slot: 'ready' })
      await send(flow, { type: 'CANCEL_BOOKING', reason: '   ' })
      expect(flow.fake.cancelBooking).toHaveBeenCalledWith({
        bookingNumber: BOOKING_NUMBER,
        idempotencyKey: KEYS[0],
        body: {},
      })
      expect(flow.state()).toBe('cancelled')
    })

    it.each([
      ['the day', 'date'],
      ['the time', 'slot'],
    ] as const)(
      'refused (inside the cut-off) goes back to %s with the API’s words, and the next press is a new attempt',
      async (_, step) => {
        const flow = start(rescheduling, { cancelBooking: vi.fn<Fakes['cancelBooking']>() })
        flow.fake.cancelBooking
          .mockResolvedValueOnce(cancelRefused)
          .mockResolvedValueOnce(cancelDone)
        await settle()
        if (step === 'slot') await send(flow, { type: 'CHOOSE_DATE', date: DAY })
        const shown = flow.context()
        await send(flow, { type: 'CANCEL_BOOKING', reason: CANCEL_REASON })
        expect(flow.state()).toEqual({ [step]: 'ready' })
        expect(flow.context().message).toBe(message(cancelRefused))
        // Back as it was: what the step showed is still there, nothing loaded again.
        expect(flow.context().dates).toBe(shown.dates)
        expect(flow.context().schedule).toBe(shown.schedule)
        expect(flow.fake.loadDates).toHaveBeenCalledTimes(1)
        expect(flow.context().cancelKey).toBeNull()
        expect(flow.reportError).not.toHaveBeenCalled()

        await send(flow, { type: 'CANCEL_BOOKING', reason: CANCEL_REASON })
        expect(flow.fake.cancelBooking).toHaveBeenLastCalledWith(
          expect.objectContaining({ idempotencyKey: KEYS[1] }),
        )
        expect(flow.state()).toBe('cancelled')
      },
    )

    it('without an answer goes back saying so; pressed again it is the same cancel, under the same key', async () => {
      const flow = start(rescheduling, { cancelBooking: vi.fn<Fakes['cancelBooking']>() })
      flow.fake.cancelBooking
        .mockRejectedValueOnce(networkDown)
        .mockResolvedValueOnce(cancelStillRunning)
        .mockResolvedValueOnce(cancelDone)
      await settle()
      await send(flow, { type: 'CHOOSE_DATE', date: DAY })
      await send(flow, { type: 'CANCEL_BOOKING', reason: CANCEL_REASON })
      expect(flow.state()).toEqual({ slot: 'ready' })
      expect(flow.context().message).toBe(CANCEL_NOT_SENT_MESSAGE)
      expect(flow.reportError).toHaveBeenCalledWith(networkDown)

      // The first request is still running: said, and the key still kept.
      await send(flow, { type: 'CANCEL_BOOKING', reason: CANCEL_REASON })
      expect(flow.state()).toEqual({ slot: 'ready' })
      expect(flow.context().message).toBe(message(cancelStillRunning))

      await send(flow, { type: 'CANCEL_BOOKING', reason: CANCEL_REASON })
      expect(flow.state()).toBe('cancelled')
      expect(flow.fake.newIdempotencyKey).toHaveBeenCalledTimes(1)
      expect(flow.fake.cancelBooking.mock.calls.map(([call]) => call.idempotencyKey)).toEqual([
        KEYS[0],
        KEYS[0],
        KEYS[0],
      ])
    })

    it('without an answer, then another reason: another request, under its own key', async () => {
      const flow = start(rescheduling, { cancelBooking: vi.fn<Fakes['cancelBooking']>() })
      flow.fake.cancelBooking.mockRejectedValueOnce(networkDown).mockResolvedValueOnce(cancelDone)
      await settle()
      await send(flow, { type: 'CANCEL_BOOKING', reason: CANCEL_REASON })
      expect(flow.state()).toEqual({ date: 'ready' })
      expect(flow.context().message).toBe(CANCEL_NOT_SENT_MESSAGE)
      await send(flow, { type: 'CANCEL_BOOKING' })
      expect(flow.fake.cancelBooking).toHaveBeenLastCalledWith({
        bookingNumber: BOOKING_NUMBER,
        idempotencyKey: KEYS[1],
        body: {},
      })
      expect(flow.state()).toBe('cancelled')
    })

    it('with the session ended goes to signInAgain, unreported', async () => {
      const flow = start(rescheduling, { cancelBooking: () => Promise.reject(sessionEnded) })
      await settle()
      await send(flow, { type: 'CANCEL_BOOKING' })
      expect(flow.state()).toBe('signInAgain')
      expect(flow.reportError).not.toHaveBeenCalled()
    })

    it('of a booking another tab moved meanwhile is unavailable, with the reason', async () => {
      const flow = start(rescheduling, { cancelBooking: async () => cancelMoved })
      await settle()
      await send(flow, { type: 'CANCEL_BOOKING' })
      expect(flow.state()).toBe('unavailable')
      expect(flow.context().message).toBe(message(cancelMoved))
    })

    it('is offered only in a reschedule, while its day or time is chosen, and while the API allows it', async () => {
      for (const input of [newVisit, rebooking]) {
        const flow = start(input, {}, cartAtDate)
        await settle()
        expect(flow.state()).toEqual({ date: 'ready' })
        expect(selectCanCancel(flow.actor.getSnapshot())).toBe(false)
        await send(flow, { type: 'CANCEL_BOOKING' })
        expect(flow.state()).toEqual({ date: 'ready' })
      }
      const moving = start(rescheduling)
      await settle()
      await send(moving, { type: 'CHOOSE_DATE', date: DAY })
      await toReviewFromSlot(moving)
      expect(selectCanCancel(moving.actor.getSnapshot())).toBe(false)

      const tooLate = start(rescheduling, {
        loadBooking: async () => ({ ...booking, cancelRefusal: message(cancelRefused) }),
      })
      await settle()
      expect(tooLate.state()).toEqual({ date: 'ready' })
      expect(selectCanCancel(tooLate.actor.getSnapshot())).toBe(false)
      expect(tooLate.fake.cancelBooking).not.toHaveBeenCalled()
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

describe('Back and Forward in the browser (STEP.VISIT)', () => {
  it('goes back to any step reached and forward again, choices kept', async () => {
    const flow = start(newVisit, {}, fullCart)
    await settle()
    await toReviewFromSlot(flow)

    await send(flow, { type: 'STEP.VISIT', step: 'date' })
    expect(flow.state()).toEqual({ date: 'ready' })
    expect(selectStepSlug(flow.actor.getSnapshot())).toBe('tanggal')
    await send(flow, { type: 'STEP.VISIT', step: 'branch' })
    expect(flow.state()).toEqual({ branch: 'ready' })
    // Forward past the steps between: their choices are made.
    await send(flow, { type: 'STEP.VISIT', step: 'review' })
    expect(flow.state()).toEqual({ review: 'ready' })
    expect(flow.context().slot).toEqual(slot)
  })

  it('refuses a step whose choices before it are not made', async () => {
    const flow = start(newVisit, {}, cartAtDoctor)
    await settle()
    expect(flow.state()).toEqual({ doctor: 'ready' })
    for (const step of ['treatments', 'date', 'slot', 'review'] as const) {
      expect(flow.actor.getSnapshot().can({ type: 'STEP.VISIT', step })).toBe(false)
    }
    await send(flow, { type: 'STEP.VISIT', step: 'branch' })
    expect(flow.state()).toEqual({ branch: 'ready' })
  })

  it('moves a reschedule only between its day, its time and review', async () => {
    const flow = start(rescheduling)
    await settle()
    expect(flow.state()).toEqual({ date: 'ready' })
    for (const step of ['branch', 'doctor', 'treatments', 'slot', 'review'] as const) {
      expect(flow.actor.getSnapshot().can({ type: 'STEP.VISIT', step })).toBe(false)
    }
  })

  it('never goes back into a booking once it is made', async () => {
    const flow = start(newVisit, {}, fullCart)
    await settle()
    await toReviewFromSlot(flow)
    await send(flow, { type: 'CONFIRM' })
    expect(flow.state()).toBe('booked')
    expect(flow.actor.getSnapshot().can({ type: 'STEP.VISIT', step: 'review' })).toBe(false)
    expect(selectStepSlug(flow.actor.getSnapshot())).toBe('selesai')
  })

  it('names every step in the address, and titles it', () => {
    expect(BOOKING_STEPS.map((step) => BOOKING_STEP_SLUGS[step])).toEqual([
      'cabang',
      'dokter',
      'perawatan',
      'tanggal',
      'jam',
      'tinjau',
    ])
    expect(stepVisitOf('jam')).toEqual({ type: 'STEP.VISIT', step: 'slot' })
    expect(stepVisitOf('selesai')).toBeNull()
    expect(bookingTitleOf('jam')).toBe('Pilih jam · Booking Klinik')
  })
})
