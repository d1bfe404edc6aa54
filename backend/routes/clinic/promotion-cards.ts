/**
 * Clinic promotions as the contract's `ClinicPromotion`: their treatment and branches named, and
 * their status computed from the API's clock, so a test with a fixed clock sees a fixed status.
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { ClinicPromotion } from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import {
  clinicPromotionBranches,
  clinicPromotions,
  clinicTreatments,
  offlineClinics,
} from '../../db/schema/clinic'

export type ClinicPromotionRow = typeof clinicPromotions.$inferSelect

/** Promotions matching `where`, the soonest to start first. */
export async function selectPromotions(db: Database, now: Date, where?: SQL) {
  const rows = await db
    .select({ promotion: clinicPromotions, treatmentName: clinicTreatments.name })
    .from(clinicPromotions)
    .leftJoin(clinicTreatments, eq(clinicTreatments.id, clinicPromotions.treatmentId))
    .where(where)
    .orderBy(asc(clinicPromotions.validFrom), asc(clinicPromotions.id))
  if (rows.length === 0) return []
  const branches = await db
    .select({
      promotionId: clinicPromotionBranches.promotionId,
      id: offlineClinics.id,
      name: offlineClinics.name,
    })
    .from(clinicPromotionBranches)
    .innerJoin(offlineClinics, eq(offlineClinics.id, clinicPromotionBranches.clinicId))
    .where(
      inArray(
        clinicPromotionBranches.promotionId,
        rows.map(({ promotion }) => promotion.id),
      ),
    )
    .orderBy(asc(offlineClinics.name))
  return rows.map(({ promotion, treatmentName }) => ({
    row: promotion,
    card: toClinicPromotion(
      promotion,
      treatmentName,
      branches
        .filter((branch) => branch.promotionId === promotion.id)
        .map(({ id, name }) => ({ id, name })),
      now,
    ),
  }))
}

export function promotionStatus(row: ClinicPromotionRow, now: Date): ClinicPromotion['status'] {
  if (now < row.validFrom) return 'upcoming'
  return now >= row.validUntil ? 'expired' : 'active'
}

function toClinicPromotion(
  row: ClinicPromotionRow,
  treatmentName: string | null,
  clinics: ClinicPromotion['clinics'],
  now: Date,
): ClinicPromotion {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    status: promotionStatus(row, now),
    normalPrice: row.normalPrice,
    promoPrice: row.promoPrice,
    treatment:
      row.treatmentId && treatmentName !== null
        ? { id: row.treatmentId, name: treatmentName }
        : null,
    clinics,
    terms: row.terms,
  }
}
