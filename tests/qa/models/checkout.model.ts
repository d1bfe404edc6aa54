/**
 * The checkout machine (src/machines/checkout) in the real app: /product/keranjang of a new member
 * made through the API for each path (two addresses, two Essence Beras Fermentasi in the cart, the
 * progress their earlier visit saved, an order placed when the path resumes while paying), the
 * six steps and the waiting payment, and each actor's answer put in place by the real system:
 * the member's own data, a code the seed has or one nobody issued, the payment simulator's cards
 * and pages, the session ended on another device, or the fault switch for a call that breaks.
 *
 * The first load runs the machine on the server through the resume walk (every answer up to the
 * saved step) before the page is sent, so the answers of that walk are arranged before the page
 * opens (`start`), and its passing states (a step loading on the walk) have nothing to show.
 */
import { expect, type Page } from '@playwright/test'
import type { ContextFrom } from 'xstate'
import type { Order } from '../../../contract/checkout/schemas'
import { SIMULATOR_3DS_OTP } from '../../../contract/checkout/simulator-schemas'
import { ADDRESS_OFFICE } from '../../../src/machines/checkout/checkout.fixtures'
import { checkoutMachine } from '../../../src/machines/checkout/checkout.machine'
import type { CheckoutContext } from '../../../src/machines/checkout/checkout.model'
import {
  type CheckoutPathEvent,
  checkoutFixtureList,
  POLL_EVENT,
} from '../../../src/machines/checkout/checkout.path-events'
import { CHECKOUT_STEP_SLUGS } from '../../../src/machines/checkout/checkout.steps'
import type { Arrangement, OutcomeModel, TestModel, Unreachable } from '../model'
import { OUTCOME } from '../replay/plan-paths'
import type { QaWorld } from '../replay/qa-world'
import {
  CHECKOUT_PAGE,
  choose,
  expectFailedStep,
  expectReadyStep,
  expectStep,
  nextButton,
  paymentHeading,
  stepRegion,
  stepRegionNamed,
  stepSettled,
  typeCard,
} from './checkout/checkout-page'
import {
  type CheckoutFault,
  choicesAtReview,
  endSession,
  GOOD_CODE,
  newShopper,
  type PaymentPageAction,
  payAgainElsewhere,
  placeOrder,
  planOf,
  pressPaymentPage,
  SIMULATOR_CARDS,
  saveProgress,
  UNKNOWN_CODE,
} from './checkout/shopper'

type Context = ContextFrom<typeof checkoutMachine>
type Outcome<Type extends CheckoutPathEvent['type']> = Extract<CheckoutPathEvent, { type: Type }>

/** Chromium's line for a call the fault switch failed, and the app's report of it. */
const FAILED_CALL = /Failed to load resource: the server responded with a status of 500/
const REPORTED = /\[diri\] (Checkout|Saving the checkout progress failed)/
/** The refused call once the session ended elsewhere. */
const REFUSED_SESSION = /Failed to load resource: the server responded with a status of 401/

const MID_WALK =
  'Di tengah jalan pintas (resume walk): saat halaman pertama dimuat, jalan itu berjalan di ' +
  'loader rute (di server, sebelum halaman dikirim) sampai berhenti di langkah tersimpan; belum ' +
  'ada halaman, tombol, atau entri riwayat untuk ditekan sebelum ia berhenti.'
const SESSION_MID_WALK =
  'Sesi berakhir di tengah jalan pintas: panggilan pertama jalan itu (memuat progres) sudah ' +
  'ditolak lebih dulu, karena semua panggilannya memakai sesi yang sama dalam hitungan milidetik.'
const KEY_CANNOT_FAIL =
  'Kunci pembayaran dibuat oleh crypto.randomUUID() di browser (atau di server saat jalan ' +
  'pintas), yang tidak bisa gagal; hanya kegagalan itu yang menuju ke sini.'
const FRAUD_LATER =
  'Penolakan karena penipuan diputuskan saat pembayaran kartu dibuka, bukan sesudahnya: ' +
  'pesanan yang sudah menunggu tidak bisa menjadi gagal karena itu.'
const SESSION_FIRST_LOAD =
  'Sesi berakhir di tengah muatan pertama halaman: semua panggilannya (progres, lalu langkah demi ' +
  'langkah) berjalan berturut-turut dengan sesi yang sama; sesi yang diakhiri sebelumnya sudah ' +
  'ditolak pada panggilan pertama (progres), bukan pada panggilan ini.'
const STEP_VISIT =
  'Back/Forward di browser hanya mencapai entri riwayat tab ini; setelah pemuatan pertama, ' +
  'kunjungan dibuat dengan membuka alamat langkahnya, tetapi sesudah langkah orang lain model ' +
  'belum mengikuti riwayat tab untuk memilih entri (belum dibuat).'

// ---------------------------------------------------------------------------------------------
// Arrangements: the real system put into an actor's answer

/** A call that breaks: the fault switch names it; Chromium logs the 500, the app reports it. */
function failing(fault: CheckoutFault): Arrangement {
  return {
    arrange: async (world) => {
      await world.failCalls([fault])
      world.allowBrowserErrors(FAILED_CALL, REPORTED)
    },
  }
}

/** An answer that comes: nothing fails any more. */
const answering: Arrangement = { arrange: (world) => world.failCalls([]) }

/** The session ended on another device: the next call of this browser is refused (401). */
const sessionEnded: Arrangement = {
  arrange: async (world) => {
    await endSession(world)
    world.allowBrowserErrors(REFUSED_SESSION, REPORTED)
  },
}

/** Whether every answer so far came without a person's doing: the first load's chain. */
function firstLoad(earlier: ReadonlyArray<{ type: string }>) {
  return earlier.slice(1).every((event) => OUTCOME.test(event.type))
}

/** Whether the actor's error is the session's end (`SignInRequiredError`) or a broken call. */
function endedSession(event: { error: unknown }) {
  return event.error instanceof Error && event.error.name === 'SignInRequiredError'
}

/** A load of one step: its answer, its broken call, or the session ended on the way. */
function loadOutcomes<Id extends string>(
  _id: Id,
  fault: CheckoutFault,
  words: { done: string; failed: string },
): {
  done: OutcomeModel<Outcome<`xstate.done.actor.${Id}` & CheckoutPathEvent['type']>, Context>
  error: OutcomeModel<Outcome<`xstate.error.actor.${Id}` & CheckoutPathEvent['type']>, Context>
} {
  return {
    done: { label: () => words.done, how: () => answering },
    error: {
      label: (event) =>
        endedSession(event as { error: unknown }) ? 'Sesi berakhir' : words.failed,
      how: (event, before, _state, earlier) => {
        if (!endedSession(event as { error: unknown })) return failing(fault)
        if (firstLoad(earlier)) return { unreachable: SESSION_FIRST_LOAD }
        return before.resumeTo !== null ? { unreachable: SESSION_MID_WALK } : sessionEnded
      },
    },
  }
}

const promoLoads = loadOutcomes('findBestPromo', 'promo-best', {
  done: 'Promo terbaik dihitung',
  failed: 'Promo gagal dihitung',
})
const addressLoads = loadOutcomes('loadAddresses', 'addresses', {
  done: 'Alamat dimuat',
  failed: 'Alamat gagal dimuat',
})
const shippingLoads = loadOutcomes('loadShippingRates', 'shipping-rates', {
  done: 'Ongkos kirim dihitung',
  failed: 'Ongkos kirim gagal dihitung',
})
const methodLoads = loadOutcomes('loadPaymentMethods', 'payment-methods', {
  done: 'Metode pembayaran dimuat',
  failed: 'Metode pembayaran gagal dimuat',
})

/** The fixtures' address ids, as the shopper's own addresses ('Kantor' is the second). */
const addressName = (addressId: string) => (addressId === ADDRESS_OFFICE ? 'Kantor' : 'Rumah')

// ---------------------------------------------------------------------------------------------
// What a person does

/** Presses a button of the checkout once no step is loading. */
async function press(world: QaWorld, name: string | RegExp) {
  await stepSettled(world.page)
  await world.page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click()
}

function act(run: (world: QaWorld) => Promise<void>) {
  return { act: run }
}

/** An event a person causes, unless a resume walk is on its way (no one acts in between). */
function unlessWalking(
  before: Context | undefined,
  run: (world: QaWorld) => Promise<void>,
): { act: (world: QaWorld) => Promise<void> } | Unreachable {
  if (before?.resumeTo) return { unreachable: MID_WALK }
  return act(run)
}

/**
 * A slow line for the next call the page makes (2 s on the way), so that what the page shows
 * while it waits (a busy button) can be seen, as a member on a slow connection sees it.
 */
async function slowLine(world: QaWorld) {
  let held = false
  await world.page.route('**/_serverFn/**', async (route) => {
    if (!held && route.request().method() === 'POST') {
      held = true
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
    await route.continue()
  })
}

/** While the order is placed: one attempt at a time, 'Bayar Sekarang' says it is working and is off. */
async function expectPlacing(page: Page) {
  const region = stepRegion(page, 'Periksa')
  await expect(region.getByRole('button', { name: 'Memproses…' })).toBeDisabled()
}

/** While paying again: one attempt at a time, 'Bayar Lagi' says it is working and is off. */
async function expectPayingAgain(page: Page) {
  const form = page.getByRole('form', { name: 'Bayar lagi' })
  await expect(form.getByRole('button', { name: 'Memproses…' })).toBeDisabled()
}

/**
 * The member finishes on the order's payment page: the VA's page (opened from the checkout in a
 * tab of its own, which tells the checkout when it is done) or the bank's 3-D Secure frame.
 */
async function finishOnPaymentPage(world: QaWorld, action: PaymentPageAction) {
  if (action === 'approve' || action === 'deny') {
    const bank = world.page.frameLocator('iframe[title="Verifikasi 3-D Secure"]')
    if (action === 'approve') {
      await bank.getByRole('textbox', { name: 'Kode OTP' }).fill(SIMULATOR_3DS_OTP)
      await bank.getByRole('button', { name: 'Setujui' }).click()
    } else await bank.getByRole('button', { name: 'Tolak' }).click()
    return
  }
  const opened = world.context.waitForEvent('page')
  await world.page.getByRole('link', { name: 'Buka halaman pembayaran' }).click()
  const paymentPage = await opened
  await paymentPage
    .getByRole('button', { name: action === 'pay' ? 'Saya sudah bayar' : 'Biarkan kedaluwarsa' })
    .click()
  await expect(
    paymentPage.getByRole('heading', {
      name: action === 'pay' ? 'Pembayaran berhasil' : 'Waktu pembayaran habis',
    }),
  ).toBeVisible()
  await paymentPage.close()
}

/**
 * Puts in place the answer of the order placed after the card of the PLACE at `at` (its path's
 * step): the card's check, then the order, with nothing of the person's in between.
 */
async function arrangePlaceAnswer(world: QaWorld, at: number) {
  const plan = planOf(world)
  const index = at + 2
  const outcome = plan.steps[index]
  const before = plan.steps[index - 1]
  if (
    !outcome ||
    !before ||
    !/^xstate\.(done|error)\.actor\.placeOrder$/.test(outcome.event.type)
  ) {
    return
  }
  const model = checkoutModel.events[
    outcome.event.type as 'xstate.error.actor.placeOrder'
  ] as unknown as OutcomeModel<{ type: string }, unknown>
  const earlier = plan.steps.slice(0, index).map((step) => step.event)
  const how = model.how(outcome.event, before.context, before.value as never, earlier)
  if (!('arrange' in how)) return
  await how.arrange(world)
  plan.placeAnswerArranged = true
}

/** The order's answer, unless it was put in place already when 'Bayar' was pressed. */
function unlessArrangedAhead(arrangement: Arrangement): Arrangement {
  return {
    ...arrangement,
    arrange: async (world) => {
      const plan = planOf(world)
      if (plan.placeAnswerArranged) {
        plan.placeAnswerArranged = false
        return
      }
      await arrangement.arrange(world)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// What the page shows

const passingLoad = (label: string) => ({
  label,
  passing:
    'Data langkah ini sedang dimuat (kerangka sebentar, atau jalan pintas di server); ' +
    'langkah berikutnya memeriksa jawabannya.',
})

/** The step shows its heading while it loads, unless a walk is taking the member past it. */
function loadingStep(label: string, step: Parameters<typeof expectStep>[1]) {
  return {
    label,
    expect: async (page: Parameters<typeof expectStep>[0], context: CheckoutContext) => {
      if (context.resumeTo !== null) return
      await expectStep(page, step)
    },
  }
}

export const checkoutModel = {
  name: 'checkout',
  machine: checkoutMachine,
  fixtures: checkoutFixtureList,
  deferred: [
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
  ],
  start: {
    label: 'Buka halaman Keranjang',
    arrangesFirstLoad: true,
    act: async (world, _next, path) => {
      const later = path.steps.slice(1)
      planOf(world).steps = path.steps
      // The server's first load answers every call up to the first thing a person does (its
      // walk): those answers are arranged now, before the page that shows their end opens. The
      // first answer's own arrangement (the shopper) has run already.
      const plan = planOf(world)
      if (plan.orderToPlace) {
        plan.orderToPlace = false
        const first = later.find(({ event }) => event.type === 'xstate.done.actor.refreshOrder')
        const order = first && 'output' in first.event ? (first.event.output as Order) : null
        // The simulator's cards: refused as fraud (the order fails), or by the bank (the
        // order waits for another payment); else a BCA virtual account to transfer to.
        const card =
          order?.status === 'failed'
            ? SIMULATOR_CARDS.fraudDecline
            : order?.payment.status === 'failed'
              ? SIMULATOR_CARDS.bankDecline
              : undefined
        const placed = await placeOrder(world, card)
        await saveProgress(world, { step: 'awaitingPayment', orderId: placed.id })
      }
      for (const [at, { event }] of later.entries()) {
        if (at === 0) continue
        if (!OUTCOME.test(event.type)) break
        const previous = later[at - 1]
        const outcome = (
          checkoutModel.events as unknown as Record<
            string,
            {
              how: (
                event: unknown,
                before: unknown,
                state: unknown,
                earlier: readonly { type: string }[],
              ) => Arrangement | Unreachable
            }
          >
        )[event.type]
        // The path's events before this answer: the start's and every later step's up to it.
        const earlier = path.steps.slice(0, at + 1).map((step) => step.event)
        const how = outcome?.how(event, previous?.context, previous?.value, earlier)
        if (how && 'arrange' in how) await how.arrange(world)
      }
      await world.open(CHECKOUT_PAGE)
    },
  },
  states: {
    'loading.fetching': passingLoad('Memuat checkout'),
    'loading.failed': {
      label: 'Keranjang gagal dimuat',
      expect: async (page) => {
        const alert = page.getByRole('alert').filter({ hasText: 'Keranjang gagal dimuat.' })
        await expect(alert).toBeVisible()
        await expect(alert.getByRole('button', { name: 'coba lagi' })).toBeEnabled()
      },
    },
    cart: {
      label: 'Keranjang',
      expect: async (page, { cart }) => {
        await expectStep(page, 'Keranjang')
        const next = page.getByRole('button', { name: 'Lanjut', exact: true })
        if (cart?.data.length === 0) {
          // Emptied by an order placed in another tab: nothing to go on with.
          await expect(page.getByText(/^Keranjangmu masih kosong/)).toBeVisible()
          await expect(next).toHaveCount(0)
          return
        }
        await expect(next).toBeVisible()
        // A cart not ready keeps 'Lanjut' in the tab order with its reason (aria-disabled).
        if (cart?.meta.readyForCheckout) await expect(next).not.toHaveAttribute('aria-disabled')
        else await expect(next).toHaveAttribute('aria-disabled', 'true')
      },
    },
    'promo.loading': loadingStep('Promo dimuat', 'Promo'),
    'promo.applying': loadingStep('Kode promo diperiksa', 'Promo'),
    'promo.ready': {
      label: 'Pilih promo',
      expect: async (page, context) => {
        await expectReadyStep(page, 'Promo', 'Lanjut ke Alamat')
        const region = stepRegion(page, 'Promo')
        const field = region.getByRole('textbox', { name: 'Punya kode promo?' })
        if (context.codePromo) {
          await expect(region.getByText(/^Kode [A-Z0-9]+ dipakai$/)).toBeVisible()
          await expect(region.getByRole('button', { name: 'Hapus kode' })).toBeEnabled()
        } else if (context.bestPromo?.best && !context.promoDeclined) {
          await expect(region.getByText('Promo terbaik, otomatis dipakai')).toBeVisible()
          await expect(region.getByRole('button', { name: 'Jangan pakai promo' })).toBeEnabled()
        } else if (context.promoDeclined) {
          await expect(region.getByText('Kamu memilih tidak memakai promo.')).toBeVisible()
          await expect(region.getByRole('button', { name: /^Pakai promo terbaik/ })).toBeEnabled()
        }
        // A refused code stays in the field with its reason, for the member to fix.
        if (context.codeError) await expect(field).toHaveAttribute('aria-invalid', 'true')
        else await expect(field).not.toHaveAttribute('aria-invalid', 'true')
      },
    },
    'promo.failed': {
      label: 'Promo gagal dihitung',
      expect: (page, context) =>
        expectFailedStep(page, 'Promo', 'Promo belum bisa dihitung.', context),
    },
    'address.loading': loadingStep('Alamat dimuat', 'Alamat'),
    'address.ready': {
      label: 'Pilih alamat',
      expect: async (page, context) => {
        await expectReadyStep(page, 'Alamat', 'Lanjut ke Pengiriman')
        if (context.addressId) {
          await expect(
            stepRegion(page, 'Alamat').getByRole('radio', {
              name: new RegExp(`^${addressName(context.addressId)}`),
            }),
          ).toBeChecked()
        }
      },
    },
    'address.failed': {
      label: 'Alamat gagal dimuat',
      expect: (page, context) =>
        expectFailedStep(page, 'Alamat', 'Alamatmu belum bisa dimuat.', context),
    },
    'shipping.loading': loadingStep('Ongkos kirim dihitung', 'Pengiriman'),
    'shipping.ready': {
      label: 'Pilih pengiriman',
      expect: async (page, context) => {
        await expectReadyStep(page, 'Pengiriman', 'Lanjut ke Pembayaran')
        if (context.courierId === 'jne-reg') {
          await expect(
            stepRegion(page, 'Pengiriman').getByRole('radio', { name: /^JNE Reguler/ }),
          ).toBeChecked()
        }
      },
    },
    'shipping.failed': {
      label: 'Ongkos kirim gagal dihitung',
      expect: (page, context) =>
        expectFailedStep(page, 'Pengiriman', 'Ongkos kirim belum bisa dihitung.', context),
    },
    'payment.loading': loadingStep('Metode pembayaran dimuat', 'Pembayaran'),
    'payment.ready': {
      label: 'Pilih metode pembayaran',
      expect: async (page, context) => {
        await expectReadyStep(page, 'Pembayaran', 'Periksa Pesanan')
        const name = { card: /^Kartu Kredit\/Debit/, 'va-bca': /^BCA Virtual Account/ }[
          context.paymentMethodId ?? ''
        ]
        if (name) {
          await expect(stepRegion(page, 'Pembayaran').getByRole('radio', { name })).toBeChecked()
        }
      },
    },
    'payment.failed': {
      label: 'Metode pembayaran gagal dimuat',
      expect: (page, context) =>
        expectFailedStep(page, 'Pembayaran', 'Metode pembayaran belum bisa dimuat.', context),
    },
    'review.preparing': passingLoad('Menyiapkan pembayaran'),
    'review.makingKey': passingLoad('Menyiapkan pembayaran'),
    'review.ready': {
      label: 'Periksa pesanan',
      expect: async (page, context) => {
        await expectStep(page, 'Periksa')
        const region = stepRegion(page, 'Periksa')
        const pay = region.getByRole('button', { name: /^Bayar Sekarang Rp/ })
        if (context.placeError) {
          await expect(region.getByRole('alert')).toBeVisible()
        } else {
          await expect(region.getByRole('alert')).toHaveCount(0)
        }
        if (context.placeItemErrors.length > 0) await expect(pay).toBeDisabled()
        else await expect(pay).toBeEnabled()
        if (context.paymentMethodId === 'card') {
          await expect(region.getByRole('textbox', { name: 'Nomor kartu' })).toBeVisible()
        }
      },
    },
    'review.failed': { label: 'Pembayaran belum bisa disiapkan', unreachable: KEY_CANNOT_FAIL },
    'placing.tokenizing': { label: 'Kartu diperiksa', expect: (page) => expectPlacing(page) },
    'placing.submitting': { label: 'Pesanan dibuat', expect: (page) => expectPlacing(page) },
    'awaitingPayment.checking': {
      label: 'Status pembayaran ditimbang',
      passing: 'Tanpa jeda: status pesanan yang dimuat langsung memutuskan langkah berikutnya.',
    },
    'awaitingPayment.refreshing': passingLoad('Status pembayaran diperiksa'),
    'awaitingPayment.waiting': {
      label: 'Selesaikan pembayaran',
      expect: async (page, { order, pollFailures }) => {
        if (order === null) {
          // The first status check failed: nothing of the order is known yet; the page says the
          // status cannot be checked (and keeps checking), with the order's own page to open.
          await expect(paymentHeading(page, 'Selesaikan pembayaran')).toBeVisible()
          await expect(
            page.getByRole('status').filter({ hasText: 'Status pembayaran belum bisa diperiksa.' }),
          ).toBeVisible()
          await expect(page.getByRole('link', { name: 'Lihat pesanan' })).toBeVisible()
          return
        }
        await expect(paymentHeading(page, 'Selesaikan pembayaran')).toBeVisible()
        await expect(stepRegionNamed(page, 'Selesaikan pembayaran')).toContainText(/Pesanan DR-/)
        const trouble = page.getByText('Status pembayaran belum bisa diperiksa.')
        if (pollFailures >= 3) await expect(trouble).toBeVisible()
      },
    },
    'awaitingPayment.paymentFailed.loading': passingLoad('Metode bayar lagi dimuat'),
    'awaitingPayment.paymentFailed.preparing': passingLoad('Menyiapkan bayar lagi'),
    'awaitingPayment.paymentFailed.makingKey': passingLoad('Menyiapkan bayar lagi'),
    'awaitingPayment.paymentFailed.ready': {
      label: 'Pembayaran belum berhasil',
      expect: async (page) => {
        await expect(paymentHeading(page, 'Pembayaran belum berhasil')).toBeVisible()
        const form = page.getByRole('form', { name: 'Bayar lagi' })
        await expect(form.getByRole('alert')).toBeVisible()
        await expect(form.getByRole('button', { name: /^Bayar Lagi Rp/ })).toBeEnabled()
      },
    },
    'awaitingPayment.paymentFailed.failed': {
      label: 'Metode bayar lagi gagal dimuat',
      expect: async (page, { retriesLeft }) => {
        await expect(paymentHeading(page, 'Pembayaran belum berhasil')).toBeVisible()
        const form = page.getByRole('form', { name: 'Bayar lagi' })
        const alert = form
          .getByRole('alert')
          .filter({ hasText: 'Metode pembayaran belum bisa dimuat.' })
        await expect(alert).toBeVisible()
        const retry = alert.getByRole('button', { name: 'Coba Lagi' })
        if (retriesLeft > 0) await expect(retry).toBeEnabled()
        else await expect(retry).toHaveCount(0)
        await expect(form.getByRole('button', { name: /^Bayar Lagi Rp/ })).toBeDisabled()
      },
    },
    'awaitingPayment.payingAgain.tokenizing': {
      label: 'Kartu diperiksa',
      expect: (page) => expectPayingAgain(page),
    },
    'awaitingPayment.payingAgain.submitting': {
      label: 'Pembayaran baru dibuat',
      expect: (page) => expectPayingAgain(page),
    },
    paid: {
      label: 'Pembayaran berhasil',
      expect: async (page) => {
        await expect(paymentHeading(page, 'Pembayaran berhasil')).toBeVisible({ timeout: 15_000 })
        await expect(page.getByRole('link', { name: 'Belanja Lagi' })).toBeVisible()
      },
    },
    failed: {
      label: 'Pesanan dibatalkan',
      expect: async (page) => {
        await expect(paymentHeading(page, 'Pesanan dibatalkan')).toBeVisible({ timeout: 15_000 })
        await expect(page.getByText(/Stoknya sudah kami kembalikan\./)).toBeVisible()
      },
    },
    expired: {
      label: 'Waktu pembayaran habis',
      expect: async (page) => {
        await expect(paymentHeading(page, 'Waktu pembayaran habis')).toBeVisible({
          timeout: 15_000,
        })
        await expect(page.getByRole('link', { name: 'Lanjut Belanja' })).toBeVisible()
      },
    },
    signInRequired: {
      label: 'Diminta masuk lagi',
      expect: async (page) => {
        await expect(page).toHaveURL(/\/masuk\?redirect=/)
        await expect(page.getByRole('heading', { level: 1, name: /Masuk/ })).toBeVisible()
      },
    },
  },
  events: {
    CART_CHANGED: {
      label: ({ cart }) =>
        cart.meta.readyForCheckout ? 'Pilih semua produk lagi' : 'Batalkan pilihan semua produk',
      how: ({ cart }, before) =>
        unlessWalking(before, async (world) => {
          const all = world.page.getByRole('checkbox', { name: /^Pilih semua/ })
          // The box is drawn by its label: a person clicks the words.
          await world.page.getByText(/^Pilih semua \(\d+\)$/).click()
          if (cart.meta.readyForCheckout) await expect(all).toBeChecked()
          else await expect(all).not.toBeChecked()
        }),
    },
    NEXT: {
      label: () => 'Tekan Lanjut',
      how: (_, before) =>
        unlessWalking(before, async (world) => {
          await stepSettled(world.page)
          await nextButton(world.page).click()
        }),
    },
    BACK: {
      label: () => 'Tekan Kembali',
      how: (_, before) => unlessWalking(before, (world) => press(world, 'Kembali')),
    },
    RETRY: {
      label: () => 'Tekan Coba Lagi',
      // The first load's link, a step's button, or the 'Bayar lagi' form's.
      how: () =>
        act(async (world) => {
          await world.page.getByRole('button', { name: /^coba lagi$/i }).click()
        }),
    },
    APPLY_CODE: {
      label: () => 'Masukkan kode promo',
      how: (_, before) =>
        unlessWalking(before, async (world) => {
          const field = world.page.getByRole('textbox', { name: 'Punya kode promo?' })
          await field.fill(planOf(world).code)
          await press(world, 'Pakai Kode')
        }),
    },
    REMOVE_CODE: {
      label: () => 'Hapus kode promo',
      how: (_, before) =>
        before.codePromo === null
          ? {
              unreachable:
                "Halaman menawarkan 'Hapus kode' hanya untuk kode yang berlaku; kode yang " +
                'ditolak tinggal di kolomnya untuk diperbaiki, tanpa tombol hapus.',
            }
          : unlessWalking(before, (world) => press(world, 'Hapus kode')),
    },
    DECLINE_PROMO: {
      label: () => 'Jangan pakai promo',
      how: (_, before) =>
        before.codePromo !== null || before.promoDeclined || !before.bestPromo?.best
          ? {
              unreachable:
                "Halaman menawarkan 'Jangan pakai promo' hanya pada promo terbaik yang sedang " +
                'dipakai (tanpa kode, belum ditolak).',
            }
          : unlessWalking(before, (world) => press(world, 'Jangan pakai promo')),
    },
    USE_BEST: {
      label: () => 'Pakai promo terbaik',
      how: (_, before) =>
        !before.promoDeclined || before.codePromo !== null
          ? {
              unreachable:
                "Halaman menawarkan 'Pakai promo terbaik' hanya setelah 'Jangan pakai promo'.",
            }
          : unlessWalking(before, (world) => press(world, /^Pakai promo terbaik/)),
    },
    SELECT_ADDRESS: {
      label: ({ addressId }) => `Pilih alamat ${addressName(addressId)}`,
      how: ({ addressId }, before) =>
        unlessWalking(before, async (world) => {
          await stepSettled(world.page)
          await choose(
            world.page.getByRole('radio', { name: new RegExp(`^${addressName(addressId)}`) }),
          )
        }),
    },
    ADDRESS_SAVED: {
      label: () => 'Simpan alamat baru',
      how: () => ({
        unreachable:
          'Belum diatur di model: dialog alamat baru (pilihan provinsi, kota, kecamatan) belum ' +
          'dipetakan; halaman menawarkannya.',
      }),
    },
    SELECT_COURIER: {
      label: () => 'Pilih JNE Reguler',
      how: (_, before) =>
        unlessWalking(before, async (world) => {
          await stepSettled(world.page)
          await choose(world.page.getByRole('radio', { name: /^JNE Reguler/ }))
        }),
    },
    SELECT_PAYMENT_METHOD: {
      label: ({ methodId }) =>
        methodId === 'card' ? 'Pilih Kartu Kredit/Debit' : 'Pilih BCA Virtual Account',
      how: ({ methodId }, before) =>
        unlessWalking(before, async (world) => {
          await stepSettled(world.page)
          await choose(
            world.page.getByRole('radio', {
              name: methodId === 'card' ? /^Kartu Kredit\/Debit/ : /^BCA Virtual Account/,
            }),
          )
        }),
    },
    PLACE: {
      label: ({ card }) => (card ? 'Bayar dengan kartu' : 'Bayar'),
      how: ({ card }, before, _state, earlier) =>
        unlessWalking(before, async (world) => {
          // The card's check and the order follow the press at once: the order's answer is put
          // in place now, before the replay's turn for it (after the card's answer) comes.
          if (card) await arrangePlaceAnswer(world, earlier?.length ?? 0)
          const region = stepRegion(world.page, 'Periksa')
          if (card) await typeCard(region, planOf(world).card)
          // The order's call takes 2 s on the way, so that the busy button can be seen.
          await slowLine(world)
          await region.getByRole('button', { name: /^Bayar Sekarang Rp/ }).click()
        }),
    },
    EDIT: {
      label: ({ step }) => `Ubah ${step}`,
      how: ({ step }, before) => {
        const name = {
          cart: 'Ubah produk',
          promo: null,
          address: 'Ubah alamat',
          shipping: 'Ubah pengiriman',
          payment: 'Ubah metode pembayaran',
        }[step]
        if (name === null) {
          return {
            unreachable:
              "Periksa pesananmu tidak punya tombol 'Ubah' untuk promo (hanya Produk, Alamat, " +
              "Pengiriman, Pembayaran): promo diubah lewat 'Kembali'.",
          }
        }
        return unlessWalking(before, (world) => press(world, name))
      },
    },
    PAYMENT_RESULT: {
      label: () => 'Selesai di halaman pembayaran',
      how: (_, before) =>
        act(async (world) => {
          const plan = planOf(world)
          // Nothing arranged (the path ends at the check): the member pays, as most do.
          const action =
            plan.paymentPage ?? (before.order?.payment.type === 'card' ? 'approve' : 'pay')
          plan.paymentPage = null
          await finishOnPaymentPage(world, action)
        }),
    },
    PAY_AGAIN: {
      label: ({ methodId }) =>
        methodId === 'card' ? 'Bayar lagi dengan kartu' : 'Bayar lagi dengan BCA Virtual Account',
      how: ({ methodId, card }) =>
        act(async (world) => {
          const form = world.page.getByRole('form', { name: 'Bayar lagi' })
          await choose(
            form.getByRole('radio', {
              name: methodId === 'card' ? /^Kartu Kredit\/Debit/ : /^BCA Virtual Account/,
            }),
          )
          if (card) await typeCard(form, planOf(world).card)
          await slowLine(world)
          await form.getByRole('button', { name: /^Bayar Lagi Rp/ }).click()
        }),
    },
    [POLL_EVENT]: {
      label: () => 'Menunggu pemeriksaan status berikutnya',
      how: () =>
        act(async (world) => {
          const plan = planOf(world)
          // What happened meanwhile elsewhere (a transfer, a lapse), for the poll to find.
          if (plan.paymentPage) await pressPaymentPage(world, plan.paymentPage)
          plan.paymentPage = null
          await world.page.waitForResponse((response) => response.url().includes('/_serverFn/'), {
            timeout: 10_000,
          })
        }),
    },
    'STEP.VISIT': {
      label: ({ step }) => `Back/Forward ke langkah ${step} (atau alamatnya)`,
      how: ({ step }, before, _state, earlier) => {
        if (before.resumeTo) return { unreachable: MID_WALK }
        // Where the page rests as its first load left it, the step's address opened (a bookmark,
        // a shared link) is the same visit: the page resumes there, then asks for the step.
        if (earlier && firstLoad(earlier)) {
          return act((world) => world.open(`${CHECKOUT_PAGE}?langkah=${CHECKOUT_STEP_SLUGS[step]}`))
        }
        return { unreachable: STEP_VISIT }
      },
    },

    'xstate.done.actor.loadCheckout': {
      label: ({ output }) => `Progres tersimpan di langkah ${output.settings.step}`,
      how: ({ output }) => ({
        arrange: async (world) => {
          await world.failCalls([])
          if (planOf(world).shopper) {
            // A later load (review's 'Ubah produk'): an order placed meanwhile in another tab
            // (through the API) left the progress at paying and the cart empty.
            if (output.settings.step === 'awaitingPayment') {
              const placed = await placeOrder(world)
              await saveProgress(world, { step: 'awaitingPayment', orderId: placed.id })
            }
            return
          }
          await newShopper(world)
          const { settings } = output
          // The order is placed when the page is about to open, by the card its first status
          // check must see (start).
          if (settings.step === 'awaitingPayment') planOf(world).orderToPlace = true
          else if (settings.step !== 'cart') {
            const choices = await choicesAtReview(world, settings.promoCode ? GOOD_CODE : null)
            await saveProgress(world, {
              ...choices,
              step: settings.step,
              paymentMethodId: settings.paymentMethodId,
              courierId: settings.courierId,
            })
          }
        },
      }),
    },
    'xstate.error.actor.loadCheckout': {
      label: (event) => (endedSession(event) ? 'Sesi berakhir' : 'Progres gagal dimuat'),
      how: (event) => ({
        arrange: async (world) => {
          if (!planOf(world).shopper) await newShopper(world)
          await (endedSession(event) ? sessionEnded : failing('checkout-settings')).arrange(world)
        },
      }),
    },
    'xstate.done.actor.findBestPromo': promoLoads.done,
    'xstate.error.actor.findBestPromo': promoLoads.error,
    'xstate.done.actor.applyPromoCode': {
      label: ({ output }) => (output.ok ? 'Kode promo berlaku' : 'Kode promo ditolak'),
      how: ({ output }, before) => ({
        arrange: async (world) => {
          await world.failCalls([])
          const code = output.ok ? GOOD_CODE : UNKNOWN_CODE
          planOf(world).code = code
          // On the resume walk, the code is the one the earlier visit saved.
          if (before.resumeTo !== null) await saveProgress(world, { promoCode: code })
        },
      }),
    },
    'xstate.error.actor.applyPromoCode': loadOutcomes('applyPromoCode', 'promo-apply', {
      done: 'Kode promo berlaku',
      failed: 'Kode promo gagal diperiksa',
    }).error,
    'xstate.done.actor.loadAddresses': addressLoads.done,
    'xstate.error.actor.loadAddresses': addressLoads.error,
    'xstate.done.actor.loadShippingRates': shippingLoads.done,
    'xstate.error.actor.loadShippingRates': shippingLoads.error,
    'xstate.done.actor.loadPaymentMethods': methodLoads.done,
    'xstate.error.actor.loadPaymentMethods': methodLoads.error,
    'xstate.done.actor.newIdempotencyKey': {
      label: () => 'Kunci pembayaran dibuat',
      how: () => ({ arrange: () => undefined }),
    },
    'xstate.error.actor.newIdempotencyKey': {
      label: () => 'Kunci pembayaran gagal dibuat',
      how: () => ({ unreachable: KEY_CANNOT_FAIL }),
    },
    'xstate.done.actor.tokenizeCard': {
      label: ({ output }) => (output.ok ? 'Kartu diterima' : 'Kartu ditolak'),
      how: ({ output }) =>
        output.ok
          ? {
              arrange: (world) => {
                planOf(world).card = SIMULATOR_CARDS.challenge
              },
            }
          : {
              unreachable:
                'Formulir kartu memeriksa nomor (Luhn) dan masa berlaku sebelum kartu dikirim; ' +
                'simulator tidak menolak kartu lain saat tokenisasi.',
            },
    },
    'xstate.error.actor.tokenizeCard': {
      label: (event) =>
        endedSession(event) ? 'Sesi berakhir' : 'Pemeriksaan kartu tidak terjawab',
      how: (event) =>
        endedSession(event)
          ? {
              unreachable:
                'Tokenisasi kartu memanggil penyedia pembayaran, bukan API Diri: tidak ada sesi ' +
                'yang bisa berakhir di sana.',
            }
          : {
              // The line drops on the way to the provider, after 2 s: the tokenizer's one call
              // is lost, and the busy button can be seen while it waits.
              arrange: async (world) => {
                await world.page.route(
                  '**/api/payments/simulator/card/tokens',
                  async (route) => {
                    await new Promise((resolve) => setTimeout(resolve, 2_000))
                    await route.abort('internetdisconnected')
                  },
                  { times: 1 },
                )
                world.allowBrowserErrors(/ERR_INTERNET_DISCONNECTED/, REPORTED)
              },
            },
    },
    'xstate.done.actor.placeOrder': {
      label: ({ output }) => (output.ok ? 'Pesanan dibuat' : `Pesanan ditolak (${output.reason})`),
      how: ({ output }) =>
        output.ok
          ? unlessArrangedAhead(answering)
          : {
              unreachable: {
                stock:
                  'Belum diatur: penolakan karena stok perlu anggota lain memegang stok produk ' +
                  'itu lebih dulu (satu-satunya produk seed yang stoknya tipis akan habis untuk ' +
                  'jalur berikutnya).',
                cart: 'Belum diatur: keranjang yang berubah di tab lain tepat sebelum membayar.',
                price:
                  'Belum diatur: harga atau promo yang berubah (DIRIBARU dipakai pesanan lain ' +
                  'anggota ini lebih dulu) tepat sebelum membayar.',
                promo:
                  'Belum diatur: DIRIBARU dipakai pesanan lain anggota ini lebih dulu, tepat ' +
                  'sebelum membayar.',
                other:
                  'Belum diatur: metode pembayaran yang tidak bisa dipakai saat pesanan dibuat ' +
                  '(saklar gangguan belum punya nama untuk itu).',
              }[output.reason],
            },
    },
    'xstate.error.actor.placeOrder': {
      label: (event) => (endedSession(event) ? 'Sesi berakhir' : 'Pesanan tidak terjawab'),
      how: (event) =>
        unlessArrangedAhead(endedSession(event) ? sessionEnded : failing('order-place')),
    },
    'xstate.done.actor.refreshOrder': {
      label: ({ output }) =>
        `Status pesanan: ${output.status}, pembayaran: ${output.payment.status}`,
      how: ({ output }, before) => {
        const byCard = before.order?.payment.type === 'card'
        const action: PaymentPageAction | null | Unreachable =
          output.status === 'paid'
            ? byCard
              ? 'approve'
              : 'pay'
            : output.status === 'expired'
              ? byCard
                ? {
                    unreachable:
                      'Pembayaran kartu tidak kedaluwarsa di simulator sebelum 15 menit.',
                  }
                : 'expire'
              : output.status === 'failed'
                ? { unreachable: FRAUD_LATER }
                : output.payment.status === 'failed'
                  ? byCard
                    ? 'deny'
                    : {
                        unreachable:
                          'Virtual account tidak bisa ditolak bank: ia ditunggu atau kedaluwarsa.',
                      }
                  : null
        if (before.order === null) {
          // The first check, right after the page's own load: the order was placed with the card
          // that gives this answer (start); a VA is paid or left to lapse on its page first.
          return {
            arrange: async (world) => {
              await world.failCalls([])
              if (output.status === 'paid') await pressPaymentPage(world, 'pay')
              else if (output.status === 'expired') await pressPaymentPage(world, 'expire')
            },
          }
        }
        if (action !== null && typeof action === 'object') return action
        return {
          arrange: async (world) => {
            await world.failCalls([])
            planOf(world).paymentPage = action
          },
        }
      },
    },
    'xstate.error.actor.refreshOrder': {
      label: (event) => (endedSession(event) ? 'Sesi berakhir' : 'Status pesanan gagal diperiksa'),
      how: (event, _, _state, earlier) => {
        if (!endedSession(event)) return failing('order-read')
        return firstLoad(earlier) ? { unreachable: SESSION_FIRST_LOAD } : sessionEnded
      },
    },
    'xstate.done.actor.payAgain': {
      label: ({ output }) => (output.ok ? 'Pembayaran baru dibuat' : 'Bayar lagi ditolak'),
      how: ({ output }) =>
        output.ok
          ? answering
          : {
              // Paid again in another tab meanwhile: this tab's attempt is refused (409).
              arrange: async (world) => {
                await world.failCalls([])
                await payAgainElsewhere(world)
                world.allowBrowserErrors(/status of 409/)
              },
            },
    },
    'xstate.error.actor.payAgain': {
      label: (event) => (endedSession(event) ? 'Sesi berakhir' : 'Bayar lagi tidak terjawab'),
      how: (event) => (endedSession(event) ? sessionEnded : failing('order-pay-again')),
    },
  },
} satisfies TestModel<typeof checkoutMachine, CheckoutPathEvent>
