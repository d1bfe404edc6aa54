/**
 * The offline clinics (spec §7 "Clinic"): landing and counts, treatments, branches, promotions,
 * testimonies, key treatments, programs and subscriptions, the subscription reminder, and the team
 * list the booking flow shares. Every answer is shaped by contract/clinic/schemas.ts (the tests
 * parse each one with it); unknown or closed ids answer 404, bad queries 400.
 */
import { Hono } from 'hono'
import type { ApiDeps, ApiEnv } from '../deps'
import { clinicBranchRoutes } from './clinic/branches'
import { clinicKeyTreatmentRoutes } from './clinic/key-treatments'
import { clinicLandingRoutes } from './clinic/landing'
import { clinicProgramRoutes } from './clinic/programs'
import { clinicPromotionRoutes } from './clinic/promotions'
import { clinicReminderRoutes } from './clinic/reminder'
import { clinicTeamRoutes } from './clinic/team'
import { clinicTestimonyRoutes } from './clinic/testimonies'
import { clinicTreatmentRoutes } from './clinic/treatments'

export function clinicRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', clinicLandingRoutes(deps))
    .route('/', clinicTreatmentRoutes(deps))
    .route('/', clinicBranchRoutes(deps))
    .route('/', clinicPromotionRoutes(deps))
    .route('/', clinicTestimonyRoutes(deps))
    .route('/', clinicKeyTreatmentRoutes(deps))
    .route('/', clinicProgramRoutes(deps))
    .route('/', clinicTeamRoutes(deps))
    .route('/', clinicReminderRoutes(deps))
}
