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

/** How many questions are still ahead from a question, itself included, by the answers given. */
export interface QuestionsAhead {
  /** By the shortest branch: an answer may end the quiz at once. */
  fewest: number
  /** By the longest branch. */
  most: number
}

/**
 * The fewest and the most questions still ahead from `questionId`, itself included. When they are
 * equal, "Langkah N dari M" is exactly what the member will answer; when not, the count is a
 * range until an answer settles it (an option that ends the quiz makes the fewest 1).
 */
export function questionsAhead(
  questions: QuizQuestion[],
  questionId: string,
  seen = new Set<string>(),
): QuestionsAhead {
  const question = questions.find((candidate) => candidate.id === questionId)
  if (!question || seen.has(questionId)) return { fewest: 0, most: 0 }
  const next = new Set(seen).add(questionId)
  const after = question.options.map((option) =>
    option.nextQuestionId
      ? questionsAhead(questions, option.nextQuestionId, next)
      : { fewest: 0, most: 0 },
  )
  return {
    fewest: 1 + Math.min(...after.map((ahead) => ahead.fewest)),
    most: 1 + Math.max(0, ...after.map((ahead) => ahead.most)),
  }
}
