import { describe, expect, it } from 'vitest'
import type { QuizQuestion } from '../../../contract/shop/schemas'
import { questionsAhead, walkQuiz } from './quiz-progress'

const questions: QuizQuestion[] = [
  {
    id: 'a',
    text: 'A?',
    options: [
      { id: 'long', label: 'Panjang', nextQuestionId: 'b' },
      { id: 'end', label: 'Selesai', nextQuestionId: null },
    ],
  },
  { id: 'b', text: 'B?', options: [{ id: 'next', label: 'Lanjut', nextQuestionId: 'c' }] },
  { id: 'c', text: 'C?', options: [{ id: 'done', label: 'Selesai', nextQuestionId: null }] },
]

describe('the skin quiz branches', () => {
  it('follows the answers to the next question, or to the end', () => {
    expect(walkQuiz(questions, 'a', []).next?.id).toBe('a')
    expect(walkQuiz(questions, 'a', [{ questionId: 'a', optionId: 'long' }]).next?.id).toBe('b')
    expect(walkQuiz(questions, 'a', [{ questionId: 'a', optionId: 'end' }])).toMatchObject({
      finished: true,
      next: null,
    })
  })

  it('drops answers that no longer fit the branches (a stale reload)', () => {
    const walked = walkQuiz(questions, 'a', [
      { questionId: 'a', optionId: 'long' },
      { questionId: 'c', optionId: 'done' },
    ])
    expect(walked.answers).toEqual([{ questionId: 'a', optionId: 'long' }])
    expect(walked.next?.id).toBe('b')
  })

  it('counts the fewest and the most questions ahead: an answer that ends the quiz makes it one', () => {
    expect(questionsAhead(questions, 'a')).toEqual({ fewest: 1, most: 3 })
    expect(questionsAhead(questions, 'b')).toEqual({ fewest: 2, most: 2 })
    expect(questionsAhead(questions, 'c')).toEqual({ fewest: 1, most: 1 })
  })
})
