/**
 * A consult's chat room, for its member and its doctor (consultation/access.ts): the room, its
 * messages, sending (once per client id), read marks, and the live event stream.
 */
import { and, type Column, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type ChatDoctor,
  type ChatMessage,
  type ChatRoom,
  MarkReadBody,
  MessagesQuery,
  SendMessageBody,
} from '../../contract/consults/schemas'
import { CONSULT_STATUS, consultAttachments, consults, doctors } from '../db/schema/consults'
import type { ApiDeps, ApiEnv } from '../deps'
import { requireMember } from '../http/middleware'
import { ApiProblem, conflict, invalidInput } from '../http/problem'
import { readJson, readQuery } from '../http/validation'
import { isUniqueViolation } from '../payments/database-errors'
import { consultEventStream } from './chat/event-stream'
import { appendMessage, latestMessages, messageByClientId, messagesAfter } from './chat/messages'
import { type ConsultAccess, type ConsultRow, consultForCaller } from './consultation/access'
import { toConsultSummary } from './consults'

/** A doctor seen this recently (console open, a keep-alive, a call) shows as online. */
export const ONLINE_WITHIN_MS = 2 * 60_000

export const CHAT_MESSAGES = {
  notSubmitted: 'Kirim kuesionermu dulu, lalu kamu bisa mengobrol dengan dokter di sini.',
  finished: 'Konsultasi ini sudah selesai.',
  notClaimed: 'Ambil konsultasi ini dulu dari antrean sebelum membalas.',
  attachmentUnknown: 'Foto ini tidak ditemukan. Unggah fotonya lagi, lalu kirim.',
  lastEventId: 'Last-Event-ID harus berupa angka.',
} as const

const CLIENT_ID_INDEX = 'consult_messages_client_key'

/** The largest `seq` the database can hold (`integer`). */
const MAX_SEQ = 2_147_483_647

/** A duplicate client id found under the consult's lock: the transaction ends, the first is sent. */
class AlreadySent extends Error {
  constructor(readonly message_: ChatMessage) {
    super('The message with this client id was sent before')
  }
}

export function chatRoutes(deps: ApiDeps) {
  const { db } = deps
  const member = requireMember(deps)

  return new Hono<ApiEnv>()
    .get('/v2/consults/:id/chat', member, async (c) => {
      const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      const { consult } = access
      return c.json({
        consult: toConsultSummary(consult),
        doctor: await chatDoctor(deps, consult),
        viewer: access.viewer,
        messages: await latestMessages(db, consult.id),
        readUpTo: { member: consult.memberReadSeq, doctor: consult.doctorReadSeq },
      } satisfies ChatRoom)
    })

    .get('/v2/consults/:id/messages', member, async (c) => {
      const { after } = readQuery(c, MessagesQuery)
      const { consult } = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      return c.json({ data: await messagesAfter(db, consult.id, after) })
    })

    .post('/v2/consults/:id/messages', member, async (c) => {
      const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      const body = await readJson(c, SendMessageBody)
      const { message, created } = await sendMessage(deps, access, c.var.member.id, body)
      return c.json(message satisfies ChatMessage, created ? 201 : 200)
    })

    .post('/v2/consults/:id/read', member, async (c) => {
      const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      // Past any seq there can be (an int4): the same as "everything", and the query's type.
      const upTo = Math.min((await readJson(c, MarkReadBody)).upTo, MAX_SEQ)
      // Never backwards (an older tab's late call), never past the last message.
      const moved = (mark: Column) => sql`greatest(${mark}, least(${upTo}, ${consults.lastSeq}))`
      await db.transaction(async (tx) => {
        await tx
          .update(consults)
          .set(
            access.viewer === 'member'
              ? { memberReadSeq: moved(consults.memberReadSeq) }
              : { doctorReadSeq: moved(consults.doctorReadSeq) },
          )
          .where(eq(consults.id, access.consult.id))
        await deps.events.publish({ consultId: access.consult.id, type: 'read' }, tx)
      })
      return c.body(null, 204)
    })

    .get('/v2/consults/:id/events', member, async (c) => {
      const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
      const lastEventId = c.req.header('last-event-id')
      let after: number
      if (lastEventId !== undefined && lastEventId.trim() !== '') {
        if (!/^\d{1,9}$/.test(lastEventId.trim())) {
          throw invalidInput([{ path: 'Last-Event-ID', message: CHAT_MESSAGES.lastEventId }])
        }
        after = Number(lastEventId.trim())
      } else {
        after = readQuery(c, MessagesQuery).after
      }
      return consultEventStream(deps, {
        consultId: access.consult.id,
        doctor: access.viewer === 'doctor' ? access.doctor : null,
        after,
        signal: c.req.raw.signal,
      })
    })
}

/** The consult's doctor as the room shows them, or null while none has taken it. */
async function chatDoctor(deps: ApiDeps, consult: ConsultRow): Promise<ChatDoctor | null> {
  if (!consult.doctorId) return null
  const [doctor] = await deps.db
    .select()
    .from(doctors)
    .where(eq(doctors.memberId, consult.doctorId))
    .limit(1)
  if (!doctor) return null
  const lastSeenAt = doctor.lastSeenAt
  // The doctor's console may still be open for other patients, but a closed consult's doctor is
  // not there to answer: 'Online' would promise a reply the room no longer takes.
  const answering = consult.status === CONSULT_STATUS.chatting
  return {
    name: doctor.name,
    title: doctor.title,
    online:
      answering &&
      lastSeenAt !== null &&
      Math.abs(deps.clock.now().getTime() - lastSeenAt.getTime()) <= ONLINE_WITHIN_MS,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
  }
}

/**
 * Stores the message once per client id: a retry (an offline queue, a double tap, a lost answer)
 * gets the first one back, 200 instead of 201.
 */
async function sendMessage(
  deps: ApiDeps,
  access: ConsultAccess,
  senderId: string,
  body: SendMessageBody,
): Promise<{ message: ChatMessage; created: boolean }> {
  const consultId = access.consult.id
  const before = await messageByClientId(deps.db, consultId, body.clientId)
  if (before) return { message: before, created: false }
  try {
    const message = await deps.db.transaction(async (tx) => {
      // The consult's lock first: the status and the doctor are read as they are now, and a
      // concurrent send of the same client id either committed before (found below) or waits.
      const [consult] = await tx
        .select()
        .from(consults)
        .where(eq(consults.id, consultId))
        .for('update')
      if (!consult) throw new Error(`Consult ${consultId} is gone while sending a message`)
      const sent = await messageByClientId(tx, consultId, body.clientId)
      if (sent) throw new AlreadySent(sent)
      refuseUnlessOpenFor(access.viewer, senderId, consult)
      if (body.attachmentId !== undefined) {
        const [attachment] = await tx
          .select({ id: consultAttachments.id })
          .from(consultAttachments)
          .where(
            and(
              eq(consultAttachments.id, body.attachmentId),
              eq(consultAttachments.consultId, consultId),
            ),
          )
          .limit(1)
        if (!attachment) {
          throw new ApiProblem(422, CHAT_MESSAGES.attachmentUnknown, [
            { path: 'attachmentId', message: CHAT_MESSAGES.attachmentUnknown },
          ])
        }
      }
      const message = await appendMessage(tx, consultId, {
        sender: access.viewer,
        senderId,
        kind: body.attachmentId !== undefined ? 'image' : 'text',
        body: body.text ?? null,
        attachmentId: body.attachmentId ?? null,
        clientId: body.clientId,
        sentAt: deps.clock.now(),
      })
      await deps.events.publish({ consultId, type: 'message' }, tx)
      return message
    })
    return { message, created: true }
  } catch (error) {
    if (error instanceof AlreadySent) return { message: error.message_, created: false }
    // Belt and braces: the lock above makes this unreachable, the unique index makes it true.
    if (isUniqueViolation(error, CLIENT_ID_INDEX)) {
      const winner = await messageByClientId(deps.db, consultId, body.clientId)
      if (winner) return { message: winner, created: false }
    }
    throw error
  }
}

/** 409 unless the caller may write now: the member once submitted, the doctor once assigned. */
function refuseUnlessOpenFor(
  viewer: ConsultAccess['viewer'],
  senderId: string,
  consult: ConsultRow,
) {
  if (consult.status === CONSULT_STATUS.questionnaire) {
    throw conflict(CHAT_MESSAGES.notSubmitted)
  }
  if (
    consult.status !== CONSULT_STATUS.awaitingDoctor &&
    consult.status !== CONSULT_STATUS.chatting
  ) {
    throw conflict(CHAT_MESSAGES.finished)
  }
  if (
    viewer === 'doctor' &&
    (consult.status !== CONSULT_STATUS.chatting || consult.doctorId !== senderId)
  ) {
    throw conflict(CHAT_MESSAGES.notClaimed)
  }
}
