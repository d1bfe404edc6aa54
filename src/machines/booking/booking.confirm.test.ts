/**
 * Pinned journeys from review's Konfirmasi on: the slot taken meanwhile, a time the member holds
 * already, and the idempotency key kept or dropped across lost answers, requests still running
 * and new choices. Written out by hand with fixed end states, like `booking.machine.test.ts`.
 */
import { describe, expect, it, vi } from 'vitest'
import { networkDown } from '../shared/actor-fixtures'
import {
  booked,
  bookingRefused,
  DAY,
  fullCart,
  laterSlot,
  newVisit,
  ownBookingHeld,
  slot,
  slotTaken,
  stillRunning,
} from './booking.fixtures'
import { type Fakes, KEYS, send, settle, start, toReviewFromSlot, waitOut } from './booking.harness'
import {
  CONFLICT_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  MAX_STILL_RUNNING_TRIES,
  STILL_RUNNING_MESSAGE,
} from './booking.model'
import { selectIsBusy, selectStep } from './booking.selectors'

describe('booking journeys from Konfirmasi on', () => {
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
})
