/** Consultations and the statuses they pass through. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { members } from './members'

/**
 * A consult's `status`. The contract only tells 1 (questionnaire in progress, spec §9) from the
 * rest; the others say where a consult stands after the questionnaire.
 */
export const CONSULT_STATUS = {
  /** 1 = kuesioner berjalan: the member is still answering the questionnaire. */
  questionnaire: 1,
  /** 2 = menunggu dokter: the answers are in, no doctor has picked the consult up yet. */
  awaitingDoctor: 2,
  /** 3 = chat dengan dokter: a doctor (`doctor_name`) answers in the chat room. */
  chatting: 3,
  /** 9 = selesai: closed. A finished consult is history, never the "open consult" of a flow. */
  finished: 9,
} as const

/** A consultation: questionnaire first (status 1), then the chat with a doctor. */
export const consults = pgTable(
  'consults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    flowId: text('flow_id').notNull(),
    /** One of `CONSULT_STATUS`. */
    status: integer('status').notNull(),
    /** The polyclinic, e.g. 'Poliklinik Kulit'. */
    subClinic: text('sub_clinic').notNull(),
    conditionName: text('condition_name').notNull(),
    checkedConditionName: text('checked_condition_name'),
    lastVisitedContentId: text('last_visited_content_id'),
    /** The doctor who answers in chat, e.g. 'dr. Anisa Rahma'; null until one picks it up. */
    doctorName: text('doctor_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('consults_member_id_idx').on(table.memberId, table.flowId),
    check('consults_status_known', sql`${table.status} in (1, 2, 3, 9)`),
  ],
)
