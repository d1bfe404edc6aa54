/**
 * The consult's questionnaire: one step at a time, saved on the server at each step,
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
import type { QueryClient } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect, useNavigate } from '@tanstack/react-router'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import * as v from 'valibot'
import type { Snapshot } from 'xstate'
import { missingForConsult } from '../../../../contract/profile/schemas'
import { useSignInAgain } from '../../../components/auth/use-sign-in-again'
import { QuestionnaireBody } from '../../../components/consults/questionnaire-body'
import { QuestionnaireStart } from '../../../components/consults/questionnaire-start'
import { useStepHeadingFocus } from '../../../components/flows/use-step-heading-focus'
import { useStepInUrl } from '../../../components/flows/use-step-in-url'
import { chatRoomUrl, questionnaireUrl } from '../../../lib/consults/flow-routes'
import { reportError } from '../../../lib/error-reports/report-error'
import { runToFirstStep } from '../../../lib/flows/run-to-first-step'
import { searchFlowId, searchText } from '../../../lib/search-params'
import { pageHead, pageTitle } from '../../../lib/seo'
import { consultationActors } from '../../../machines/consultation/consultation.actors'
import { consultationMachine } from '../../../machines/consultation/consultation.machine'
import {
  type ConsultationContext,
  questionnaireTitleOf,
} from '../../../machines/consultation/consultation.model'
import {
  selectConsult,
  selectProgress,
  selectSentConsult,
  selectStepId,
  selectView,
} from '../../../machines/consultation/consultation.selectors'
import { signInAgainRedirect } from '../../../server/auth/sign-in-again'
import { SignInRequiredError } from '../../../server/auth/sign-in-required-error'
import { startMyConsult } from '../../../server/consults/consultation.functions'
import { openedFromThisSite } from '../../../server/http/navigation-origin'

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

const QUESTIONNAIRE_TITLE = 'Kuesioner Konsultasi'

/** How long the server waits for the first step before sending the page with a skeleton. */
const FIRST_STEP_TIMEOUT_MS = 8_000

const consultationLogic = consultationMachine.provide({
  actors: consultationActors,
  actions: { reportError: (_, { error }) => reportError('Questionnaire', error) },
})

/** The machine run to its first step (see `runToFirstStep`). */
async function firstStep(
  consultId: string,
  startAt: string | null,
  href: string,
  profileComplete: boolean,
  queryClient: QueryClient,
) {
  const first = await runToFirstStep(
    consultationLogic,
    { consultId, startAt, profileComplete },
    { timeoutMs: FIRST_STEP_TIMEOUT_MS },
  )
  if (!first) {
    reportError(
      'Questionnaire: the first step took too long on the server',
      new Error(`No first step within ${FIRST_STEP_TIMEOUT_MS} ms`),
    )
    return null
  }
  const { rested } = first
  if (rested.matches('signInAgain')) throw signInAgainRedirect(queryClient, href)
  // Another member's consult, or none: the 404 page with its status, as the chat room answers.
  if (rested.matches('notFound')) throw notFound()
  // A consult already sent belongs in its chat room.
  if (selectSentConsult(rested)) throw redirect({ href: chatRoomUrl({ id: consultId }) })
  return first.snapshot
}

export const Route = createFileRoute('/_member/konsultasi/kuesioner')({
  validateSearch: QuestionnaireSearch,
  // Read from the address, not as loader deps: the page keeps `contentId` in step with the
  // machine (the resume link), which must not load the questionnaire again.
  loader: async ({ location, context: routeContext }) => {
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
      return { consultId: null, startAt: null, snapshot: null, title: QUESTIONNAIRE_TITLE }
    }
    const startAt = search.contentId ?? null
    const snapshot = (await firstStep(
      search.consultId,
      startAt,
      location.href,
      !missingForConsult(routeContext.session.user),
      routeContext.queryClient,
    )) as Snapshot<unknown> | null
    const context =
      snapshot && 'context' in snapshot ? (snapshot.context as ConsultationContext) : undefined
    return {
      consultId: search.consultId,
      startAt,
      snapshot,
      // Counted here, with the questionnaire's engine: `head` loads with every page and so
      // carries none of it.
      title: context ? questionnaireTitleOf(context, context.step) : QUESTIONNAIRE_TITLE,
    }
  },
  shouldReload: false,
  gcTime: 0,
  staleTime: 0,
  // The step's own title ('Langkah 2 dari 5 · Kuesioner Konsultasi'), from the loader's step in
  // the HTML; the page keeps it in step after (`useStepInUrl`).
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData?.title ?? QUESTIONNAIRE_TITLE,
      description: 'Kuesioner keluhanmu di Diri.',
    }),
  component: QuestionnairePage,
})

function QuestionnairePage() {
  const { consultId } = Route.useLoaderData()
  const search = Route.useSearch()
  return consultId ? (
    <Questionnaire consultId={consultId} />
  ) : (
    <QuestionnaireStart flowId={search.flowId} type={search.type} name={search.name} />
  )
}

function Questionnaire({ consultId }: { consultId: string }) {
  const { startAt, snapshot: started } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate()
  const signInAgainIfEnded = useSignInAgain()
  const { session } = Route.useRouteContext()

  const actor = useActorRef(
    consultationLogic.provide({
      actions: { navigate: (_, { url }) => void navigate({ href: url }) },
    }),
    {
      input: { consultId, startAt, profileComplete: !missingForConsult(session.user) },
      ...(started ? { snapshot: started } : {}),
    },
  )
  const view = useSelector(actor, selectView)
  const step = useSelector(actor, selectStepId)
  const progress = useSelector(actor, selectProgress, shallowEqual)
  const consult = useSelector(actor, selectConsult)
  const showsStep = view === 'step' || view === 'consent'

  // The address names the step (`contentId`, the spec's resume link), so a reload or the link
  // copied opens this very step, and Back and Forward step through the questions.
  useStepInUrl(actor, {
    param: 'contentId',
    // The notice of a step posted incomplete (before the app ran) belongs to that view only.
    clear: ['belum'],
    stepOf: (snapshot) => {
      const shown = selectView(snapshot)
      return shown === 'step' || shown === 'consent' ? selectStepId(snapshot) || null : null
    },
    visit: (slug) => ({ type: 'STEP.VISIT' as const, step: slug }),
    moves: ['NEXT', 'BACK'],
    title: (slug) => pageTitle(questionnaireTitleOf(actor.getSnapshot().context, slug)),
    busy: (snapshot) => snapshot.hasTag('busy'),
  })

  // Found sent at a load in the page ('Coba lagi' after a failed one): to its chat room, as the
  // loader sends it on the first.
  const sent = useSelector(actor, selectSentConsult)
  useEffect(() => {
    if (sent) void navigate({ href: chatRoomUrl(sent), replace: true })
  }, [sent, navigate])

  useEffect(() => {
    if (view === 'signInAgain') void signInAgainIfEnded(new SignInRequiredError(), { params: {} })
  }, [view, signInAgainIfEnded])

  const onFirstStep = useStepHeadingFocus(showsStep ? step : null)

  return (
    <div className="container page questionnaire">
      <p className="eyebrow">{consult?.subClinic ?? 'Konsultasi'}</p>
      <h1 id="judul-halaman" tabIndex={-1}>
        Kuesioner {consult?.conditionName ?? 'keluhan'}
      </h1>
      {progress && showsStep ? (
        <div className="questionnaire__progress">
          <p className="step-progress__count" aria-live="polite">
            Langkah {progress.number} dari {progress.total}
          </p>
          <div className="questionnaire__bar" aria-hidden="true">
            <span style={{ width: `${(100 * progress.number) / progress.total}%` }} />
          </div>
        </div>
      ) : null}
      <QuestionnaireBody
        actor={actor}
        consultId={consultId}
        arrivedIncomplete={search.belum === '1' && onFirstStep}
      />
    </div>
  )
}
