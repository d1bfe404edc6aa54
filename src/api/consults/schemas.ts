import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'

/** `GET /v2/consults/exists?flowId=…`: the member's open consult for that flow (404 when none). */
export const ExistingConsult = v.object({
  id: v.string(),
  /** 1: the questionnaire is still in progress (spec §9); anything else: in chat with a doctor. */
  status: v.number(),
  flowId: v.string(),
  lastVisitedContentId: v.nullable(v.string()),
  /** The polyclinic, e.g. 'Poliklinik Kulit'. */
  subClinic: v.string(),
  conditionName: v.string(),
  checkedConditionName: v.nullable(v.string()),
})
export type ExistingConsult = v.InferOutput<typeof ExistingConsult>

export const ConsultExistsQuery = v.object({
  flowId: v.pipe(
    v.string('flowId wajib diisi.'),
    v.regex(/^\d{1,9}$/, 'flowId harus berupa angka.'),
  ),
})

/** One of the member's consults as `GET /consults/home` lists them, newest first. */
export const ConsultSummary = v.object({
  ...ExistingConsult.entries,
  /** The doctor who answers in chat, once one has picked the consult up. */
  doctorName: v.nullable(v.string()),
  createdAt: Timestamp,
})
export type ConsultSummary = v.InferOutput<typeof ConsultSummary>

export const ConsultHome = v.object({ data: v.array(ConsultSummary) })
export type ConsultHome = v.InferOutput<typeof ConsultHome>
