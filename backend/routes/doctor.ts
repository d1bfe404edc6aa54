/**
 * The doctor's console (`/dokter`): who the doctor is, their queue, taking a waiting consult and
 * closing it with a recommendation. Only members with the doctor role and a doctor row get in;
 * everyone else gets 403. The room itself (chat, events, questionnaire) is the consult's own
 * routes, which let the consult's doctor in (consultation/access.ts).
 */
import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ConsultSummary } from '../../contract/consults/schemas'
import { CloseConsultBody, type Doctor } from '../../contract/doctor/schemas'
import type { Transaction } from '../db/client'
import { CONSULT_STATUS, consults, doctors } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { polyclinics } from '../db/schema/polyclinics'
import type { ApiDeps, ApiEnv } from '../deps'
import { isUuid } from '../http/ids'
import { requireMember } from '../http/middleware'
import { ApiProblem, conflict, notFound } from '../http/problem'
import { readJson } from '../http/validation'
import { CHAT_MESSAGES } from './chat'
import { appendMessage } from './chat/messages'
import {
  CONSULT_NOT_FOUND,
  type ConsultRow,
  consultForCaller,
  type DoctorRow,
  doctorMayOpen,
} from './consultation/access'
import { toConsultSummary } from './consults'
import { doctorQueue, doctorQueueItem } from './doctor/queue'
import { buildRecommendation } from './doctor/recommendation'

export const DOCTOR_MESSAGES = {
  doctorsOnly: 'Halaman ini khusus dokter Diri.',
  takenByAnother: 'Konsultasi ini sudah ditangani dokter lain.',
  notYours: 'Hanya dokter yang menangani konsultasi ini yang dapat menutupnya.',
  notInChat: 'Konsultasi ini belum bisa ditutup: ambil dulu dari antrean.',
} as const

type DoctorEnv = { Variables: ApiEnv['Variables'] & { doctor: DoctorRow } }

/** After requireMember: the member must have the doctor role and a doctor row, else 403. */
function requireDoctor(deps: ApiDeps) {
  return createMiddleware<DoctorEnv>(async (c, next) => {
    const [row] = await deps.db
      .select({ role: members.role, doctor: doctors })
      .from(members)
      .leftJoin(doctors, eq(doctors.memberId, members.id))
      .where(eq(members.id, c.var.member.id))
      .limit(1)
    if (row?.role !== 'doctor' || !row.doctor) {
      throw new ApiProblem(403, DOCTOR_MESSAGES.doctorsOnly)
    }
    c.set('doctor', row.doctor)
    await next()
  })
}

export function doctorRoutes(deps: ApiDeps) {
  const { db } = deps
  const member = requireMember(deps)
  const doctorOnly = requireDoctor(deps)

  return (
    new Hono<DoctorEnv>()
      .get('/v2/doctor/me', member, doctorOnly, async (c) => {
        const { doctor } = c.var
        const [polyclinic] = await db
          .select({ id: polyclinics.id, name: polyclinics.name })
          .from(polyclinics)
          .where(eq(polyclinics.id, doctor.polyclinicId))
        if (!polyclinic) throw new Error(`Doctor ${doctor.memberId} has no polyclinic`)
        // The console asks for this when it opens: the doctor is online from now.
        await db
          .update(doctors)
          .set({ lastSeenAt: deps.clock.now() })
          .where(eq(doctors.memberId, doctor.memberId))
        return c.json({
          id: doctor.memberId,
          name: doctor.name,
          title: doctor.title,
          polyclinic,
        } satisfies Doctor)
      })

      .get('/v2/doctor/consults', member, doctorOnly, async (c) => {
        return c.json(await doctorQueue(deps, c.var.doctor))
      })

      /** One consult as the queue shows it (the patient, unread, last message), closed ones too. */
      .get('/v2/doctor/consults/:id', member, doctorOnly, async (c) => {
        const access = await consultForCaller(deps, c.var.member.id, c.req.param('id'))
        if (access.viewer !== 'doctor') throw notFound(CONSULT_NOT_FOUND)
        const item = await doctorQueueItem(deps, c.var.doctor, access.consult.id)
        if (!item) throw notFound(CONSULT_NOT_FOUND)
        return c.json(item)
      })

      .post('/v2/doctor/consults/:id/claim', member, doctorOnly, async (c) => {
        const { doctor } = c.var
        const consultId = c.req.param('id')
        if (!isUuid(consultId)) throw notFound(CONSULT_NOT_FOUND)
        const claimed = await db.transaction(async (tx) => {
          // One statement decides a race: of twenty doctors pressing at once, the first to take
          // the row's lock moves it to 3; the others re-check `status = 2` after it and match nothing.
          const [row] = await tx
            .update(consults)
            .set({
              status: CONSULT_STATUS.chatting,
              doctorId: doctor.memberId,
              doctorName: doctor.name,
            })
            .where(
              and(
                eq(consults.id, consultId),
                eq(consults.status, CONSULT_STATUS.awaitingDoctor),
                isNull(consults.doctorId),
                eq(consults.polyclinicId, doctor.polyclinicId),
              ),
            )
            .returning()
          if (!row) return null
          await appendMessage(tx, row.id, {
            sender: 'system',
            senderId: null,
            kind: 'status',
            body: `${doctor.name} bergabung dalam percakapan.`,
            sentAt: deps.clock.now(),
          })
          await deps.events.publish({ consultId: row.id, type: 'consult' }, tx)
          await deps.events.publish({ consultId: row.id, type: 'message' }, tx)
          return row
        })
        if (claimed) return c.json(toConsultSummary(claimed) satisfies ConsultSummary)
        const consult = await consultForDoctor(deps, doctor, consultId)
        // A second press by the doctor who took it: theirs already.
        if (consult.doctorId === doctor.memberId && consult.status === CONSULT_STATUS.chatting) {
          return c.json(toConsultSummary(consult) satisfies ConsultSummary)
        }
        if (consult.doctorId === doctor.memberId) throw conflict(CHAT_MESSAGES.finished)
        throw conflict(DOCTOR_MESSAGES.takenByAnother)
      })

      .post('/v2/doctor/consults/:id/close', member, doctorOnly, async (c) => {
        const { doctor } = c.var
        const consultId = c.req.param('id')
        if (!isUuid(consultId)) throw notFound(CONSULT_NOT_FOUND)
        await consultForDoctor(deps, doctor, consultId)
        const body = await readJson(c, CloseConsultBody)
        const recommendation = await buildRecommendation(db, body)
        const closed = await db.transaction(async (tx) => {
          const consult = await lockedConsult(tx, consultId)
          // Waiting for a doctor: to be taken first; taken by a colleague: theirs to close.
          if (consult.doctorId === null) throw conflict(DOCTOR_MESSAGES.notInChat)
          if (consult.doctorId !== doctor.memberId) throw conflict(DOCTOR_MESSAGES.notYours)
          if (consult.status !== CONSULT_STATUS.chatting) throw conflict(CHAT_MESSAGES.finished)
          const now = deps.clock.now()
          await appendMessage(tx, consultId, {
            sender: 'doctor',
            senderId: doctor.memberId,
            kind: 'recommendation',
            payload: recommendation,
            sentAt: now,
          })
          await appendMessage(tx, consultId, {
            sender: 'system',
            senderId: null,
            kind: 'status',
            body: 'Konsultasi selesai.',
            sentAt: now,
          })
          const [row] = await tx
            .update(consults)
            .set({ status: CONSULT_STATUS.finished, closedAt: now })
            .where(eq(consults.id, consultId))
            .returning()
          await deps.events.publish({ consultId, type: 'message' }, tx)
          await deps.events.publish({ consultId, type: 'consult' }, tx)
          return row
        })
        if (!closed) throw new Error(`Consult ${consultId} is gone while closing`)
        return c.json(toConsultSummary(closed) satisfies ConsultSummary)
      })
  )
}

/**
 * The consult if this doctor may know of it: theirs, or one of their polyclinic's after the
 * questionnaire (waiting, or taken by a colleague: the loser of a race hears 409, not 404).
 */
async function consultForDoctor(
  deps: ApiDeps,
  doctor: DoctorRow,
  consultId: string,
): Promise<ConsultRow> {
  const [consult] = await deps.db.select().from(consults).where(eq(consults.id, consultId))
  if (!consult) throw notFound(CONSULT_NOT_FOUND)
  if (doctorMayOpen(doctor, consult)) return consult
  const colleagues =
    consult.polyclinicId === doctor.polyclinicId &&
    consult.status !== CONSULT_STATUS.questionnaire &&
    consult.status !== CONSULT_STATUS.abandoned
  if (colleagues) return consult
  throw notFound(CONSULT_NOT_FOUND)
}

async function lockedConsult(tx: Transaction, consultId: string): Promise<ConsultRow> {
  const [consult] = await tx.select().from(consults).where(eq(consults.id, consultId)).for('update')
  if (!consult) throw notFound(CONSULT_NOT_FOUND)
  return consult
}
