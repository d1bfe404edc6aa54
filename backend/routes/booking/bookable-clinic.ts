/**
 * The booking flow's first reads: `GET /v2/member/offline-clinic-booking/config` (the rules, from
 * config.ts) and `GET /v2/member/offline-clinics/{id}` (a branch with the treatments offered and
 * the doctors who work there, their schedules narrowed to it, as the branch page shows them).
 */
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { BookableClinic, BookingConfig } from '../../../contract/booking/schemas'
import {
  clinicTeamMembers,
  clinicTreatmentBranches,
  clinicTreatments,
  clinicWorkShifts,
  offlineClinics,
} from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { selectBranches } from '../clinic/branch-cards'
import { selectTeamMembers } from '../clinic/team-cards'
import { selectActiveTreatments } from '../clinic/treatment-cards'
import { BOOKING_BASE } from './availability'
import { BOOKING_CONFIG, BOOKING_MESSAGES } from './config'

export function bookableClinicRoutes(deps: ApiDeps) {
  const { db } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get(`${BOOKING_BASE}/config`, member, (c) => {
      failIfRequested(deps, c, 'booking-config')
      return c.json({
        ...BOOKING_CONFIG,
        holidays: BOOKING_CONFIG.holidays.map((holiday) => ({ ...holiday })),
      } satisfies BookingConfig)
    })
    .get('/v2/member/offline-clinics/:id', member, async (c) => {
      failIfRequested(deps, c, 'booking-clinic')
      const id = c.req.param('id')
      const [found] = await selectBranches(db, {
        where: and(eq(offlineClinics.isActive, true), eq(offlineClinics.id, id)),
      })
      if (!found) throw notFound(BOOKING_MESSAGES.branchNotFound)
      const [treatments, doctors] = await Promise.all([
        selectActiveTreatments(db, {
          where: sql`exists (select 1 from ${clinicTreatmentBranches} where ${clinicTreatmentBranches.treatmentId} = ${clinicTreatments.id} and ${clinicTreatmentBranches.clinicId} = ${id})`,
        }),
        selectTeamMembers(db, {
          where: and(
            eq(clinicTeamMembers.isActive, true),
            eq(clinicTeamMembers.roleSlug, 'doctor'),
            sql`exists (select 1 from ${clinicWorkShifts} where ${clinicWorkShifts.memberId} = ${clinicTeamMembers.id} and ${clinicWorkShifts.clinicId} = ${id})`,
          ),
          scheduleAt: id,
        }),
      ])
      return c.json({
        clinic: found.clinic,
        treatments: treatments.map(({ summary }) => summary),
        doctors,
      } satisfies BookableClinic)
    })
}
