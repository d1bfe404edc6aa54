/**
 * Clinic promotions: the running and upcoming ones (`/v2/public/clinic-promotion-page`) and one
 * promotion in any status, expired included (`…/{id}`), so an old link still explains itself.
 */
import { eq, gt } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ClinicPromotionDetail, ClinicPromotionPage } from '../../../contract/clinic/schemas'
import { clinicPromotions } from '../../db/schema/clinic'
import type { ApiDeps, ApiEnv } from '../../deps'
import { notFound } from '../../http/problem'
import { publicJson } from '../content/public-json'
import { pageHead, readClinicPage } from './clinic-pages'
import { selectPromotions } from './promotion-cards'

export function clinicPromotionRoutes(deps: ApiDeps) {
  const { db, clock } = deps

  return new Hono<ApiEnv>()
    .get('/v2/public/clinic-promotion-page', async (c) => {
      const now = clock.now()
      const [page, promotions] = await Promise.all([
        readClinicPage(db, 'clinic-promotions'),
        selectPromotions(db, now, gt(clinicPromotions.validUntil, now)),
      ])
      return publicJson(c, {
        ...pageHead(page),
        data: promotions.map(({ card }) => card),
      } satisfies ClinicPromotionPage)
    })

    .get('/v2/public/clinic-promotion-page/:id', async (c) => {
      const [found] = await selectPromotions(
        db,
        clock.now(),
        eq(clinicPromotions.id, c.req.param('id')),
      )
      if (!found) throw notFound()
      const { row, card } = found
      return publicJson(c, {
        ...card,
        seo: { title: row.title, description: row.summary, image: row.image },
        blocks: row.blocks,
        howToUse: row.howToUse,
        updatedAt: row.updatedAt.toISOString(),
      } satisfies ClinicPromotionDetail)
    })
}
