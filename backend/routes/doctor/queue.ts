/**
 * The doctor's queue: the consults the doctor answers (status 3, theirs) and those waiting in
 * their polyclinic (status 2, nobody's), longest waiting first. The patient is shown as little
 * as a doctor needs to triage: first name, gender, age; never a phone number or a last name.
 */
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { LOCALE } from '../../../app.config'
import type { DoctorQueue, DoctorQueueItem } from '../../../contract/doctor/schemas'
import { CONSULT_STATUS, consults } from '../../db/schema/consults'
import { members } from '../../db/schema/members'
import type { ApiDeps } from '../../deps'
import { zonedDateOf } from '../booking/zoned-time'
import type { DoctorRow } from '../consultation/access'
import { toConsultSummary } from '../consults'

/** The contract has no paging: a queue this long is a staffing problem, not a page. */
const QUEUE_LIMIT = 200

export async function doctorQueue(
  deps: ApiDeps,
  doctor: DoctorRow,
): Promise<v.InferOutput<typeof DoctorQueue>> {
  return {
    data: await queueItems(
      deps,
      doctor,
      or(
        and(eq(consults.status, CONSULT_STATUS.chatting), eq(consults.doctorId, doctor.memberId)),
        and(
          eq(consults.status, CONSULT_STATUS.awaitingDoctor),
          isNull(consults.doctorId),
          eq(consults.polyclinicId, doctor.polyclinicId),
        ),
      ),
    ),
  }
}

/**
 * One consult as its queue entry, whatever its status (a closed one too): for the consult's
 * page, which shows the patient after the consult has left the queue. The caller has checked
 * that the doctor may open it (`consultForCaller`).
 */
export async function doctorQueueItem(deps: ApiDeps, doctor: DoctorRow, consultId: string) {
  const [item] = await queueItems(deps, doctor, eq(consults.id, consultId))
  return item ?? null
}

async function queueItems(deps: ApiDeps, doctor: DoctorRow, where: SQL | undefined) {
  const unread = sql<number>`(
    select count(*)::int from consult_messages m
    where m.consult_id = ${consults.id} and m.sender = 'member' and m.seq > ${consults.doctorReadSeq}
  )`
  const lastMessageAt = sql<string | null>`(
    select max(m.created_at) from consult_messages m where m.consult_id = ${consults.id}
  )`
  const rows = await deps.db
    .select({
      consult: consults,
      firstName: members.firstName,
      gender: members.gender,
      dateOfBirth: members.dateOfBirth,
      unread,
      lastMessageAt,
    })
    .from(consults)
    .innerJoin(members, eq(members.id, consults.memberId))
    .where(where)
    .orderBy(asc(consults.submittedAt), asc(consults.createdAt), asc(consults.id))
    .limit(QUEUE_LIMIT)
  const today = zonedDateOf(deps.clock.now(), LOCALE.timeZone)
  return rows.map(
    (row): DoctorQueueItem => ({
      consult: toConsultSummary(row.consult),
      patient: {
        firstName: row.firstName,
        gender: row.gender,
        age: row.dateOfBirth ? wholeYears(row.dateOfBirth, today) : null,
      },
      assignedToMe: row.consult.doctorId === doctor.memberId,
      unread: row.unread,
      // A subquery's timestamp comes back as the driver's text, not a Date.
      lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
    }),
  )
}

/** Age in whole years on `today` ('YYYY-MM-DD', Jakarta), from a date of birth. */
export function wholeYears(dateOfBirth: string, today: string): number {
  // 'MM-DD' strings compare as dates do: a birthday not reached yet this year takes one off.
  const beforeBirthday = today.slice(5) < dateOfBirth.slice(5)
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4)) - (beforeBirthday ? 1 : 0)
}
