/**
 * Product ratings (`GET /ratings`, public with the token optional) and likes
 * (`PUT /ratings/like/{ratingId}`, members): one like per member and rating, so liking twice
 * changes the count once.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type Rating,
  RatingLikeInput,
  type RatingLikeResult,
  type RatingList,
  RatingListQuery,
} from '../../../contract/shop/schemas'
import type { Database } from '../../db/client'
import { shopRatingLikes, shopRatings } from '../../db/schema/shop'
import type { ApiDeps, ApiEnv } from '../../deps'
import { isUuid } from '../../http/ids'
import { optionalMember, requireMember } from '../../http/middleware'
import { notFound } from '../../http/problem'
import { readJson, readQuery } from '../../http/validation'

const RATING_NOT_FOUND = 'Ulasan tidak ditemukan.'

function likeCounts(db: Database) {
  return db
    .select({ ratingId: shopRatingLikes.ratingId, total: count().as('like_total') })
    .from(shopRatingLikes)
    .groupBy(shopRatingLikes.ratingId)
    .as('like_counts')
}

export function ratingRoutes(deps: ApiDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)

  async function likeState(ratingId: string, memberId: string): Promise<RatingLikeResult> {
    const [row] = await db
      .select({
        baseLikes: shopRatings.baseLikes,
        total: sql<number>`(select count(*)::int from ${shopRatingLikes} where ${shopRatingLikes.ratingId} = ${shopRatings.id})`,
        liked: sql<boolean>`exists (select 1 from ${shopRatingLikes} where ${shopRatingLikes.ratingId} = ${shopRatings.id} and ${shopRatingLikes.memberId} = ${memberId})`,
      })
      .from(shopRatings)
      .where(eq(shopRatings.id, ratingId))
    if (!row) throw notFound(RATING_NOT_FOUND)
    return { id: ratingId, likeCount: row.baseLikes + Number(row.total), liked: Boolean(row.liked) }
  }

  return new Hono<ApiEnv>()
    .get('/ratings', async (c) => {
      // Spec §6: ratings work for visitors; a token, when sent, must be valid and marks own likes.
      // The token is read before the query, so a bad token answers 401 whatever the query says.
      const memberId = (await optionalMember(deps, c))?.id
      const query = readQuery(c, RatingListQuery)
      const likes = likeCounts(db)
      const where = and(
        eq(shopRatings.productId, query.productId),
        // Only visible ratings are public. `show` stays accepted (the contract has it) but a
        // moderated rating is never shown, whatever it says.
        eq(shopRatings.show, true),
        query.rating ? eq(shopRatings.rating, query.rating) : undefined,
      )
      const columns = {
        rating: shopRatings.rating,
        date: shopRatings.createdAt,
        id: shopRatings.id,
      }
      const order = query.sortBy.split(',').map((key) => {
        const [field, direction] = key.split('.') as [keyof typeof columns, 'ASC' | 'DESC']
        return direction === 'ASC' ? asc(columns[field]) : desc(columns[field])
      })
      const [rows, [total]] = await Promise.all([
        db
          .select({
            rating: shopRatings,
            likes: sql<number>`coalesce(${likes.total}, 0)::int`,
            liked: memberId
              ? sql<boolean>`exists (select 1 from ${shopRatingLikes} where ${shopRatingLikes.ratingId} = ${shopRatings.id} and ${shopRatingLikes.memberId} = ${memberId})`
              : sql<boolean>`false`,
          })
          .from(shopRatings)
          .leftJoin(likes, eq(likes.ratingId, shopRatings.id))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(shopRatings).where(where),
      ])
      const totalCount = total?.total ?? 0
      // A visitor's list; an answer to a token is made private by the app's noStoreWithToken.
      c.header('cache-control', 'public, max-age=60')
      return c.json({
        data: rows.map(
          ({ rating, likes: memberLikes, liked }): Rating => ({
            id: rating.id,
            productId: rating.productId,
            reviewerName: rating.reviewerName,
            rating: rating.rating,
            comment: rating.comment,
            createdAt: rating.createdAt.toISOString(),
            likeCount: rating.baseLikes + Number(memberLikes),
            liked: Boolean(liked),
          }),
        ),
        meta: {
          page: query.page,
          limit: query.limit,
          total: totalCount,
          totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
        },
      } satisfies RatingList)
    })

    .put('/ratings/like/:ratingId', member, async (c) => {
      const ratingId = c.req.param('ratingId')
      if (!isUuid(ratingId)) throw notFound(RATING_NOT_FOUND)
      const { like } = await readJson(c, RatingLikeInput)
      const memberId = c.var.member.id
      const [rating] = await db
        .select({ id: shopRatings.id })
        .from(shopRatings)
        .where(and(eq(shopRatings.id, ratingId), eq(shopRatings.show, true)))
      if (!rating) throw notFound(RATING_NOT_FOUND)
      if (like) {
        await db
          .insert(shopRatingLikes)
          .values({ ratingId, memberId, createdAt: clock.now() })
          .onConflictDoNothing()
      } else {
        await db
          .delete(shopRatingLikes)
          .where(
            and(eq(shopRatingLikes.ratingId, ratingId), eq(shopRatingLikes.memberId, memberId)),
          )
      }
      return c.json(await likeState(ratingId, memberId))
    })
}
