import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { SkinQuiz, SkinQuizResult } from '../../../contract/shop/schemas'
import { RegimenAddAll } from './regimen-add-all'
import { RegimenSteps } from './regimen-steps'

/**
 * The quiz's answer: the regimen, why, its steps, and adding them all to the cart.
 * `addAfterSignIn`: the visitor chose "Tambah Semua" and has just signed in to finish it.
 */
export function QuizResult({
  quiz,
  result,
  addAfterSignIn,
  onRestart,
}: {
  quiz: SkinQuiz
  result: SkinQuizResult
  addAfterSignIn: boolean
  onRestart: () => void
}) {
  const { regimen } = result
  const navigate = useNavigate({ from: '/product/skin-quiz/$id' })
  const clearIntent = useCallback(() => {
    void navigate({ search: (previous) => ({ ...previous, tambah: undefined }), replace: true })
  }, [navigate])

  return (
    <section aria-labelledby="hasil" className="quiz__result">
      <p className="eyebrow">Hasil kuismu</p>
      <h2 id="hasil">{regimen.name}</h2>
      <p className="lead prose">{result.explanation}</p>
      <p className="prose">{regimen.description}</p>
      <RegimenSteps regimen={regimen} />
      {/* The result shows only once the app runs (the answers live in this tab), so the app takes
          this form's press; it is a form like the regimen page's all the same. */}
      <RegimenAddAll
        regimen={regimen}
        back={
          quiz.fromRegimen
            ? `/product/skin-quiz/${quiz.id}?regimenId=${quiz.fromRegimen.id}`
            : `/product/skin-quiz/${quiz.id}`
        }
        addAfterSignIn={addAfterSignIn}
        clearIntent={clearIntent}
      />
      <p className="hero__actions">
        <Link
          to="/product/regimen/$id"
          params={{ id: regimen.id }}
          className="button button--secondary"
        >
          Lihat Rangkaian
        </Link>
        <button type="button" className="button button--ghost" onClick={onRestart}>
          Ulangi Kuis
        </button>
      </p>
      {quiz.fromRegimen && quiz.fromRegimen.id !== regimen.id ? (
        <p className="muted">
          Kamu datang dari{' '}
          <Link to="/product/regimen/$id" params={{ id: quiz.fromRegimen.id }}>
            {quiz.fromRegimen.name}
          </Link>
          ; menurut jawabanmu, {regimen.name} lebih cocok.
        </p>
      ) : null}
    </section>
  )
}
