/**
 * The consult's questionnaire (issue #15): one step at a time, saved on the server at each step,
 * so the address (`?consultId=&contentId=`, the spec's resume link) opens the member's step after
 * a reload or on another device. The consultation machine (`src/machines/consultation/`) decides
 * what shows; the loader runs it to its first step on the server, so the step is in the HTML and
 * its form works before the app's JavaScript has loaded (ADR 007: posted to
 * `/konsultasi/kuesioner/jawab`, which moves the same way).
 *
 * Without a consult id but with a flow (the way back from signing in), the member's consult of
 * that flow is found or started and the page opens it; from another site's link the page offers
 * the start as a button instead, so a link elsewhere cannot start anything.
 */
import { createFileRoute, notFound, redirect, useNavigate } from '@tanstack/react-router'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import * as v from 'valibot'
import { createActor, type Snapshot, waitFor } from 'xstate'
import { QuestionnaireStep } from '../../../components/consultation/questionnaire-step'
import { reportError } from '../../../components/report-error'
import { searchFlowId, searchText } from '../../../components/search-params'
import { pageHead } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { useSignInAgain } from '../../../components/use-sign-in-again'
import { chatRoomUrl, questionnaireUrl } from '../../../machines/consult-start/flow-routes'
import { consultationActors } from '../../../machines/consultation/consultation.actors'
import { consultationMachine } from '../../../machines/consultation/consultation.machine'
import { CONSENT_MISSING_MESSAGE } from '../../../machines/consultation/consultation.model'
import {
  selectCanGoBack,
  selectIsBusy,
  selectProgress,
  selectQuestions,
  selectRetriesLeft,
  selectStepItem,
  selectView,
} from '../../../machines/consultation/consultation.selectors'
import { stepErrors } from '../../../machines/consultation/consultation.steps'
import { startMyConsult } from '../../../server/consultation.functions'
import { CONSULT_START_FIELDS } from '../../../server/consultation-forms'
import { openedFromThisSite } from '../../../server/navigation-origin'
import { SignInRequiredError } from '../../../server/sign-in-required-error'

const QuestionnaireSearch = v.object({
  flowId: searchFlowId,
  contentId: searchText,
  consultId: searchText,
  type: searchText,
  name: searchText,
  /** Set by the step's form (before the app runs) when a required question was left open. */
  belum: v.fallback(v.optional(v.picklist(['1'])), undefined),
})
type QuestionnaireSearch = v.InferOutput<typeof QuestionnaireSearch>

/** How long the server waits for the first step before sending the page with a skeleton. */
const FIRST_STEP_TIMEOUT_MS = 8_000

const consultationLogic = consultationMachine.provide({
  actors: consultationActors,
  actions: { reportError: (_, { error }) => reportError('Questionnaire', error) },
})

/**
 * The machine run to its first step: started here and left once it rests. Its snapshot starts
 * the page's machine, so the step is in the HTML and the app takes over at that very state.
 */
async function firstStep(consultId: string, startAt: string | null, href: string) {
  const actor = createActor(consultationLogic, { input: { consultId, startAt } })
  actor.start()
  try {
    const rested = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), {
      timeout: FIRST_STEP_TIMEOUT_MS,
    })
    if (rested.matches('signInAgain')) {
      throw redirect({ to: '/masuk', search: { redirect: href } })
    }
    // Another member's consult, or none: the 404 page with its status, as the chat room answers.
    if (rested.matches('notFound')) throw notFound()
    // A consult already sent belongs in its chat room.
    const status = rested.context.data?.consult.status
    if (rested.matches('closed') && (status === 2 || status === 3)) {
      throw redirect({ href: chatRoomUrl({ id: consultId }) })
    }
    return actor.getPersistedSnapshot()
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Timeout')) {
      reportError('Questionnaire: the first step took too long on the server', error)
      return null
    }
    throw error
  } finally {
    actor.stop()
  }
}

export const Route = createFileRoute('/_member/konsultasi/kuesioner')({
  validateSearch: QuestionnaireSearch,
  // Read from the address, not as loader deps: the page keeps `contentId` in step with the
  // machine (the resume link), which must not load the questionnaire again.
  loader: async ({ location }) => {
    const search = location.search as QuestionnaireSearch
    if (!search.consultId) {
      if (search.flowId && openedFromThisSite()) {
        const started = await startMyConsult({ data: { flowId: search.flowId } })
        if (started.ok) {
          const entry = { flowId: search.flowId, type: search.type, name: search.name }
          throw redirect({
            href:
              started.consult.status === 1
                ? questionnaireUrl(started.consult, entry)
                : chatRoomUrl(started.consult),
            replace: true,
          })
        }
      }
      return { consultId: null, startAt: null, snapshot: null }
    }
    const startAt = search.contentId ?? null
    return {
      consultId: search.consultId,
      startAt,
      snapshot: (await firstStep(
        search.consultId,
        startAt,
        location.href,
      )) as Snapshot<unknown> | null,
    }
  },
  shouldReload: false,
  gcTime: 0,
  staleTime: 0,
  head: () =>
    pageHead({ title: 'Kuesioner Konsultasi', description: 'Kuesioner keluhanmu di Diri.' }),
  component: QuestionnairePage,
})

function QuestionnairePage() {
  const { consultId } = Route.useLoaderData()
  return consultId ? <Questionnaire consultId={consultId} /> : <StartHere />
}

/** No consult named: the start of the flow as a button (from another site's link, or a refusal). */
function StartHere() {
  const search = Route.useSearch()
  return (
    <div className="container page questionnaire">
      <h1>Kuesioner Konsultasi</h1>
      {search.flowId ? (
        <form method="post" action="/konsultasi/mulai" className="card questionnaire__start">
          <p>Jawab beberapa pertanyaan singkat tentang keluhanmu, lalu dokter membacanya.</p>
          <input type="hidden" name={CONSULT_START_FIELDS.flowId} value={search.flowId} />
          {search.type ? (
            <input type="hidden" name={CONSULT_START_FIELDS.type} value={search.type} />
          ) : null}
          {search.name ? (
            <input type="hidden" name={CONSULT_START_FIELDS.name} value={search.name} />
          ) : null}
          <button type="submit" className="button button--primary">
            Mulai Kuesioner
          </button>
        </form>
      ) : (
        <div className="card empty-state">
          <p>Pilih dulu keluhan yang ingin kamu konsultasikan.</p>
          <ButtonLink to="/keluhan">Lihat daftar keluhan</ButtonLink>
        </div>
      )}
    </div>
  )
}

function Questionnaire({ consultId }: { consultId: string }) {
  const { startAt, snapshot: started } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate()
  const signInAgainIfEnded = useSignInAgain()

  const actor = useActorRef(
    consultationLogic.provide({
      actions: { navigate: (_, { url }) => void navigate({ href: url }) },
    }),
    { input: { consultId, startAt }, ...(started ? { snapshot: started } : {}) },
  )
  const view = useSelector(actor, selectView)
  const busy = useSelector(actor, selectIsBusy)
  const progress = useSelector(actor, selectProgress, shallowEqual)
  const stepItem = useSelector(actor, selectStepItem)
  const questions = useSelector(actor, selectQuestions, shallowEqual)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const retriesLeft = useSelector(actor, selectRetriesLeft)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const step = context.step
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading'))
  const unsent = context.unsent

  // The address follows the step, so a reload (or the link copied) opens this very step.
  const { contentId } = search
  useEffect(() => {
    if ((view === 'step' || view === 'consent') && step !== '' && step !== contentId) {
      void navigate({
        to: '/konsultasi/kuesioner',
        search: { ...search, contentId: step, belum: undefined },
        replace: true,
      })
    }
  }, [view, step, contentId, search, navigate])

  useEffect(() => {
    if (view === 'signInAgain') void signInAgainIfEnded(new SignInRequiredError(), { params: {} })
  }, [view, signInAgainIfEnded])

  // The step's heading takes the focus when the step changes (not on the page's first view), so
  // a screen reader hears the new question and the focus never falls to the top of the page.
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (view !== 'step' && view !== 'consent') return
    const previous = shown.current
    shown.current = step
    if (previous === null || previous === step) return
    document.getElementById('judul-langkah')?.focus()
  }, [view, step])

  const consult = context.data?.consult
  const send = actor.send
  // The step's form sent before the app ran left something open: said at once on arrival.
  const arrivedIncomplete =
    search.belum === '1' &&
    (shown.current === null || shown.current === step) &&
    Object.keys(context.errors).length === 0 &&
    context.data !== null

  let body: React.ReactNode
  switch (view) {
    case 'loading':
    case 'loadFailed':
      body =
        view === 'loading' ? (
          <div className="card questionnaire-step" aria-busy="true">
            <p className="skeleton skeleton--title" />
            <p className="skeleton skeleton--line" />
            <p className="skeleton skeleton--line skeleton--short" />
          </div>
        ) : (
          <div className="alert alert--error" role="alert">
            <p>{context.message}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'RETRY' })}
            >
              Coba lagi
            </button>
            <p className="muted small">Sisa percobaan: {retriesLeft}</p>
          </div>
        )
      break
    case 'step':
    case 'consent':
      body = (
        <QuestionnaireStep
          consultId={consultId}
          flowId={consult?.flowId ?? ''}
          step={step}
          item={stepItem}
          questions={questions}
          answers={context.answers}
          errors={
            arrivedIncomplete && context.data
              ? stepErrors(context.data.questionnaire, context.answers, step)
              : context.errors
          }
          message={
            arrivedIncomplete && view === 'consent' && !context.message
              ? CONSENT_MISSING_MESSAGE
              : context.message
          }
          consentVersions={context.data?.consentVersions ?? null}
          consents={context.consents}
          canGoBack={canGoBack}
          busy={busy}
          uploading={uploading}
          onAnswer={(linkId, answer) => send({ type: 'ANSWER', linkId, answer })}
          onPickPhoto={(linkId, file) =>
            send({ type: 'ATTACH_PHOTO', linkId, file, name: file.name })
          }
          unsentPhoto={
            unsent
              ? { linkId: unsent.linkId, retry: () => send({ type: 'ATTACH_PHOTO', ...unsent }) }
              : null
          }
          onConsent={(kind, agreed) => send({ type: 'SET_CONSENT', kind, agreed })}
          onNext={() => send({ type: 'NEXT' })}
          onBack={() => send({ type: 'BACK' })}
          onSubmit={() => send({ type: 'SUBMIT' })}
        />
      )
      break
    case 'submitted':
      body = (
        <p className="alert alert--info" role="status">
          Kuesionermu terkirim. Membuka ruang chat dengan dokter…
        </p>
      )
      break
    case 'notFound':
      body = (
        <div className="alert alert--error" role="alert">
          Kuesioner ini tidak ditemukan di akunmu. Mungkin sudah selesai, atau kamu masuk dengan
          nomor lain.
        </div>
      )
      break
    case 'closed':
    case 'failed':
      body = (
        <div className="alert alert--error" role="alert">
          <p>{context.message}</p>
          <ButtonLink to="/akun/konsultasi" variant="secondary">
            Lihat konsultasiku
          </ButtonLink>
        </div>
      )
      break
    case 'signInAgain':
      body = (
        <p className="alert alert--info" role="status">
          Sesimu sudah berakhir. Mengarahkan ke halaman masuk…
        </p>
      )
      break
  }

  return (
    <div className="container page questionnaire">
      <p className="eyebrow">{consult?.subClinic ?? 'Konsultasi'}</p>
      <h1 id="judul-halaman" tabIndex={-1}>
        Kuesioner {consult?.conditionName ?? 'keluhan'}
      </h1>
      {progress && (view === 'step' || view === 'consent') ? (
        <div className="questionnaire__progress">
          <p className="step-progress__count" aria-live="polite">
            Langkah {progress.number} dari {progress.total}
          </p>
          <div className="questionnaire__bar" aria-hidden="true">
            <span style={{ width: `${(100 * progress.number) / progress.total}%` }} />
          </div>
        </div>
      ) : null}
      {body}
    </div>
  )
}
