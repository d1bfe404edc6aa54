/**
 * Programs (`/v2/public/program-page`), subscription packages (`/v2/public/subscription-page`,
 * token optional) and the subscription terms (`…/tnc`).
 *
 * The subscription page is public: a valid member token adds member prices and the member's
 * reminders; any other token leaves a visitor, never a 401.
 */
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type {
  ProgramPage,
  SubscriptionPage,
  SubscriptionTerms,
} from '../../../contract/clinic/schemas'
import {
  clinicPrograms,
  clinicProgramTreatments,
  clinicTreatments,
  subscriptionPackages,
  subscriptionReminders,
} from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { memberOrVisitor } from '../../http/middleware'
import { PRIVATE_CACHE, PUBLIC_CACHE, publicJson } from '../content/public-json'
import { pageHead, readClinicPage } from './clinic-pages'

export function clinicProgramRoutes(deps: ApiDeps) {
  const { db } = deps

  return new Hono<ApiEnv>()
    .get('/v2/public/program-page', async (c) => {
      const [page, programs, treatments] = await Promise.all([
        readClinicPage(db, 'clinic-programs'),
        db
          .select()
          .from(clinicPrograms)
          .orderBy(asc(clinicPrograms.position), asc(clinicPrograms.id)),
        db
          .select({
            programId: clinicProgramTreatments.programId,
            id: clinicTreatments.id,
            name: clinicTreatments.name,
          })
          .from(clinicProgramTreatments)
          .innerJoin(clinicTreatments, eq(clinicTreatments.id, clinicProgramTreatments.treatmentId))
          .orderBy(asc(clinicProgramTreatments.position)),
      ])
      return publicJson(c, {
        ...pageHead(page),
        programs: programs.map((program) => ({
          id: program.id,
          name: program.name,
          summary: program.summary,
          image: program.image,
          durationWeeks: program.durationWeeks,
          sessions: program.sessions,
          price: program.price,
          includes: program.includes,
          treatments: treatments
            .filter((treatment) => treatment.programId === program.id)
            .map(({ id, name }) => ({ id, name })),
        })),
        faq: page.faq,
      } satisfies ProgramPage)
    })

    .get('/v2/public/subscription-page', async (c) => {
      const member = await memberOrVisitor(deps, c)
      const [page, packages] = await Promise.all([
        readClinicPage(db, 'clinic-subscriptions'),
        db
          .select()
          .from(subscriptionPackages)
          .orderBy(asc(subscriptionPackages.position), asc(subscriptionPackages.id)),
      ])
      const reminded = member
        ? new Set(
            (
              await db
                .select({ id: subscriptionReminders.subscriptionPackageId })
                .from(subscriptionReminders)
                .where(eq(subscriptionReminders.memberId, member.id))
            ).map(({ id }) => id),
          )
        : null
      // The answer depends on the token: shared caches may keep only the visitors' one.
      c.header('cache-control', c.req.header('authorization') ? PRIVATE_CACHE : PUBLIC_CACHE)
      c.header('vary', 'authorization')
      return c.json({
        ...pageHead(page),
        packages: packages.map((item) => ({
          id: item.id,
          name: item.name,
          summary: item.summary,
          price: item.price,
          memberPrice: reminded ? item.memberPrice : null,
          periodMonths: item.periodMonths,
          benefits: item.benefits,
          availableFrom: item.availableFrom?.toISOString() ?? null,
          reminderSet: reminded ? reminded.has(item.id) : null,
        })),
        memberPrices: reminded !== null,
        faq: page.faq,
      } satisfies SubscriptionPage)
    })

    .get('/v2/public/subscription-page/tnc', async (c) => {
      const page = await readClinicPage(db, 'clinic-subscription-terms')
      return publicJson(c, {
        ...pageHead(page),
        title: page.title,
        effectiveFrom: page.effectiveFrom,
      } satisfies SubscriptionTerms)
    })
}
