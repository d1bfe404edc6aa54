import * as v from 'valibot'
import type { QuizAnswer } from './quiz-progress'

// Answers survive a reload (and the trip to sign in) in this tab's sessionStorage.
const storageKey = (quizId: string) => `diri:skin-quiz:${quizId}`

const StoredAnswers = v.array(v.object({ questionId: v.string(), optionId: v.string() }))

/** The answers given so far in this tab; none if nothing (or something unreadable) is stored. */
export function readQuizAnswers(quizId: string): QuizAnswer[] {
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

export function storeQuizAnswers(quizId: string, answers: QuizAnswer[]) {
  sessionStorage.setItem(storageKey(quizId), JSON.stringify(answers))
}
