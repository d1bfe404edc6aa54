import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { SkinQuiz } from '../../../contract/shop/schemas'
import { readQuizAnswers, storeQuizAnswers } from '../../lib/shop/quiz-answers-storage'
import { type QuizAnswer, walkQuiz } from '../../lib/shop/quiz-progress'

/**
 * The quiz as it is answered: the answers that fit its branches, the question to show next, and
 * once an answer ends it, the regimen the API chooses for them.
 */
export function useQuizAnswers(quiz: SkinQuiz) {
  const [answers, setAnswers] = useState<QuizAnswer[]>([])
  const [restored, setRestored] = useState(false)

  // Read after the first render: the server has no sessionStorage, and the first render matches it.
  useEffect(() => {
    setAnswers(readQuizAnswers(quiz.id))
    setRestored(true)
  }, [quiz.id])
  useEffect(() => {
    if (restored) storeQuizAnswers(quiz.id, answers)
  }, [answers, restored, quiz.id])

  const walked = useMemo(
    () => walkQuiz(quiz.questions, quiz.firstQuestionId, answers),
    [quiz, answers],
  )
  const submit = useMutation({
    mutationFn: async (given: QuizAnswer[]) =>
      (await import('../../api/shop/calls')).answerSkinQuiz({ quizId: quiz.id, answers: given }),
  })
  const { mutate, reset } = submit
  // `walked` changes only with the answers, so each finished set of answers is sent once.
  useEffect(() => {
    if (walked.finished) mutate(walked.answers)
  }, [walked, mutate])

  return {
    walked,
    /** Only for the answers as they are now: going back drops an older result. */
    result: walked.finished ? submit.data : undefined,
    failed: submit.isError,
    retry: () => mutate(walked.answers),
    choose: (questionId: string, optionId: string) =>
      setAnswers([...walked.answers, { questionId, optionId }]),
    back: () => {
      reset()
      setAnswers(walked.answers.slice(0, -1))
    },
    restart: () => {
      reset()
      setAnswers([])
    },
  }
}
