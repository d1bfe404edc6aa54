/**
 * Clinic testimonies: the page around them (`/v2/public/clinic-testimony-page`) and the list,
 * newest first, 4 to a page (spec §9) (`/v2/public/clinic-testimonies`).
 */
import { count } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type ClinicTestimonyList,
  type ClinicTestimonyPage,
  ClinicTestimonyQuery,
} from '../../../contract/clinic/schemas'
import { clinicTestimonies } from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { readQuery } from '../../http/validation'
import { publicJson } from '../content/public-json'
import { pageHead, readClinicPage } from './clinic-pages'
import { selectTestimonies } from './testimony-cards'

export function clinicTestimonyRoutes(deps: ApiDeps) {
  const { db } = deps

  return new Hono<ApiEnv>()
    .get('/v2/public/clinic-testimony-page', async (c) => {
      const page = await readClinicPage(db, 'clinic-testimonies')
      return publicJson(c, {
        ...pageHead(page),
        disclaimer: page.disclaimer,
      } satisfies ClinicTestimonyPage)
    })

    .get('/v2/public/clinic-testimonies', async (c) => {
      failIfRequested(deps, c, 'clinic-testimonies')
      const query = readQuery(c, ClinicTestimonyQuery)
      const [[total], data] = await Promise.all([
        db.select({ value: count() }).from(clinicTestimonies),
        selectTestimonies(db, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      ])
      const totalCount = total?.value ?? 0
      return publicJson(c, {
        data,
        meta: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.ceil(totalCount / query.limit),
        },
      } satisfies ClinicTestimonyList)
    })
}
