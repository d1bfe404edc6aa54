/**
 * A consult's messages: written in one order (`seq`, taken from the consult row under its lock)
 * and read back in it, as the contract's ChatMessage.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type ChatMessage,
  type ConsultAttachment,
  RecommendationContent,
} from '../../../contract/consults/schemas'
import type { Database, Transaction } from '../../db/client'
import { consultAttachments, consultMessages, consults } from '../../db/schema/consults'

type MessageRow = typeof consultMessages.$inferSelect
type AttachmentRow = typeof consultAttachments.$inferSelect

/** The most messages one read returns: a room's first page, a stream's catch-up in steps. */
export const MESSAGES_PAGE = 500
/** What the room opens with: the newest messages; older ones are not paged (yet). */
export const ROOM_MESSAGES = 200

export type Sender = 'member' | 'doctor' | 'system'

export interface NewMessage {
  sender: Sender
  senderId: string | null
  kind: 'text' | 'image' | 'recommendation' | 'status'
  body?: string | null
  attachmentId?: string | null
  payload?: RecommendationContent | null
  clientId?: string | null
  /** The API's clock (ApiDeps.clock), so tests place messages in their own time. */
  sentAt: Date
}

/**
 * Appends a message to the consult in `tx`: the consult row's `last_seq + 1`, taken by an UPDATE
 * that locks the row until the transaction ends, so a consult's messages commit in `seq` order
 * and a stream that has sent seq N never later finds a smaller one. The sender has read their own
 * message: their read mark moves with it.
 */
export async function appendMessage(
  tx: Transaction,
  consultId: string,
  message: NewMessage,
): Promise<ChatMessage> {
  const nextSeq = sql`${consults.lastSeq} + 1`
  const [consult] = await tx
    .update(consults)
    .set({
      lastSeq: nextSeq,
      ...(message.sender === 'member' ? { memberReadSeq: nextSeq } : {}),
      ...(message.sender === 'doctor' ? { doctorReadSeq: nextSeq } : {}),
    })
    .where(eq(consults.id, consultId))
    .returning({ lastSeq: consults.lastSeq })
  if (!consult) throw new Error(`Consult ${consultId} is gone while appending a message`)
  const [row] = await tx
    .insert(consultMessages)
    .values({
      consultId,
      seq: consult.lastSeq,
      sender: message.sender,
      senderId: message.senderId,
      kind: message.kind,
      body: message.body ?? null,
      attachmentId: message.attachmentId ?? null,
      payload: message.payload ?? null,
      clientId: message.clientId ?? null,
      createdAt: message.sentAt,
    })
    .returning()
  if (!row) throw new Error(`Message ${consult.lastSeq} of consult ${consultId} was not stored`)
  const attachment = row.attachmentId ? await attachmentOf(tx, row.attachmentId) : null
  return toChatMessage(row, attachment)
}

/** The consult's message with this client id, if the sender sent it before. */
export async function messageByClientId(
  db: Database | Transaction,
  consultId: string,
  clientId: string,
): Promise<ChatMessage | null> {
  const [row] = await selectMessages(db)
    .where(and(eq(consultMessages.consultId, consultId), eq(consultMessages.clientId, clientId)))
    .limit(1)
  return row ? toChatMessage(row.message, row.attachment) : null
}

/** The consult's messages after `after`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Database,
  consultId: string,
  after: number,
  limit = MESSAGES_PAGE,
): Promise<ChatMessage[]> {
  const rows = await selectMessages(db)
    .where(and(eq(consultMessages.consultId, consultId), gt(consultMessages.seq, after)))
    .orderBy(asc(consultMessages.seq))
    .limit(limit)
  return rows.map((row) => toChatMessage(row.message, row.attachment))
}

/** The consult's newest `limit` messages, oldest first. */
export async function latestMessages(
  db: Database,
  consultId: string,
  limit = ROOM_MESSAGES,
): Promise<ChatMessage[]> {
  const rows = await selectMessages(db)
    .where(eq(consultMessages.consultId, consultId))
    .orderBy(desc(consultMessages.seq))
    .limit(limit)
  return rows.reverse().map((row) => toChatMessage(row.message, row.attachment))
}

function selectMessages(db: Database | Transaction) {
  return db
    .select({ message: consultMessages, attachment: consultAttachments })
    .from(consultMessages)
    .leftJoin(consultAttachments, eq(consultAttachments.id, consultMessages.attachmentId))
    .$dynamic()
}

async function attachmentOf(db: Database | Transaction, id: string) {
  const [row] = await db
    .select()
    .from(consultAttachments)
    .where(eq(consultAttachments.id, id))
    .limit(1)
  return row ?? null
}

export function toConsultAttachment(row: AttachmentRow): ConsultAttachment {
  return {
    id: row.id,
    contentType: row.contentType,
    size: row.byteSize,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  }
}

function toChatMessage(row: MessageRow, attachment: AttachmentRow | null): ChatMessage {
  return {
    id: row.id,
    consultId: row.consultId,
    seq: row.seq,
    sender: row.sender as Sender,
    kind: row.kind as NewMessage['kind'],
    text: row.body,
    attachment: attachment ? toConsultAttachment(attachment) : null,
    // Written by the close route from the same schema; parsed so a hand-edited row fails loudly.
    recommendation:
      row.kind === 'recommendation'
        ? {
            ...v.parse(RecommendationContent, row.payload),
            addedToCartAt: row.addedToCartAt?.toISOString() ?? null,
          }
        : null,
    clientId: row.clientId,
    sentAt: row.createdAt.toISOString(),
  }
}
