import { describe, expect, it } from 'vitest'
import { createActor, type StateValue } from 'xstate'
import { readyCart, savedAtReview } from './checkout.fixtures'
import { settle, start } from './checkout.harness'
import { checkoutMachine } from './checkout.machine'
import type { CheckoutContext } from './checkout.model'
import {
  phaseOf,
  selectItemErrors,
  selectPaymentPhase,
  selectRetriesLeft,
  selectStepStatus,
  selectWalkTarget,
} from './checkout.selectors'

const initial = createActor(checkoutMachine).getSnapshot().context

/** The machine's snapshot at a state, with the context given over the initial one. */
function at(value: StateValue, context: Partial<CheckoutContext> = {}) {
  return checkoutMachine.resolveState({ value, context: { ...initial, ...context } })
}

describe('checkout selectors', () => {
  it('selectStepStatus: the current step loading, failed or ready; ready on the steps that load nothing', () => {
    expect(selectStepStatus(at({ promo: 'loading' }))).toBe('loading')
    expect(selectStepStatus(at({ address: 'failed' }))).toBe('failed')
    expect(selectStepStatus(at({ shipping: 'ready' }))).toBe('ready')
    expect(selectStepStatus(at({ payment: 'loading' }))).toBe('loading')
    expect(selectStepStatus(at('cart'))).toBe('ready')
    // Applying a code is not the promotion step's data loading.
    expect(selectStepStatus(at({ promo: 'applying' }))).toBe('ready')
  })

  it('selectRetriesLeft: the retries while Coba lagi is offered, none once it is not', () => {
    expect(selectRetriesLeft(at({ shipping: 'failed' }, { retriesLeft: 2 }))).toBe(2)
    expect(selectRetriesLeft(at({ shipping: 'failed' }, { retriesLeft: 0 }))).toBe(0)
    expect(selectRetriesLeft(at({ shipping: 'ready' }, { retriesLeft: 2 }))).toBe(0)
  })

  it('selectPaymentPhase: waiting, told the payment failed, or paying again', () => {
    expect(selectPaymentPhase(at({ awaitingPayment: 'waiting' }))).toBe('waiting')
    expect(selectPaymentPhase(at({ awaitingPayment: { paymentFailed: 'ready' } }))).toBe(
      'paymentFailed',
    )
    expect(selectPaymentPhase(at({ awaitingPayment: { payingAgain: 'submitting' } }))).toBe(
      'payingAgain',
    )
  })

  it('selectItemErrors: a refusal of the n-th chosen item lands on that product', () => {
    const chosen = readyCart.data.filter(
      (item) => item.selected && item.availability === 'available',
    )
    const second = chosen[1]
    if (!second) throw new Error(`readyCart has ${chosen.length} chosen items; the test needs 2`)
    const snapshot = at('review', {
      cart: readyCart,
      placeItemErrors: [
        { path: 'products.1.qty', message: 'Stok tinggal 2.' },
        { path: 'products.9.qty', message: 'Tidak ada.' },
      ],
    })
    expect(selectItemErrors(snapshot)).toEqual({ [second.product.id]: 'Stok tinggal 2.' })
  })

  it('selectWalkTarget: a resume walk is going to the saved step all the way, so the page shows only that step', async () => {
    const checkout = start({ loadCheckout: async () => savedAtReview })
    // What the page shows at each moment: where the walk goes, else the machine's own step.
    const shown: string[] = []
    const look = (snapshot: ReturnType<typeof checkout.actor.getSnapshot>) => {
      const step = selectWalkTarget(snapshot) ?? phaseOf(snapshot)
      if (shown.at(-1) !== step) shown.push(step)
    }
    look(checkout.actor.getSnapshot())
    checkout.actor.subscribe(look)
    for (let turn = 0; turn < 10; turn += 1) await settle()
    expect(checkout.state()).toEqual({ review: 'ready' })
    // The machine passed promo, address, shipping and payment on its way.
    expect(checkout.steps()).toEqual(['promo', 'address', 'shipping', 'payment', 'review'])
    expect(shown).toEqual(['loading', 'review'])
    expect(selectWalkTarget(checkout.actor.getSnapshot())).toBeNull()
  })
})
