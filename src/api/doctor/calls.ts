/**
 * The doctor's console calls (`/v2/doctor/*`): one function per endpoint, each answer checked
 * against the contract. Every call answers 403 to a member who is not a doctor. The consult's
 * room (questionnaire, chat, photos) is read with the consult's own calls in `../consults`.
 */

import { ConsultSummary } from '../../../contract/consults/schemas'
import {
  type CloseConsultBody,
  Doctor,
  DoctorQueue,
  DoctorQueueItem,
} from '../../../contract/doctor/schemas'
import { apiRequest } from '../client'

const consultPath = (consultId: string) => `/v2/doctor/consults/${encodeURIComponent(consultId)}`

/** The signed-in doctor: name, title and polyclinic. 403 for a member. */
export function getDoctorMe(token: string) {
  return apiRequest(Doctor, '/v2/doctor/me', { token })
}

/** Open consults assigned to the doctor, then unassigned ones of their polyclinic, longest waiting first. */
export async function listDoctorQueue(token: string) {
  return (await apiRequest(DoctorQueue, '/v2/doctor/consults', { token })).data
}

/** One consult as its queue entry (the patient, unread), closed ones too; 404 when not the doctor's. */
export function getDoctorConsult(token: string, consultId: string) {
  return apiRequest(DoctorQueueItem, consultPath(consultId), { token })
}

/** Takes a waiting consult (status 2 → 3). 409 when another doctor was first. */
export function claimDoctorConsult(token: string, consultId: string) {
  return apiRequest(ConsultSummary, `${consultPath(consultId)}/claim`, { method: 'POST', token })
}

/** Ends the consult (status 9); the recommendation is posted to the chat as one message. */
export function closeDoctorConsult(token: string, consultId: string, body: CloseConsultBody) {
  return apiRequest(ConsultSummary, `${consultPath(consultId)}/close`, {
    method: 'POST',
    token,
    body,
  })
}
