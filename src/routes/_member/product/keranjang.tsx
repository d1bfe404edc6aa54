/**
 * The cart and the whole checkout on one address: cart → promo → address → shipping → payment →
 * review, then paying. The checkout machine (`src/machines/checkout/`) decides which step shows;
 * every step entered is saved on the server, so a reload, a second tab or a return from signing
 * in resumes at the same step with nothing lost. The loader runs the machine to its first step,
 * so the step (the cart, mostly) is in the HTML and the app takes over at that very state.
 */

import laterStepsFiles from 'virtual:diri/later-steps-files'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import * as v from 'valibot'
import type { Snapshot } from 'xstate'
import { useSignInAgain } from '../../../components/auth/use-sign-in-again'
import { CheckoutBody } from '../../../components/checkout/checkout-body'
import { checkoutLaterSteps } from '../../../components/checkout/checkout-later-steps'
import { CheckoutProgress } from '../../../components/checkout/checkout-progress'
import { OrderTotals } from '../../../components/checkout/order-totals'
import { paymentScriptQuery } from '../../../components/checkout/payment-script'
import { useLaterSteps } from '../../../components/flows/use-later-steps'
import { useStepHeadingFocus } from '../../../components/flows/use-step-heading-focus'
import { useStepInUrl } from '../../../components/flows/use-step-in-url'
import { loadPaymentScript, type PaymentScript } from '../../../lib/checkout/payment-script-loader'
import { reportError } from '../../../lib/error-reports/report-error'
import { runToFirstStep } from '../../../lib/flows/run-to-first-step'
import { StepParam } from '../../../lib/flows/step-param'
import { pageHead, pageTitle } from '../../../lib/seo'
import { checkoutActors } from '../../../machines/checkout/checkout.actors'
import { checkoutMachine } from '../../../machines/checkout/checkout.machine'
import {
  CHECKOUT_STEPS,
  type SaveProgressParams,
  stepVisitOf,
} from '../../../machines/checkout/checkout.model'
import {
  type CheckoutPhase,
  selectAppliedPromo,
  selectCart,
  selectOrder,
  selectPaymentPhase,
  selectSelectedQuantity,
  selectShippingChosen,
  selectStep,
  selectStepSlug,
  selectTotals,
  selectWalkTarget,
} from '../../../machines/checkout/checkout.selectors'
import { checkoutTitleOf, slugOfValue } from '../../../machines/checkout/checkout.steps'
import { signInAgainRedirect } from '../../../server/auth/sign-in-again'
import { SignInRequiredError } from '../../../server/auth/sign-in-required-error'
import { saveMyCheckoutProgress } from '../../../server/checkout/checkout.functions'
import { cartPageQueries } from '../../../server/checkout/queries'
import { cartQueries } from '../../../server/shop/server-queries'

/** How long the server waits for the first step before sending the page with a skeleton. */
const FIRST_STEP_TIMEOUT_MS = 8_000

/**
 * Fire-and-forget: the step shows at once; a lost save only means a reload resumes a step
 * earlier, and is reported. A session that ended is not this save's to answer: the step's own
 * load meets the same refusal and sends the member to sign in.
 */
function saveProgressWith(save: (call: { data: SaveProgressParams }) => Promise<unknown>) {
  return (_: unknown, params: SaveProgressParams) => {
    void save({ data: params }).catch((error) => {
      if (error instanceof SignInRequiredError) return
      reportError('Saving the checkout progress failed', error)
    })
  }
}

const checkoutLogic = checkoutMachine.provide({
  actors: checkoutActors,
  actions: {
    saveProgress: saveProgressWith(saveMyCheckoutProgress),
    reportError: (_, { error }) => reportError('Checkout', error),
  },
})

/** The steps the page shows without the later steps' chunk. */
const FIRST_LOAD_STEPS = new Set<CheckoutPhase>(['loading', 'cart', 'signInRequired'])

/**
 * The machine run to its first step (see `runToFirstStep`). A checkout resumed while paying
 * starts over in the browser instead: its status poll is a timer, which a snapshot does not keep.
 *
 * A checkout resumed past the cart (at the address, say) renders that step, so the later steps'
 * chunk is loaded first: on the server, so the step's content is in the HTML (not a skeleton);
 * in the browser, so the page shows the step at once. A chunk that fails to load is the page's
 * to say (`useLaterSteps`), not the loader's.
 */
async function firstStep(href: string, queryClient: QueryClient) {
  const first = await runToFirstStep(checkoutLogic, undefined, {
    timeoutMs: FIRST_STEP_TIMEOUT_MS,
    handOver: (rested) => !rested.matches('awaitingPayment'),
  })
  if (!first) {
    reportError(
      'Checkout: the first step took too long on the server',
      new Error(`No first step within ${FIRST_STEP_TIMEOUT_MS} ms`),
    )
    return { snapshot: null, laterSteps: false }
  }
  if (first.rested.matches('signInRequired')) throw signInAgainRedirect(queryClient, href)
  const laterSteps = first.snapshot !== null && !FIRST_LOAD_STEPS.has(selectStep(first.rested).step)
  if (laterSteps) await checkoutLaterSteps.load().catch(() => undefined)
  return { snapshot: first.snapshot, laterSteps }
}

export const Route = createFileRoute('/_member/product/keranjang')({
  // `ditambah`: how many items the no-JS add to cart just put in (the page says so once).
  validateSearch: v.object({
    ditambah: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/))), undefined),
    // The step (`useStepInUrl` keeps it in step with the machine); an unknown one is none.
    langkah: StepParam,
  }),
  // The card provider's script (payment-script.tsx) is this page's alone: the one page that pays,
  // so no other page looks it up. The page adds it at the payment step.
  loader: async ({
    context,
    location,
  }): Promise<{
    snapshot: Snapshot<unknown> | null
    laterSteps: boolean
    paymentScript: PaymentScript | null
    title: string
  }> => {
    const [{ snapshot, laterSteps }, paymentScript] = await Promise.all([
      firstStep(location.href, context.queryClient),
      context.queryClient.ensureQueryData(paymentScriptQuery()),
      // The page's edited texts (its title among them) are in the HTML, so they do not change
      // under the member's eyes once the app runs; without them, the built-in copy.
      context.queryClient.prefetchQuery(cartPageQueries.content()),
    ])
    // The title of the step the HTML shows; once the page runs, `useStepInUrl` keeps it.
    const title = checkoutTitleOf(snapshot && 'value' in snapshot ? slugOfValue(snapshot) : null)
    return { snapshot, laterSteps, paymentScript, title }
  },
  // Never an answer kept from an earlier visit: the checkout moved on since (in this tab, in
  // another, or before a sign-in), and the machine starts from whatever the loader gives it.
  gcTime: 0,
  staleTime: 0,
  // A step changes only the search: the machine moves on, the loader does not run again.
  shouldReload: false,
  // The step's own title, the loader's (counted there, with the step names: `head` loads with
  // every page). Opened at a later step: its chunk is preloaded with the app's entry (the app
  // loader takes the links, ADR 007), so the app takes the step over as soon as it has hydrated
  // (ADR 031). Only the server's HTML needs them: in the browser the loader has loaded the chunk.
  head: ({ loaderData }) => ({
    ...pageHead({
      title: loaderData?.title ?? 'Keranjang',
      description: 'Produk yang kamu pilih dan pembayarannya.',
    }),
    links:
      import.meta.env.SSR && loaderData?.laterSteps
        ? (laterStepsFiles.checkout ?? []).map((href) => ({ rel: 'modulepreload', href }))
        : [],
  }),
  component: CheckoutPage,
})

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
  const { snapshot: started, paymentScript } = Route.useLoaderData()

  const machine = useMemo(
    () =>
      checkoutLogic.provide({
        actions: {
          saveProgress: saveProgressWith(saveProgress),
          signInAgain: (_, { error }) => {
            void signInAgainIfEnded(error, { params: {} })
          },
        },
      }),
    [saveProgress, signInAgainIfEnded],
  )
  // From the loader's snapshot: the step the HTML shows, with what it loaded.
  const actor = useActorRef(machine, started ? { snapshot: started } : {})
  const step = useSelector(actor, selectStep, shallowEqual)
  const totals = useSelector(actor, selectTotals, shallowEqual)
  const promo = useSelector(actor, selectAppliedPromo)
  const cart = useSelector(actor, selectCart)
  const orderId = useSelector(actor, selectOrder)?.id
  const paymentPhase = useSelector(actor, selectPaymentPhase)
  const selectedQuantity = useSelector(actor, selectSelectedQuantity)
  const shippingChosen = useSelector(actor, selectShippingChosen)
  // Back and Forward step through the checkout; Lanjut, Kembali and Ubah add history entries.
  useStepInUrl(actor, {
    param: 'langkah',
    stepOf: selectStepSlug,
    visit: stepVisitOf,
    moves: ['NEXT', 'BACK', 'EDIT'],
    title: (slug) => pageTitle(checkoutTitleOf(slug)),
    busy: (snapshot) => snapshot.hasTag('busy'),
  })
  const walkTarget = useSelector(actor, selectWalkTarget)
  // A resume walk in the browser (the server's first step came too late, or review again after a
  // refused order) loads each step on its way: the page shows where it is going, with a skeleton,
  // not each step it passes (no Keranjang → Promo → Alamat).
  const walking = walkTarget !== null && walkTarget !== step.step
  const shownStep: CheckoutPhase = walking ? walkTarget : step.step

  // The header's cart badge follows the cart the machine holds; once the order is placed, its
  // items have left the cart on the server, so the badge asks again.
  useEffect(() => {
    if (cart) queryClient.setQueryData(cartQueries.mine().queryKey, cart)
  }, [cart, queryClient])
  useEffect(() => {
    if (orderId) void queryClient.invalidateQueries({ queryKey: cartQueries.mine().queryKey })
  }, [orderId, queryClient])
  // Fetched while the member looks at the cart, so 'Lanjut' does not wait for it.
  const { later, failed: laterFailed } = useLaterSteps(checkoutLaterSteps, 'the checkout steps')
  // The provider's script, from the payment step on: the steps before it run no third-party
  // code. A failed load is reported; paying by card then says the service is not ready.
  const needsPaymentScript = PAYMENT_SCRIPT_STEPS.has(step.step)
  useEffect(() => {
    if (!paymentScript || !needsPaymentScript) return
    loadPaymentScript(paymentScript).catch((error) =>
      reportError("Loading the payment provider's script failed", error),
    )
  }, [paymentScript, needsPaymentScript])

  // What the member is looking at: a step, and while paying, whether the payment failed. A later
  // step shows once its code is here: the focus waits for its heading.
  const view =
    step.step === 'awaitingPayment'
      ? `payment:${paymentPhase === 'waiting' ? 'open' : 'failed'}`
      : step.step
  const viewShown = view === 'cart' || view === 'signInRequired' || later !== null
  useStepHeadingFocus(walking || view === 'loading' || !viewShown ? null : view)

  const progressStep = CHECKOUT_STEPS.find(
    (candidate) => candidate === (shownStep === 'placing' ? 'review' : shownStep),
  )
  const body = (
    <CheckoutBody
      actor={actor}
      walking={walking}
      later={later}
      laterFailed={laterFailed}
      content={content}
      onSessionEnded={(error) => signInAgainIfEnded(error, { params: {} })}
    />
  )
  // The steps between the cart and review show the running totals beside them; the cart and
  // review show their own.
  const numbered =
    progressStep !== undefined && progressStep !== 'cart' && progressStep !== 'review'
  return (
    <div className="container page">
      <h1 id="judul-halaman" tabIndex={-1}>
        {shownStep === 'cart' || shownStep === 'loading'
          ? (content?.title ?? 'Keranjang')
          : 'Checkout'}
      </h1>
      {progressStep ? <CheckoutProgress current={progressStep} /> : null}
      {numbered ? (
        <div className="checkout">
          <div>{body}</div>
          <aside className="checkout__aside card" aria-label="Ringkasan belanja">
            <h2>Ringkasan</h2>
            <p className="muted small">{selectedQuantity} barang dipilih</p>
            <OrderTotals
              totals={{ ...totals, shippingCost: shippingChosen ? totals.shippingCost : null }}
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
