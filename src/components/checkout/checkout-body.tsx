/**
 * The step the checkout page shows, read from the checkout machine through its selectors, so
 * that it re-renders only when what it shows changes. The steps after the cart come from the
 * later steps' chunk (`later-steps.ts`): until it is here, the server's HTML of the step the page
 * opened at (`LaterStep`), or a skeleton (or, if it failed, a way out).
 */
import { shallowEqual, useSelector } from '@xstate/react'
import { type ReactNode, useCallback } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CartPageContent } from '../../../contract/checkout/schemas'
import type { Cart } from '../../../contract/shop/schemas'
import { cartCopy } from '../../lib/checkout/cart-copy'
import type { CheckoutSnapshot, checkoutMachine } from '../../machines/checkout/checkout.machine'
import {
  selectAddressChoices,
  selectAppliedPromo,
  selectCart,
  selectChosenItems,
  selectIsBusy,
  selectItemErrors,
  selectLoadFailed,
  selectOrder,
  selectPaymentChoices,
  selectPaymentPhase,
  selectPlaceError,
  selectPollTrouble,
  selectPromoChoices,
  selectRetriesLeft,
  selectReviewChoices,
  selectShippingChoices,
  selectStep,
  selectStepStatus,
  selectTotals,
} from '../../machines/checkout/checkout.selectors'
import { LaterStep } from '../flows/later-step'
import { LaterStepsFailed } from '../flows/later-steps-failed'
import { CartEditor, CartEmpty, CartSkeleton } from './cart-editor'
import type * as LaterSteps from './later-steps'
import { SavedForLater } from './saved-for-later'

type CheckoutActor = ActorRefFrom<typeof checkoutMachine>

export function CheckoutBody({
  actor,
  walking,
  later,
  laterFailed,
  content,
  onSessionEnded,
}: {
  actor: CheckoutActor
  /** On a resume walk's way, past steps it does not stop at: they are not shown. */
  walking: boolean
  later: typeof LaterSteps | null
  laterFailed: boolean
  /** The cart page's texts; built-in Indonesian copy while undefined. */
  content: CartPageContent | undefined
  onSessionEnded: (error: unknown) => Promise<boolean>
}) {
  const phase = useSelector(actor, selectStep, shallowEqual).step
  const status = useSelector(actor, selectStepStatus)
  const retriesLeft = useSelector(actor, selectRetriesLeft)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const cart = useSelector(actor, selectCart)

  const send = actor.send
  const onCartChanged = useCallback(
    (changed: Cart) => send({ type: 'CART_CHANGED', cart: changed }),
    [send],
  )
  const retry = () => send({ type: 'RETRY' })
  const back = () => send({ type: 'BACK' })
  const next = () => send({ type: 'NEXT' })
  // What every step that loads its data takes: its status, its retries, and the buttons the
  // machine answers the same way on each.
  const loads = { status, retriesLeft, onRetry: retry, onNext: next, onBack: back }
  // A later step before its code has arrived: the server's HTML of it when the page opened there,
  // else a skeleton (only if the member outran the prefetch).
  const pending = laterFailed ? <LaterStepsFailed /> : <CartSkeleton />
  const step = (render: (steps: typeof LaterSteps) => ReactNode) => (
    <LaterStep steps={later} failed={laterFailed} pending={pending}>
      {render}
    </LaterStep>
  )

  if (walking) return <CartSkeleton />
  switch (phase) {
    case 'loading':
      return loadFailed ? (
        <div className="alert alert--error" role="alert">
          Keranjang gagal dimuat. Periksa koneksimu lalu{' '}
          <button type="button" className="button button--link" onClick={retry}>
            coba lagi
          </button>
          .
        </div>
      ) : (
        <CartSkeleton />
      )
    case 'cart':
      return cart && cart.data.length > 0 ? (
        <CartEditor cart={cart} content={content} onCartChanged={onCartChanged} onContinue={next} />
      ) : (
        <>
          <CartEmpty content={content} />
          {/* An empty cart may still have lines saved for later, to move back. */}
          <SavedForLater copy={cartCopy(content)} onCartChanged={onCartChanged} />
        </>
      )
    case 'promo':
      return step((steps) => <Promo actor={actor} later={steps} loads={loads} />)
    case 'address':
      return step((steps) => (
        <Addresses actor={actor} later={steps} loads={loads} onSessionEnded={onSessionEnded} />
      ))
    case 'shipping':
      return step((steps) => <Shipping actor={actor} later={steps} loads={loads} />)
    case 'payment':
      return step((steps) => <Payment actor={actor} later={steps} loads={loads} />)
    case 'review':
    case 'placing':
      return step((steps) => <Review actor={actor} later={steps} />)
    case 'awaitingPayment':
      return step((steps) => <Paying actor={actor} later={steps} pending={pending} />)
    case 'paid':
    case 'failed':
    case 'expired':
      return step((steps) => <Result actor={actor} later={steps} outcome={phase} />)
    case 'signInRequired':
      return (
        <p className="alert alert--info" role="status">
          Sesimu sudah berakhir. Mengarahkan ke halaman masuk…
        </p>
      )
  }
}

interface StepProps {
  actor: CheckoutActor
  later: typeof LaterSteps
}
interface Loads {
  status: 'loading' | 'ready' | 'failed'
  retriesLeft: number
  onRetry: () => void
  onNext: () => void
  onBack: () => void
}

function Promo({ actor, later, loads }: StepProps & { loads: Loads }) {
  const shown = useSelector(actor, selectPromoChoices, shallowEqual)
  const send = actor.send
  return (
    <later.PromoStep
      {...loads}
      {...shown}
      onApplyCode={(code) => send({ type: 'APPLY_CODE', code })}
      onRemoveCode={() => send({ type: 'REMOVE_CODE' })}
      onDecline={() => send({ type: 'DECLINE_PROMO' })}
      onUseBest={() => send({ type: 'USE_BEST' })}
    />
  )
}

function Addresses({
  actor,
  later,
  loads,
  onSessionEnded,
}: StepProps & { loads: Loads; onSessionEnded: (error: unknown) => Promise<boolean> }) {
  const shown = useSelector(actor, selectAddressChoices, shallowEqual)
  return (
    <later.AddressStep
      {...loads}
      {...shown}
      onSelect={(addressId) => actor.send({ type: 'SELECT_ADDRESS', addressId })}
      onSaved={(addressId) => actor.send({ type: 'ADDRESS_SAVED', addressId })}
      onSessionEnded={onSessionEnded}
    />
  )
}

function Shipping({ actor, later, loads }: StepProps & { loads: Loads }) {
  const shown = useSelector(actor, selectShippingChoices, shallowEqual)
  return (
    <later.ShippingStep
      {...loads}
      {...shown}
      onSelect={(courierId) => actor.send({ type: 'SELECT_COURIER', courierId })}
    />
  )
}

function Payment({ actor, later, loads }: StepProps & { loads: Loads }) {
  const shown = useSelector(actor, selectPaymentChoices, shallowEqual)
  return (
    <later.PaymentStep
      {...loads}
      {...shown}
      onSelect={(methodId) => actor.send({ type: 'SELECT_PAYMENT_METHOD', methodId })}
    />
  )
}

function Review({ actor, later }: StepProps) {
  const items = useSelector(actor, selectChosenItems, shallowEqual)
  const itemErrors = useSelector(actor, selectItemErrors, shallowEqual)
  const choices = useSelector(actor, selectReviewChoices, shallowEqual)
  const totals = useSelector(actor, selectTotals, shallowEqual)
  const promo = useSelector(actor, selectAppliedPromo)
  const placing = useSelector(actor, selectIsBusy)
  const placeError = useSelector(actor, selectPlaceError)
  const send = actor.send
  return (
    <later.ReviewStep
      {...choices}
      items={items}
      totals={totals}
      promoTitle={promo?.title ?? null}
      placing={placing}
      placeError={placeError}
      itemErrors={itemErrors}
      onPlace={(card) => send({ type: 'PLACE', card })}
      onEdit={(target) => send({ type: 'EDIT', step: target })}
      onBack={() => send({ type: 'BACK' })}
    />
  )
}

/** Where the load of the methods to pay again with stands. */
function payAgainStatusOf(snapshot: CheckoutSnapshot): 'loading' | 'ready' | 'failed' {
  if (snapshot.matches({ awaitingPayment: { paymentFailed: 'loading' } })) return 'loading'
  if (snapshot.matches({ awaitingPayment: { paymentFailed: 'failed' } })) return 'failed'
  return 'ready'
}
const selectPayAgainMethods = (snapshot: CheckoutSnapshot) => snapshot.context.paymentMethods
/** The order to pay, by its id, while its status has not been read yet after a failed check. */
const selectUncheckedOrderId = (snapshot: CheckoutSnapshot) =>
  snapshot.context.order === null && snapshot.context.pollFailures > 0
    ? snapshot.context.orderId
    : null

function Paying({ actor, later, pending }: StepProps & { pending: React.ReactNode }) {
  const order = useSelector(actor, selectOrder)
  const uncheckedOrderId = useSelector(actor, selectUncheckedOrderId)
  const phase = useSelector(actor, selectPaymentPhase)
  const payError = useSelector(actor, selectPlaceError)
  const pollTrouble = useSelector(actor, selectPollTrouble)
  const methods = useSelector(actor, selectPayAgainMethods)
  const methodsStatus = useSelector(actor, payAgainStatusOf)
  const retriesLeft = useSelector(actor, selectRetriesLeft)
  const send = actor.send
  const onPaymentResult = useCallback(() => send({ type: 'PAYMENT_RESULT' }), [send])
  if (order) {
    return (
      <later.AwaitingPayment
        order={order}
        phase={phase}
        payError={payError}
        pollTrouble={pollTrouble}
        payAgainMethods={{
          methods,
          status: methodsStatus,
          retriesLeft,
          onRetry: () => send({ type: 'RETRY' }),
        }}
        onPaymentResult={onPaymentResult}
        onPayAgain={(methodId, card) => send({ type: 'PAY_AGAIN', methodId, card })}
      />
    )
  }
  // Resumed while paying, and the first status check failed: said, not a skeleton that stays.
  return uncheckedOrderId ? <later.PaymentStatusUnchecked orderId={uncheckedOrderId} /> : pending
}

function Result({ actor, later, outcome }: StepProps & { outcome: 'paid' | 'failed' | 'expired' }) {
  const order = useSelector(actor, selectOrder)
  return <later.CheckoutResult order={order} outcome={outcome} />
}
