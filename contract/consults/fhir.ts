/**
 * The questionnaire as data, in the shape of FHIR R4 `Questionnaire` and `QuestionnaireResponse`
 * (https://hl7.org/fhir/R4/questionnaire.html): the subset Diri uses, so that a consult can be
 * exported as a FHIR resource (`GET /v2/consults/{id}/fhir`) that other systems read.
 *
 * The enable-when engine that decides which items a member sees is in `questionnaire.ts`.
 */
import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'

export const QuestionnaireItemType = v.picklist([
  'group',
  'display',
  'boolean',
  'integer',
  'date',
  'string',
  'text',
  'choice',
  'open-choice',
  'attachment',
])
export type QuestionnaireItemType = v.InferOutput<typeof QuestionnaireItemType>

export const Coding = v.object({
  system: v.optional(v.string()),
  code: v.string(),
  display: v.string(),
})
export type Coding = v.InferOutput<typeof Coding>

/** A photo: `url` is where its owner and their doctor can open it. */
export const FhirAttachment = v.object({
  /** The attachment's id in Diri (not a FHIR field of Attachment; kept in `id`). */
  id: v.string(),
  contentType: v.string(),
  url: v.string(),
  size: v.optional(v.number()),
  title: v.optional(v.string()),
  creation: v.optional(Timestamp),
})
export type FhirAttachment = v.InferOutput<typeof FhirAttachment>

/**
 * One answer value: exactly one `value[x]` (FHIR's choice type). Which one an item takes follows
 * its type: boolean → valueBoolean, integer → valueInteger, date → valueDate (YYYY-MM-DD),
 * string/text → valueString, choice → valueCoding, open-choice → valueCoding or valueString,
 * attachment → valueAttachment.
 */
export const AnswerValue = v.union([
  // `object`, not `strictObject`: a second value[x] beside the first is dropped, not kept, and
  // the app's first-load chunk (which holds valibot, ADR 009) needs no strict variant for it.
  v.object({ valueBoolean: v.boolean() }),
  v.object({ valueInteger: v.pipe(v.number(), v.integer()) }),
  v.object({ valueDate: v.pipe(v.string(), v.isoDate()) }),
  v.object({ valueString: v.pipe(v.string(), v.maxLength(2000)) }),
  v.object({ valueCoding: Coding }),
  v.object({ valueAttachment: FhirAttachment }),
])
export type AnswerValue = v.InferOutput<typeof AnswerValue>

export const EnableWhenOperator = v.picklist(['exists', '=', '!=', '>', '<', '>=', '<='])
export type EnableWhenOperator = v.InferOutput<typeof EnableWhenOperator>

/** `question` is another item's linkId; exactly one `answer[x]` is the value compared with. */
export const EnableWhen = v.object({
  question: v.string(),
  operator: EnableWhenOperator,
  answerBoolean: v.optional(v.boolean()),
  answerInteger: v.optional(v.number()),
  answerDate: v.optional(v.string()),
  answerString: v.optional(v.string()),
  answerCoding: v.optional(Coding),
})
export type EnableWhen = v.InferOutput<typeof EnableWhen>

/** A FHIR extension: what it means (`url`) and its value; only booleans are used here. */
export const Extension = v.object({ url: v.string(), valueBoolean: v.optional(v.boolean()) })
export type Extension = v.InferOutput<typeof Extension>

/** An option; `extension` may say it is exclusive (questionnaire.ts, `isExclusiveOption`). */
export const AnswerOption = v.object({
  valueCoding: Coding,
  extension: v.optional(v.array(Extension)),
})
export type AnswerOption = v.InferOutput<typeof AnswerOption>

export interface QuestionnaireItem {
  linkId: string
  /** The question as the member reads it (Indonesian). */
  text?: string | undefined
  type: QuestionnaireItemType
  required?: boolean | undefined
  /** More than one answer: several choices, several photos. */
  repeats?: boolean | undefined
  /** For string and text items. */
  maxLength?: number | undefined
  answerOption?: AnswerOption[] | undefined
  enableWhen?: EnableWhen[] | undefined
  /** How several `enableWhen` combine; FHIR requires it when there are two or more. */
  enableBehavior?: 'all' | 'any' | undefined
  /** A group's items, or a question's follow-ups. */
  item?: QuestionnaireItem[] | undefined
}

/**
 * Items nest (a group's questions, a question's follow-ups) up to `MAX_ITEM_DEPTH` levels, which
 * is deeper than any Diri questionnaire goes (2). Built level by level rather than with
 * `v.lazy`, which the app's first-load chunk would then have to carry (ADR 009).
 */
export const MAX_ITEM_DEPTH = 4

const noDeeperItems = v.optional(
  v.pipe(
    v.array(v.unknown()),
    v.maxLength(0, `Item kuesioner bersarang paling dalam ${MAX_ITEM_DEPTH} tingkat.`),
  ),
)

function itemAtDepth(levelsLeft: number): v.GenericSchema<QuestionnaireItem> {
  return v.object({
    linkId: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{0,63}$/)),
    text: v.optional(v.string()),
    type: QuestionnaireItemType,
    required: v.optional(v.boolean()),
    repeats: v.optional(v.boolean()),
    maxLength: v.optional(v.number()),
    answerOption: v.optional(v.array(AnswerOption)),
    enableWhen: v.optional(v.array(EnableWhen)),
    enableBehavior: v.optional(v.picklist(['all', 'any'])),
    item: levelsLeft > 1 ? v.optional(v.array(itemAtDepth(levelsLeft - 1))) : noDeeperItems,
  }) as v.GenericSchema<QuestionnaireItem>
}

export const QuestionnaireItem = itemAtDepth(MAX_ITEM_DEPTH)

export const Questionnaire = v.object({
  resourceType: v.literal('Questionnaire'),
  id: v.string(),
  /** Canonical URL, e.g. 'https://diri.co.id/fhir/Questionnaire/kuesioner-2001'. */
  url: v.string(),
  version: v.string(),
  name: v.string(),
  title: v.string(),
  status: v.picklist(['draft', 'active', 'retired']),
  subjectType: v.optional(v.array(v.string())),
  item: v.array(QuestionnaireItem),
})
export type Questionnaire = v.InferOutput<typeof Questionnaire>

export interface QuestionnaireResponseItem {
  linkId: string
  text?: string | undefined
  answer?: AnswerValue[] | undefined
  item?: QuestionnaireResponseItem[] | undefined
}

function responseItemAtDepth(levelsLeft: number): v.GenericSchema<QuestionnaireResponseItem> {
  return v.object({
    linkId: v.string(),
    text: v.optional(v.string()),
    answer: v.optional(v.array(AnswerValue)),
    item: levelsLeft > 1 ? v.optional(v.array(responseItemAtDepth(levelsLeft - 1))) : noDeeperItems,
  }) as v.GenericSchema<QuestionnaireResponseItem>
}

export const QuestionnaireResponseItem = responseItemAtDepth(MAX_ITEM_DEPTH)

/** `GET /v2/consults/{id}/fhir`: the consult's answers as a FHIR QuestionnaireResponse. */
export const QuestionnaireResponse = v.object({
  resourceType: v.literal('QuestionnaireResponse'),
  id: v.string(),
  /** The questionnaire's canonical URL and version: `url|version`. */
  questionnaire: v.string(),
  status: v.picklist(['in-progress', 'completed']),
  subject: v.object({ reference: v.string(), display: v.optional(v.string()) }),
  authored: Timestamp,
  item: v.array(QuestionnaireResponseItem),
})
export type QuestionnaireResponse = v.InferOutput<typeof QuestionnaireResponse>
