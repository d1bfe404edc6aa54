import { afterAll, describe, expect, it } from 'vitest'
import type { AnyTransitionDefinition } from 'xstate'
import {
  coverage,
  generatePaths,
  replayPath,
} from '../../../tests/support/machine-paths/path-testing'
import { IDEMPOTENCY_KEY, networkDown } from '../shared/actor-fixtures'
import { MAX_LOAD_ATTEMPTS } from '../shared/load-attempts'
import { CARD_NUMBER, card, PROMO_CODE } from './checkout.fixtures'
import { checkoutMachine } from './checkout.machine'
import type { CheckoutContext, PlaceOrderActorInput, SaveProgressParams } from './checkout.model'
import { checkoutFixtureList, checkoutNobodyActs } from './checkout.path-events'
import {
  phaseOf,
  selectAppliedPromo,
  selectCanRetry,
  selectIsBusy,
  selectStep,
  selectTotals,
} from './checkout.selectors'

const ACTORS = [
  'loadCheckout',
  'findBestPromo',
  'applyPromoCode',
  'loadAddresses',
  'loadShippingRates',
  'loadPaymentMethods',
  'newIdempotencyKey',
  'tokenizeCard',
  'placeOrder',
  'refreshOrder',
  'payAgain',
] as const

const NUMBERS: Record<string, number | null> = {
  loading: null,
  cart: 1,
  promo: 2,
  address: 3,
  shipping: 4,
  payment: 5,
  review: 6,
  placing: 6,
  awaitingPayment: null,
  paid: null,
  failed: null,
  expired: null,
  signInRequired: null,
}
/** The phases whose entry saves the progress, and the step each saves. */
const SAVED_STEP: Record<string, string> = {
  cart: 'cart',
  promo: 'promo',
  address: 'address',
  shipping: 'shipping',
  payment: 'payment',
  review: 'review',
  awaitingPayment: 'awaitingPayment',
  // A settled order: the next checkout starts at the cart.
  paid: 'cart',
  failed: 'cart',
  expired: 'cart',
}

// Paths as the app can take them: nobody acts during a resume walk (the same paths `qa:paths`,
// the QA replay and the report number).
const paths = generatePaths(checkoutMachine, {
  events: checkoutFixtureList,
  nobodyActs: checkoutNobodyActs,
})
const taken = new Set<AnyTransitionDefinition>()

describe('checkout paths (generated from the machine graph)', () => {
  it('has paths to walk, and a bounded number of them', () => {
    expect(paths.length).toBeGreaterThan(50)
    // A bound on the walk, not a time (times depend on the machine's load): a change that makes
    // the graph explode fails here, not as a suite that never ends.
    expect(paths.length).toBeLessThan(500)
  })

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const saved: SaveProgressParams[] = []
    const signInAgain: unknown[] = []
    const reported: unknown[] = []
    let savedBefore = 0
    let previousPhase = ''
    const machine = checkoutMachine.provide({
      actions: {
        saveProgress: (_args, params) => saved.push(params),
        signInAgain: (_args, params) => signInAgain.push(params.error),
        reportError: (_args, params) => reported.push(params.error),
      },
      // The poll is a step of the path (its delayed event), never a real timer.
      delays: { pollInterval: 3_600_000 },
    })
    const result = await replayPath(machine, path, {
      deferred: ACTORS,
      onStep: (step, actual) => {
        expect(actual.value, `state after ${step.event.type}`).toEqual(step.value)
        expect(actual.context, `context after ${step.event.type}`).toEqual(step.context)
      },
      onSnapshot: (snapshot) => {
        const context: CheckoutContext = snapshot.context
        const phase = phaseOf(snapshot)

        // 'Langkah N dari 6' follows the state.
        expect(selectStep(snapshot)).toEqual({ step: phase, number: NUMBERS[phase], total: 6 })

        // The amounts add up, whatever the promotion and the courier.
        const totals = selectTotals(snapshot)
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.shippingCost)
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
        if (!context.order) {
          const saving = selectAppliedPromo(snapshot)?.saving ?? 0
          expect(totals.discount).toBe(Math.min(saving, totals.subtotal))
        }
        // A code the API accepted counts over the best promotion; a declined best counts nothing.
        if (context.codePromo) expect(selectAppliedPromo(snapshot)).toBe(context.codePromo)
        else if (context.promoDeclined) expect(selectAppliedPromo(snapshot)).toBeNull()

        // Card details never reach the context.
        expect(JSON.stringify(context)).not.toContain(CARD_NUMBER)

        // Retries are bounded, and offered exactly while some are left.
        expect(context.retriesLeft).toBeGreaterThanOrEqual(0)
        expect(context.retriesLeft).toBeLessThanOrEqual(MAX_LOAD_ATTEMPTS)
        const failedSubState =
          typeof snapshot.value === 'object' && JSON.stringify(snapshot.value).includes('"failed"')
        expect(selectCanRetry(snapshot)).toBe(failedSubState && context.retriesLeft > 0)

        // A resume walk only runs through loads; a member never waits on a screen with one.
        if (context.resumeTo !== null) expect(selectIsBusy(snapshot)).toBe(true)
        // A screen that waits for the member is never busy.
        if (JSON.stringify(snapshot.value).includes('"ready"')) {
          expect(selectIsBusy(snapshot)).toBe(false)
        }
        if (snapshot.status === 'done') expect(selectIsBusy(snapshot)).toBe(false)

        // Entering a step saves it once, with the choices made; staying saves nothing.
        const calls = saved.slice(savedBefore)
        savedBefore = saved.length
        if (phase !== previousPhase && phase in SAVED_STEP) {
          expect(calls.at(-1)?.step, `progress saved on entering ${phase}`).toBe(SAVED_STEP[phase])
          if (SAVED_STEP[phase] === phase) {
            expect(calls.at(-1)).toMatchObject({
              addressId: context.addressId,
              courierId: context.courierId,
              paymentMethodId: context.paymentMethodId,
              orderId: context.orderId,
            })
          } else {
            expect(calls.at(-1)).toMatchObject({ orderId: null, promoCode: null })
          }
        } else {
          expect(calls, `no progress saved while in ${phase}`).toEqual([])
        }
        previousPhase = phase
      },
    })
    for (const transition of result.taken) taken.add(transition)

    // The code goes out trimmed and uppercased (spec §5).
    for (const input of result.actorInputs.applyPromoCode ?? []) {
      expect(input).toMatchObject({ code: PROMO_CODE })
    }
    // The card goes straight from the event into the tokenizer, and nowhere else.
    for (const input of result.actorInputs.tokenizeCard ?? []) expect(input).toEqual({ card })
    for (const input of (result.actorInputs.placeOrder ?? []) as PlaceOrderActorInput[]) {
      expect(JSON.stringify(input)).not.toContain(CARD_NUMBER)
      expect(input.idempotencyKey).toBe(IDEMPOTENCY_KEY)
      expect(input.body.products.length).toBeGreaterThan(0)
      expect(input.body.code === null || input.body.code === PROMO_CODE).toBe(true)
    }
    for (const input of result.actorInputs.payAgain ?? []) {
      expect(JSON.stringify(input)).not.toContain(CARD_NUMBER)
      expect(input).toMatchObject({ idempotencyKey: IDEMPOTENCY_KEY })
    }
    // Shipping and promotions are priced for the chosen, available items.
    for (const input of result.actorInputs.findBestPromo ?? []) {
      expect((input as { products: unknown[] }).products.length).toBeGreaterThan(0)
    }

    // A failure is reported; a session that ended sends the member to sign in, once.
    const failures = path.steps.filter(
      (step) =>
        step.event.type.startsWith('xstate.error.actor.') &&
        (step.event as { error?: unknown }).error === networkDown,
    )
    expect(reported).toHaveLength(failures.length)
    const endedSession = path.steps.some((step) => step.value === 'signInRequired')
    expect(signInAgain).toHaveLength(endedSession ? 1 : 0)
  })
})

afterAll(() => {
  const result = coverage(checkoutMachine, taken)
  console.info(
    `[paths] checkout: ${paths.length} paths, transition coverage ${result.covered}/${result.total} (${Math.round((100 * result.covered) / result.total)} %)`,
  )
  expect(result.missing, 'transitions no generated path takes').toEqual([])
})
