/**
 * The consult's chat room: one function per endpoint, each answer checked against the
 * contract. The live stream (`GET …/events`) is not here: it is passed through unread by the
 * app's route `/konsultasi/kanal/$consultId`, which the API client could not stream.
 */

import {
  ChatMessage,
  ChatRoom,
  RecommendationCartResult,
  type SendMessageBody,
} from '../../../contract/consults/schemas'
import { apiRequest, apiRequestNoContent } from '../client'

function roomPath(consultId: string) {
  return `/v2/consults/${encodeURIComponent(consultId)}`
}

/** The room as the caller (the consult's member or its doctor) sees it; 404 for anyone else. */
export function getChatRoom(token: string, consultId: string) {
  return apiRequest(ChatRoom, `${roomPath(consultId)}/chat`, { token })
}

/** Sends text or an uploaded photo; the same `clientId` again returns the first message. */
export function sendChatMessage(token: string, consultId: string, body: SendMessageBody) {
  return apiRequest(ChatMessage, `${roomPath(consultId)}/messages`, {
    method: 'POST',
    token,
    body,
  })
}

/** The caller has read everything up to `upTo` (a seq). */
export function markChatRead(token: string, consultId: string, upTo: number) {
  return apiRequestNoContent(`${roomPath(consultId)}/read`, {
    method: 'POST',
    token,
    body: { upTo },
  })
}

/** The recommendation's products into the member's cart, once; again answers `alreadyAdded`. */
export function addRecommendationToCart(token: string, consultId: string, messageId: string) {
  return apiRequest(
    RecommendationCartResult,
    `${roomPath(consultId)}/messages/${encodeURIComponent(messageId)}/cart`,
    { method: 'POST', token, timeout: 'slow' },
  )
}
