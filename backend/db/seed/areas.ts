/**
 * Indonesia's administrative areas from idn-area-data: provinces, regencies and cities (our
 * "cities") and districts (our "suburbs"), plus the hand-curated Jakarta postal codes.
 */
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data'
import type { Database } from '../client'
import { cities, postalCodes, provinces, suburbs } from '../schema/places'
import { jakartaPostalCodes } from './data/jakarta-postal-codes'

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, few round trips. */
const BATCH_SIZE = 2_000

export async function seedAreas(db: Database) {
  const [provinceRows, regencyRows, districtRows] = await Promise.all([
    getProvinces(),
    getRegencies({ transform: true }),
    getDistricts({ transform: true }),
  ])
  const districtCodes = new Set(districtRows.map((district) => district.code))
  const postalCodeRows = Object.entries(jakartaPostalCodes).flatMap(([suburbId, codes]) => {
    if (!districtCodes.has(suburbId)) {
      throw new Error(
        `jakarta-postal-codes.ts names district ${suburbId}, which idn-area-data lacks`,
      )
    }
    return codes.map((code) => ({ id: `${suburbId}-${code}`, suburbId, code }))
  })

  await db.transaction(async (tx) => {
    await insertInBatches(
      provinceRows.map(({ code, name }) => ({ id: code, name })),
      (rows) => tx.insert(provinces).values(rows).onConflictDoNothing(),
    )
    await insertInBatches(
      regencyRows.map(({ code, provinceCode, name }) => ({
        id: code,
        provinceId: provinceCode,
        name,
      })),
      (rows) => tx.insert(cities).values(rows).onConflictDoNothing(),
    )
    await insertInBatches(
      districtRows.map(({ code, regencyCode, name }) => ({ id: code, cityId: regencyCode, name })),
      (rows) => tx.insert(suburbs).values(rows).onConflictDoNothing(),
    )
    await insertInBatches(postalCodeRows, (rows) =>
      tx.insert(postalCodes).values(rows).onConflictDoNothing(),
    )
  })

  return {
    provinces: provinceRows.length,
    cities: regencyRows.length,
    suburbs: districtRows.length,
    postalCodes: postalCodeRows.length,
  }
}

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => PromiseLike<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insert(rows.slice(start, start + BATCH_SIZE))
  }
}
