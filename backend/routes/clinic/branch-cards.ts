/**
 * Branches as the contract's `OfflineClinic`: the row with its province's name, which comes from
 * the provinces table so it reads as /misc/provinces does.
 */
import { asc, eq, type SQL } from 'drizzle-orm'
import type { OfflineClinic } from '../../../contract/clinic/schemas'
import type { Database } from '../../db/client'
import { offlineClinics } from '../../db/schema/clinic'
import { provinces } from '../../db/schema/places'

export type BranchRow = typeof offlineClinics.$inferSelect

/** Branches matching `where`, by name unless `orderBy` says otherwise. */
export async function selectBranches(
  db: Database,
  options: { where?: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number } = {},
) {
  let query = db
    .select({ branch: offlineClinics, provinceName: provinces.name })
    .from(offlineClinics)
    .innerJoin(provinces, eq(provinces.id, offlineClinics.provinceId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [asc(offlineClinics.name), asc(offlineClinics.id)]))
    .$dynamic()
  if (options.limit !== undefined) query = query.limit(options.limit)
  if (options.offset !== undefined) query = query.offset(options.offset)
  const rows = await query
  return rows.map(({ branch, provinceName }) => ({
    row: branch,
    clinic: toOfflineClinic(branch, provinceName),
  }))
}

export function toOfflineClinic(row: BranchRow, provinceName: string): OfflineClinic {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    isActive: row.isActive,
    address: {
      street: row.street,
      district: row.district,
      city: row.city,
      province: { id: row.provinceId, name: provinceName },
      postalCode: row.postalCode,
    },
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    phone: row.phone,
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    image: row.image,
  }
}
