/**
 * Consultations: the questionnaire (status 1), the wait for a doctor (2), the chat (3), and the
 * end (9, or 8 when the member started the questionnaire over). The guarantees live here, in the
 * database: one open consult per member and flow, one message per client id, and one order of
 * messages per consult (`seq`, taken from the consult row under its lock).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { members } from './members'
import { polyclinics } from './polyclinics'

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
  /** 8 = dibatalkan: the member chose 'Mulai Baru' and this questionnaire was set aside. */
  abandoned: 8,
  /** 9 = selesai: closed. A finished consult is history, never the "open consult" of a flow. */
  finished: 9,
} as const

/** The statuses of an open consult: at most one of these per member and flow. */
export const OPEN_CONSULT_STATUSES = [1, 2, 3] as const

/**
 * Doctors are members with the doctor role (they sign in by phone code like everyone), plus the
 * name patients see and the polyclinic whose queue they answer.
 */
export const doctors = pgTable('doctors', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** As patients see it, e.g. 'dr. Anisa Rahma, Sp.D.V.E.' */
  name: text('name').notNull(),
  /** e.g. 'Dokter Spesialis Kulit' */
  title: text('title').notNull(),
  polyclinicId: text('polyclinic_id')
    .notNull()
    .references(() => polyclinics.id),
  /** Moved by the doctor's console while it is open; "online" is a recent value. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
})

/**
 * A questionnaire as data: a FHIR R4 `Questionnaire` resource (`resource`), one current version
 * per condition flow. A consult keeps the version it was started on.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    /** e.g. 'kuesioner-2001-v1' */
    id: text('id').primaryKey(),
    flowId: text('flow_id').notNull(),
    version: integer('version').notNull(),
    /** The FHIR `Questionnaire` JSON (contract/consults/fhir.ts). */
    resource: jsonb('resource').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('questionnaires_flow_version_key').on(table.flowId, table.version)],
)

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
    /** The polyclinic's id: whose doctors see the consult in their queue. */
    polyclinicId: text('polyclinic_id').references(() => polyclinics.id),
    conditionName: text('condition_name').notNull(),
    checkedConditionName: text('checked_condition_name'),
    /** The questionnaire version the member answers; null only for consults older than them. */
    questionnaireId: text('questionnaire_id').references(() => questionnaires.id),
    /** The `linkId` of the step the member last opened: the resume link's `contentId`. */
    lastVisitedContentId: text('last_visited_content_id'),
    /** The doctor who picked the consult up. */
    doctorId: uuid('doctor_id').references(() => doctors.memberId),
    /** The doctor who answers in chat, e.g. 'dr. Anisa Rahma'; null until one picks it up. */
    doctorName: text('doctor_name'),
    /** The last message's `seq`: the next message takes `last_seq + 1` under the row's lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** The highest `seq` each side has read. */
    memberReadSeq: integer('member_read_seq').notNull().default(0),
    doctorReadSeq: integer('doctor_read_seq').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('consults_member_id_idx').on(table.memberId, table.flowId),
    index('consults_queue_idx').on(table.polyclinicId, table.status, table.submittedAt),
    check('consults_status_known', sql`${table.status} in (1, 2, 3, 8, 9)`),
    // 'Mulai Konsul' pressed twice, in two tabs, or before the app loaded: still one consult.
    uniqueIndex('consults_one_open_per_flow')
      .on(table.memberId, table.flowId)
      .where(sql`${table.status} in (1, 2, 3)`),
  ],
)

/** The member's answers, one row per questionnaire item (`linkId`): FHIR `answer[]` as JSON. */
export const consultAnswers = pgTable(
  'consult_answers',
  {
    consultId: uuid('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    linkId: text('link_id').notNull(),
    answer: jsonb('answer').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.consultId, table.linkId] })],
)

/** What the member agreed to before submitting, with the text's version and the time. */
export const consultConsents = pgTable(
  'consult_consents',
  {
    consultId: uuid('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    /** 'consultation-agreement' or 'health-data'. */
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.consultId, table.kind] }),
    check(
      'consult_consents_kind_known',
      sql`${table.kind} in ('consultation-agreement', 'health-data')`,
    ),
  ],
)

/** Photos of a consult (questionnaire answers and chat images), metadata stripped on upload. */
export const consultAttachments = pgTable(
  'consult_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultId: uuid('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Where the file store keeps the bytes. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consult_attachments_consult_idx').on(table.consultId)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** Files kept in the database: the file store of several instances without a shared disk. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

/** The chat: every message of a consult in one order, `seq` 1, 2, 3… (the SSE event id). */
export const consultMessages = pgTable(
  'consult_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultId: uuid('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 'member', 'doctor' or 'system'. */
    sender: text('sender').notNull(),
    senderId: uuid('sender_id').references(() => members.id, { onDelete: 'set null' }),
    /** 'text', 'image', 'recommendation' or 'status'. */
    kind: text('kind').notNull(),
    body: text('body'),
    attachmentId: uuid('attachment_id').references(() => consultAttachments.id),
    /** A recommendation's regimen, products and note. */
    payload: jsonb('payload'),
    /** The sender's idempotency key: a message sent twice (offline queue, retry) is stored once. */
    clientId: text('client_id'),
    /**
     * When the member put a recommendation's products into their cart: set once, in the same
     * transaction as the add, so a reload, a second tab or a retry never adds them again.
     */
    addedToCartAt: timestamp('added_to_cart_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('consult_messages_seq_key').on(table.consultId, table.seq),
    uniqueIndex('consult_messages_client_key')
      .on(table.consultId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    check('consult_messages_sender_known', sql`${table.sender} in ('member', 'doctor', 'system')`),
    check(
      'consult_messages_kind_known',
      sql`${table.kind} in ('text', 'image', 'recommendation', 'status')`,
    ),
    check(
      'consult_messages_added_to_cart_recommendation',
      sql`${table.addedToCartAt} is null or ${table.kind} = 'recommendation'`,
    ),
  ],
)
