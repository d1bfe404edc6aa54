/**
 * Treatments: the list page with its categories (`/v2/clinic-treatment-list-page`), the list
 * (`…/treatments`, by category), and one treatment with the active branches that offer it
 * (`/v2/clinic-treatment-detail-page/{id}`).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type TreatmentDetailPage,
  type TreatmentList,
  type TreatmentListPage,
  TreatmentListQuery,
} from '../../../contract/clinic/schemas'
import {
  clinicTreatmentBranches,
  clinicTreatmentCategories,
  clinicTreatments,
  offlineClinics,
} from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { notFound } from '../../http/problem'
import { readQuery } from '../../http/validation'
import { publicJson } from '../content/public-json'
import { selectBranches } from './branch-cards'
import { pageHead, readClinicPage } from './clinic-pages'
import { selectActiveTreatments } from './treatment-cards'

/** A treatment page suggests this many others of its category. */
const RELATED_TREATMENTS = 3

export function clinicTreatmentRoutes(deps: ApiDeps) {
  const { db } = deps

  return new Hono<ApiEnv>()
    .get('/v2/clinic-treatment-list-page', async (c) => {
      const [page, categories] = await Promise.all([
        readClinicPage(db, 'clinic-treatments'),
        db
          .select({ slug: clinicTreatmentCategories.slug, name: clinicTreatmentCategories.name })
          .from(clinicTreatmentCategories)
          .where(
            sql`exists (select 1 from ${clinicTreatments} where ${clinicTreatments.categorySlug} = ${clinicTreatmentCategories.slug} and ${clinicTreatments.isActive})`,
          )
          .orderBy(asc(clinicTreatmentCategories.position)),
      ])
      return publicJson(c, { ...pageHead(page), categories } satisfies TreatmentListPage)
    })

    .get('/v2/clinic-treatment-list-page/treatments', async (c) => {
      failIfRequested(deps, c, 'clinic-treatments')
      const query = readQuery(c, TreatmentListQuery)
      // An unknown category is a well-formed filter that matches nothing: an empty list.
      const treatments = await selectActiveTreatments(db, {
        where: query.category ? eq(clinicTreatments.categorySlug, query.category) : undefined,
      })
      return publicJson(c, {
        data: treatments.map(({ summary }) => summary),
      } satisfies TreatmentList)
    })

    .get('/v2/clinic-treatment-detail-page/:id', async (c) => {
      const id = c.req.param('id')
      const [found] = await selectActiveTreatments(db, { where: eq(clinicTreatments.id, id) })
      if (!found) throw notFound()
      const { row, summary } = found
      const [clinics, related] = await Promise.all([
        selectBranches(db, {
          where: and(
            eq(offlineClinics.isActive, true),
            sql`exists (select 1 from ${clinicTreatmentBranches} where ${clinicTreatmentBranches.clinicId} = ${offlineClinics.id} and ${clinicTreatmentBranches.treatmentId} = ${id})`,
          ),
        }),
        selectActiveTreatments(db, {
          where: and(
            eq(clinicTreatments.categorySlug, row.categorySlug),
            ne(clinicTreatments.id, id),
          ),
          limit: RELATED_TREATMENTS,
        }),
      ])
      return publicJson(c, {
        seo: { title: row.name, description: row.summary, image: row.image },
        treatment: summary,
        blocks: row.blocks,
        steps: row.steps,
        beforeAfter: row.beforeAfter,
        preparation: row.preparation,
        faq: row.faq,
        clinics: clinics.map(({ clinic }) => clinic),
        related: related.map((item) => item.summary),
        updatedAt: row.updatedAt.toISOString(),
      } satisfies TreatmentDetailPage)
    })
}
