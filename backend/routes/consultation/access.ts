/**
 * Who may open a consult's room: its member, and its doctor, that is the doctor who picked it up,
 * or, while it waits for one (status 2), any doctor of its polyclinic. Everyone else gets the
 * same 404 as for a consult that does not exist, so ids cannot be probed.
 */
import { eq } from 'drizzle-orm'
import { CONSULT_STATUS, consults, doctors } from '../../db/schema/consults'
import type { ApiDeps } from '../../deps'
import { isUuid } from '../../http/ids'
import { notFound } from '../../http/problem'

export type ConsultRow = typeof consults.$inferSelect
export type DoctorRow = typeof doctors.$inferSelect

export interface ConsultAccess {
  consult: ConsultRow
  viewer: 'member' | 'doctor'
  /** The caller's doctor row when the viewer is the doctor. */
  doctor: DoctorRow | null
}

export const CONSULT_NOT_FOUND = 'Konsultasi tidak ditemukan.'

/** The doctor row of a member with the doctor role, or null. */
export async function doctorOf({ db }: Pick<ApiDeps, 'db'>, memberId: string) {
  const [doctor] = await db.select().from(doctors).where(eq(doctors.memberId, memberId)).limit(1)
  return doctor ?? null
}

export function doctorMayOpen(doctor: DoctorRow, consult: ConsultRow): boolean {
  if (consult.doctorId !== null) return consult.doctorId === doctor.memberId
  return (
    consult.status === CONSULT_STATUS.awaitingDoctor && consult.polyclinicId === doctor.polyclinicId
  )
}

/** The consult and the caller's part in it, or 404. */
export async function consultForCaller(
  deps: Pick<ApiDeps, 'db'>,
  callerId: string,
  consultId: string,
): Promise<ConsultAccess> {
  if (!isUuid(consultId)) throw notFound(CONSULT_NOT_FOUND)
  const [consult] = await deps.db.select().from(consults).where(eq(consults.id, consultId)).limit(1)
  if (!consult) throw notFound(CONSULT_NOT_FOUND)
  if (consult.memberId === callerId) return { consult, viewer: 'member', doctor: null }
  const doctor = await doctorOf(deps, callerId)
  if (doctor && doctorMayOpen(doctor, consult)) return { consult, viewer: 'doctor', doctor }
  throw notFound(CONSULT_NOT_FOUND)
}
