import type { QuizQuestion } from '../../../contract/shop/schemas'

/**
 * One question of the quiz: "Langkah N dari M" (or "dari 1–3, tergantung jawabanmu" while an
 * answer can still end the quiz sooner), the question, its answers, and going back.
 */
export function QuizQuestionCard({
  question,
  step,
  fewest,
  most,
  onChoose,
  onBack,
}: {
  question: QuizQuestion
  step: number
  /** The questions in all, by the shortest and the longest way the answers so far allow. */
  fewest: number
  most: number
  onChoose: (questionId: string, optionId: string) => void
  /** Absent on the first question. */
  onBack?: () => void
}) {
  return (
    <section className="card quiz__card" aria-labelledby="pertanyaan">
      <p className="quiz__progress">
        {fewest === most
          ? `Langkah ${step} dari ${most}`
          : `Langkah ${step} dari ${fewest}–${most}, tergantung jawabanmu`}
      </p>
      <progress max={most} value={step} aria-hidden="true" />
      <fieldset className="quiz__options">
        <legend id="pertanyaan" className="quiz__question">
          {question.text}
        </legend>
        {question.help ? <p className="muted">{question.help}</p> : null}
        {question.options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="quiz__option"
            onClick={() => onChoose(question.id, option.id)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {onBack ? (
        <button type="button" className="button button--ghost button--small" onClick={onBack}>
          ‹ Kembali
        </button>
      ) : null}
    </section>
  )
}
