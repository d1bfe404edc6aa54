/**
 * What the checkout page reads of the machine: pure functions of its snapshot, for
 * `useSelector(actor, selectStep)`. Derived here rather than kept in the context, so that they
 * cannot drift out of step with the state they describe.
 */
import type { CheckoutStep, PromoApplication } from '../../api/checkout/schemas'
import type { CheckoutSnapshot } from './checkout.machine'
import {
  appliedPromoOf,
  CHECKOUT_STEPS,
  type CheckoutTotals,
  POLL_FAILURES_BEFORE_NOTICE,
  totalsOf,
} from './checkout.model'

export type CheckoutPhase =
  | CheckoutStep
  | 'loading'
  | 'placing'
  | 'paid'
  | 'failed'
  | 'expired'
  | 'signInRequired'

export interface CheckoutStepView {
  step: CheckoutPhase
  /** 'Langkah {number} dari {total}'; null where the page shows no step count. */
  number: number | null
  total: number
}

/** The top-level state: the step the page shows. */
export function phaseOf(snapshot: CheckoutSnapshot): CheckoutPhase {
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as CheckoutPhase
}

const STEP_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  CHECKOUT_STEPS.map((step, index) => [step, index + 1]),
)

/** Where the member is, as 'Langkah N dari 6' (cart 1 … review 6; placing is still review's). */
export function selectStep(snapshot: CheckoutSnapshot): CheckoutStepView {
  const step = phaseOf(snapshot)
  const number = STEP_NUMBERS[step === 'placing' ? 'review' : step] ?? null
  return { step, number, total: CHECKOUT_STEPS.length }
}

/** subtotal − discount + shippingCost: the cart's, or the placed order's once there is one. */
export function selectTotals(snapshot: CheckoutSnapshot): CheckoutTotals {
  return totalsOf(snapshot.context)
}

/** The promotion that counts: the code's if one applies, else the best unless declined. */
export function selectAppliedPromo(snapshot: CheckoutSnapshot): PromoApplication | null {
  return appliedPromoOf(snapshot.context)
}

/** Something the member asked for is on its way: buttons wait, a spinner shows. */
export function selectIsBusy(snapshot: CheckoutSnapshot): boolean {
  return snapshot.hasTag('busy')
}

/** A step's data failed to load: whether 'Coba lagi' is still offered ('Coba lagi nanti' if not). */
export function selectCanRetry(snapshot: CheckoutSnapshot): boolean {
  return snapshot.can({ type: 'RETRY' })
}

/** The payment's status could not be checked several times in a row: say so (polling goes on). */
export function selectPollTrouble(snapshot: CheckoutSnapshot): boolean {
  return snapshot.context.pollFailures >= POLL_FAILURES_BEFORE_NOTICE
}
