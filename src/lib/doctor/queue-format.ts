/** How the console says who a patient is and how long they have waited, in Indonesian. */

import type { DoctorQueueItem } from '../../../contract/doctor/schemas'
import { GENDER_LABELS } from '../profile/profile-format'

const MINUTE = 60_000

/** 'menunggu 12 menit', 'menunggu 1 jam 5 menit', 'menunggu 2 hari'; under a minute 'baru masuk'. */
export function formatWaiting(since: string, now: string | number | Date): string {
  const minutes = Math.max(
    0,
    Math.floor((new Date(now).getTime() - new Date(since).getTime()) / MINUTE),
  )
  if (minutes < 1) return 'baru masuk'
  if (minutes < 60) return `menunggu ${minutes} menit`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) {
    const rest = minutes % 60
    return rest === 0 ? `menunggu ${hours} jam` : `menunggu ${hours} jam ${rest} menit`
  }
  return `menunggu ${Math.floor(hours / 24)} hari`
}

/** 'Putri, Perempuan, 27 tahun': what is known of the patient, nothing made up. */
export function describePatient(patient: DoctorQueueItem['patient']): string {
  const parts = [
    patient.firstName ?? 'Pasien',
    patient.gender ? GENDER_LABELS[patient.gender] : null,
    patient.age === null ? null : `${patient.age} tahun`,
  ]
  return parts.filter((part) => part !== null).join(', ')
}

/** When the consult started waiting for a doctor: its submission, else its creation. */
export function waitingSince(consult: DoctorQueueItem['consult']): string {
  return consult.submittedAt ?? consult.createdAt
}
