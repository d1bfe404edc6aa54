/**
 * Promotions at checkout: `GET /promotions` (the ones this member may use, code-only ones
 * included, since the member picks from this list), `POST /v2/promotions/apply-best-promo` (every
 * one that applies by itself and this member may redeem, measured against the order, the best
 * first) and `POST /orders/apply-promo` (a code).
 */
import { Hono } from 'hono'
import {
  type AppliedPromo,
  ApplyPromoInput,
  type BestPromo,
  BestPromoInput,
  type CheckoutPromotionList,
  CheckoutPromotionQuery,
} from '../../../contract/checkout/schemas'
import type { ApiDeps, ApiEnv } from '../../deps'
import { failIfRequested } from '../../http/fault-injection'
import { requireMember } from '../../http/middleware'
import { ApiProblem } from '../../http/problem'
import { readJson, readQuery } from '../../http/validation'
import { priceFromCatalogue, subtotalOf } from './pricing'
import {
  conditionOf,
  promotionForCode,
  promotionsForMember,
  rankedForMember,
} from './promotion-rules'

export function promotionRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/promotions', member, async (c) => {
      readQuery(c, CheckoutPromotionQuery)
      const usable = await promotionsForMember(db, c.var.member.id, clock.now(), { typed: true })
      return c.json({
        data: usable.map((promotion) => ({
          promotionId: promotion.id,
          title: promotion.title,
          code: promotion.code,
          condition: conditionOf(promotion),
          validUntil: promotion.validUntil.toISOString(),
        })),
      } satisfies CheckoutPromotionList)
    })

    .post('/v2/promotions/apply-best-promo', member, async (c) => {
      failIfRequested(deps, c, 'promo-best')
      const input = await readJson(c, BestPromoInput)
      const lines = await priceFromCatalogue(db, input.products)
      const ranked = await rankedForMember(db, c.var.member.id, lines, clock.now())
      return c.json({ subtotal: subtotalOf(lines), ...ranked } satisfies BestPromo)
    })

    .post('/orders/apply-promo', member, async (c) => {
      failIfRequested(deps, c, 'promo-apply')
      const input = await readJson(c, ApplyPromoInput)
      const lines = await priceFromCatalogue(db, input.products)
      const found = await promotionForCode(db, c.var.member.id, input.code, lines, clock.now())
      // A code that does not apply is a well-formed request the member can act on: 422.
      if (!found.ok)
        throw new ApiProblem(422, found.message, [{ path: 'code', message: found.message }])
      return c.json({
        subtotal: subtotalOf(lines),
        promo: found.application,
      } satisfies AppliedPromo)
    })
}
