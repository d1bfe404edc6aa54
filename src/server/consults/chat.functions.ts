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
  getChatRoom as fetchChatRoom,
  listMessagesAfter,
  markChatRead,
  sendChatMessage,
} from '../../api/consults/chat-calls'
import { addToCart } from '../../api/shop/calls'
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
  | { ok: true; totalQuantity: number }
  | { ok: false; message: string }

/**
 * 'Tambah ke Keranjang' on a doctor's recommendation: its items, as the API holds them (not as
 * the browser says), go into the member's cart in one call. The cart's refusals (sold out, over
 * the maximum) come back as a sentence to show.
 */
export const addRecommendationToCart = createServerFn({ method: 'POST' })
  .middleware([memberMiddleware])
  .validator(
    v.object({
      consultId: ConsultId,
      messageId: v.pipe(v.string(), v.maxLength(64)),
      seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
  )
  .handler(async ({ context, data }): Promise<AddRecommendationResult> => {
    // The message read from the API (the one at `seq`), so the items are the doctor's own.
    const [message] = await listMessagesAfter(context.token, data.consultId, data.seq - 1)
    const items = message?.id === data.messageId ? (message.recommendation?.items ?? []) : []
    if (message?.sender !== 'doctor' || items.length === 0) {
      return { ok: false, message: 'Rekomendasi ini tidak memuat produk untuk keranjang.' }
    }
    try {
      const cart = await addToCart(
        context.token,
        items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      )
      return { ok: true, totalQuantity: cart.meta.totalQuantity }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        return { ok: false, message: error.body?.message ?? 'Produknya belum bisa ditambahkan.' }
      }
      throw error
    }
  })
