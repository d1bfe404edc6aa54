/** The place pickers of the address form: province → city → suburb (district) → postal code. */
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { CitiesQuery, PostalCodesQuery, SuburbsQuery } from '../../contract/misc/schemas'
import { cities, postalCodes, provinces, suburbs } from '../db/schema/places'
import type { ApiDeps, ApiEnv } from '../deps'
import { readQuery } from '../http/validation'

/** Places change by regulation, a few times a decade: let browsers and proxies keep them a day. */
const CACHE_FOR_A_DAY = 'public, max-age=86400'

/**
 * Public lists. An id that names nothing gives an empty list, like any filter with no match, and
 * that is not an error (every seeded suburb has postal codes, but a client may ask for any id).
 */
export function miscRoutes({ db }: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/misc/provinces', async (c) => {
      const data = await db
        .select({ id: provinces.id, name: provinces.name })
        .from(provinces)
        .orderBy(asc(provinces.name))
      c.header('cache-control', CACHE_FOR_A_DAY)
      return c.json({ data })
    })

    .get('/misc/cities', async (c) => {
      const { provinceId } = readQuery(c, CitiesQuery)
      const data = await db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(eq(cities.provinceId, provinceId))
        .orderBy(asc(cities.name))
      c.header('cache-control', CACHE_FOR_A_DAY)
      return c.json({ data })
    })

    .get('/misc/suburbs', async (c) => {
      const { cityId } = readQuery(c, SuburbsQuery)
      const data = await db
        .select({ id: suburbs.id, name: suburbs.name })
        .from(suburbs)
        .where(eq(suburbs.cityId, cityId))
        .orderBy(asc(suburbs.name))
      c.header('cache-control', CACHE_FOR_A_DAY)
      return c.json({ data })
    })

    .get('/misc/postalcodes', async (c) => {
      const { suburbId } = readQuery(c, PostalCodesQuery)
      const data = await db
        .select({ id: postalCodes.id, code: postalCodes.code })
        .from(postalCodes)
        .where(eq(postalCodes.suburbId, suburbId))
        .orderBy(asc(postalCodes.code))
      c.header('cache-control', CACHE_FOR_A_DAY)
      return c.json({ data })
    })
}
