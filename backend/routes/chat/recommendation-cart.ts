/**
 * `POST /v2/consults/{id}/messages/{messageId}/cart`: the member puts the products of their
 * doctor's recommendation into their cart, once. The message remembers when (`added_to_cart_at`),
 * set in the transaction that adds the products, so the card says 'Sudah di keranjang' after a
 * reload, and a second press, a second tab or a retry adds nothing and answers `alreadyAdded`.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  type RecommendationCartResult,
  RecommendationContent,
} from '../../../contract/consults/schemas'
import { consultMessages } from '../../db/schema/consults'
import type { ApiDeps, ApiEnv } from '../../deps'
import { isUuid } from '../../http/ids'
import { requireMember } from '../../http/middleware'
import { ApiProblem, conflict, notFound } from '../../http/problem'
import { consultForCaller } from '../consultation/access'
import { loadCart, lockCart } from '../shop/cart'
import { addLinesToCart } from '../shop/cart-add'

export const RECOMMENDATION_CART_MESSAGES = {
  notFound: 'Rekomendasi dokter ini tidak ditemukan.',
  membersOnly: 'Hanya pasien konsultasi ini yang dapat menambahkan rekomendasinya ke keranjang.',
  noProducts: 'Rekomendasi ini tidak memuat produk untuk keranjang.',
} as const

export function recommendationCartRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>().post('/v2/consults/:id/messages/:messageId/cart', member, async (c) => {
    const memberId = c.var.member.id
    const access = await consultForCaller(deps, memberId, c.req.param('id'))
    if (access.viewer !== 'member') {
      throw new ApiProblem(403, RECOMMENDATION_CART_MESSAGES.membersOnly)
    }
    const messageId = c.req.param('messageId')
    if (!isUuid(messageId)) throw notFound(RECOMMENDATION_CART_MESSAGES.notFound)
    const ofThisConsult = and(
      eq(consultMessages.id, messageId),
      eq(consultMessages.consultId, access.consult.id),
      eq(consultMessages.kind, 'recommendation'),
    )
    const now = clock.now()
    const outcome = await db.transaction(async (tx) => {
      await lockCart(tx, memberId)
      // Only the transaction that turns a null into a time adds the products: a concurrent one
      // waits on the row, then finds it set and adds nothing. A refused add rolls the mark back.
      const [marked] = await tx
        .update(consultMessages)
        .set({ addedToCartAt: now })
        .where(and(ofThisConsult, isNull(consultMessages.addedToCartAt)))
        .returning({ payload: consultMessages.payload })
      if (!marked) {
        const [row] = await tx
          .select({ addedToCartAt: consultMessages.addedToCartAt })
          .from(consultMessages)
          .where(ofThisConsult)
        if (!row?.addedToCartAt) throw notFound(RECOMMENDATION_CART_MESSAGES.notFound)
        return { alreadyAdded: true, addedToCartAt: row.addedToCartAt }
      }
      const { items } = v.parse(RecommendationContent, marked.payload)
      if (items.length === 0) throw conflict(RECOMMENDATION_CART_MESSAGES.noProducts)
      await addLinesToCart(
        tx,
        memberId,
        items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        now,
        'add',
      )
      return { alreadyAdded: false, addedToCartAt: now }
    })
    return c.json(
      {
        alreadyAdded: outcome.alreadyAdded,
        addedToCartAt: outcome.addedToCartAt.toISOString(),
        cart: await loadCart(db, memberId),
      } satisfies RecommendationCartResult,
      outcome.alreadyAdded ? 200 : 201,
    )
  })
}
