/**
 * 'Beli Lagi' from the app: the same API call as the plain form (reorder-form.server.ts), with
 * the session's token added here. A refusal the member can act on (a full cart) comes back as
 * `{ ok: false }`; the page then says it as the form's answer does.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { ReorderLine } from '../../../contract/checkout/reorder'
import { reorder } from '../../api/checkout/calls'
import { memberMiddleware } from '../auth/auth.middleware'
import { refusal } from '../http/refusal'

export type ReorderAnswer = { ok: true; lines: ReorderLine[] } | { ok: false; message: string }

export const reorderMyOrder = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }))
  .handler(async ({ context, data }): Promise<ReorderAnswer> => {
    try {
      return { ok: true, lines: (await reorder(context.token, data.orderId)).lines }
    } catch (error) {
      const refused = refusal(error)
      if (refused) return { ok: false, message: refused.message }
      throw error
    }
  })
