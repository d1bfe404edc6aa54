/** What every question field shares: its props and the words that say a question is required. */
import type { AnswerValue, QuestionnaireItem } from '../../../contract/consults/fhir'

export interface QuestionFieldProps {
  item: QuestionnaireItem
  answer: readonly AnswerValue[]
  error: string | undefined
  consultId: string
  /** The step's only question: the step's heading already asks it. */
  labelledBy?: string
  onAnswer: (answer: AnswerValue[]) => void
  onPickPhoto: (file: File) => void
  /** Set while this question's last photo may be sent again (server busy, no answer). */
  onRetryPhoto?: () => void
}

/** '(wajib)' in words, never a colour or a sign alone. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? <span className="question__required"> (wajib)</span> : null
}
