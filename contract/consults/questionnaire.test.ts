/**
 * The enable-when engine (questionnaire.ts) that the page and the API share: which items a
 * member sees for the answers so far (FHIR R4 `enableWhen` / `enableBehavior`), what is still
 * required, and which answers fit an item.
 */
import { describe, expect, it } from 'vitest'
import type { AnswerValue, EnableWhen, QuestionnaireItem } from './fhir'
import {
  type Answers,
  answerFitsItem,
  enabledLinkIds,
  enabledSteps,
  exclusiveClash,
  flattenItems,
  isExclusiveOption,
  missingRequired,
  OPTION_EXCLUSIVE_URL,
  questionsOfStep,
  toggleOption,
} from './questionnaire'

const coding = (code: string) => ({ valueCoding: { code, display: code.toUpperCase() } })

/** A questionnaire of one question `q` (of `type`) and an item `t` enabled by `condition`. */
function gated(type: QuestionnaireItem['type'], condition: Omit<EnableWhen, 'question'>) {
  return {
    item: [
      { linkId: 'q', type, repeats: true },
      { linkId: 't', type: 'string', enableWhen: [{ question: 'q', ...condition }] },
    ] satisfies QuestionnaireItem[],
  }
}

const isEnabled = (questionnaire: { item: QuestionnaireItem[] }, answers: Answers, linkId = 't') =>
  enabledLinkIds(questionnaire, answers).has(linkId)

describe('enableWhen operators, for each answer type', () => {
  // [type, the condition's answer[x], answers, expected per operator]
  const cases: Array<{
    type: QuestionnaireItem['type']
    expected: Omit<EnableWhen, 'question' | 'operator'>
    answer: AnswerValue
    results: Record<'=' | '!=' | '>' | '<' | '>=' | '<=', boolean>
  }> = [
    {
      type: 'integer',
      expected: { answerInteger: 18 },
      answer: { valueInteger: 25 },
      results: { '=': false, '!=': true, '>': true, '<': false, '>=': true, '<=': false },
    },
    {
      type: 'integer',
      expected: { answerInteger: 18 },
      answer: { valueInteger: 18 },
      results: { '=': true, '!=': false, '>': false, '<': false, '>=': true, '<=': true },
    },
    {
      type: 'integer',
      expected: { answerInteger: 0 },
      answer: { valueInteger: -3 },
      results: { '=': false, '!=': true, '>': false, '<': true, '>=': false, '<=': true },
    },
    {
      type: 'date',
      expected: { answerDate: '2025-01-15' },
      answer: { valueDate: '2024-12-31' },
      results: { '=': false, '!=': true, '>': false, '<': true, '>=': false, '<=': true },
    },
    {
      type: 'date',
      expected: { answerDate: '2025-01-15' },
      answer: { valueDate: '2025-01-15' },
      results: { '=': true, '!=': false, '>': false, '<': false, '>=': true, '<=': true },
    },
    {
      type: 'string',
      expected: { answerString: 'gatal' },
      answer: { valueString: 'gatal' },
      results: { '=': true, '!=': false, '>': false, '<': false, '>=': true, '<=': true },
    },
    {
      type: 'string',
      expected: { answerString: 'gatal' },
      answer: { valueString: 'perih' },
      results: { '=': false, '!=': true, '>': true, '<': false, '>=': true, '<=': false },
    },
  ]
  for (const { type, expected, answer, results } of cases) {
    for (const [operator, result] of Object.entries(results)) {
      it(`${type}: ${JSON.stringify(answer)} ${operator} ${JSON.stringify(expected)} is ${result}`, () => {
        const questionnaire = gated(type, {
          operator: operator as EnableWhen['operator'],
          ...expected,
        })
        expect(isEnabled(questionnaire, { q: [answer] })).toBe(result)
      })
    }
  }

  it.each([
    ['=', true, true, true],
    ['=', false, true, false],
    ['=', false, false, true],
    ['!=', true, false, true],
    ['!=', true, true, false],
  ] as const)('boolean: %s %s with the answer %s is %s', (operator, expected, given, result) => {
    const questionnaire = gated('boolean', { operator, answerBoolean: expected })
    expect(isEnabled(questionnaire, { q: [{ valueBoolean: given }] })).toBe(result)
  })

  it('a false condition value is a value (answerBoolean: false is not "no value")', () => {
    const questionnaire = gated('boolean', { operator: '=', answerBoolean: false })
    expect(isEnabled(questionnaire, { q: [{ valueBoolean: false }] })).toBe(true)
  })

  it('choice: codings compare by code, whatever their display', () => {
    const questionnaire = gated('choice', {
      operator: '=',
      answerCoding: { code: 'nodul', display: 'Nodul' },
    })
    expect(
      isEnabled(questionnaire, { q: [{ valueCoding: { code: 'nodul', display: 'lain' } }] }),
    ).toBe(true)
    expect(isEnabled(questionnaire, { q: [coding('papul')] })).toBe(false)
  })

  it('a repeating answer matches when any of its values does', () => {
    const questionnaire = gated('choice', {
      operator: '=',
      answerCoding: { code: 'kista', display: 'Kista' },
    })
    expect(isEnabled(questionnaire, { q: [coding('papul'), coding('kista')] })).toBe(true)
    // FHIR R4: != holds when at least one answer differs.
    const differs = gated('choice', {
      operator: '!=',
      answerCoding: { code: 'kista', display: 'Kista' },
    })
    expect(isEnabled(differs, { q: [coding('kista')] })).toBe(false)
    expect(isEnabled(differs, { q: [coding('kista'), coding('papul')] })).toBe(true)
  })

  it('no answer matches no operator but exists, != included', () => {
    for (const operator of ['=', '!=', '>', '<', '>=', '<='] as const) {
      expect(isEnabled(gated('integer', { operator, answerInteger: 1 }), {})).toBe(false)
      expect(isEnabled(gated('integer', { operator, answerInteger: 1 }), { q: [] })).toBe(false)
    }
  })

  it('a value of another kind never matches (a number is not its text)', () => {
    const questionnaire = gated('string', { operator: '=', answerInteger: 18 })
    expect(isEnabled(questionnaire, { q: [{ valueString: '18' }] })).toBe(false)
  })
})

describe('exists', () => {
  it('true: enabled once the question has an answer', () => {
    const questionnaire = gated('string', { operator: 'exists', answerBoolean: true })
    expect(isEnabled(questionnaire, {})).toBe(false)
    expect(isEnabled(questionnaire, { q: [] })).toBe(false)
    expect(isEnabled(questionnaire, { q: [{ valueString: 'ya' }] })).toBe(true)
  })

  it('false: enabled while the question has none', () => {
    const questionnaire = gated('string', { operator: 'exists', answerBoolean: false })
    expect(isEnabled(questionnaire, {})).toBe(true)
    expect(isEnabled(questionnaire, { q: [{ valueString: 'ya' }] })).toBe(false)
  })
})

describe('enableBehavior', () => {
  const twoConditions = (enableBehavior?: 'any' | 'all') => ({
    item: [
      { linkId: 'umur', type: 'integer' },
      { linkId: 'wanita', type: 'boolean' },
      {
        linkId: 'hamil',
        type: 'boolean',
        enableWhen: [
          { question: 'umur', operator: '>=', answerInteger: 18 },
          { question: 'wanita', operator: '=', answerBoolean: true },
        ],
        ...(enableBehavior ? { enableBehavior } : {}),
      },
    ] satisfies QuestionnaireItem[],
  })
  const adult = { valueInteger: 30 }
  const minor = { valueInteger: 15 }
  const woman = { valueBoolean: true }
  const man = { valueBoolean: false }

  it.each([
    ['all', adult, woman, true],
    ['all', adult, man, false],
    ['all', minor, woman, false],
    ['all', minor, man, false],
    ['any', adult, woman, true],
    ['any', adult, man, true],
    ['any', minor, woman, true],
    ['any', minor, man, false],
  ] as const)('%s: %j and %j give %s', (behavior, age, sex, result) => {
    expect(isEnabled(twoConditions(behavior), { umur: [age], wanita: [sex] }, 'hamil')).toBe(result)
  })

  it('without enableBehavior every condition must hold (as "all")', () => {
    expect(isEnabled(twoConditions(), { umur: [adult], wanita: [man] }, 'hamil')).toBe(false)
    expect(isEnabled(twoConditions(), { umur: [adult], wanita: [woman] }, 'hamil')).toBe(true)
  })
})

describe('nested groups and chains', () => {
  const nested: { item: QuestionnaireItem[] } = {
    item: [
      { linkId: 'gatal', type: 'boolean' },
      {
        linkId: 'detail',
        type: 'group',
        enableWhen: [{ question: 'gatal', operator: '=', answerBoolean: true }],
        item: [
          { linkId: 'detail.sejak', type: 'date', required: true },
          {
            linkId: 'detail.lebih',
            type: 'group',
            item: [{ linkId: 'detail.lebih.obat', type: 'string', required: true }],
          },
        ],
      },
      // Depends on a question inside the group.
      {
        linkId: 'sejak-lama',
        type: 'boolean',
        required: true,
        enableWhen: [{ question: 'detail.sejak', operator: '<', answerDate: '2025-01-01' }],
      },
    ],
  }

  it('a disabled group disables its children, however deep', () => {
    const enabled = enabledLinkIds(nested, { gatal: [{ valueBoolean: false }] })
    expect([...enabled].sort()).toEqual(['gatal'])
  })

  it('an enabled group enables its children', () => {
    const enabled = enabledLinkIds(nested, { gatal: [{ valueBoolean: true }] })
    expect([...enabled].sort()).toEqual([
      'detail',
      'detail.lebih',
      'detail.lebih.obat',
      'detail.sejak',
      'gatal',
    ])
  })

  it('a condition on a disabled question counts as unanswered, its answer kept but ignored', () => {
    const answers = {
      gatal: [{ valueBoolean: false }],
      'detail.sejak': [{ valueDate: '2024-03-01' }],
    }
    expect(isEnabled(nested, answers, 'sejak-lama')).toBe(false)
    const itching = { ...answers, gatal: [{ valueBoolean: true }] }
    expect(isEnabled(nested, itching, 'sejak-lama')).toBe(true)
  })

  it('exists: false on a disabled question holds (it has no answer that counts)', () => {
    const questionnaire: { item: QuestionnaireItem[] } = {
      item: [
        { linkId: 'a', type: 'boolean' },
        {
          linkId: 'b',
          type: 'string',
          enableWhen: [{ question: 'a', operator: '=', answerBoolean: true }],
        },
        {
          linkId: 'c',
          type: 'string',
          enableWhen: [{ question: 'b', operator: 'exists', answerBoolean: false }],
        },
      ],
    }
    expect(
      isEnabled(questionnaire, { a: [{ valueBoolean: false }], b: [{ valueString: 'x' }] }, 'c'),
    ).toBe(true)
    expect(
      isEnabled(questionnaire, { a: [{ valueBoolean: true }], b: [{ valueString: 'x' }] }, 'c'),
    ).toBe(false)
  })

  it('chains: A enables B enables C, and turning A off turns off both', () => {
    const chain: { item: QuestionnaireItem[] } = {
      // C first, so the engine has to come back to it once B is known.
      item: [
        {
          linkId: 'c',
          type: 'string',
          enableWhen: [{ question: 'b', operator: '=', answerBoolean: true }],
        },
        {
          linkId: 'b',
          type: 'boolean',
          enableWhen: [{ question: 'a', operator: '=', answerBoolean: true }],
        },
        { linkId: 'a', type: 'boolean' },
      ],
    }
    const yes = [{ valueBoolean: true }]
    expect([...enabledLinkIds(chain, { a: yes, b: yes })].sort()).toEqual(['a', 'b', 'c'])
    expect([...enabledLinkIds(chain, { a: [{ valueBoolean: false }], b: yes })].sort()).toEqual([
      'a',
    ])
    expect([...enabledLinkIds(chain, { b: yes })].sort()).toEqual(['a'])
  })

  it('a cycle settles as disabled', () => {
    const cycle: { item: QuestionnaireItem[] } = {
      item: [
        {
          linkId: 'x',
          type: 'boolean',
          enableWhen: [{ question: 'y', operator: 'exists', answerBoolean: true }],
        },
        {
          linkId: 'y',
          type: 'boolean',
          enableWhen: [{ question: 'x', operator: 'exists', answerBoolean: true }],
        },
      ],
    }
    const yes = [{ valueBoolean: true }]
    expect(enabledLinkIds(cycle, { x: yes, y: yes }).size).toBe(0)
  })

  it('steps are the enabled top-level items; a step’s questions are its enabled ones', () => {
    const itching = { gatal: [{ valueBoolean: true }] }
    expect(enabledSteps(nested, itching).map((step) => step.linkId)).toEqual(['gatal', 'detail'])
    expect(enabledSteps(nested, {}).map((step) => step.linkId)).toEqual(['gatal'])
    const group = nested.item[1] as QuestionnaireItem
    expect(
      questionsOfStep(group, enabledLinkIds(nested, itching)).map((item) => item.linkId),
    ).toEqual(['detail.sejak', 'detail.lebih.obat'])
    expect(
      flattenItems(nested.item).map(({ item, parent }) => [item.linkId, parent]),
    ).toContainEqual(['detail.lebih.obat', 'detail.lebih'])
  })

  it('missingRequired lists required, enabled, unanswered questions in order', () => {
    expect(missingRequired(nested, {})).toEqual([])
    const itching = { gatal: [{ valueBoolean: true }] }
    expect(missingRequired(nested, itching).map((item) => item.linkId)).toEqual([
      'detail.sejak',
      'detail.lebih.obat',
    ])
    const answered = {
      ...itching,
      'detail.sejak': [{ valueDate: '2024-01-01' }],
      'detail.lebih.obat': [],
    }
    expect(missingRequired(nested, answered).map((item) => item.linkId)).toEqual([
      'detail.lebih.obat',
      'sejak-lama',
    ])
    // Within one step only.
    expect(
      missingRequired(nested, answered, [nested.item[2] as QuestionnaireItem]).map(
        (item) => item.linkId,
      ),
    ).toEqual(['sejak-lama'])
  })
})

describe('answerFitsItem', () => {
  const options = [{ valueCoding: { code: 'dahi', display: 'Dahi' } }]
  const cases: Array<[QuestionnaireItem, AnswerValue, boolean]> = [
    [{ linkId: 'a', type: 'boolean' }, { valueBoolean: false }, true],
    [{ linkId: 'a', type: 'boolean' }, { valueString: 'false' }, false],
    [{ linkId: 'a', type: 'integer' }, { valueInteger: 3 }, true],
    [{ linkId: 'a', type: 'integer' }, { valueBoolean: true }, false],
    [{ linkId: 'a', type: 'date' }, { valueDate: '2025-01-01' }, true],
    [{ linkId: 'a', type: 'date' }, { valueString: '2025-01-01' }, false],
    [{ linkId: 'a', type: 'string' }, { valueString: 'ya' }, true],
    [{ linkId: 'a', type: 'string' }, { valueString: '  ' }, false],
    [{ linkId: 'a', type: 'text', maxLength: 3 }, { valueString: 'abc' }, true],
    [{ linkId: 'a', type: 'text', maxLength: 3 }, { valueString: 'abcd' }, false],
    [{ linkId: 'a', type: 'choice', answerOption: options }, coding('dahi'), true],
    [{ linkId: 'a', type: 'choice', answerOption: options }, coding('pipi'), false],
    [{ linkId: 'a', type: 'choice', answerOption: options }, { valueString: 'dahi' }, false],
    [{ linkId: 'a', type: 'open-choice', answerOption: options }, coding('dahi'), true],
    [{ linkId: 'a', type: 'open-choice', answerOption: options }, coding('pipi'), false],
    [{ linkId: 'a', type: 'open-choice', answerOption: options }, { valueString: 'leher' }, true],
    [{ linkId: 'a', type: 'open-choice', answerOption: options }, { valueString: ' ' }, false],
    [{ linkId: 'a', type: 'open-choice', maxLength: 4 }, { valueString: 'leher' }, false],
    [
      { linkId: 'a', type: 'attachment' },
      { valueAttachment: { id: 'f', contentType: 'image/jpeg', url: '/x' } },
      true,
    ],
    [{ linkId: 'a', type: 'attachment' }, { valueString: '/x' }, false],
    [{ linkId: 'a', type: 'group' }, { valueString: 'x' }, false],
    [{ linkId: 'a', type: 'display' }, { valueString: 'x' }, false],
  ]
  it.each(cases)('%j takes %j: %s', (item, answer, fits) => {
    expect(answerFitsItem(item, answer)).toBe(fits)
  })
})

describe('exclusive options (FHIR questionnaire-optionExclusive)', () => {
  const exclusive = [{ url: OPTION_EXCLUSIVE_URL, valueBoolean: true }]
  const treatments: QuestionnaireItem = {
    linkId: 'pengobatan-sebelumnya',
    type: 'choice',
    repeats: true,
    answerOption: [
      { ...coding('belum'), extension: exclusive },
      coding('krim-resep'),
      coding('antibiotik'),
      // An extension that says false, or another extension, makes no option exclusive.
      { ...coding('lainnya'), extension: [{ url: OPTION_EXCLUSIVE_URL, valueBoolean: false }] },
    ],
  }

  it('reads the extension on an option', () => {
    expect(treatments.answerOption?.map(isExclusiveOption)).toEqual([true, false, false, false])
  })

  it('ticking the exclusive option clears the others, ticking another clears it', () => {
    expect(toggleOption(treatments, ['krim-resep', 'antibiotik'], 'belum', true)).toEqual(['belum'])
    expect(toggleOption(treatments, ['belum'], 'krim-resep', true)).toEqual(['krim-resep'])
    expect(toggleOption(treatments, ['krim-resep'], 'antibiotik', true)).toEqual([
      'krim-resep',
      'antibiotik',
    ])
    expect(toggleOption(treatments, ['krim-resep', 'antibiotik'], 'krim-resep', false)).toEqual([
      'antibiotik',
    ])
    // The page's own 'Lainnya' (not an option) counts as a plain answer.
    expect(toggleOption(treatments, ['belum'], '__lainnya', true)).toEqual(['__lainnya'])
  })

  it('finds the exclusive option answered with another, and nothing in answers that keep the rule', () => {
    expect(exclusiveClash(treatments, [coding('belum'), coding('antibiotik')])).toEqual(
      coding('belum').valueCoding,
    )
    expect(exclusiveClash(treatments, [coding('antibiotik'), { valueString: 'jamu' }])).toBe(
      undefined,
    )
    expect(exclusiveClash(treatments, [coding('belum')])).toBe(undefined)
    expect(exclusiveClash(treatments, [coding('krim-resep'), coding('lainnya')])).toBe(undefined)
  })
})
