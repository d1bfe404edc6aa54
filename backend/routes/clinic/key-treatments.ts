/**
 * A key treatment's story page (`/v2/public/key-treatment-page/{id}`): the treatment it books and
 * the active branches that offer it. A key treatment whose treatment is no longer offered is a
 * 404, as that treatment's own page is.
 */
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { KeyTreatmentPage } from '../../../contract/clinic/schemas'
import {
  clinicKeyTreatments,
  clinicTreatmentBranches,
  clinicTreatments,
  offlineClinics,
} from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { notFound } from '../../http/problem'
import { publicJson } from '../content/public-json'
import { selectBranches } from './branch-cards'
import { selectActiveTreatments } from './treatment-cards'

export function clinicKeyTreatmentRoutes(deps: ApiDeps) {
  const { db } = deps

  return new Hono<ApiEnv>().get('/v2/public/key-treatment-page/:id', async (c) => {
    const [row] = await db
      .select()
      .from(clinicKeyTreatments)
      .where(eq(clinicKeyTreatments.id, c.req.param('id')))
      .limit(1)
    if (!row) throw notFound()
    const [[treatment], clinics] = await Promise.all([
      selectActiveTreatments(db, { where: eq(clinicTreatments.id, row.treatmentId) }),
      selectBranches(db, {
        where: and(
          eq(offlineClinics.isActive, true),
          sql`exists (select 1 from ${clinicTreatmentBranches} where ${clinicTreatmentBranches.clinicId} = ${offlineClinics.id} and ${clinicTreatmentBranches.treatmentId} = ${row.treatmentId})`,
        ),
      }),
    ])
    if (!treatment) throw notFound()
    return publicJson(c, {
      seo: row.seo,
      ...(row.hero ? { hero: row.hero } : {}),
      blocks: row.blocks,
      updatedAt: row.updatedAt.toISOString(),
      keyTreatment: { id: row.id, title: row.title, summary: row.summary, image: row.image },
      treatment: treatment.summary,
      benefits: row.benefits,
      steps: row.steps,
      beforeAfter: row.beforeAfter,
      faq: row.faq,
      clinics: clinics.map(({ clinic }) => clinic),
    } satisfies KeyTreatmentPage)
  })
}
