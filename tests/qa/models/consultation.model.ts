/**
 * The consultation machine (src/machines/consultation: the consult's questionnaire, from its load
 * to 'Kirim ke Dokter') in the real app, /konsultasi/kuesioner. Each path is a new member (signed
 * in through the API, with a complete profile unless the path's input says it is missing) with a
 * Jerawat consult the arrangement puts where the path's load needs it; the fixtures' small
 * questionnaire stands for the real one as consultation/jerawat-questionnaire.ts says.
 *
 * The answers are put in place as the real system gives them: the fault switch for a load that
 * fails ('consult-questionnaire'), a connection that drops for a call the browser makes (the
 * request aborted), 'Mulai Baru' in another tab for a questionnaire closed meanwhile (409), a
 * sign-out on another device for a session that ended, an answer cleared in another tab for a
 * question the API finds unanswered, a file that is no photo for the API's 422.
 */
import { expect, type Page, type Request, type Route } from '@playwright/test'
import { CONSULTATION_MESSAGES } from '../../../backend/routes/consultation/messages'
import {
  answersByLinkId,
  CONSENT_STEP,
  nextStep,
  previousStep,
  REQUIRED_MESSAGE,
  resumeStep,
  stepErrors,
} from '../../../src/lib/consults/consultation-steps'
import { hasChatRoom } from '../../../src/lib/consults/flow-routes'
import {
  type ConsultationPathEvent,
  consultationFixtureList,
  consultationInputs,
} from '../../../src/machines/consultation/consultation.fixtures'
import { consultationMachine } from '../../../src/machines/consultation/consultation.machine'
import {
  CLOSED_MESSAGE,
  type ConsultationContext,
  questionnaireOf as fixtureQuestionnaireOf,
  LOAD_FAILED_MESSAGE,
  TRY_LATER_MESSAGE,
} from '../../../src/machines/consultation/consultation.model'
import { isSignInRequired } from '../../../src/machines/shared/sign-in-required'
import type { Arrangement, TestModel, Unreachable } from '../model'
import type { QaWorld } from '../replay/qa-world'
import {
  answersBeforeOpening,
  JERAWAT_FLOW,
  optionLabel,
  painAsked,
  realCodesOf,
  realStepOf,
  realSteps,
  titleOf,
} from './consultation/jerawat-questionnaire'
import {
  completeProfile,
  questionnaireOf,
  saveAnswers,
  signInNewMember,
  signOutElsewhere,
  startConsult,
  submitConsult,
} from './consultation/member-api'
import {
  beforePress,
  brokenPhoto,
  cameraPhoto,
  expectStep,
  type LoadPlan,
  labReport,
  questionnaireIn,
  runOf,
} from './consultation/questionnaire-run'

/** The fixtures' words at a question, and what the real app says in their place. */
const REAL_ERRORS: Record<string, string> = {
  // The API's 422 on a question (the fixture's 'unfit'): for real, a required answer missing.
  'Jawaban untuk pertanyaan ini tidak dikenali.': CONSULTATION_MESSAGES.requiredMissing,
  // The API's 422 on a photo: the real API's words for bytes it cannot read.
  'Foto ini tidak bisa dibaca.': CONSULTATION_MESSAGES.unreadablePhoto,
}

/** What the app reports when a call breaks (reportError) and Chromium logs for it. */
const BROKEN_CALL = [
  /\[diri\] Questionnaire/,
  /Failed to load resource: the server responded with a status of 500/,
  /Failed to load resource: net::ERR_/,
]

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

// ---------------------------------------------------------------------------------------------
// Arranging the consult and opening the page

/** Puts the consult where the next load must find it (`runOf(world).loadPlan`). */
async function applyLoadPlan(world: QaWorld) {
  const run = runOf(world)
  if (run.planApplied) return
  const { member, consultId } = run
  if (!member || !consultId) throw new Error('No member and consult to arrange')
  const questionnaire = questionnaireIn(run)
  const answered = run.loadPlan === 'answered' || run.loadPlan === 'sent'
  const keluhan = answered
    ? [{ valueCoding: { system: '', code: 'ringan', display: 'Ringan' } }]
    : undefined
  await saveAnswers(
    world,
    member,
    consultId,
    answersBeforeOpening(questionnaire, keluhan),
    answered ? 'catatan' : 'jenis-jerawat',
  )
  if (run.loadPlan === 'sent') {
    const versions = run.consentVersions ?? {}
    await submitConsult(
      world,
      member,
      consultId,
      Object.entries(versions).map(([kind, version]) => ({ kind, version })),
    )
  }
  run.planApplied = true
}

async function openQuestionnaire(
  world: QaWorld,
  input: (typeof consultationInputs)[number] | undefined,
) {
  const run = runOf(world)
  const member = await signInNewMember(world)
  run.member = member
  if (input?.profileComplete !== false) await completeProfile(world, member)
  const consult = await startConsult(world, member, JERAWAT_FLOW)
  run.consultId = consult.id
  const loaded = await questionnaireOf(world, member, consult.id)
  run.questionnaire = loaded.questionnaire
  run.consentVersions = loaded.consentVersions
  await applyLoadPlan(world)
  // No consult of this member by that id: one nobody has.
  const opened = run.loadPlan === 'none' ? crypto.randomUUID() : consult.id
  const contentId = input?.startAt ? `&contentId=${input.startAt}` : ''
  // The load's answer (the fault switch) only now: the arrangement's own calls go through.
  await beforePress(world)
  await world.open(`/konsultasi/kuesioner?consultId=${opened}${contentId}`)
  run.historyAtOpen = await world.page.evaluate(() => history.length)
}

// ---------------------------------------------------------------------------------------------
// What the member does

/**
 * Presses 'Lanjut' or 'Kembali' through the real steps from the one standing for `from` to the one
 * standing for `to`, through the steps the small questionnaire does not have. The first press is
 * the save the path's move starts from `from`: an answer arranged for it (a refusal, no answer, a
 * session ended) is put in place just before, and then the member stays at `from`, as the path
 * says, so the walk ends there. A save that goes through walks on to `to`.
 */
async function walk(world: QaWorld, from: string, to: string, pain: boolean) {
  const run = runOf(world)
  const questionnaire = questionnaireIn(run)
  const steps = realSteps(questionnaire, pain)
  let at = steps.indexOf(realStepOf(from))
  const end = steps.indexOf(realStepOf(to))
  if (at < 0 || end < 0 || at === end) {
    throw new Error(`No walk from "${from}" to "${to}" over ${steps.join(', ')}`)
  }
  const direction = end > at ? 1 : -1
  const press = () => button(world.page, direction > 0 ? 'Lanjut' : 'Kembali').click()
  if (run.beforePress.length > 0) {
    await beforePress(world)
    await press()
    return
  }
  while (at !== end) {
    await press()
    at += direction
    // The last step is the path's: the next step's assertions check it.
    if (at !== end) await expectStep(world.page, titleOf(questionnaire, steps[at] as string))
  }
}

/** Ticks exactly the real options that stand for the fixture's answer. */
async function answer(world: QaWorld, linkId: string, fixtureAnswer: ConsultationPathEvent) {
  if (fixtureAnswer.type !== 'ANSWER') return
  const questionnaire = questionnaireIn(runOf(world))
  const form = world.page.locator('form.questionnaire-step')
  const wanted = realCodesOf(fixtureAnswer.answer)
  const real = realStepOf(linkId)
  const codes = real === 'jenis-jerawat' ? ['komedo', 'nodul'] : wanted
  for (const code of codes) {
    const label = optionLabel(questionnaire, real, code)
    const role = real === 'jenis-jerawat' ? 'checkbox' : 'radio'
    const box = world.page.getByRole(role, { name: label, exact: true })
    if ((await box.isChecked()) !== wanted.includes(code)) {
      await form.getByText(label, { exact: true }).click()
    }
    await expect(box).toBeChecked({ checked: wanted.includes(code) })
  }
}

/** Drops the connection of the next call `matches` picks out: no answer comes (`onError`). */
async function dropNextCall(world: QaWorld, url: string, matches: (request: Request) => boolean) {
  let dropped = false
  const handler = async (route: Route) => {
    if (!dropped && route.request().method() === 'POST' && matches(route.request())) {
      dropped = true
      await route.abort('connectionreset')
      await world.context.unroute(url, handler)
    } else {
      await route.fallback()
    }
  }
  await world.context.route(url, handler)
}

const SERVER_FUNCTIONS = '**/_serverFn/**'
const carries = (text: string) => (request: Request) => (request.postData() ?? '').includes(text)

/** An answer for the next call: done just before the press that starts it. */
function beforeTheCall(step: (world: QaWorld) => Promise<void>, allowErrors = false): Arrangement {
  return {
    arrange: (world) => {
      runOf(world).beforePress.push(() => step(world))
      if (allowErrors) world.allowBrowserErrors(...BROKEN_CALL)
    },
  }
}

/**
 * Saving the profile sends the questionnaire at once, with no press between, and the replay
 * arranges the submit's answer only after the press that saved the profile: so the submit waits
 * at the network until its answer is arranged (`answerForSubmit`), then goes as it was.
 */
async function holdTheSubmit(world: QaWorld) {
  const run = runOf(world)
  const arranged = new Promise<void>((resolve) => {
    run.openSubmit = resolve
  })
  let held = false
  const handler = async (route: Route) => {
    if (!held && route.request().method() === 'POST' && carries('"consents"')(route.request())) {
      held = true
      await arranged
      await world.context.unroute(SERVER_FUNCTIONS, handler)
    }
    await route.fallback()
  }
  await world.context.route(SERVER_FUNCTIONS, handler)
}

/** The submit's answer: arranged before the next press, or now for a submit that waits. */
function answerForSubmit(arrangement: Arrangement): Arrangement {
  return {
    arrange: async (world) => {
      await arrangement.arrange(world)
      const run = runOf(world)
      if (run.openSubmit) {
        await beforePress(world)
        run.openSubmit()
        run.openSubmit = null
      }
    },
  }
}

function connectionDrops(url: string, matches: (request: Request) => boolean): Arrangement {
  return beforeTheCall((world) => dropNextCall(world, url, matches), true)
}

/**
 * A session that ends while the questionnaire is open: signed out on another device (the token
 * revoked, the cookie kept). The call answers 401, the machine goes to `signInAgain`, and the page
 * sends the member to /masuk. This model found that the tab then froze (the effect sending them
 * re-ran at every navigation it made: use-sign-in-again.ts); these paths now prove it does not.
 */
function sessionEnded(): Arrangement | Unreachable {
  return sessionEndsElsewhere()
}

function sessionEndsElsewhere(): Arrangement {
  return beforeTheCall(async (world) => {
    const { member } = runOf(world)
    if (!member) throw new Error('No member to sign out')
    await signOutElsewhere(world, member)
    world.member = null
    // Chromium logs the refused call (the 401 the page turns into 'Masuk lagi').
    world.allowBrowserErrors(/the server responded with a status of 401/)
  }, true)
}

/** 'Mulai Baru' in another tab: this questionnaire is set aside (status 8), a new one starts. */
function setAsideElsewhere(): Arrangement {
  return beforeTheCall(async (world) => {
    const { member } = runOf(world)
    if (!member) throw new Error('No member to start over')
    await startConsult(world, member, JERAWAT_FLOW, true)
  })
}

/** Whether the page has a history entry of `step`: the step it opened on is its first entry. */
function openedOn(context: ConsultationContext): string | null {
  if (!context.data) return null
  return resumeStep(context.data.questionnaire, answersByLinkId(context.data.answers), [
    context.startAt,
    context.data.lastVisitedContentId,
  ])
}

function visitStep(
  event: Extract<ConsultationPathEvent, { type: 'STEP.VISIT' }>,
  before: ConsultationContext,
) {
  if (event.step !== openedOn(before)) {
    return {
      unreachable:
        'Back dan Forward di browser hanya membuka langkah yang pernah tampil di halaman ini; jalur ini meminta langkah yang belum pernah tampil (model hanya tahu pasti langkah pembuka halaman).',
    }
  }
  return {
    act: async (world: QaWorld) => {
      const { historyAtOpen } = runOf(world)
      await beforePress(world)
      // One jump back to the entry the questionnaire opened on, as a long press on Back does.
      await world.page.evaluate((at) => history.go(at - history.length), historyAtOpen)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// What the page shows

async function expectAnswering(page: Page, context: ConsultationContext) {
  const world = pages.get(page)
  const questionnaire = world ? questionnaireIn(runOf(world)) : null
  if (!questionnaire) throw new Error('No arranged questionnaire for this page')
  const real = realStepOf(context.step)
  await expectStep(page, titleOf(questionnaire, real))
  await expect(button(page, 'Lanjut')).toBeEnabled()
  // The answers of this visit, on the step that shows them.
  if (context.step === 'keluhan') {
    const wanted = realCodesOf(context.answers.keluhan)
    for (const code of ['komedo', 'nodul']) {
      await expect(
        page.getByRole('checkbox', {
          name: optionLabel(questionnaire, 'jenis-jerawat', code),
          exact: true,
        }),
      ).toBeChecked({ checked: wanted.includes(code) })
    }
  }
  if (context.step === 'nyeri' && context.answers.nyeri?.length) {
    await expect(
      page.getByRole('radio', { name: optionLabel(questionnaire, 'nyeri', 'ringan') }),
    ).toBeChecked()
  }
  if (context.step === 'foto') {
    const photos = (context.answers.foto ?? []).length
    await expect(page.getByRole('img', { name: /^Foto \d+ yang kamu unggah$/ })).toHaveCount(photos)
  }
  for (const said of Object.values(context.errors)) {
    await expect(page.getByText(REAL_ERRORS[said] ?? said, { exact: true })).toBeVisible()
  }
  if (context.message) {
    await expect(page.getByRole('alert').filter({ hasText: context.message })).toBeVisible()
  }
}

async function expectConsent(page: Page, context: ConsultationContext) {
  await expectStep(page, 'Persetujuan sebelum dikirim')
  await expect(page.getByRole('checkbox', { name: /persetujuan konsultasi/ })).toBeChecked({
    checked: context.consents['consultation-agreement'],
  })
  await expect(page.getByRole('checkbox', { name: /data kesehatan/ })).toBeChecked({
    checked: context.consents['health-data'],
  })
  await expect(button(page, 'Kirim ke Dokter')).toBeEnabled()
  await expect(button(page, 'Kembali')).toBeEnabled()
  if (context.message) await expect(page.getByText(context.message, { exact: true })).toBeVisible()
}

const profileForm = (page: Page) => page.getByRole('region', { name: 'Sebelum dikirim ke dokter' })

/** The page a world drives, so a state's assertions can read its arranged questionnaire. */
const pages = new WeakMap<Page, QaWorld>()

// ---------------------------------------------------------------------------------------------
// The model

const NO_FORM_REFUSAL =
  'Formulir profil memeriksa aturan yang sama di browser (checkProfile) sebelum mengirim, jadi nilai yang ditolak API tidak pernah sampai ke API dari halaman ini.'

function loadPlanOf(
  output: Extract<ConsultationPathEvent, { type: 'xstate.done.actor.loadQuestionnaire' }>['output'],
): LoadPlan {
  if (output === null) return 'none'
  if (output.consult.status !== 1) return 'sent'
  return output.lastVisitedContentId === CONSENT_STEP ? 'answered' : 'fresh'
}

export const consultationModel = {
  name: 'consultation',
  machine: consultationMachine,
  fixtures: consultationFixtureList,
  inputs: consultationInputs,
  deferred: ['loadQuestionnaire', 'saveAnswers', 'uploadPhoto', 'submit', 'saveProfile'],
  start: {
    label: 'Buka kuesioner Jerawat',
    act: async (world, _next, { input }) => {
      pages.set(world.page, world)
      await openQuestionnaire(world, input)
    },
  },
  states: {
    loading: {
      label: 'Memuat kuesioner',
      passing:
        'Server memuat kuesioner sebelum halaman dikirim (runToFirstStep); langkah berikutnya memeriksa hasilnya.',
    },
    loadFailed: {
      label: 'Kuesioner gagal dimuat',
      expect: async (page, { retries }) => {
        const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED_MESSAGE })
        await expect(alert).toBeVisible()
        await expect(alert.getByRole('button', { name: 'Coba lagi' })).toBeEnabled()
        await expect(alert).toContainText(`Sisa percobaan: ${3 - retries}`)
      },
    },
    answering: {
      label: 'Menjawab pertanyaan',
      expect: expectAnswering,
    },
    saving: {
      label: 'Menyimpan jawaban',
      passing: 'Jawaban sedang disimpan; langkah berikutnya memeriksa jawaban server.',
    },
    uploading: {
      label: 'Mengunggah foto',
      passing: 'Foto sedang diunggah; langkah berikutnya memeriksa jawaban server.',
    },
    consent: {
      label: 'Persetujuan sebelum dikirim',
      expect: expectConsent,
    },
    submitting: {
      label: 'Mengirim ke dokter',
      passing: 'Kuesioner sedang dikirim; langkah berikutnya memeriksa jawaban server.',
    },
    profile: {
      label: 'Profil untuk dokter',
      expect: async (page, { message }) => {
        const form = profileForm(page)
        await expect(form).toBeVisible()
        await expect(form.getByRole('button', { name: 'Simpan dan kirim ke dokter' })).toBeEnabled()
        await expect(form.getByRole('button', { name: 'Kembali' })).toBeEnabled()
        if (message) await expect(form.getByText(message)).toBeVisible()
      },
    },
    savingProfile: {
      label: 'Menyimpan profil',
      passing: 'Profil sedang disimpan; langkah berikutnya memeriksa jawaban server.',
    },
    submitted: {
      label: 'Terkirim ke dokter',
      expect: async (page) => {
        await expect(page).toHaveURL(/\/konsultasi\/pesan\?chatroom=[0-9a-f-]{36}$/)
      },
    },
    notFound: {
      label: 'Kuesioner tidak ditemukan',
      expect: async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan')
      },
    },
    closed: {
      label: 'Kuesioner sudah ditutup',
      expect: async (page, { data }) => {
        // Found sent to the doctors at the load: the page is the consult's chat room.
        if (data && hasChatRoom(data.consult)) {
          await expect(page).toHaveURL(/\/konsultasi\/pesan\?chatroom=[0-9a-f-]{36}$/)
          return
        }
        const alert = page.getByRole('alert').filter({ hasText: CLOSED_MESSAGE })
        await expect(alert).toBeVisible()
        await expect(alert.getByRole('link', { name: 'Lihat konsultasiku' })).toBeVisible()
      },
    },
    failed: {
      label: 'Kuesioner tidak bisa dibuka',
      expect: async (page) => {
        const alert = page.getByRole('alert').filter({ hasText: TRY_LATER_MESSAGE })
        await expect(alert).toBeVisible()
        await expect(alert.getByRole('link', { name: 'Lihat konsultasiku' })).toBeVisible()
        await expect(button(page, 'Coba lagi')).toHaveCount(0)
      },
    },
    signInAgain: {
      label: 'Masuk lagi',
      expect: async (page) => {
        await expect(page).toHaveURL(/\/masuk\?/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk ke Diri')
      },
    },
  },
  events: {
    ANSWER: {
      label: ({ linkId, answer: given }) =>
        `Jawab "${linkId}": ${given.map((value) => ('valueCoding' in value ? value.valueCoding.display : '…')).join(', ')}`,
      how: (event) => ({ act: (world) => answer(world, event.linkId, event) }),
    },
    NEXT: {
      label: () => 'Tekan Lanjut',
      how: (_event, before) => {
        const questionnaire = fixtureQuestionnaireOf(before)
        const incomplete =
          Object.keys(stepErrors(questionnaire, before.answers, before.step)).length > 0
        if (incomplete) {
          return {
            act: async (world) => {
              await button(world.page, 'Lanjut').click()
              await expect(world.page.getByText(REQUIRED_MESSAGE).first()).toBeVisible()
            },
          }
        }
        const target = nextStep(questionnaire, before.answers, before.step)
        return {
          act: (world) => walk(world, before.step, target, painAsked(before.answers)),
        }
      },
    },
    BACK: {
      label: () => 'Tekan Kembali',
      how: (_event, before) => {
        const target = previousStep(fixtureQuestionnaireOf(before), before.answers, before.step)
        if (target === null) return { unreachable: 'Tidak ada langkah sebelumnya.' }
        return {
          act: (world) => walk(world, before.step, target, painAsked(before.answers)),
        }
      },
    },
    'STEP.VISIT': {
      label: ({ step }) => `Back di browser ke langkah "${step}"`,
      how: visitStep,
    },
    ATTACH_PHOTO: {
      label: ({ name }) => `Pilih foto ${name}`,
      how: (event) => ({
        act: async (world) => {
          const run = runOf(world)
          const file = event.name.endsWith('.pdf')
            ? labReport
            : (run.photo ?? (await cameraPhoto()))
          run.photo = null
          await beforePress(world)
          await world.page.getByLabel(/^(Pilih|Tambah) Foto$/).setInputFiles(file)
        },
      }),
    },
    SET_CONSENT: {
      label: ({ kind, agreed }) =>
        `${agreed ? 'Centang' : 'Hapus centang'} ${kind === 'health-data' ? 'izin data kesehatan' : 'persetujuan konsultasi'}`,
      how: ({ kind, agreed }) => ({
        act: async (world) => {
          const name = kind === 'health-data' ? /data kesehatan/ : /persetujuan konsultasi/
          await world.page.getByRole('checkbox', { name }).setChecked(agreed)
        },
      }),
    },
    SUBMIT: {
      label: () => 'Tekan Kirim ke Dokter',
      how: () => ({
        act: async (world) => {
          await beforePress(world)
          await button(world.page, 'Kirim ke Dokter').click()
        },
      }),
    },
    'PROFILE.SAVE': {
      label: () => 'Isi profil lalu Simpan dan kirim ke dokter',
      how: ({ values }) => ({
        act: async (world) => {
          const form = profileForm(world.page)
          await form.getByLabel('Nama lengkap').fill(values.fullName)
          await form.getByLabel('Tanggal lahir').fill(values.dateOfBirth)
          await form
            .getByRole('radio', { name: values.gender === 'male' ? 'Laki-laki' : 'Perempuan' })
            .check()
          await beforePress(world)
          await holdTheSubmit(world)
          await form.getByRole('button', { name: 'Simpan dan kirim ke dokter' }).click()
        },
      }),
    },
    'PROFILE.CANCEL': {
      label: () => 'Tekan Kembali di formulir profil',
      how: () => ({
        act: async (world) => {
          await profileForm(world.page).getByRole('button', { name: 'Kembali' }).click()
        },
      }),
    },
    RETRY: {
      label: () => 'Tekan Coba lagi',
      how: () => ({
        act: async (world) => {
          await applyLoadPlan(world)
          await beforePress(world)
          await button(world.page, 'Coba lagi').click()
        },
      }),
    },
    'xstate.done.actor.loadQuestionnaire': {
      label: ({ output }) =>
        ({
          none: 'Tidak ada kuesioner dengan id itu',
          sent: 'Kuesioner sudah dikirim',
          answered: 'Kuesioner sudah terisi, terakhir di persetujuan',
          fresh: 'Kuesioner baru',
        })[loadPlanOf(output)],
      how: ({ output }) => {
        const plan = loadPlanOf(output)
        return {
          arrange: async (world) => {
            // The 404 page is served with its status, which Chromium logs.
            if (plan === 'none') {
              world.allowBrowserErrors(
                /Failed to load resource: the server responded with a status of 404/,
              )
            }
            const run = runOf(world)
            // After a failed load the page asks the same consult again: it cannot become none.
            if (run.consultId !== null && plan === 'none') {
              throw new Error('A consult that loaded once cannot be gone at the next load')
            }
            if (run.loadPlan !== plan) run.planApplied = false
            run.loadPlan = plan
            await world.failCalls([])
          },
        }
      },
    },
    'xstate.error.actor.loadQuestionnaire': {
      label: ({ error }) =>
        isSignInRequired(error) ? 'Sesi berakhir saat memuat' : 'Kuesioner gagal dimuat',
      how: ({ error }): Arrangement | Unreachable => {
        if (isSignInRequired(error)) {
          return {
            unreachable:
              'Halaman anggota memeriksa sesi sebelum loader memuat kuesioner (_member.tsx): sesi yang berakhir dialihkan ke /masuk sebelum mesin berjalan, jadi pemuatan tidak pernah gagal karena sesi.',
          }
        }
        return beforeTheCall((world) => world.failCalls(['consult-questionnaire']), true)
      },
    },
    'xstate.done.actor.saveAnswers': {
      label: ({ output }) =>
        output.ok
          ? 'Jawaban tersimpan'
          : output.status === 409
            ? 'Kuesioner ditutup di tab lain'
            : 'Jawaban ditolak API',
      how: ({ output }) => {
        if (output.ok) return { arrange: () => {} }
        if (output.status === 409) return setAsideElsewhere()
        return {
          unreachable:
            'Halaman hanya mengirim pertanyaan dan pilihan dari kuesionernya sendiri; 422 API untuk jawaban yang tidak dikenali butuh permintaan yang tidak pernah dibuat halaman.',
        }
      },
    },
    'xstate.error.actor.saveAnswers': {
      label: ({ error }) =>
        isSignInRequired(error)
          ? 'Sesi berakhir (keluar di perangkat lain)'
          : 'Koneksi putus saat menyimpan',
      how: ({ error }) =>
        isSignInRequired(error)
          ? sessionEnded()
          : connectionDrops(SERVER_FUNCTIONS, carries('lastVisitedContentId')),
    },
    'xstate.done.actor.uploadPhoto': {
      label: ({ output }) =>
        output.ok
          ? 'Foto terunggah'
          : output.status === 503
            ? 'Server sibuk membaca foto'
            : 'Foto tidak bisa dibaca',
      how: ({ output }): Arrangement | Unreachable => {
        if (output.ok) return { arrange: () => {} }
        if (output.status === 503) {
          return {
            unreachable:
              'Batas foto yang dibaca bersamaan (503) ada di server untuk semua member; satu halaman tidak bisa memenuhinya tanpa mengunggah puluhan foto sekaligus.',
          }
        }
        return {
          arrange: (world) => {
            runOf(world).photo = brokenPhoto
            world.allowBrowserErrors(
              /Failed to load resource: the server responded with a status of 422/,
            )
          },
        }
      },
    },
    'xstate.error.actor.uploadPhoto': {
      label: ({ error }) =>
        isSignInRequired(error)
          ? 'Sesi berakhir (keluar di perangkat lain)'
          : 'Koneksi putus saat mengunggah',
      how: ({ error }) =>
        isSignInRequired(error)
          ? sessionEnded()
          : connectionDrops('**/konsultasi/lampiran/**', () => true),
    },
    'xstate.done.actor.submit': {
      label: ({ output }) =>
        output.ok
          ? 'Terkirim ke dokter'
          : output.status === 409
            ? 'Kuesioner ditutup di tab lain'
            : `Ditolak API (${output.field})`,
      how: ({ output }): Arrangement | Unreachable => {
        if (output.ok) return answerForSubmit({ arrange: () => {} })
        if (output.status === 409) return answerForSubmit(setAsideElsewhere())
        if (output.field === 'profile') {
          return {
            unreachable:
              'Profil yang sudah lengkap tidak pernah bisa dikosongkan lagi (PUT /auth/me/profile mewajibkan ketiganya), dan halaman membaca sesi yang baru setiap dimuat; jadi API tidak pernah menolak profil yang halaman anggap lengkap.',
          }
        }
        if (output.field === 'consents') {
          return {
            unreachable:
              'Versi teks persetujuan adalah konstanta build API (CONSENT_VERSIONS); tidak bisa berubah di antara pemuatan halaman dan Kirim ke Dokter.',
          }
        }
        // A required answer cleared in another tab: the API names the question still open.
        return answerForSubmit(
          beforeTheCall(async (world) => {
            const { member, consultId } = runOf(world)
            if (!member || !consultId) throw new Error('No consult to clear an answer of')
            await saveAnswers(
              world,
              member,
              consultId,
              [{ linkId: 'jenis-jerawat', answer: [] }],
              'catatan',
            )
          }),
        )
      },
    },
    'xstate.error.actor.submit': {
      label: ({ error }) =>
        isSignInRequired(error)
          ? 'Sesi berakhir (keluar di perangkat lain)'
          : 'Koneksi putus saat mengirim',
      how: ({ error }) =>
        isSignInRequired(error)
          ? sessionEnded()
          : answerForSubmit(connectionDrops(SERVER_FUNCTIONS, carries('"consents"'))),
    },
    'xstate.done.actor.saveProfile': {
      label: ({ output }) => (output.ok ? 'Profil tersimpan' : 'Profil ditolak API'),
      how: ({ output }): Arrangement | Unreachable =>
        output.ok ? { arrange: () => {} } : { unreachable: NO_FORM_REFUSAL },
    },
    'xstate.error.actor.saveProfile': {
      label: ({ error }) =>
        isSignInRequired(error)
          ? 'Sesi berakhir (keluar di perangkat lain)'
          : 'Koneksi putus saat menyimpan profil',
      how: ({ error }) =>
        isSignInRequired(error)
          ? sessionEnded()
          : connectionDrops(SERVER_FUNCTIONS, carries('dateOfBirth')),
    },
  },
} satisfies TestModel<typeof consultationMachine, ConsultationPathEvent>
