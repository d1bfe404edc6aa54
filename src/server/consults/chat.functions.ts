/**
 * The chat room's calls, carrying the session's token. The doctor signs in like a member, so the
 * same functions serve both sides of a room: the API decides who may open it (its member, its
 * doctor) and answers everyone else 404.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { MarkReadBody, SendMessageBody } from '../../../contract/consults/schemas'
import { ApiError, namesNothing } from '../../../contract/errors'
import {
  addRecommendationToCart as addToCartOnce,
  getChatRoom as fetchChatRoom,
  markChatRead,
  sendChatMessage,
} from '../../api/consults/chat-calls'
import { memberMiddleware } from '../auth/auth.middleware'

const ConsultId = v.pipe(v.string(), v.minLength(1), v.maxLength(64))

/** The room, or null when the caller may not open it (the API's 404, also for a malformed id). */
export const getChatRoom = createServerFn({ method: 'GET' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: ConsultId }))
  .handler(async ({ context, data }) => {
    try {
      return await fetchChatRoom(context.token, data.consultId)
    } catch (error) {
      if (namesNothing(error)) return null
      throw error
    }
  })

export type SendMessageResult =
  | { ok: true; message: Awaited<ReturnType<typeof sendChatMessage>> }
  | { ok: false; message: string }

/**
 * Sends a message. The API's refusals (the consult is closed: 409; a photo it does not know: 422)
 * come back as a sentence to show; a failure on the way is thrown, and the sender keeps the
 * message queued to send again with the same clientId.
 */
export const sendMessage = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: ConsultId, body: SendMessageBody }))
  .handler(async ({ context, data }): Promise<SendMessageResult> => {
    try {
      return { ok: true, message: await sendChatMessage(context.token, data.consultId, data.body) }
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        if (error.status === 409) return { ok: false, message: 'Konsultasi ini sudah selesai.' }
        return { ok: false, message: error.body?.message ?? 'Pesan ini tidak bisa dikirim.' }
      }
      throw error
    }
  })

export const markRead = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: ConsultId, upTo: MarkReadBody.entries.upTo }))
  .handler(({ context, data }) => markChatRead(context.token, data.consultId, data.upTo))

export type AddRecommendationResult =
  | { ok: true; alreadyAdded: boolean; addedToCartAt: string; totalQuantity: number }
  | { ok: false; message: string }

/**
 * 'Tambah ke Keranjang' on a doctor's recommendation: the API adds its items, as it holds them
 * (not as the browser says), once, and remembers it on the message; pressed again it adds nothing
 * and answers `alreadyAdded`. The cart's refusals (sold out, over the maximum) come back as a
 * sentence to show.
 */
export const addRecommendationToCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(v.object({ consultId: ConsultId, messageId: v.pipe(v.string(), v.maxLength(64)) }))
  .handler(async ({ context, data }): Promise<AddRecommendationResult> => {
    try {
      const result = await addToCartOnce(context.token, data.consultId, data.messageId)
      return {
        ok: true,
        alreadyAdded: result.alreadyAdded,
        addedToCartAt: result.addedToCartAt,
        totalQuantity: result.cart.meta.totalQuantity,
      }
    } catch (error) {
      if (error instanceof ApiError && [400, 404, 409].includes(error.status)) {
        return { ok: false, message: error.body?.message ?? 'Produknya belum bisa ditambahkan.' }
      }
      throw error
    }
  })
