/**
 * The booking machine (src/machines/booking) in the real app: /klinik/booking for a new member
 * (the four inputs: a first visit, a Booking button's link, `?ubah=` a reschedule, `?ulang=` a
 * rebook), at Diri Klinik Kemang with any doctor and the acne peel, on a day two days ahead or
 * more with free times.
 *
 * The page runs the machine on the server until its first step rests (`runToFirstStep`): the
 * config, the cart, the Booking button's choices, the booking to move and its first step's load
 * are answered there, before the page is sent. So the start arranges all of them from the path's
 * answers (the member's cart, their bookings, the link) before it opens the page, and those
 * steps have nothing of their own to show. After that every call is the page's own, and its
 * answers are arranged before the person's step that starts them (booking-arrangements.ts).
 */
import { expect, type Page } from '@playwright/test'
import type { StateValue } from 'xstate'
import type { FaultName } from '../../../backend/http/fault-injection'
import {
  type BookingPathEvent,
  bookingFixtureList,
  bookingInputs,
  STILL_RUNNING_WAIT_EVENT,
  staleCart,
} from '../../../src/machines/booking/booking.fixtures'
import { bookingMachine } from '../../../src/machines/booking/booking.machine'
import {
  BOOKING_NOT_FOUND_MESSAGE,
  type BookingContext,
  type BookingInput,
  type BookingStep,
  CANCEL_NOT_SENT_MESSAGE,
  CONFLICT_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  NOT_SAVED_MESSAGE,
} from '../../../src/machines/booking/booking.model'
import { BOOKING_STEP_SLUGS } from '../../../src/machines/booking/booking.steps'
import type { Arrangement, StartingPath, TestModel, Unreachable } from '../model'
import type { QaWorld } from '../replay/qa-world'
import {
  asItIs,
  cancelledElsewhere,
  cartEmptied,
  everyChoiceSaved,
  heldByMember,
  movedElsewhere,
  takenByAnother,
} from './booking/booking-arrangements'
import {
  type BrowserActor,
  dropNextCall,
  endSessionAtNextCall,
  isBrowserActor,
} from './booking/booking-calls'
import {
  ACNE_PEEL,
  bookableDay,
  bookingOfMember,
  fullCartOn,
  KEMANG,
  LASER,
  PANAKKUKANG,
  runOf,
  setCart,
  signedInMember,
  signOutElsewhere,
  startRun,
} from './booking/booking-world'

const FLOW = '/klinik/booking'

/** The step's heading (h2) as the page names it. */
const HEADINGS: Record<BookingStep, string> = {
  branch: 'Pilih cabang',
  doctor: 'Pilih dokter',
  treatments: 'Pilih perawatan',
  date: 'Pilih tanggal',
  slot: 'Pilih jam',
  review: 'Periksa booking-mu',
}
const STEP_LABELS: Record<BookingStep, string> = {
  branch: 'Cabang',
  doctor: 'Dokter',
  treatments: 'Perawatan',
  date: 'Tanggal',
  slot: 'Jam',
  review: 'Periksa',
}
const CLINIC_NAMES: Record<string, string> = {
  [KEMANG.id]: KEMANG.name,
  [PANAKKUKANG.id]: PANAKKUKANG.name,
}
/** The machine's own words (booking.model.ts): the page must say exactly these. */
const OWN_MESSAGES = new Set([
  NOT_SAVED_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  CONFLICT_MESSAGE,
  CANCEL_NOT_SENT_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
])

const reschedules = (context: BookingContext) => context.mode.kind === 'reschedule'

const stepHeading = (page: Page, step: BookingStep, context: BookingContext) =>
  page.getByRole('heading', {
    level: 2,
    name: step === 'review' && reschedules(context) ? 'Periksa jadwal baru' : HEADINGS[step],
    exact: true,
  })

/**
 * A message the machine holds is on the page: its own words exactly; the API's (a refusal, which
 * the fixtures word as they like) as an alert of the step.
 */
async function expectMessage(page: Page, message: string | null) {
  if (message === null) return
  const alerts = page.getByRole('alert')
  // Once: a cancel's answer is said in its dialog alone, not again on the step behind it.
  if (OWN_MESSAGES.has(message)) {
    await expect(alerts.filter({ hasText: message })).toBeVisible()
  } else await expect(alerts.first()).toBeVisible()
}

/** 'Langkah 3 dari 6: Perawatan' (a reschedule counts its own three steps) and the heading. */
async function expectStep(page: Page, step: BookingStep, context: BookingContext) {
  await expect(stepHeading(page, step, context)).toBeVisible()
  if (!reschedules(context)) {
    await expect(page.getByRole('navigation', { name: 'Langkah booking' })).toContainText(
      `Langkah ${Object.keys(HEADINGS).indexOf(step) + 1} dari 6: ${STEP_LABELS[step]}`,
    )
  }
}

const loadingOf = (what: string) => ({
  label: `Memuat ${what}`,
  passing: `Memuat ${what}: sekejap, tanpa tampilan sendiri; langkah berikutnya memeriksa jawabannya.`,
})
const savingOf = (what: string) => ({
  label: `Menyimpan ${what}`,
  passing: `Pilihan ${what} sedang dikirim; langkah berikutnya memeriksa jawabannya.`,
})
const serverLoad = (what: string) => ({
  label: `Memuat ${what} (di server)`,
  passing: `Server memuat ${what} sebelum halaman dikirim; langkah pertama yang tampil memeriksanya.`,
})

/** A step whose data failed to load: its alert and 'Coba Lagi' (or the word that none is left). */
function failedStep(step: BookingStep, failedText: string) {
  return {
    label: `${STEP_LABELS[step]}: gagal dimuat`,
    expect: async (page: Page, context: BookingContext) => {
      await expect(stepHeading(page, step, context)).toBeVisible()
      const alert = page.getByRole('alert').filter({ hasText: failedText })
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('button', { name: 'Coba Lagi' })).toBeEnabled()
    },
  }
}

/** A step ready for a choice: its heading and progress, its control, the message it holds. */
function readyStep(step: BookingStep, control: (page: Page) => Promise<void>) {
  return {
    label: `Langkah ${STEP_LABELS[step]}`,
    expect: async (page: Page, context: BookingContext) => {
      await expectStep(page, step, context)
      await control(page)
      await expectMessage(page, context.message)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The start: the member, their cart and bookings, the link, arranged from the path's answers.

type Answer<Type extends BookingPathEvent['type']> = Extract<BookingPathEvent, { type: Type }>

function answerOf<Type extends BookingPathEvent['type']>(
  events: readonly BookingPathEvent[],
  type: Type,
): Answer<Type> | undefined {
  return events.find((event): event is Answer<Type> => event.type === type)
}

/** The cart the first `loadCart` answer holds, as the real API can have it (null: empty). */
function cartFor(events: readonly BookingPathEvent[], day: string) {
  const answer = answerOf(events, 'xstate.done.actor.loadCart')
  const cart = answer?.output
  if (!cart || cart.clinic === null) return null
  const laser = cart.treatments.some((treatment) => treatment.id === LASER.id)
  return {
    // The fixtures' preselected cart is Panakkukang with the laser, which Panakkukang does not
    // offer: the same shape (a branch and a treatment, no doctor) at Kemang, which offers it.
    clinicId: KEMANG.id,
    ...(cart.doctor ? { doctorId: 'any' } : {}),
    ...(cart.treatments.length > 0 ? { treatmentIds: [laser ? LASER.id : ACNE_PEEL.id] } : {}),
    ...(cart.date ? { date: day } : {}),
  }
}

async function startBooking(world: QaWorld, path: StartingPath<BookingInput, BookingPathEvent>) {
  const { input, events } = path
  const self = await signedInMember(world, world.newMember())
  startRun(world, { self, day: '', bookingNumber: null, events })
  const day = await bookableDay(world, self)
  let bookingNumber: string | null = null
  let address = FLOW
  if (input.mode.kind === 'new') {
    if (input.mode.clinicId) {
      const preselected = answerOf(events, 'xstate.done.actor.saveCart')?.output
      // Saved, the fixtures' answer is the whole cart (a day too): the member chose the rest on
      // an earlier visit, and the link's branch and treatment go in over it.
      await setCart(world, self, preselected?.ok ? fullCartOn(day) : cartFor(events, day))
      // Refused: Panakkukang does not offer the laser (the fixtures' link); saved: Kemang does.
      const branch = preselected?.ok === false ? PANAKKUKANG.id : KEMANG.id
      address = `${FLOW}?cabang=${branch}&perawatan=${LASER.id}`
    } else {
      await setCart(world, self, cartFor(events, day))
    }
  } else {
    const answer =
      input.mode.kind === 'reschedule'
        ? answerOf(events, 'xstate.done.actor.loadBooking')?.output
        : answerOf(events, 'xstate.done.actor.rebook')?.output
    const own =
      answer === null || (answer !== undefined && 'ok' in answer && !answer.ok)
        ? null
        : await bookingOfMember(
            world,
            self,
            day,
            answer && 'rescheduleRefusal' in answer && answer.rescheduleRefusal ? 2 : 0,
          )
    // A number of nobody's booking (the API's 404) when the answer is none or a refusal.
    bookingNumber = own?.bookingNumber ?? 'DK-0000000000'
    const param = input.mode.kind === 'reschedule' ? 'ubah' : 'ulang'
    address = `${FLOW}?${param}=${bookingNumber}`
    // A rebook starts from the booking's cart: whatever the member had before is replaced.
    await setCart(world, self, null)
  }
  startRun(world, {
    self,
    day,
    bookingNumber: input.mode.kind === 'reschedule' ? bookingNumber : null,
    events,
  })
  const ended = firstWalkSessionEnd(events)
  if (ended) {
    // The member comes from another page of the site, whose app still believes in the session
    // (the session query is fresh for 5 minutes): the booking's first walk then runs in the
    // browser, as a link's navigation does, and its call meets the session ended elsewhere.
    await world.open('/klinik')
    await endSessionAtNextCall(world, ended, () => signOutElsewhere(world, self))
    await world.page.evaluate(async (href) => {
      const router = (self as unknown as { __TSR_ROUTER__: { navigate: (to: object) => unknown } })
        .__TSR_ROUTER__
      await router.navigate({ href })
    }, address)
    return
  }
  // The first walk's failures, each on its own call, while the server renders the page only.
  const faults = firstWalkFaults(events)
  if (faults.length > 0) {
    await world.failCalls(faults)
    world.allowBrowserErrors(...FAILED_ON_SERVER)
  }
  await world.open(address)
  if (faults.length > 0) await world.failCalls([])
}

/** The fault switch's name for each call of the first walk (backend/http/fault-injection.ts). */
const FIRST_WALK_FAULTS: Record<string, FaultName> = {
  loadConfig: 'booking-config',
  loadCart: 'booking-cart',
  // The Booking button's branch and treatment, saved on the way.
  saveCart: 'booking-cart-save',
  loadBooking: 'booking-read',
  rebook: 'booking-rebook',
  loadClinics: 'clinic-offline-clinics',
  loadClinic: 'booking-clinic',
  loadDates: 'booking-dates',
  loadSchedule: 'booking-times',
}

/** What the app reports of a load that failed (its step shows it): the server's, then the page's. */
const FAILED_ON_SERVER = [/\[diri\] Booking/]

/** The actor whose call of the first walk the ended session refuses, if the path has one. */
function firstWalkSessionEnd(events: readonly BookingPathEvent[]): BrowserActor | null {
  for (const event of events.slice(1)) {
    if (!OUTCOME.test(event.type)) break
    const actor = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1] ?? ''
    if (sessionEnded(event as { error: unknown })) {
      if (!isBrowserActor(actor)) throw new Error(`No server function for ${event.type}`)
      return actor
    }
  }
  return null
}

/**
 * The first walk is the answers before the person's first move (the server runs them before the
 * page is sent); every one of them that fails is a call the fault switch names.
 */
function firstWalkFaults(events: readonly BookingPathEvent[]): FaultName[] {
  const faults: FaultName[] = []
  for (const event of events.slice(1)) {
    if (!OUTCOME.test(event.type)) break
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
    const fault = FIRST_WALK_FAULTS[failed?.[1] ?? '']
    if (failed && !sessionEnded(event as { error: unknown })) {
      if (!fault) throw new Error(`No fault name for the first walk's ${event.type}`)
      faults.push(fault)
    }
  }
  return faults
}

// ---------------------------------------------------------------------------------------------
// The person's moves.

const button = (name: string) =>
  move(async (world) => {
    await world.page.getByRole('button', { name, exact: true }).click()
  })

/** The day the path books on, on the calendar of the date step. */
async function chooseDay(world: QaWorld) {
  const { day } = runOf(world)
  const button = world.page.locator(`button.date-grid__day[data-date="${day}"]`)
  await expect(button).toBeEnabled()
  await button.click()
}

/** The first free time (the one a second member takes in `takenByAnother`). */
async function chooseFirstTime(world: QaWorld) {
  const times = world.page.getByRole('grid').getByRole('button')
  await expect(times.first()).toBeVisible()
  await times.first().click()
}

/** The tab's history entries of the flow, by TanStack's index of each: the step each names. */
const entries = new WeakMap<QaWorld, Map<number, string | null>>()

async function currentEntry(world: QaWorld) {
  const index = await world.page.evaluate(
    () => (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0,
  )
  return { index, slug: new URL(world.page.url()).searchParams.get('langkah') }
}

/** Notes the entry the page is on (before each move), so Back and Forward know where they lead. */
async function noteEntry(world: QaWorld) {
  if (!world.page.url().includes(FLOW)) return
  const { index, slug } = await currentEntry(world)
  const known = entries.get(world) ?? new Map<number, string | null>()
  known.set(index, slug)
  entries.set(world, known)
}

/**
 * A person's move in the page, after the entry it leaves is noted and the answers it starts are
 * arranged.
 */
function move(act: (world: QaWorld) => Promise<void>) {
  return {
    act: async (world: QaWorld) => {
      await noteEntry(world)
      await arrangeChain(world)
      await act(world)
    },
  }
}

/**
 * Back, Forward or Go in the browser to the nearest entry of this tab that names the step: one
 * history move, as a long press on Back chooses an entry.
 */
async function goToEntry(world: QaWorld, step: BookingStep) {
  const slug = BOOKING_STEP_SLUGS[step]
  const { index } = await currentEntry(world)
  const candidates = [...(entries.get(world) ?? new Map()).entries()]
    .filter(([at, named]) => named === slug && at !== index)
    .sort(([a], [b]) => Math.abs(a - index) - Math.abs(b - index))
  const [target] = candidates[0] ?? []
  if (target === undefined) {
    // None (the page was opened at another step's address): the step's own address instead.
    await openStepAddress(world, step)
    return
  }
  await world.page.evaluate((delta) => history.go(delta), target - index)
  await expect(world.page).toHaveURL(new RegExp(`[?&]langkah=${slug}(&|$)`))
}

/**
 * The step's address opened in the tab (a bookmark, a shared link): the page resumes where the
 * cart is, then goes on to the step asked for, the flow's visit event from the resumed step.
 */
async function openStepAddress(world: QaWorld, step: BookingStep) {
  const run = runOf(world)
  const slug = BOOKING_STEP_SLUGS[step]
  const moving = run.bookingNumber ? `ubah=${run.bookingNumber}&` : ''
  // Another document: the entries noted so far are of the one left.
  entries.delete(world)
  await world.open(`${FLOW}?${moving}langkah=${slug}`)
}

/**
 * Whether the page rests where a fresh load of the flow rests: only the first step's own data is
 * loaded (the branches, or the branch, or the days, or the times), nothing chosen in the page.
 */
function restsAsLoaded(context: BookingContext) {
  const loaded = [context.clinics, context.clinic, context.dates, context.schedule].filter(
    (data) => data !== null,
  )
  return loaded.length <= 1 && context.slot === null && context.message === null
}

/**
 * Arranged by the person's move that starts the answer's actor (`arrangeChain`): a dropped call,
 * or a cancel's answer, which comes on a step after the press's own (the cancel's key first).
 */
const ARRANGED_ON_PRESS: Arrangement = { arrange: () => {} }

/** How many person's moves of the path have been made, to find what follows the next one. */
const movesMade = new WeakMap<QaWorld, number>()

const OUTCOME = /^xstate\.(done|error|after)\./

/**
 * Before the path's next move: the answers of the steps it starts (up to the next move) that
 * must be in place before it, since their calls go out at once, one after the other (a booking
 * refused with the slot's times reloaded, a cancel after its key): every dropped call, each on
 * its own server function, and a cancel's 'moved'.
 */
async function arrangeChain(world: QaWorld) {
  const made = movesMade.get(world) ?? 0
  movesMade.set(world, made + 1)
  const { events } = runOf(world)
  const moves = events
    .map((event, index) => ({ event, index }))
    .filter(({ event, index }) => index > 0 && !OUTCOME.test(event.type))
  const from = moves[made]?.index
  if (from === undefined) return
  const next = moves[made + 1]?.index ?? events.length
  for (const answer of events.slice(from + 1, next)) {
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(answer.type)
    const actor = failed?.[1] ?? ''
    if (failed && isBrowserActor(actor)) {
      if (sessionEnded(answer as { error: unknown })) {
        const { self } = runOf(world)
        await endSessionAtNextCall(world, actor, () => signOutElsewhere(world, self))
      } else await dropNextCall(world, actor)
    }
    if (answer.type === 'xstate.done.actor.cancelBooking' && answer.output.kind === 'moved') {
      await movedElsewhere.arrange(world)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reachability: what the real app cannot be put into, with why.

/**
 * The first walk's answers (every answer before the person's first move): the server runs them
 * before the page is sent. A failure is arranged by the start, with the fault switch.
 */
function firstWalk(earlier: ReadonlyArray<{ type: string }>) {
  return earlier.slice(1).every((event) => OUTCOME.test(event.type))
}

/** Failed on the first walk by the start's fault switch (`firstWalkFaults`). */
const ARRANGED_AT_START: Arrangement = { arrange: () => {} }

const unreachable = (reason: string): Unreachable => ({ unreachable: reason })

/**
 * A call's failure: on the first walk, arranged by the start (the fault switch on the server, or
 * the session ended as the member follows a link to the booking); after a move, dropped under the
 * page's call or refused as the session ends (`arrangeChain`).
 */
function callFailure(
  event: { error: unknown },
  earlier: ReadonlyArray<{ type: string }>,
): Arrangement | Unreachable {
  void event
  return firstWalk(earlier) ? ARRANGED_AT_START : ARRANGED_ON_PRESS
}

const sessionEnded = (event: { error: unknown }) =>
  event.error instanceof Error && event.error.name === 'SignInRequiredError'

function failureLabel(what: string) {
  return (event: { error: unknown }) =>
    sessionEnded(event) ? `Sesi berakhir saat ${what}` : `Koneksi putus saat ${what}`
}

const topOf = (state: StateValue) => (typeof state === 'string' ? state : Object.keys(state)[0])
const subStateOf = (state: StateValue) =>
  typeof state === 'string' ? null : Object.values(state)[0]

export const bookingModel = {
  name: 'booking',
  machine: bookingMachine,
  fixtures: bookingFixtureList,
  inputs: bookingInputs,
  deferred: [
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
  ],
  start: {
    label: 'Buka halaman Booking Klinik',
    act: (world, _next, path) => startBooking(world, path),
  },
  states: {
    'loading.deciding': serverLoad('apa yang masih kurang'),
    'loading.config': serverLoad('aturan booking'),
    'loading.cart': serverLoad('keranjang booking'),
    'loading.preselecting': serverLoad('pilihan dari tombol Booking'),
    'loading.booking': serverLoad('booking yang dijadwalkan ulang'),
    'loading.rebooking': serverLoad('booking yang diulang'),
    'loading.resuming': serverLoad('langkah pertama yang belum dipilih'),
    'loading.failed': {
      label: 'Booking belum termuat',
      expect: async (page) => {
        await expect(
          page.getByRole('heading', { level: 2, name: 'Booking belum termuat' }),
        ).toBeVisible()
        await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeEnabled()
      },
    },
    'branch.loading': loadingOf('daftar cabang'),
    'branch.ready': readyStep('branch', (page) =>
      expect(page.getByRole('button', { name: `Pilih cabang ${KEMANG.name}` })).toBeEnabled(),
    ),
    'branch.saving': savingOf('cabang'),
    'branch.failed': failedStep('branch', 'Daftar cabang gagal dimuat.'),
    'doctor.loading': loadingOf('dokter cabang'),
    'doctor.ready': readyStep('doctor', (page) =>
      expect(page.getByRole('radio', { name: /^Dokter mana saja/ })).toBeEnabled(),
    ),
    'doctor.saving': savingOf('dokter'),
    'doctor.failed': failedStep('doctor', 'Data cabang gagal dimuat.'),
    'treatments.loading': loadingOf('perawatan cabang'),
    'treatments.ready': readyStep('treatments', (page) =>
      expect(page.getByRole('checkbox', { name: new RegExp(LASER.name) })).toBeEnabled(),
    ),
    'treatments.saving': savingOf('perawatan'),
    'treatments.failed': failedStep('treatments', 'Data langkah ini gagal dimuat.'),
    'date.loading': loadingOf('tanggal yang tersedia'),
    'date.ready': readyStep('date', (page) =>
      // The calendar's free days, named 'Rabu, 2 Desember 2026'.
      expect(page.getByRole('button', { name: /^\S+, \d{1,2} \S+ \d{4}$/ }).first()).toBeEnabled(),
    ),
    'date.saving': savingOf('tanggal'),
    'date.failed': failedStep('date', 'Tanggal yang tersedia gagal dimuat.'),
    'slot.loading': loadingOf('jam yang tersedia'),
    'slot.ready': readyStep('slot', (page) =>
      expect(page.getByRole('grid').getByRole('button').first()).toBeEnabled(),
    ),
    'slot.failed': failedStep('slot', 'Jam yang tersedia gagal dimuat.'),
    'review.preparing': {
      label: 'Menyiapkan kunci percobaan',
      passing: 'Kunci percobaan dibuat seketika di halaman; langkah berikutnya memeriksa hasilnya.',
    },
    'review.makingKey': {
      label: 'Membuat kunci percobaan',
      passing: 'Kunci percobaan dibuat seketika di halaman; langkah berikutnya memeriksa hasilnya.',
    },
    'review.ready': {
      label: 'Periksa booking',
      expect: async (page, context) => {
        await expectStep(page, 'review', context)
        const confirm = reschedules(context) ? 'Simpan Jadwal Baru' : 'Konfirmasi Booking'
        await expect(page.getByRole('button', { name: confirm })).toBeEnabled()
        if (!reschedules(context)) {
          await expect(page.getByRole('button', { name: 'Ubah cabang' })).toBeEnabled()
        }
        await expectMessage(page, context.message)
      },
    },
    'review.failed': {
      label: 'Periksa booking: gagal disiapkan',
      expect: async (page) => {
        await expect(
          page.getByRole('alert').filter({ hasText: 'Booking belum bisa disiapkan.' }),
        ).toBeVisible()
      },
    },
    'confirming.booking': {
      label: 'Mengirim booking',
      passing: 'Booking sedang dikirim; langkah berikutnya memeriksa jawabannya.',
    },
    'confirming.rescheduling': {
      label: 'Mengirim jadwal baru',
      passing: 'Jadwal baru sedang dikirim; langkah berikutnya memeriksa jawabannya.',
    },
    'confirming.waiting': {
      label: 'Menunggu booking yang masih diproses',
      unreachable:
        'Kunci percobaan dibuat di halaman: tidak ada permintaan lain dengan kunci itu yang bisa masih berjalan di API.',
    },
    'conflict.loading': loadingOf('jam yang tersisa'),
    'conflict.ready': {
      label: 'Jam sudah diambil: pilih jam lain',
      expect: async (page, context) => {
        await expectStep(page, 'slot', context)
        await expect(
          page.getByRole('alert').filter({ hasText: context.conflictMessage ?? CONFLICT_MESSAGE }),
        ).toBeVisible()
        await expect(page.getByRole('grid').getByRole('button').first()).toBeEnabled()
      },
    },
    'conflict.failed': failedStep('slot', 'Jam yang tersedia gagal dimuat.'),
    'cancelling.preparing': {
      label: 'Menyiapkan pembatalan',
      passing: 'Kunci pembatalan dibuat seketika; langkah berikutnya memeriksa jawabannya.',
    },
    'cancelling.makingKey': {
      label: 'Membuat kunci pembatalan',
      passing: 'Kunci pembatalan dibuat seketika; langkah berikutnya memeriksa jawabannya.',
    },
    'cancelling.sending': {
      label: 'Mengirim pembatalan',
      passing: 'Pembatalan sedang dikirim; langkah berikutnya memeriksa jawabannya.',
    },
    booked: {
      label: 'Booking berhasil',
      expect: async (page, context) => {
        const heading = reschedules(context) ? 'Jadwal berhasil diubah' : 'Booking berhasil'
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Lihat Pass Booking' })).toHaveAttribute(
          'href',
          /^\/akun\/booking\/DK-[0-9A-Z]{10}$/,
        )
      },
    },
    cancelled: {
      label: 'Booking dibatalkan',
      expect: async (page) => {
        await expect(
          page.getByRole('heading', { level: 2, name: 'Booking dibatalkan' }),
        ).toBeVisible()
        await expect(page.getByRole('link', { name: 'Lihat Booking' })).toBeVisible()
      },
    },
    signInAgain: {
      label: 'Sesi berakhir: masuk lagi',
      expect: async (page, context) => {
        // Back to this booking after signing in: its own address, the booking being moved too.
        await expect(page).toHaveURL(/\/masuk\?redirect=/)
        const back = new URL(page.url()).searchParams.get('redirect') ?? ''
        expect(back).toMatch(/^\/klinik\/booking(\?|$)/)
        if (context.mode.kind === 'reschedule') expect(back).toMatch(/[?&]ubah=DK-/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk ke Diri')
      },
    },
    failed: {
      label: 'Coba lagi nanti',
      expect: async (page) => {
        await expect(page.getByRole('heading', { level: 2, name: 'Coba lagi nanti' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Kembali ke Klinik' })).toBeVisible()
      },
    },
    unavailable: {
      label: 'Booking tidak bisa diubah',
      expect: async (page, context) => {
        await expect(
          page.getByRole('heading', { level: 2, name: 'Booking tidak bisa diubah' }),
        ).toBeVisible()
        await expectMessage(page, context.message)
        await expect(page.getByRole('link', { name: 'Booking Saya' })).toBeVisible()
      },
    },
  },
  events: {
    CHOOSE_BRANCH: {
      label: ({ clinicId }) => `Pilih cabang ${CLINIC_NAMES[clinicId] ?? clinicId}`,
      how: ({ clinicId }) => button(`Pilih cabang ${CLINIC_NAMES[clinicId] ?? clinicId}`),
    },
    CHOOSE_DOCTOR: {
      label: () => 'Pilih Dokter mana saja, lalu Lanjut',
      how: () =>
        move(async (world) => {
          await world.page.getByText('Dokter mana saja', { exact: true }).click()
          await world.page.getByRole('button', { name: 'Lanjut', exact: true }).click()
        }),
    },
    TOGGLE_TREATMENT: {
      label: () => `Centang ${LASER.name}`,
      how: () =>
        move(async (world) => {
          await world.page.getByRole('checkbox', { name: new RegExp(LASER.name) }).click()
        }),
    },
    CONTINUE: { label: () => 'Lanjut', how: () => button('Lanjut') },
    CHOOSE_DATE: {
      label: () => 'Pilih tanggal',
      how: () => move(chooseDay),
    },
    CHOOSE_SLOT: {
      label: () => 'Pilih jam pertama yang tersedia',
      how: () => move(chooseFirstTime),
    },
    CONFIRM: {
      label: () => 'Konfirmasi',
      how: (_event, before) =>
        button(reschedules(before) ? 'Simpan Jadwal Baru' : 'Konfirmasi Booking'),
    },
    BACK: { label: () => 'Kembali', how: () => button('Kembali') },
    EDIT: {
      label: ({ step }) => `Ubah ${STEP_LABELS[step].toLowerCase()}`,
      how: ({ step }) => {
        const what = {
          branch: 'cabang',
          doctor: 'dokter',
          treatments: 'perawatan',
          date: 'tanggal',
          slot: 'jam',
        }[step]
        return button(`Ubah ${what}`)
      },
    },
    RETRY: { label: () => 'Coba Lagi', how: () => button('Coba Lagi') },
    CANCEL_BOOKING: {
      label: () => 'Batalkan booking ini',
      how: ({ reason }) =>
        move(async (world) => {
          await world.page.getByRole('button', { name: 'Batalkan booking ini' }).click()
          const dialog = world.page.getByRole('dialog', { name: 'Batalkan booking ini?' })
          if (reason) {
            await dialog.getByRole('textbox', { name: 'Alasan (opsional)' }).fill(reason)
          }
          await dialog.getByRole('button', { name: 'Ya, Batalkan Booking' }).click()
        }),
    },
    'STEP.VISIT': {
      label: ({ step }) =>
        `Ke langkah ${STEP_LABELS[step]} lewat Kembali/Maju browser atau alamatnya`,
      how: ({ step }, before, state?: StateValue) =>
        state !== undefined && subStateOf(state) === 'saving'
          ? unreachable(
              'Kembali/Maju saat pilihan sedang disimpan ditahan halaman (useStepInUrl: mesin sibuk) dan diminta lagi setelah simpanan selesai, dari langkah berikutnya.',
            )
          : restsAsLoaded(before)
            ? move((world) => openStepAddress(world, step))
            : move((world) => goToEntry(world, step)),
    },
    [STILL_RUNNING_WAIT_EVENT]: {
      label: () => 'Tunggu, lalu kirim lagi',
      how: () =>
        unreachable(
          'Hanya setelah jawaban "masih diproses", yang tidak bisa dibuat di aplikasi sungguhan (lihat confirming.waiting).',
        ),
    },

    'xstate.done.actor.loadConfig': { label: () => 'Aturan booking termuat', how: () => asItIs },
    'xstate.error.actor.loadConfig': {
      label: failureLabel('memuat aturan booking'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.loadCart': {
      label: ({ output }) =>
        output.clinic === null ? 'Keranjang booking kosong' : 'Keranjang booking berisi pilihan',
      how: ({ output }) =>
        output.date === staleCart.date
          ? unreachable(
              'Tanggal di keranjang yang sudah lewat: API menolak menyimpan tanggal lampau, dan hari yang disimpan hanya lewat seiring waktu.',
            )
          : asItIs,
    },
    'xstate.error.actor.loadCart': {
      label: failureLabel('memuat keranjang'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.saveCart': {
      label: ({ output }) => (output.ok ? 'Pilihan tersimpan' : 'Pilihan ditolak API'),
      how: ({ output }, running, state) => {
        if (topOf(state) === 'loading') return asItIs
        if (output.ok) return everyChoiceSaved
        if (topOf(state) === 'branch') {
          return unreachable(
            'Daftar cabang hanya berisi cabang aktif yang melayani perawatan pilihan; API hanya menolak cabang lain.',
          )
        }
        void running
        return cartEmptied
      },
    },
    'xstate.error.actor.saveCart': {
      label: failureLabel('menyimpan pilihan'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.loadBooking': {
      label: ({ output }) =>
        output === null
          ? 'Booking tidak ditemukan'
          : output.rescheduleRefusal
            ? 'Booking tidak bisa diubah lagi'
            : 'Booking termuat',
      how: () => asItIs,
    },
    'xstate.error.actor.loadBooking': {
      label: failureLabel('memuat booking'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.rebook': {
      label: ({ output }) => (output.ok ? 'Keranjang dari booking lama' : 'Booking ulang ditolak'),
      how: () => asItIs,
    },
    'xstate.error.actor.rebook': {
      label: failureLabel('booking ulang'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.loadClinics': { label: () => 'Daftar cabang termuat', how: () => asItIs },
    'xstate.error.actor.loadClinics': {
      label: failureLabel('memuat daftar cabang'),
      how: (event, _running, _state, earlier) =>
        sessionEnded(event)
          ? unreachable(
              'Daftar cabang adalah daftar publik (listBookingBranches tanpa sesi): panggilannya tidak pernah ditolak karena sesi berakhir.',
            )
          : callFailure(event, earlier),
    },
    'xstate.done.actor.loadClinic': { label: () => 'Data cabang termuat', how: () => asItIs },
    'xstate.error.actor.loadClinic': {
      label: failureLabel('memuat data cabang'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.loadDates': { label: () => 'Tanggal termuat', how: () => asItIs },
    'xstate.error.actor.loadDates': {
      label: failureLabel('memuat tanggal'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.loadSchedule': { label: () => 'Jam termuat', how: () => asItIs },
    'xstate.error.actor.loadSchedule': {
      label: failureLabel('memuat jam'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.newIdempotencyKey': {
      label: () => 'Kunci percobaan dibuat',
      how: () => asItIs,
    },
    'xstate.error.actor.newIdempotencyKey': {
      label: () => 'Kunci percobaan gagal dibuat',
      how: () =>
        unreachable(
          'Kunci dibuat di halaman dengan crypto.randomUUID(), yang tidak gagal di browser yang menjalankan aplikasi.',
        ),
    },
    'xstate.done.actor.book': {
      label: ({ output }) => CONFIRM_LABELS[output.kind],
      how: ({ output }) => confirmArrangement(output.kind),
    },
    'xstate.error.actor.book': {
      label: failureLabel('mengirim booking'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.reschedule': {
      label: ({ output }) => CONFIRM_LABELS[output.kind],
      how: ({ output }) => confirmArrangement(output.kind),
    },
    'xstate.error.actor.reschedule': {
      label: failureLabel('mengirim jadwal baru'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
    'xstate.done.actor.cancelBooking': {
      label: ({ output }) =>
        ({
          cancelled: 'Booking dibatalkan',
          moved: 'Booking sudah dipindah di tab lain',
          refused: 'Pembatalan ditolak',
          stillRunning: 'Pembatalan masih diproses',
        })[output.kind],
      how: ({ output }) =>
        output.kind === 'cancelled'
          ? asItIs
          : output.kind === 'moved'
            ? ARRANGED_ON_PRESS
            : output.kind === 'refused'
              ? unreachable(
                  'API hanya menolak pembatalan di dalam batas 24 jam; booking seperti itu tidak punya tombol Batalkan (cancelRefusal), dan batas itu tidak bisa lewat di antara memuat dan menekan.',
                )
              : unreachable(
                  'Kunci pembatalan dibuat di halaman: tidak ada permintaan lain dengan kunci itu yang bisa masih berjalan di API.',
                ),
    },
    'xstate.error.actor.cancelBooking': {
      label: failureLabel('mengirim pembatalan'),
      how: (event, _running, _state, earlier) => callFailure(event, earlier),
    },
  },
} satisfies TestModel<typeof bookingMachine, BookingPathEvent>

const CONFIRM_LABELS = {
  booked: 'Booking tercatat',
  conflict: 'Jam sudah diambil orang lain',
  ownBooking: 'Kamu sudah punya booking di jam itu',
  refused: 'Booking ditolak API',
  stillRunning: 'Booking masih diproses',
  moved: 'Booking sudah dipindah di tab lain',
} as const

function confirmArrangement(kind: keyof typeof CONFIRM_LABELS): Arrangement | Unreachable {
  switch (kind) {
    case 'booked':
      return asItIs
    case 'conflict':
      return takenByAnother
    case 'ownBooking':
      return heldByMember
    case 'refused':
      // A booking: the cart emptied in another tab (the API asks for a branch and treatment);
      // a reschedule: the booking cancelled in another tab.
      return {
        arrange: async (world) => {
          if (runOf(world).bookingNumber) await cancelledElsewhere.arrange(world)
          else await cartEmptied.arrange(world)
        },
      }
    case 'stillRunning':
      return unreachable(
        'Kunci percobaan dibuat di halaman: tidak ada permintaan lain dengan kunci itu yang bisa masih berjalan di API.',
      )
    case 'moved':
      return movedElsewhere
  }
}
