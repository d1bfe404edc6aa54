import type { QuizQuestion } from '../../../contract/shop/schemas'

export interface QuizAnswer {
  questionId: string
  optionId: string
}

/**
 * Where the answers lead: the question to show next (null once an answer ends the quiz) and the
 * answers that still fit the branches (a stale or tampered list is cut where it stops fitting).
 */
export function walkQuiz(
  questions: QuizQuestion[],
  firstQuestionId: string,
  answers: QuizAnswer[],
) {
  const byId = new Map(questions.map((question) => [question.id, question]))
  const valid: QuizAnswer[] = []
  let current: QuizQuestion | undefined = byId.get(firstQuestionId)
  for (const answer of answers) {
    if (!current || answer.questionId !== current.id) break
    const option = current.options.find((candidate) => candidate.id === answer.optionId)
    if (!option) break
    valid.push(answer)
    current = option.nextQuestionId ? byId.get(option.nextQuestionId) : undefined
    if (!option.nextQuestionId) return { answers: valid, next: null, finished: true }
  }
  return { answers: valid, next: current ?? null, finished: false }
}

/** The most questions still ahead from `questionId`, itself included. */
export function stepsAhead(
  questions: QuizQuestion[],
  questionId: string,
  seen = new Set<string>(),
): number {
  const question = questions.find((candidate) => candidate.id === questionId)
  if (!question || seen.has(questionId)) return 0
  const next = new Set(seen).add(questionId)
  return (
    1 +
    Math.max(
      0,
      ...question.options.map((option) =>
        option.nextQuestionId ? stepsAhead(questions, option.nextQuestionId, next) : 0,
      ),
    )
  )
}
