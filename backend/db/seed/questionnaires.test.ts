import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  type AnswerValue,
  type EnableWhen,
  Questionnaire,
  type QuestionnaireItem,
} from '../../../contract/consults/fhir'
import {
  type Answers,
  enabledLinkIds,
  enabledSteps,
  flattenItems,
  isExclusiveOption,
} from '../../../contract/consults/questionnaire'
import { seedPolyclinicContent } from './polyclinics'
import { QUESTIONNAIRE_VERSION } from './questionnaire-data/builders'
import { flowIdOf, questionnaireSeed } from './questionnaires'

/**
 * Answers that satisfy every condition of the questionnaire at once: for each question, every
 * value some `enableWhen` asks of it. Not what one member would answer (a yes and a no to the
 * same question), but it shows that every item can be reached.
 */
function answersEnablingEverything(questionnaire: Questionnaire): Answers {
  const answers: Record<string, AnswerValue[]> = {}
  const conditions = flattenItems(questionnaire.item).flatMap(({ item }) => item.enableWhen ?? [])
  for (const condition of conditions) {
    answers[condition.question] = [...(answers[condition.question] ?? []), satisfying(condition)]
  }
  return answers
}

function satisfying(condition: EnableWhen): AnswerValue {
  if (condition.operator === 'exists') return { valueString: 'ada' }
  if (condition.answerCoding) {
    return condition.operator === '!='
      ? { valueCoding: { code: `bukan-${condition.answerCoding.code}`, display: 'Lainnya' } }
      : { valueCoding: condition.answerCoding }
  }
  if (condition.answerBoolean !== undefined) {
    return {
      valueBoolean:
        condition.operator === '!=' ? !condition.answerBoolean : condition.answerBoolean,
    }
  }
  if (condition.answerInteger !== undefined) {
    const shift = { '>': 1, '<': -1, '!=': 1 }[condition.operator as string] ?? 0
    return { valueInteger: condition.answerInteger + shift }
  }
  throw new Error(`No answer satisfies ${JSON.stringify(condition)}`)
}

const QUESTION_TYPES = new Set<QuestionnaireItem['type']>(['group', 'display'])

describe.each(questionnaireSeed.map((questionnaire) => [questionnaire.id, questionnaire] as const))(
  'the seeded questionnaire %s',
  (_id, questionnaire) => {
    const all = flattenItems(questionnaire.item).map(({ item }) => item)

    it('is a FHIR Questionnaire of the contract, active, for patients', () => {
      expect(v.safeParse(Questionnaire, questionnaire).issues).toBeUndefined()
      const flowId = flowIdOf(questionnaire)
      expect(questionnaire).toMatchObject({
        id: `kuesioner-${flowId}-v${QUESTIONNAIRE_VERSION}`,
        url: `https://diri.co.id/fhir/Questionnaire/kuesioner-${flowId}`,
        version: String(QUESTIONNAIRE_VERSION),
        status: 'active',
        subjectType: ['Patient'],
      })
    })

    it('has 8 to 15 steps, and linkIds that are unique', () => {
      expect(questionnaire.item.length).toBeGreaterThanOrEqual(8)
      expect(questionnaire.item.length).toBeLessThanOrEqual(15)
      const linkIds = all.map((item) => item.linkId)
      expect(new Set(linkIds).size).toBe(linkIds.length)
    })

    it('gives every question a text, and every choice its options', () => {
      for (const item of all) {
        expect(item.text, item.linkId).toBeTruthy()
        if (item.type === 'choice' || item.type === 'open-choice') {
          expect(item.answerOption?.length ?? 0, item.linkId).toBeGreaterThanOrEqual(2)
        } else {
          expect(item.answerOption, item.linkId).toBeUndefined()
        }
        if (QUESTION_TYPES.has(item.type)) expect(item.required, item.linkId).toBeFalsy()
      }
    })

    it('branches only on earlier questions, with answers those questions can take', () => {
      const seen = new Map<string, QuestionnaireItem>()
      for (const item of all) {
        for (const condition of item.enableWhen ?? []) {
          const question = seen.get(condition.question)
          expect(question, `${item.linkId} depends on ${condition.question}`).toBeDefined()
          if (!question) continue
          expect(QUESTION_TYPES.has(question.type), item.linkId).toBe(false)
          if (condition.answerCoding) {
            const codes = question.answerOption?.map((option) => option.valueCoding)
            expect(codes, `${item.linkId} on ${question.linkId}`).toContainEqual(
              condition.answerCoding,
            )
          }
          if (condition.answerBoolean !== undefined && condition.operator !== 'exists') {
            expect(question.type, item.linkId).toBe('boolean')
          }
          if (condition.answerInteger !== undefined) expect(question.type).toBe('integer')
        }
        if ((item.enableWhen?.length ?? 0) > 1)
          expect(item.enableBehavior, item.linkId).toBeDefined()
        seen.set(item.linkId, item)
      }
    })

    it('has a group of 2 to 4 questions, a branching step, and asks about allergies', () => {
      const groups = all.filter((item) => item.type === 'group')
      expect(groups.length).toBeGreaterThanOrEqual(1)
      for (const group of groups) {
        expect(group.item?.length ?? 0, group.linkId).toBeGreaterThanOrEqual(2)
        expect(group.item?.length ?? 0, group.linkId).toBeLessThanOrEqual(4)
      }
      expect(questionnaire.item.some((item) => item.enableWhen)).toBe(true)
      expect(all.map((item) => item.linkId)).toContain('alergi')
    })

    it('shows fewer steps before any answer than with the answers that enable every item', () => {
      const everything = answersEnablingEverything(questionnaire)
      expect(enabledLinkIds(questionnaire, everything).size).toBe(all.length)
      expect(enabledSteps(questionnaire, {}).length).toBeLessThan(
        enabledSteps(questionnaire, everything).length,
      )
      expect(enabledSteps(questionnaire, everything)).toEqual(questionnaire.item)
    })
  },
)

describe('the seeded questionnaires', () => {
  it('are one per condition flow of the seeded polyclinics', () => {
    const flows = seedPolyclinicContent.flatMap((clinic) =>
      clinic.conditions.map((condition) => condition.flowId),
    )
    expect(questionnaireSeed.map(flowIdOf).sort()).toEqual(flows.sort())
  })

  it('ask for photos, several and optional, in every skin and hair flow', () => {
    for (const questionnaire of questionnaireSeed.filter((q) => /^kuesioner-2[01]/.test(q.id))) {
      const photos = flattenItems(questionnaire.item)
        .map(({ item }) => item)
        .filter((item) => item.type === 'attachment')
      expect(photos.length, questionnaire.id).toBeGreaterThanOrEqual(1)
      for (const photo of photos) {
        expect(photo).toMatchObject({ repeats: true, required: false })
        expect(photo.text).toMatch(/^Unggah foto/)
      }
    }
  })

  it('use enableBehavior any and all somewhere', () => {
    const behaviors = questionnaireSeed.flatMap((questionnaire) =>
      flattenItems(questionnaire.item).map(({ item }) => item.enableBehavior),
    )
    expect(behaviors).toContain('any')
    expect(behaviors).toContain('all')
  })
})

describe('exclusive options in the seeded questionnaires', () => {
  const choices = questionnaireSeed.flatMap((questionnaire) =>
    flattenItems(questionnaire.item)
      .map(({ item }) => item)
      .filter((item) => item.type === 'choice')
      .map((item) => ({ id: `${questionnaire.id} ${item.linkId}`, item })),
  )

  it("marks 'Belum pernah' and 'Tidak ada' exclusive wherever several answers may be ticked", () => {
    const several = choices.filter(({ item }) => item.repeats)
    const noneOptions = several.flatMap(({ id, item }) =>
      (item.answerOption ?? [])
        .filter(({ valueCoding }) =>
          /^(Belum pernah|Tidak ada|Tidak ada yang seperti itu|Tidak memakai apa-apa)$/.test(
            valueCoding.display,
          ),
        )
        .map((option) => ({ id: `${id} ${option.valueCoding.code}`, option })),
    )
    // Every earlier-treatments question and every medical history has one.
    expect(noneOptions.length).toBeGreaterThanOrEqual(30)
    for (const { id, option } of noneOptions) expect(isExclusiveOption(option), id).toBe(true)
    // Never more than one per question, and never the only kind of option.
    for (const { id, item } of several) {
      const exclusive = (item.answerOption ?? []).filter(isExclusiveOption)
      expect(exclusive.length, id).toBeLessThanOrEqual(1)
    }
  })

  it('marks nothing exclusive on a question that takes one answer', () => {
    for (const { id, item } of choices.filter(({ item }) => !item.repeats)) {
      expect((item.answerOption ?? []).some(isExclusiveOption), id).toBe(false)
    }
  })
})
