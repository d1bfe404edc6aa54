/**
 * The team list the booking flow shares (`/v2/public/misc/offline-clinic-teams`): active doctors
 * or therapists, of one branch when asked (members with a shift there). Each member's schedule is
 * their whole week, every branch; each shift names its branch.
 */
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type ClinicTeam, ClinicTeamQuery } from '../../../contract/clinic/schemas'
import { clinicTeamMembers, clinicWorkShifts } from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { readQuery } from '../../http/validation'
import { publicJson } from '../content/public-json'
import { selectTeamMembers } from './team-cards'

export function clinicTeamRoutes(deps: ApiDeps) {
  const { db } = deps

  return new Hono<ApiEnv>().get('/v2/public/misc/offline-clinic-teams', async (c) => {
    failIfRequested(deps, c, 'clinic-teams')
    const query = readQuery(c, ClinicTeamQuery)
    const data = await selectTeamMembers(db, {
      where: and(
        query.isActive === 'true' ? eq(clinicTeamMembers.isActive, true) : undefined,
        query.clinicRoleSlug ? eq(clinicTeamMembers.roleSlug, query.clinicRoleSlug) : undefined,
        query.clinicId
          ? sql`exists (select 1 from ${clinicWorkShifts} where ${clinicWorkShifts.memberId} = ${clinicTeamMembers.id} and ${clinicWorkShifts.clinicId} = ${query.clinicId})`
          : undefined,
      ),
    })
    return publicJson(c, { data } satisfies ClinicTeam)
  })
}
