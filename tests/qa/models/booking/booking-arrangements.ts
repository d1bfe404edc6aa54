/**
 * How the real system is put into the booking actors' answers before the step that starts them:
 * the member's cart changed through the API (as another tab of theirs would), a second member
 * booking the time first, the member's own booking at that time, the connection dropped under
 * the page's next call, or the session gone. Each is told in the words QA reads in the report.
 */
import type { Slot } from '../../../../contract/booking/schemas'
import { IDEMPOTENCY_HEADER } from '../../../../contract/checkout/schemas'
import type { Arrangement } from '../../model'
import type { QaWorld } from '../../replay/qa-world'
import {
  type ApiMember,
  bookAt,
  fullCartOn,
  KEMANG,
  MENTENG,
  otherMember,
  rescheduleTimes,
  rescheduleTo,
  runOf,
  scheduleOn,
  setCart,
} from './booking-world'

/** Nothing to arrange: the real system answers so by itself. */
export const asItIs: Arrangement = { arrange: () => {} }

/**
 * The member's later choices were saved before (an earlier visit, another tab): the choice
 * saved now answers the whole cart, as the fixtures' saved cart is (branch, doctor, treatment,
 * day), so the steps after it find every choice made.
 */
export const everyChoiceSaved: Arrangement = {
  arrange: async (world) => {
    const run = runOf(world)
    await setCart(world, run.self, fullCartOn(run.day))
  },
}

/** The cart emptied meanwhile (a booking made in another tab empties it): the API refuses. */
export const cartEmptied: Arrangement = {
  arrange: async (world) => {
    await setCart(world, runOf(world).self, null)
  },
}

/** The first free time of the path's day, as the page offers it first (a reschedule's too). */
async function firstTime(world: QaWorld, who: ApiMember): Promise<Slot> {
  const run = runOf(world)
  const schedule = run.bookingNumber
    ? await rescheduleTimes(world, who, run.bookingNumber, run.day)
    : await scheduleOn(world, who, run.day)
  const slot = schedule.slots[0]
  if (!slot) throw new Error(`${KEMANG.id} has no free time on ${run.day}`)
  return slot
}

/** Another member, in another browser, books the time the member chose (the first) before them. */
export const takenByAnother: Arrangement = {
  arrange: async (world) => {
    const run = runOf(world)
    const chosen = await firstTime(world, run.self)
    const rival = await otherMember(world)
    await setCart(world, rival, fullCartOn(run.day))
    await bookAt(world, rival, chosen)
  },
}

/**
 * The member already holds that time: a booking at Diri Klinik Menteng (the same zone, the same
 * treatment) made in another tab, whose time overlaps the one chosen. The cart they are booking
 * from is put back as it was, as the API empties it on a booking.
 */
export const heldByMember: Arrangement = {
  arrange: async (world) => {
    const run = runOf(world)
    const chosen = await firstTime(world, run.self)
    await setCart(world, run.self, { ...fullCartOn(run.day), clinicId: MENTENG.id })
    const overlapping = (await scheduleOn(world, run.self, run.day)).slots.find(
      (slot) => slot.startsAt < chosen.endsAt && chosen.startsAt < slot.endsAt,
    )
    if (!overlapping) {
      throw new Error(`${MENTENG.id} has no free time overlapping ${chosen.startsAt}`)
    }
    await bookAt(world, run.self, overlapping)
    if (!run.bookingNumber) await setCart(world, run.self, fullCartOn(run.day))
  },
}

/** The booking being moved was moved meanwhile in another tab. */
export const movedElsewhere: Arrangement = {
  arrange: async (world) => {
    const run = runOf(world)
    if (!run.bookingNumber) throw new Error('Only a reschedule has a booking to move')
    const times = await rescheduleTimes(world, run.self, run.bookingNumber, run.day)
    // A time the member's page did not choose (it chooses the first).
    const slot = times.slots[1]
    if (!slot) throw new Error(`No second time on ${run.day} to move ${run.bookingNumber} to`)
    await rescheduleTo(world, run.self, run.bookingNumber, slot)
  },
}

/** The booking being moved was cancelled meanwhile in another tab: a move is refused. */
export const cancelledElsewhere: Arrangement = {
  arrange: async (world) => {
    const run = runOf(world)
    if (!run.bookingNumber) throw new Error('Only a reschedule has a booking to cancel')
    const answer = await world.context.request.post(
      `/api/v2/member/offline-clinic-booking/${run.bookingNumber}/cancel`,
      {
        headers: {
          'diri-platform': 'web',
          authorization: `Bearer ${run.self.token}`,
          [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
        },
        data: {},
      },
    )
    if (!answer.ok()) {
      throw new Error(`Cancel ${run.bookingNumber}: ${answer.status()} ${await answer.text()}`)
    }
  },
}
