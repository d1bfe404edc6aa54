/** Clinic testimonies as the contract's `ClinicTestimony`, newest first. */
import { desc, eq } from 'drizzle-orm'
import type { ClinicTestimony } from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import { clinicTestimonies, clinicTreatments, offlineClinics } from '../../db/schema/clinic'

export async function selectTestimonies(
  db: Database,
  options: { limit: number; offset?: number },
): Promise<ClinicTestimony[]> {
  const rows = await db
    .select({
      testimony: clinicTestimonies,
      treatmentName: clinicTreatments.name,
      clinicName: offlineClinics.name,
    })
    .from(clinicTestimonies)
    .innerJoin(clinicTreatments, eq(clinicTreatments.id, clinicTestimonies.treatmentId))
    .innerJoin(offlineClinics, eq(offlineClinics.id, clinicTestimonies.clinicId))
    .orderBy(desc(clinicTestimonies.publishedAt), desc(clinicTestimonies.id))
    .limit(options.limit)
    .offset(options.offset ?? 0)
  return rows.map(({ testimony, treatmentName, clinicName }) => ({
    id: testimony.id,
    name: testimony.name,
    age: testimony.age,
    city: testimony.city,
    rating: testimony.rating,
    quote: testimony.quote,
    treatment: { id: testimony.treatmentId, name: treatmentName },
    clinic: { id: testimony.clinicId, name: clinicName },
    image: testimony.image,
    publishedAt: testimony.publishedAt.toISOString(),
  }))
}
