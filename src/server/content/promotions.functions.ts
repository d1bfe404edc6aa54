import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { namesNothing } from '../../../contract/errors'
import { getPromotion, listPromotions } from '../../api/content/calls'
import { sessionMiddleware } from '../auth/auth.middleware'

/** Promotions with the member's token when signed in (member-only ones show then, spec §6). */
export const getPromotionList = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context }) => listPromotions(context.token))

/** One promotion, or null when there is none by that id (for this visitor or member). */
export const getPromotionDetail = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(120)) }))
  .handler(async ({ context, data }) => {
    try {
      return await getPromotion(data.id, context.token)
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })
