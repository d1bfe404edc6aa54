import type { QuizQuestion } from '../../../contract/shop/schemas'

/** One question of the quiz: "Langkah N dari M", the question, its answers, and going back. */
export function QuizQuestionCard({
  question,
  step,
  total,
  onChoose,
  onBack,
}: {
  question: QuizQuestion
  step: number
  total: number
  onChoose: (questionId: string, optionId: string) => void
  /** Absent on the first question. */
  onBack?: () => void
}) {
  return (
    <section className="card quiz__card" aria-labelledby="pertanyaan">
      <p className="quiz__progress">
        Langkah {step} dari {total}
      </p>
      <progress max={total} value={step} aria-hidden="true" />
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
