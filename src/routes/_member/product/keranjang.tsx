/**
 * The cart and the whole checkout on one address (issue 12): cart → promo → address → shipping →
 * payment → review, then paying. The checkout machine (`src/machines/checkout/`) decides which
 * step shows; every step entered is saved on the server, so a reload, a second tab or a return
 * from signing in resumes at the same step with nothing lost.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { cartPageQueries } from '../../../api/checkout/queries'
import type { Cart } from '../../../api/shop/schemas'
import {
  loadPaymentScript,
  type PaymentScript,
} from '../../../components/checkout/payment-script-loader'
import { paymentScriptQuery } from '../../../components/payment-script'
import { reportError } from '../../../components/report-error'
import { pageHead } from '../../../components/seo'
import { useSignInAgain } from '../../../components/use-sign-in-again'
import { checkoutActors } from '../../../machines/checkout/checkout.actors'
import { type CheckoutSnapshot, checkoutMachine } from '../../../machines/checkout/checkout.machine'
import {
  CHECKOUT_STEPS,
  chosenMethodOf,
  chosenRateOf,
  type LoadCheckoutOutput,
  resumeStep,
  type SaveProgressParams,
} from '../../../machines/checkout/checkout.model'
import {
  type CheckoutPhase,
  selectAppliedPromo,
  selectCanRetry,
  selectIsBusy,
  selectPollTrouble,
  selectStep,
  selectTotals,
} from '../../../machines/checkout/checkout.selectors'
import { getMyCheckout, saveMyCheckoutProgress } from '../../../server/checkout.functions'
import { cartQueries } from '../../../server/shop.queries'
import { SignInRequiredError } from '../../../server/sign-in-required-error'
import { CheckoutProgress } from './-checkout/checkout-progress'
import { OrderTotals } from './-checkout/order-totals'
import type { StepStatus } from './-checkout/step-frame'
import { CartEditor, CartEmpty, CartSkeleton } from './-components/cart-editor'

// The steps after the cart load once the page runs (see later-steps.ts), not with its HTML.
const laterSteps = () => import('./-checkout/later-steps')
type LaterSteps = Awaited<ReturnType<typeof laterSteps>>

export const Route = createFileRoute('/_member/product/keranjang')({
  // `ditambah`: how many items the no-JS add to cart just put in (the page says so once).
  validateSearch: v.object({
    ditambah: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/))), undefined),
  }),
  // The checkout's saved progress and cart, read while the page renders on the server: the first
  // step shows in the HTML (the cart, mostly) instead of a skeleton the app replaces. A failure
  // here is the machine's to handle (it loads again, and a 401 sends the member to sign in).
  //
  // The card provider's script (payment-script.tsx) is this page's alone: the one page that pays,
  // so no other page looks it up. The page adds it at the payment step.
  loader: async ({
    context,
  }): Promise<{ checkout: LoadCheckoutOutput | null; paymentScript: PaymentScript | null }> => {
    const [checkout, paymentScript] = await Promise.all([
      getMyCheckout().catch(() => null),
      context.queryClient.ensureQueryData(paymentScriptQuery()),
    ])
    return { checkout, paymentScript }
  },
  // Never an answer kept from an earlier visit: the checkout moved on since (in this tab, in
  // another, or before a sign-in), and the machine starts from whatever the loader gives it.
  gcTime: 0,
  staleTime: 0,
  head: () =>
    pageHead({ title: 'Keranjang', description: 'Produk yang kamu pilih dan pembayarannya.' }),
  component: CheckoutPage,
})

/** Which part of a step the machine is in: its data loading, failed, or ready. */
function statusOf(snapshot: CheckoutSnapshot, step: LoadingStep): StepStatus {
  const parts = {
    promo: { loading: { promo: 'loading' }, failed: { promo: 'failed' } },
    address: { loading: { address: 'loading' }, failed: { address: 'failed' } },
    shipping: { loading: { shipping: 'loading' }, failed: { shipping: 'failed' } },
    payment: { loading: { payment: 'loading' }, failed: { payment: 'failed' } },
  } as const
  if (snapshot.matches(parts[step].loading)) return 'loading'
  if (snapshot.matches(parts[step].failed)) return 'failed'
  return 'ready'
}
type LoadingStep = 'promo' | 'address' | 'shipping' | 'payment'

/** The phases that may tokenize a card or open 3-D Secure: the payment step and after. */
const PAYMENT_SCRIPT_STEPS = new Set<CheckoutPhase>([
  'payment',
  'review',
  'placing',
  'awaitingPayment',
])

function CheckoutPage() {
  const queryClient = useQueryClient()
  const signInAgainIfEnded = useSignInAgain()
  const saveProgress = useServerFn(saveMyCheckoutProgress)
  const { data: content } = useQuery(cartPageQueries.content())

  // The loader's answer serves the machine's first load, once; a later load (a retry, the walk
  // after a refused price) asks the server again.
  const { checkout: loaded, paymentScript } = Route.useLoaderData()
  const preloaded = useRef(loaded)
  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          ...checkoutActors,
          loadCheckout: fromPromise<LoadCheckoutOutput>(async () => {
            const first = preloaded.current
            preloaded.current = null
            return first ?? getMyCheckout()
          }),
        },
        actions: {
          // Fire-and-forget: the step shows at once; a lost save only means a reload resumes a
          // step earlier, and is reported. A session that ended is not this save's to answer:
          // the step's own load meets the same refusal and sends the member to sign in.
          saveProgress: (_, params: SaveProgressParams) => {
            void saveProgress({ data: params }).catch((error) => {
              if (error instanceof SignInRequiredError) return
              reportError('Saving the checkout progress failed', error)
            })
          },
          signInAgain: (_, { error }) => {
            void signInAgainIfEnded(error, { params: {} })
          },
          reportError: (_, { error }) => reportError('Checkout', error),
        },
      }),
    [saveProgress, signInAgainIfEnded],
  )
  const actor = useActorRef(machine)
  const step = useSelector(actor, selectStep, shallowEqual)
  const totals = useSelector(actor, selectTotals, shallowEqual)
  const promo = useSelector(actor, selectAppliedPromo)
  const busy = useSelector(actor, selectIsBusy)
  const canRetry = useSelector(actor, selectCanRetry)
  const pollTrouble = useSelector(actor, selectPollTrouble)
  const snapshot = useSelector(actor, (current) => current)
  const { context } = snapshot

  // The header's cart badge follows the cart the machine holds; once the order is placed, its
  // items have left the cart on the server, so the badge asks again.
  useEffect(() => {
    if (context.cart) queryClient.setQueryData(cartQueries.mine().queryKey, context.cart)
  }, [context.cart, queryClient])
  // Fetched while the member looks at the cart, so 'Lanjut' does not wait for it. Held as a
  // module, not as lazy components, so a step renders (and its heading takes the focus) at once.
  const [later, setLater] = useState<LaterSteps | null>(null)
  const [laterFailed, setLaterFailed] = useState(false)
  useEffect(() => {
    let live = true
    laterSteps().then(
      (steps) => live && setLater(steps),
      (error) => {
        reportError('Loading the checkout steps failed', error)
        if (live) setLaterFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [])
  // The provider's script, from the payment step on (issue 17): the steps before it run no
  // third-party code. A failed load is reported; paying by card then says the service is not ready.
  const needsPaymentScript = PAYMENT_SCRIPT_STEPS.has(step.step)
  useEffect(() => {
    if (!paymentScript || !needsPaymentScript) return
    loadPaymentScript(paymentScript).catch((error) =>
      reportError("Loading the payment provider's script failed", error),
    )
  }, [paymentScript, needsPaymentScript])
  const orderId = context.order?.id
  useEffect(() => {
    if (orderId) void queryClient.invalidateQueries({ queryKey: cartQueries.mine().queryKey })
  }, [orderId, queryClient])

  const paymentPhase = snapshot.matches({ awaitingPayment: 'paymentFailed' })
    ? 'paymentFailed'
    : snapshot.matches({ awaitingPayment: 'payingAgain' })
      ? 'payingAgain'
      : 'waiting'
  // What the member is looking at: a step, and while paying, whether the payment failed.
  const view =
    step.step === 'awaitingPayment'
      ? `payment:${paymentPhase === 'waiting' ? 'open' : 'failed'}`
      : step.step

  // The heading takes the focus when the view changes, so a screen reader hears where the
  // member is now, and the focus never falls to the top of the page with the control that went.
  // Not on the page's first load: then it is simply opening, and the focus stays where it is.
  const shownView = useRef<string | null>(null)
  // A later step shows once its code is here: the focus waits for its heading.
  const viewShown = view === 'cart' || view === 'signInRequired' || later !== null
  useEffect(() => {
    const previous = shownView.current
    if (view === 'loading' || !viewShown || previous === view) return
    shownView.current = view
    if (previous === null) return
    // A step's own heading, or the page's (the cart step has none of its own).
    const heading =
      document.getElementById('judul-langkah') ?? document.getElementById('judul-halaman')
    heading?.focus()
  }, [view, viewShown])

  const send = actor.send
  const onCartChanged = useCallback((cart: Cart) => send({ type: 'CART_CHANGED', cart }), [send])
  const onPaymentResult = useCallback(() => send({ type: 'PAYMENT_RESULT' }), [send])
  const retriesLeft = canRetry ? context.retriesLeft : 0
  const retry = () => send({ type: 'RETRY' })
  const back = () => send({ type: 'BACK' })
  const next = () => send({ type: 'NEXT' })
  // A function, not a component: the editor keeps its state when the machine takes over.
  const cartStep = (cart: Cart) =>
    cart.data.length > 0 ? (
      <CartEditor cart={cart} content={content} onCartChanged={onCartChanged} onContinue={next} />
    ) : (
      <CartEmpty content={content} />
    )
  const showsLoadedCart =
    step.step === 'loading' &&
    !snapshot.matches({ loading: 'failed' }) &&
    loaded !== null &&
    resumeStep(loaded.settings, loaded.cart) === 'cart'
  const chosenItems =
    context.cart?.data.filter((item) => item.selected && item.availability === 'available') ?? []
  const itemErrors = Object.fromEntries(
    context.placeItemErrors.flatMap((error) => {
      const index = Number(/^products\.(\d+)/.exec(error.path)?.[1])
      const item = chosenItems[index]
      return item ? [[item.product.id, error.message]] : []
    }),
  )

  // What every step that loads its data takes: its status, its retries, and the buttons the
  // machine answers the same way on each.
  const loadingStep = (name: LoadingStep) => ({
    status: statusOf(snapshot, name),
    retriesLeft,
    onRetry: retry,
    onNext: next,
    onBack: back,
  })
  // A later step before its code has arrived (only if the member outran the prefetch).
  const pendingStep = laterFailed ? (
    <div className="alert alert--error" role="alert">
      Langkah berikutnya gagal dimuat. Periksa koneksimu, lalu muat ulang halaman: pilihanmu tetap
      tersimpan.
    </div>
  ) : (
    <CartSkeleton />
  )
  let body: React.ReactNode
  switch (step.step) {
    case 'loading':
      body = snapshot.matches({ loading: 'failed' }) ? (
        <div className="alert alert--error" role="alert">
          Keranjang gagal dimuat. Periksa koneksimu lalu{' '}
          <button type="button" className="button button--link" onClick={retry}>
            coba lagi
          </button>
          .
        </div>
      ) : showsLoadedCart && loaded ? (
        // Until the machine has taken the loader's answer (and on the server, where it does not
        // run), the cart it will show: the same markup, so nothing moves when it takes over.
        cartStep(loaded.cart)
      ) : (
        <CartSkeleton />
      )
      break
    case 'cart':
      body =
        context.cart && context.cart.data.length > 0 ? (
          <CartEditor
            cart={context.cart}
            content={content}
            onCartChanged={onCartChanged}
            onContinue={next}
          />
        ) : (
          <CartEmpty content={content} />
        )
      break
    case 'promo':
      body = later ? (
        <later.PromoStep
          {...loadingStep('promo')}
          best={context.bestPromo}
          code={context.codePromo}
          codeError={context.codeError}
          applying={snapshot.matches({ promo: 'applying' })}
          declined={context.promoDeclined}
          onApplyCode={(code) => send({ type: 'APPLY_CODE', code })}
          onRemoveCode={() => send({ type: 'REMOVE_CODE' })}
          onDecline={() => send({ type: 'DECLINE_PROMO' })}
          onUseBest={() => send({ type: 'USE_BEST' })}
        />
      ) : (
        pendingStep
      )
      break
    case 'address':
      body = later ? (
        <later.AddressStep
          {...loadingStep('address')}
          addresses={context.addresses}
          selectedId={context.addressId}
          onSelect={(addressId) => send({ type: 'SELECT_ADDRESS', addressId })}
          onSaved={(addressId) => send({ type: 'ADDRESS_SAVED', addressId })}
          onSessionEnded={(error) => signInAgainIfEnded(error, { params: {} })}
        />
      ) : (
        pendingStep
      )
      break
    case 'shipping':
      body = later ? (
        <later.ShippingStep
          {...loadingStep('shipping')}
          rates={context.shippingRates}
          selectedId={context.courierId}
          onSelect={(courierId) => send({ type: 'SELECT_COURIER', courierId })}
        />
      ) : (
        pendingStep
      )
      break
    case 'payment':
      body = later ? (
        <later.PaymentStep
          {...loadingStep('payment')}
          methods={context.paymentMethods}
          selectedId={context.paymentMethodId}
          onSelect={(methodId) => send({ type: 'SELECT_PAYMENT_METHOD', methodId })}
        />
      ) : (
        pendingStep
      )
      break
    case 'review':
    case 'placing':
      body = later ? (
        <later.ReviewStep
          items={chosenItems}
          address={context.addresses?.find((address) => address.id === context.addressId) ?? null}
          rate={chosenRateOf(context)}
          method={chosenMethodOf(context)}
          demo={context.paymentMethods?.mode === 'demo'}
          totals={totals}
          promoTitle={promo?.title ?? null}
          placing={busy}
          placeError={context.placeError}
          itemErrors={itemErrors}
          onPlace={(card) => send({ type: 'PLACE', card })}
          onEdit={(target) => send({ type: 'EDIT', step: target })}
          onBack={back}
        />
      ) : (
        pendingStep
      )
      break
    case 'awaitingPayment':
      body =
        context.order && later ? (
          <later.AwaitingPayment
            order={context.order}
            phase={paymentPhase}
            payError={context.placeError}
            pollTrouble={pollTrouble}
            onPaymentResult={onPaymentResult}
            onPayAgain={(methodId, card) => send({ type: 'PAY_AGAIN', methodId, card })}
          />
        ) : (
          pendingStep
        )
      break
    case 'paid':
    case 'failed':
    case 'expired':
      body = later ? (
        <later.CheckoutResult order={context.order} outcome={step.step} />
      ) : (
        pendingStep
      )
      break
    case 'signInRequired':
      body = (
        <p className="alert alert--info" role="status">
          Sesimu sudah berakhir. Mengarahkan ke halaman masuk…
        </p>
      )
      break
  }

  const progressStep = showsLoadedCart
    ? 'cart'
    : CHECKOUT_STEPS.find(
        (candidate) => candidate === (step.step === 'placing' ? 'review' : step.step),
      )
  // The steps between the cart and review show the running totals beside them; the cart and
  // review show their own.
  const numbered =
    progressStep !== undefined && progressStep !== 'cart' && progressStep !== 'review'
  return (
    <div className="container page">
      <h1 id="judul-halaman" tabIndex={-1}>
        {step.step === 'cart' || step.step === 'loading'
          ? (content?.title ?? 'Keranjang')
          : 'Checkout'}
      </h1>
      {progressStep ? <CheckoutProgress current={progressStep} /> : null}
      {numbered ? (
        <div className="checkout">
          <div>{body}</div>
          <aside className="checkout__aside card" aria-label="Ringkasan belanja">
            <h2>Ringkasan</h2>
            <p className="muted small">{context.cart?.meta.selectedQuantity ?? 0} barang dipilih</p>
            <OrderTotals
              totals={{
                ...totals,
                shippingCost:
                  context.courierId && context.shippingRates ? totals.shippingCost : null,
              }}
              promoTitle={promo?.title ?? null}
            />
          </aside>
        </div>
      ) : (
        <div className="checkout--single">{body}</div>
      )}
    </div>
  )
}
