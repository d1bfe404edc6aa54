/**
 * The clinic landing (`/v2/clinic-landing-page`) and its counts (`/v2/public/misc/summary`, which
 * the web app loads apart and swallows, spec §8).
 */
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ClinicLandingPage, ClinicSummary } from '../../../contract/clinic/schemas'
import {
  clinicKeyTreatments,
  clinicPromotions,
  clinicTeamMembers,
  clinicTreatments,
  offlineClinics,
} from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { publicJson } from '../content/public-json'
import { selectBranches } from './branch-cards'
import { pageHead, readClinicPage } from './clinic-pages'
import { selectPromotions } from './promotion-cards'
import { selectTestimonies } from './testimony-cards'

/** The landing shows a few branches and testimonies; the rest have their own pages. */
const LANDING_BRANCHES = 4
const LANDING_TESTIMONIES = 3

export function clinicLandingRoutes(deps: ApiDeps) {
  const { db, clock } = deps

  return new Hono<ApiEnv>()
    .get('/v2/clinic-landing-page', async (c) => {
      const now = clock.now()
      const [page, keyTreatments, branches, promotions, testimonies] = await Promise.all([
        readClinicPage(db, 'clinic-landing'),
        db
          .select({
            id: clinicKeyTreatments.id,
            title: clinicKeyTreatments.title,
            summary: clinicKeyTreatments.summary,
            image: clinicKeyTreatments.image,
          })
          .from(clinicKeyTreatments)
          .orderBy(asc(clinicKeyTreatments.position), asc(clinicKeyTreatments.id)),
        selectBranches(db, { where: eq(offlineClinics.isActive, true), limit: LANDING_BRANCHES }),
        selectPromotions(
          db,
          now,
          and(lte(clinicPromotions.validFrom, now), gt(clinicPromotions.validUntil, now)),
        ),
        selectTestimonies(db, { limit: LANDING_TESTIMONIES }),
      ])
      return publicJson(c, {
        ...pageHead(page),
        hero: page.hero,
        keyTreatments,
        branches: branches.map(({ clinic }) => clinic),
        promotions: promotions.map(({ card }) => card),
        testimonies,
        steps: page.steps,
        faq: page.faq,
      } satisfies ClinicLandingPage)
    })

    .get('/v2/public/misc/summary', async (c) => {
      failIfRequested(deps, c, 'clinic-summary')
      const activeBranches = eq(offlineClinics.isActive, true)
      const [[branches], [doctors], [treatments]] = await Promise.all([
        db
          .select({
            value: count(),
            // sum() of integers is a bigint, which the driver would hand over as a string.
            patientsServed: sql<number>`coalesce(sum(${offlineClinics.patientsServed}), 0)::int`,
          })
          .from(offlineClinics)
          .where(activeBranches),
        db
          .select({ value: count() })
          .from(clinicTeamMembers)
          .where(
            and(eq(clinicTeamMembers.isActive, true), eq(clinicTeamMembers.roleSlug, 'doctor')),
          ),
        db
          .select({ value: count() })
          .from(clinicTreatments)
          .where(eq(clinicTreatments.isActive, true)),
      ])
      return publicJson(c, {
        branches: branches?.value ?? 0,
        doctors: doctors?.value ?? 0,
        treatments: treatments?.value ?? 0,
        patientsServed: Number(branches?.patientsServed ?? 0),
      } satisfies ClinicSummary)
    })
}
