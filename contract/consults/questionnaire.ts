/**
 * The questionnaire engine, one for the page and the API: which items are enabled by the answers
 * so far (FHIR `enableWhen` / `enableBehavior`), the steps a member walks through, and what is
 * still missing before a consult can be submitted. Pure functions of the questionnaire and the
 * answers, so the browser, the server's form handler and the API always agree.
 */
import type {
  AnswerOption,
  AnswerValue,
  Coding,
  EnableWhen,
  Questionnaire,
  QuestionnaireItem,
} from './fhir'

/** The answers so far, by linkId. An item without answers is absent or has `[]`. */
export type Answers = Readonly<Record<string, readonly AnswerValue[] | undefined>>

/** Every item of the tree, depth first, with its parent's linkId. */
export function flattenItems(
  items: readonly QuestionnaireItem[],
): Array<{ item: QuestionnaireItem; parent: string | null }> {
  const out: Array<{ item: QuestionnaireItem; parent: string | null }> = []
  const walk = (list: readonly QuestionnaireItem[], parent: string | null) => {
    for (const item of list) {
      out.push({ item, parent })
      if (item.item) walk(item.item, item.linkId)
    }
  }
  walk(items, null)
  return out
}

/**
 * Whether one answer satisfies one condition. `exists` compares presence with `answerBoolean`;
 * the other operators compare with the one `answer[x]` given (codings by `code`).
 */
function answerMatches(condition: EnableWhen, answer: AnswerValue): boolean {
  const expected = expectedValue(condition)
  const actual = comparable(answer)
  if (expected === undefined || actual === undefined) return false
  if (typeof expected !== typeof actual) return false
  switch (condition.operator) {
    case '=':
      return actual === expected
    case '!=':
      return actual !== expected
    case '>':
      return actual > expected
    case '<':
      return actual < expected
    case '>=':
      return actual >= expected
    case '<=':
      return actual <= expected
    default:
      return false
  }
}

function expectedValue(condition: EnableWhen): string | number | boolean | undefined {
  if (condition.answerCoding) return condition.answerCoding.code
  return (
    condition.answerBoolean ??
    condition.answerInteger ??
    condition.answerDate ??
    condition.answerString
  )
}

function comparable(answer: AnswerValue): string | number | boolean | undefined {
  if ('valueCoding' in answer) return answer.valueCoding.code
  if ('valueBoolean' in answer) return answer.valueBoolean
  if ('valueInteger' in answer) return answer.valueInteger
  if ('valueDate' in answer) return answer.valueDate
  if ('valueString' in answer) return answer.valueString
  return undefined
}

/**
 * The linkIds of every enabled item. An item is enabled when its parent is, and when its
 * `enableWhen` conditions hold (all of them, or any with `enableBehavior: 'any'`). A condition on
 * a disabled question counts as unanswered (FHIR: answers of disabled items are ignored), and for
 * `!=` a question without answers does not match.
 */
export function enabledLinkIds(questionnaire: Pick<Questionnaire, 'item'>, answers: Answers) {
  const enabled = new Set<string>()
  const answersOf = (linkId: string) => (enabled.has(linkId) ? (answers[linkId] ?? []) : [])
  const conditionHolds = (condition: EnableWhen) => {
    const given = answersOf(condition.question)
    if (condition.operator === 'exists')
      return given.length > 0 === (condition.answerBoolean ?? true)
    return given.some((answer) => answerMatches(condition, answer))
  }
  // Items may depend on questions further down the tree: repeat until nothing changes (a cycle
  // settles as disabled, because an item starts disabled and needs an answer to turn on).
  const all = flattenItems(questionnaire.item)
  for (let pass = 0; pass <= all.length; pass++) {
    let changed = false
    for (const { item, parent } of all) {
      const conditions = item.enableWhen ?? []
      const on =
        (parent === null || enabled.has(parent)) &&
        (conditions.length === 0 ||
          (item.enableBehavior === 'any'
            ? conditions.some(conditionHolds)
            : conditions.every(conditionHolds)))
      if (on !== enabled.has(item.linkId)) {
        changed = true
        if (on) enabled.add(item.linkId)
        else enabled.delete(item.linkId)
      }
    }
    if (!changed) break
  }
  return enabled
}

/**
 * The steps of the page: each top-level item that is enabled is one step (a group with its
 * children, or a single question). Progress is counted over these, enabled ones only.
 */
export function enabledSteps(questionnaire: Pick<Questionnaire, 'item'>, answers: Answers) {
  const enabled = enabledLinkIds(questionnaire, answers)
  return questionnaire.item.filter((item) => enabled.has(item.linkId))
}

/** The enabled questions (not groups or displays) inside one step, the step itself included. */
export function questionsOfStep(step: QuestionnaireItem, enabled: ReadonlySet<string>) {
  return flattenItems([step])
    .map(({ item }) => item)
    .filter((item) => enabled.has(item.linkId) && item.type !== 'group' && item.type !== 'display')
}

/** The required, enabled questions without an answer: the reasons a step or a submit is refused. */
export function missingRequired(
  questionnaire: Pick<Questionnaire, 'item'>,
  answers: Answers,
  within: readonly QuestionnaireItem[] = questionnaire.item,
): QuestionnaireItem[] {
  const enabled = enabledLinkIds(questionnaire, answers)
  return flattenItems(within)
    .map(({ item }) => item)
    .filter(
      (item) =>
        item.required &&
        enabled.has(item.linkId) &&
        item.type !== 'group' &&
        item.type !== 'display' &&
        (answers[item.linkId]?.length ?? 0) === 0,
    )
}

/** Whether an answer value is of the kind an item's type takes, and one of its options. */
export function answerFitsItem(item: QuestionnaireItem, answer: AnswerValue): boolean {
  switch (item.type) {
    case 'boolean':
      return 'valueBoolean' in answer
    case 'integer':
      return 'valueInteger' in answer
    case 'date':
      return 'valueDate' in answer
    case 'string':
    case 'text':
      return textFits(item, answer)
    case 'choice':
      return 'valueCoding' in answer && optionOf(item, answer.valueCoding.code) !== undefined
    case 'open-choice':
      // The free text of an open choice is held to the item's maxLength like any other text.
      return (
        textFits(item, answer) ||
        ('valueCoding' in answer && optionOf(item, answer.valueCoding.code) !== undefined)
      )
    case 'attachment':
      return 'valueAttachment' in answer
    default:
      return false
  }
}

function textFits(item: QuestionnaireItem, answer: AnswerValue): boolean {
  return (
    'valueString' in answer &&
    answer.valueString.trim() !== '' &&
    answer.valueString.length <= (item.maxLength ?? 2000)
  )
}

/** The item's option with this code: the coding as the questionnaire spells it. */
export function optionOf(item: QuestionnaireItem, code: string) {
  return (item.answerOption ?? []).find((option) => option.valueCoding.code === code)?.valueCoding
}

/**
 * FHIR's extension on an answer option: when it is chosen, no other answer may be, even on a
 * question that takes several ('Belum pernah', 'Tidak ada').
 */
export const OPTION_EXCLUSIVE_URL =
  'http://hl7.org/fhir/StructureDefinition/questionnaire-optionExclusive'

export function isExclusiveOption(option: AnswerOption): boolean {
  return (option.extension ?? []).some(
    (extension) => extension.url === OPTION_EXCLUSIVE_URL && extension.valueBoolean === true,
  )
}

function exclusiveCodes(item: QuestionnaireItem) {
  return new Set(
    (item.answerOption ?? []).filter(isExclusiveOption).map((option) => option.valueCoding.code),
  )
}

/**
 * The codes chosen after ticking (`on`) or unticking `code` on a question that takes several: an
 * exclusive option ticked stands alone, and anything else ticked clears the exclusive ones. A code
 * that is no option (the page's 'Lainnya' for the member's own words) counts as a plain one.
 */
export function toggleOption(
  item: QuestionnaireItem,
  chosen: readonly string[],
  code: string,
  on: boolean,
): string[] {
  if (!on) return chosen.filter((c) => c !== code)
  const exclusive = exclusiveCodes(item)
  if (exclusive.has(code)) return [code]
  return [...chosen.filter((c) => !exclusive.has(c) && c !== code), code]
}

/**
 * The exclusive option answered together with something else, or undefined when the answers keep
 * to the rule: the check the API makes on every save, so a page that ignores it is refused.
 */
export function exclusiveClash(
  item: QuestionnaireItem,
  answer: readonly AnswerValue[],
): Coding | undefined {
  if (answer.length < 2) return undefined
  const exclusive = exclusiveCodes(item)
  for (const value of answer) {
    if ('valueCoding' in value && exclusive.has(value.valueCoding.code)) {
      return optionOf(item, value.valueCoding.code)
    }
  }
  return undefined
}
