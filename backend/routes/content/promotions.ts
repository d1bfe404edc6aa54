/**
 * Promotions: the running ones (`/dc-frontend/promotion-page`) and one promotion
 * (`/dc-frontend/promotion-detail/{id}`). A valid member token also shows member-only ones;
 * anything else is a visitor, never 401 on a public page.
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Promotion, PromotionDetail, PromotionList } from '../../../contract/content/schemas'
import { promotions } from '../../db/schema/content'
import type { ApiDeps, ApiEnv } from '../../deps'
import { memberOrVisitor } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { PRIVATE_CACHE, PUBLIC_CACHE } from './public-json'
import { readPage } from './singleton-pages'

export function promotionRoutes(deps: ApiDeps) {
  const { db, clock } = deps

  return new Hono<ApiEnv>()
    .get('/dc-frontend/promotion-page', async (c) => {
      const member = await memberOrVisitor(deps, c)
      const now = clock.now()
      const [data, rows] = await Promise.all([
        readPage(db, 'promotions'),
        db
          .select()
          .from(promotions)
          .where(
            and(
              gt(promotions.validUntil, now),
              member ? undefined : eq(promotions.membersOnly, false),
            ),
          )
          .orderBy(asc(promotions.validUntil), asc(promotions.id)),
      ])
      // The answer depends on the token: shared caches may keep only the visitors' one.
      c.header('cache-control', c.req.header('authorization') ? PRIVATE_CACHE : PUBLIC_CACHE)
      c.header('vary', 'authorization')
      return c.json({
        seo: data.seo,
        ...(data.hero ? { hero: data.hero } : {}),
        data: rows.map((row) => toPromotion(row, now)),
      } satisfies PromotionList)
    })

    .get('/dc-frontend/promotion-detail/:id', async (c) => {
      const [row] = await db
        .select()
        .from(promotions)
        .where(eq(promotions.id, c.req.param('id')))
        .limit(1)
      // The token is looked up only when the promotion needs it.
      if (!row || (row.membersOnly && !(await memberOrVisitor(deps, c)))) throw notFound()
      c.header('cache-control', row.membersOnly ? PRIVATE_CACHE : PUBLIC_CACHE)
      c.header('vary', 'authorization')
      return c.json({
        ...toPromotion(row, clock.now()),
        seo: {
          title: row.title,
          description: row.summary,
          image: row.image,
        },
        blocks: row.blocks,
        howToUse: row.howToUse,
        updatedAt: row.updatedAt.toISOString(),
      } satisfies PromotionDetail)
    })
}

function toPromotion(row: typeof promotions.$inferSelect, now: Date): Promotion {
  return {
    id: row.id,
    slug: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    status: now < row.validFrom ? 'upcoming' : now >= row.validUntil ? 'expired' : 'active',
    code: row.code,
    membersOnly: row.membersOnly,
    terms: row.terms,
  }
}
