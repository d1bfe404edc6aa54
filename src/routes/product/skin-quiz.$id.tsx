import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import * as v from 'valibot'
import { isApiError } from '../../api/errors'
import { shopQueries } from '../../api/shop/queries'
import type { SkinQuizResult } from '../../api/shop/schemas'
import { pageHead } from '../../components/seo'
import { type QuizAnswer, stepsAhead, walkQuiz } from './-components/quiz-progress'
import { RegimenSteps, regimenCartLines } from './-components/regimen-steps'
import { idParam, oneOfParam } from './-components/search-parse'
import { useAddToCart, useCompleteIntent } from './-components/use-add-to-cart'

/** `regimenId`: the regimen page the visitor came from; `tambah=semua`: add the result after sign-in. */
function validateQuizSearch(search: Record<string, unknown>): {
  regimenId?: string
  tambah?: 'semua'
} {
  return {
    regimenId: idParam(search.regimenId),
    tambah: oneOfParam(search.tambah, ['semua'] as const),
  }
}

export const Route = createFileRoute('/product/skin-quiz/$id')({
  // Loader and page in one chunk: every chunk also costs a name in the first-load JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: validateQuizSearch,
  loaderDeps: ({ search }) => ({ regimenId: search.regimenId }),
  loader: async ({ context, params, deps }) => {
    try {
      const quiz = await context.queryClient.ensureQueryData(
        shopQueries.quiz(params.id, deps.regimenId),
      )
      return { title: quiz.title, intro: quiz.intro }
    } catch (error) {
      if (isApiError(error, 404)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) =>
    loaderData ? pageHead({ title: loaderData.title, description: loaderData.intro }) : {},
  component: SkinQuizPage,
})

const storageKey = (quizId: string) => `diri:skin-quiz:${quizId}`

const StoredAnswers = v.array(v.object({ questionId: v.string(), optionId: v.string() }))

function readAnswers(quizId: string): QuizAnswer[] {
  try {
    const parsed = v.safeParse(
      StoredAnswers,
      JSON.parse(sessionStorage.getItem(storageKey(quizId)) ?? '[]'),
    )
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function SkinQuizPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: quiz } = useSuspenseQuery(shopQueries.quiz(id, search.regimenId))
  const [answers, setAnswers] = useState<QuizAnswer[]>([])
  const [restored, setRestored] = useState(false)
  const { addToCart, addNow, pending } = useAddToCart()

  // Answers survive a reload (and the trip to sign in) in this tab's sessionStorage.
  useEffect(() => {
    setAnswers(readAnswers(quiz.id))
    setRestored(true)
  }, [quiz.id])
  useEffect(() => {
    if (restored) sessionStorage.setItem(storageKey(quiz.id), JSON.stringify(answers))
  }, [answers, restored, quiz.id])

  const walked = walkQuiz(quiz.questions, quiz.firstQuestionId, answers)
  const submit = useMutation({
    mutationFn: async (given: QuizAnswer[]) =>
      (await import('../../api/shop/calls')).answerSkinQuiz({ quizId: quiz.id, answers: given }),
  })
  const { mutate, reset } = submit
  const answersKey = JSON.stringify(walked.answers)
  useEffect(() => {
    if (walked.finished) mutate(JSON.parse(answersKey) as QuizAnswer[])
  }, [walked.finished, answersKey, mutate])

  const result: SkinQuizResult | undefined = walked.finished ? submit.data : undefined

  useCompleteIntent(
    search.tambah === 'semua' && result !== undefined,
    useCallback(
      async () => (result ? addNow(regimenCartLines(result.regimen), result.regimen.name) : false),
      [addNow, result],
    ),
    useCallback(() => {
      void navigate({ search: (previous) => ({ ...previous, tambah: undefined }), replace: true })
    }, [navigate]),
  )

  function choose(questionId: string, optionId: string) {
    setAnswers([...walked.answers, { questionId, optionId }])
  }
  function back() {
    reset()
    setAnswers(walked.answers.slice(0, -1))
  }
  function restart() {
    reset()
    setAnswers([])
  }

  const step = walked.answers.length + 1
  const total = walked.next
    ? walked.answers.length + stepsAhead(quiz.questions, walked.next.id)
    : step

  return (
    <div className="container page quiz">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{quiz.title}</span>
      </nav>
      <h1>{quiz.title}</h1>
      {walked.next ? (
        <>
          {walked.answers.length === 0 ? <p className="lead prose">{quiz.intro}</p> : null}
          <section className="card quiz__card" aria-labelledby="pertanyaan">
            <p className="quiz__progress">
              Langkah {step} dari {total}
            </p>
            <progress max={total} value={step} aria-hidden="true" />
            <fieldset className="quiz__options">
              <legend id="pertanyaan" className="quiz__question">
                {walked.next.text}
              </legend>
              {walked.next.help ? <p className="muted">{walked.next.help}</p> : null}
              {walked.next.options.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  className="quiz__option"
                  onClick={() => walked.next && choose(walked.next.id, option.id)}
                >
                  {option.label}
                </button>
              ))}
            </fieldset>
            {walked.answers.length > 0 ? (
              <button type="button" className="button button--ghost button--small" onClick={back}>
                ‹ Kembali
              </button>
            ) : null}
          </section>
        </>
      ) : submit.isError ? (
        <div className="alert alert--error" role="alert">
          Hasil kuis gagal dimuat. Periksa koneksimu, lalu{' '}
          <button
            type="button"
            className="button button--link"
            onClick={() => mutate(walked.answers)}
          >
            coba lagi
          </button>
          .
        </div>
      ) : !result ? (
        <div className="card quiz__card" aria-busy="true">
          <p>Menyusun rangkaian untukmu…</p>
        </div>
      ) : (
        <section aria-labelledby="hasil" className="quiz__result">
          <p className="eyebrow">Hasil kuismu</p>
          <h2 id="hasil">{result.regimen.name}</h2>
          <p className="lead prose">{result.explanation}</p>
          <p className="prose">{result.regimen.description}</p>
          <RegimenSteps regimen={result.regimen} />
          <div className="buy-bar buy-bar--regimen">
            <button
              type="button"
              className="button button--primary buy-bar__add"
              disabled={pending}
              onClick={() =>
                void addToCart(regimenCartLines(result.regimen), result.regimen.name, {
                  tambah: 'semua',
                })
              }
            >
              {pending ? 'Menambahkan…' : 'Tambah Semua ke Keranjang'}
            </button>
          </div>
          <p className="hero__actions">
            <Link
              to="/product/regimen/$id"
              params={{ id: result.regimen.id }}
              className="button button--secondary"
            >
              Lihat Rangkaian
            </Link>
            <button type="button" className="button button--ghost" onClick={restart}>
              Ulangi Kuis
            </button>
          </p>
          {quiz.fromRegimen && quiz.fromRegimen.id !== result.regimen.id ? (
            <p className="muted">
              Kamu datang dari{' '}
              <Link to="/product/regimen/$id" params={{ id: quiz.fromRegimen.id }}>
                {quiz.fromRegimen.name}
              </Link>
              ; menurut jawabanmu, {result.regimen.name} lebih cocok.
            </p>
          ) : null}
        </section>
      )}
    </div>
  )
}
