/** Treatments as the contract's `TreatmentSummary`, in category order, then by name. */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { TreatmentSummary } from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import { clinicTreatmentCategories, clinicTreatments } from '../../db/schema/clinic'

export type TreatmentRow = typeof clinicTreatments.$inferSelect

/** Active treatments matching `where`. */
export async function selectActiveTreatments(
  db: Database,
  options: { where?: SQL | undefined; limit?: number } = {},
) {
  let query = db
    .select({ treatment: clinicTreatments, category: clinicTreatmentCategories })
    .from(clinicTreatments)
    .innerJoin(
      clinicTreatmentCategories,
      eq(clinicTreatmentCategories.slug, clinicTreatments.categorySlug),
    )
    .where(and(eq(clinicTreatments.isActive, true), options.where))
    .orderBy(
      asc(clinicTreatmentCategories.position),
      asc(clinicTreatments.name),
      asc(clinicTreatments.id),
    )
    .$dynamic()
  if (options.limit !== undefined) query = query.limit(options.limit)
  const rows = await query
  return rows.map(({ treatment, category }) => ({
    row: treatment,
    summary: toTreatmentSummary(treatment, category),
  }))
}

export function toTreatmentSummary(
  row: TreatmentRow,
  category: { slug: string; name: string },
): TreatmentSummary {
  return {
    id: row.id,
    name: row.name,
    category: { slug: category.slug, name: category.name },
    summary: row.summary,
    priceFrom: row.priceFrom,
    durationMinutes: row.durationMinutes,
    image: row.image,
  }
}
