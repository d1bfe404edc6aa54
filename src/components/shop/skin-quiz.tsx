import type { SkinQuiz as Quiz } from '../../../contract/shop/schemas'
import { questionsAhead } from '../../lib/shop/quiz-progress'
import { QuizQuestionCard } from './quiz-question-card'
import { QuizResult } from './quiz-result'
import { useQuizAnswers } from './use-quiz-answers'

/**
 * The skin quiz below its title: the next question with the steps ahead, then the regimen its
 * answers lead to. `addAfterSignIn`: see QuizResult.
 */
export function SkinQuiz({ quiz, addAfterSignIn }: { quiz: Quiz; addAfterSignIn: boolean }) {
  const { walked, result, failed, retry, choose, back, restart } = useQuizAnswers(quiz)

  if (walked.next) {
    const answered = walked.answers.length
    return (
      <>
        {answered === 0 ? <p className="lead prose">{quiz.intro}</p> : null}
        <QuizQuestionCard
          question={walked.next}
          step={answered + 1}
          // The questions this member will answer, by the answers so far: one number once the
          // branches ahead are all as long, a range while an answer can still shorten the way.
          {...countOf(answered, questionsAhead(quiz.questions, walked.next.id))}
          onChoose={choose}
          onBack={answered > 0 ? back : undefined}
        />
      </>
    )
  }
  if (failed) {
    return (
      <div className="alert alert--error" role="alert">
        Hasil kuis gagal dimuat. Periksa koneksimu, lalu{' '}
        <button type="button" className="button button--link" onClick={retry}>
          coba lagi
        </button>
        .
      </div>
    )
  }
  if (!result) {
    return (
      <div className="card quiz__card" aria-busy="true">
        <p>Menyusun rangkaian untukmu…</p>
      </div>
    )
  }
  return (
    <QuizResult quiz={quiz} result={result} addAfterSignIn={addAfterSignIn} onRestart={restart} />
  )
}

function countOf(answered: number, ahead: { fewest: number; most: number }) {
  return { fewest: answered + ahead.fewest, most: answered + ahead.most }
}
