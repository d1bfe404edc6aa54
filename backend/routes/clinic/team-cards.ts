/**
 * Team members as the contract's `TeamMember`: `clinics` are the branches of their shifts (by
 * name), `schedule` their weekly shifts by day and start.
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { TeamMember } from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import { clinicTeamMembers, clinicWorkShifts, offlineClinics } from '../../db/schema/clinic'

/**
 * Members matching `where`, by name. `scheduleAt` narrows each schedule to one branch (a branch's
 * page shows when a doctor is there); their `clinics` still list every branch they work at.
 */
export async function selectTeamMembers(
  db: Database,
  options: { where?: SQL | undefined; scheduleAt?: string } = {},
): Promise<TeamMember[]> {
  const people = await db
    .select()
    .from(clinicTeamMembers)
    .where(options.where)
    .orderBy(asc(clinicTeamMembers.name), asc(clinicTeamMembers.id))
  if (people.length === 0) return []
  const shifts = await db
    .select({ shift: clinicWorkShifts, clinicName: offlineClinics.name })
    .from(clinicWorkShifts)
    .innerJoin(offlineClinics, eq(offlineClinics.id, clinicWorkShifts.clinicId))
    .where(
      inArray(
        clinicWorkShifts.memberId,
        people.map((person) => person.id),
      ),
    )
    .orderBy(asc(clinicWorkShifts.day), asc(clinicWorkShifts.starts), asc(offlineClinics.name))
  return people.map((person) => {
    const own = shifts.filter(({ shift }) => shift.memberId === person.id)
    const clinics = new Map(own.map(({ shift, clinicName }) => [shift.clinicId, clinicName]))
    return {
      id: person.id,
      name: person.name,
      title: person.title,
      role: { slug: person.roleSlug, name: ROLE_NAMES[person.roleSlug] },
      photo: person.photo,
      isActive: person.isActive,
      clinics: [...clinics]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'id')),
      schedule: own
        .filter(({ shift }) => !options.scheduleAt || shift.clinicId === options.scheduleAt)
        .map(({ shift }) => ({
          clinicId: shift.clinicId,
          day: shift.day,
          starts: shift.starts,
          ends: shift.ends,
        })),
    }
  })
}

const ROLE_NAMES = { doctor: 'Dokter', therapist: 'Terapis' } as const
