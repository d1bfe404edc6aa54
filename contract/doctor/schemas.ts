/**
 * The doctor's console (`/dokter`): doctors are members with the doctor role. Every call answers
 * 403 to anyone else. The room itself (questionnaire, chat, photos, events) is the consult's own
 * calls in `../consults`, which accept the consult's doctor as well as its member.
 */
import * as v from 'valibot'
import { ConsultSummary, Recommendation } from '../consults/schemas'
import { Timestamp } from '../shared-schemas'

/** `GET /v2/doctor/me` */
export const Doctor = v.object({
  id: v.string(),
  name: v.string(),
  title: v.string(),
  polyclinic: v.object({ id: v.string(), name: v.string() }),
})
export type Doctor = v.InferOutput<typeof Doctor>

/** The patient as the doctor sees them in the queue: no phone number. */
export const DoctorPatient = v.object({
  firstName: v.nullable(v.string()),
  gender: v.nullable(v.picklist(['male', 'female'])),
  /** Whole years, from the date of birth. */
  age: v.nullable(v.number()),
})

/**
 * `GET /v2/doctor/consults`: the doctor's queue, longest waiting first: consults assigned to
 * this doctor that are open, then unassigned ones waiting in the doctor's polyclinic.
 */
export const DoctorQueueItem = v.object({
  consult: ConsultSummary,
  patient: DoctorPatient,
  assignedToMe: v.boolean(),
  /** Messages from the member the doctor has not read. */
  unread: v.number(),
  lastMessageAt: v.nullable(Timestamp),
})
export type DoctorQueueItem = v.InferOutput<typeof DoctorQueueItem>
export const DoctorQueue = v.object({ data: v.array(DoctorQueueItem) })

/**
 * `POST /v2/doctor/consults/{id}/claim`: take a waiting consult (status 2 → 3). Exactly one
 * doctor wins a race; the others get 409. Returns the ConsultSummary.
 */

/**
 * `POST /v2/doctor/consults/{id}/close`: end the consult (status 9) with a recommendation,
 * posted to the chat as one 'recommendation' message. Items must be products of the shop.
 */
export const CloseConsultBody = v.object({
  productType: Recommendation.entries.productType,
  note: Recommendation.entries.note,
  regimenId: v.optional(v.string()),
  items: v.pipe(
    v.array(
      v.object({
        productId: v.string(),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
      }),
    ),
    v.maxLength(10),
  ),
})
export type CloseConsultBody = v.InferOutput<typeof CloseConsultBody>
export { ConsultSummary }
