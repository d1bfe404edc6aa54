import { describe, expect, it } from 'vitest'
import { createActor, type StateValue } from 'xstate'
import { readyCart } from './checkout.fixtures'
import { checkoutMachine } from './checkout.machine'
import type { CheckoutContext } from './checkout.model'
import {
  selectItemErrors,
  selectPaymentPhase,
  selectRetriesLeft,
  selectStepStatus,
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
})
