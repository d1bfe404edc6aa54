import { afterAll, describe, expect, it } from 'vitest'
import type { AnyTransitionDefinition } from 'xstate'
import {
  coverage,
  generatePaths,
  replayPath,
} from '../../../tests/support/machine-paths/path-testing'
import { IDEMPOTENCY_KEY, networkDown } from '../shared/actor-fixtures'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import {
  BOOKING_NUMBER,
  bookingFixtureList,
  bookingInputs,
  CANCEL_REASON,
  LASER,
  ownBookingHeld,
  TODAY,
} from './booking.fixtures'
import { bookingMachine } from './booking.machine'
import {
  type BookActorInput,
  type BookingContext,
  CANCEL_NOT_SENT_MESSAGE,
  type CancelActorInput,
  CONFLICT_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  TRY_LATER_MESSAGE,
} from './booking.model'
import {
  selectCanGoBack,
  selectIsBusy,
  selectPhase,
  selectRetriesLeft,
  selectStep,
  selectStepStatus,
} from './booking.selectors'

const ACTORS = [
  'loadConfig',
  'loadCart',
  'saveCart',
  'loadBooking',
  'rebook',
  'loadClinics',
  'loadClinic',
  'loadDates',
  'loadSchedule',
  'newIdempotencyKey',
  'book',
  'reschedule',
  'cancelBooking',
] as const

const NUMBERS: Record<string, number | null> = {
  loading: null,
  branch: 1,
  doctor: 2,
  treatments: 3,
  date: 4,
  slot: 5,
  conflict: 5,
  review: 6,
  confirming: 6,
  booked: null,
  cancelled: null,
  signInAgain: null,
  failed: null,
  unavailable: null,
}

const runs = bookingInputs.map((input) => ({
  input,
  paths: generatePaths(bookingMachine, { events: bookingFixtureList, input }),
}))
const pathCount = runs.reduce((sum, run) => sum + run.paths.length, 0)
const taken = new Set<AnyTransitionDefinition>()

const cases = runs.flatMap(({ input, paths }) =>
  paths.map(
    (path) =>
      [
        `${input.mode.kind}${'clinicId' in input.mode ? ' (link)' : ''}: ${path.description}`,
        input,
        path,
      ] as const,
  ),
)

describe('booking paths (generated from the machine graph)', () => {
  it('has paths to walk, and a bounded number of them', () => {
    expect(pathCount).toBeGreaterThan(100)
    // A bound on the walk, not a time (times depend on the machine's load): a change that makes
    // the graph explode fails here, not as a suite that never ends.
    expect(pathCount).toBeLessThan(1500)
  })

  it.each(cases)('%s', async (_, input, path) => {
    const reported: unknown[] = []
    const machine = bookingMachine.provide({
      actions: { reportError: (_args, params) => reported.push(params.error) },
      // The wait is a step of the path (its delayed event), never a real timer.
      delays: { stillRunningWait: 3_600_000 },
    })
    let keyBeforeConfirm: string | null = null
    let keyBeforeCancel: string | null = null
    const result = await replayPath(machine, path, {
      input,
      deferred: ACTORS,
      onStep: (step, actual) => {
        expect(actual.value, `state after ${step.event.type}`).toEqual(step.value)
        expect(actual.context, `context after ${step.event.type}`).toEqual(step.context)
      },
      onSnapshot: (snapshot) => {
        const context: BookingContext = snapshot.context
        const phase = selectPhase(snapshot)

        // 'Langkah N dari 6' follows the state; a cancel on its way is the step it was pressed on.
        const numbered = phase === 'cancelling' ? context.cancelFrom : phase
        expect(numbered, 'the step a cancel was pressed on').not.toBeNull()
        expect(selectStep(snapshot)).toEqual({
          step: phase,
          number: NUMBERS[numbered ?? phase],
          total: 6,
        })

        // Retries are bounded, and offered exactly while a step's load has failed.
        expect(context.retries).toBeGreaterThanOrEqual(0)
        expect(context.retries).toBeLessThanOrEqual(MAX_LOAD_ATTEMPTS)
        const failedSubState =
          typeof snapshot.value === 'object' && JSON.stringify(snapshot.value).includes('"failed"')
        expect(selectStepStatus(snapshot) === 'failed').toBe(failedSubState)
        if (failedSubState) {
          expect(context.retries).toBeGreaterThan(0)
          expect(selectRetriesLeft(snapshot)).toBeGreaterThan(0)
          expect(context.message).toBeTruthy()
        } else {
          expect(selectRetriesLeft(snapshot)).toBe(0)
        }

        // A screen that waits for the member is never busy; a final one neither.
        if (JSON.stringify(snapshot.value).includes('"ready"')) {
          expect(selectIsBusy(snapshot)).toBe(false)
        }
        if (snapshot.status === 'done') expect(selectIsBusy(snapshot)).toBe(false)

        // A reschedule has nothing before its date; its cart is never touched.
        if (input.mode.kind === 'reschedule') {
          if (phase === 'date') expect(selectCanGoBack(snapshot)).toBe(false)
          expect(context.cart).toBeNull()
        }

        // Every ending says what happened.
        if (phase === 'failed') expect(context.message).toBe(TRY_LATER_MESSAGE)
        if (phase === 'unavailable') expect(context.message).toBeTruthy()
        if (phase === 'booked') {
          expect(context.booked).not.toBeNull()
          expect(context.idempotencyKey).toBeNull()
        }
        if (JSON.stringify(snapshot.value) === '{"conflict":"ready"}') {
          // Someone took the slot, or the member holds that time already (the API names it).
          expect(context.message).toBe(
            context.conflictMessage === ownBookingHeld.message
              ? ownBookingHeld.message
              : CONFLICT_MESSAGE,
          )
          expect(context.slot).toBeNull()
        }

        // Only a reschedule cancels, from its day or its time; a cancel sent has its key, and a
        // lost answer keeps it (with its reason) for the next press.
        if (phase === 'cancelling') {
          expect(input.mode.kind).toBe('reschedule')
          expect(context.cancelReason).toBe(CANCEL_REASON)
          if (JSON.stringify(snapshot.value) === '{"cancelling":"sending"}') {
            expect(context.cancelKey).toBe(IDEMPOTENCY_KEY)
            keyBeforeCancel = context.cancelKey
          }
        } else if (phase !== 'signInAgain') {
          // Every answer (and every failure but an ended session, which leaves the page) says
          // where the cancel went back to, and no cancel is on its way any more.
          expect(context.cancelFrom).toBeNull()
        }
        if (context.message === CANCEL_NOT_SENT_MESSAGE) {
          expect(['date', 'slot']).toContain(phase)
          expect(context.cancelKey).toBe(keyBeforeCancel)
        }
        if (phase === 'cancelled') {
          expect(context.cancelled?.status).toBe('cancelled')
          expect(context.cancelKey).toBeNull()
          expect(snapshot.status).toBe('done')
        }

        // Confirming always has its key, and a lost answer keeps it for the next press.
        if (phase === 'confirming') {
          expect(context.idempotencyKey).toBe(IDEMPOTENCY_KEY)
          keyBeforeConfirm = context.idempotencyKey
        }
        if (phase === 'review' && context.message === CONNECTION_LOST_MESSAGE) {
          expect(context.idempotencyKey).toBe(keyBeforeConfirm)
        }
      },
    })
    for (const transition of result.taken) taken.add(transition)

    // The attempt's body is the chosen slot, with the key made for it.
    const confirmInputs = [
      ...(result.actorInputs.book ?? []),
      ...(result.actorInputs.reschedule ?? []),
    ] as BookActorInput[]
    for (const confirmInput of confirmInputs) {
      expect(confirmInput.idempotencyKey).toBe(IDEMPOTENCY_KEY)
      expect(confirmInput.body.startsAt).toMatch(/Z$/)
    }
    // A cancel names the rescheduled booking, with the attempt's key and the member's reason.
    for (const call of (result.actorInputs.cancelBooking ?? []) as CancelActorInput[]) {
      expect(call).toEqual({
        bookingNumber: BOOKING_NUMBER,
        idempotencyKey: IDEMPOTENCY_KEY,
        body: { reason: CANCEL_REASON },
      })
    }
    if (input.mode.kind === 'reschedule') {
      expect(result.actorInputs.book ?? []).toEqual([])
      expect(result.actorInputs.saveCart ?? []).toEqual([])
      for (const call of result.actorInputs.reschedule ?? []) {
        expect(call).toMatchObject({ bookingNumber: BOOKING_NUMBER })
      }
    } else {
      expect(result.actorInputs.reschedule ?? []).toEqual([])
      expect(result.actorInputs.cancelBooking ?? []).toEqual([])
    }
    // Availability is of the rescheduled booking when there is one, from the page's day.
    for (const call of result.actorInputs.loadDates ?? []) {
      expect(call).toEqual(
        input.mode.kind === 'reschedule'
          ? { startDate: TODAY, rescheduledBookingNumber: BOOKING_NUMBER }
          : { startDate: TODAY },
      )
    }
    // A Booking button's treatment narrows the branch list.
    for (const call of result.actorInputs.loadClinics ?? []) {
      expect(call).toEqual(
        input.mode.kind === 'new' && 'treatmentId' in input.mode ? { treatmentId: LASER } : {},
      )
    }

    // A failure is reported; a session that ended sends the member to sign in.
    const failures = path.steps.filter(
      (step) =>
        step.event.type.startsWith('xstate.error.actor.') &&
        (step.event as { error?: unknown }).error === networkDown,
    )
    expect(reported).toHaveLength(failures.length)
    const last = path.steps.at(-1)
    if (last?.value === 'signInAgain') {
      expect(last.event.type).toMatch(/^xstate\.error\.actor\./)
    }
  })
})

afterAll(() => {
  const result = coverage(bookingMachine, taken)
  console.info(
    `[paths] booking: ${pathCount} paths over ${runs.length} inputs, transition coverage ${result.covered}/${result.total} (${Math.round((100 * result.covered) / result.total)} %)`,
  )
  expect(result.missing, 'transitions no generated path takes').toEqual([])
})
