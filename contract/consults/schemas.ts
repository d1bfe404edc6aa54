import * as v from 'valibot'
import { Timestamp } from '../shared-schemas'
import { Cart } from '../shop/schemas'
import { AnswerValue, Questionnaire } from './fhir'

/** `GET /v2/consults/exists?flowId=…`: the member's open consult for that flow (404 when none). */
export const ExistingConsult = v.object({
  id: v.string(),
  /** 1: the questionnaire is still in progress (spec §9); anything else: in chat with a doctor. */
  status: v.number(),
  flowId: v.string(),
  lastVisitedContentId: v.nullable(v.string()),
  /** The polyclinic, e.g. 'Poliklinik Kulit'. */
  subClinic: v.string(),
  conditionName: v.string(),
  checkedConditionName: v.nullable(v.string()),
})
export type ExistingConsult = v.InferOutput<typeof ExistingConsult>

export const ConsultExistsQuery = v.object({
  flowId: v.pipe(
    v.string('flowId wajib diisi.'),
    v.regex(/^\d{1,9}$/, 'flowId harus berupa angka.'),
  ),
})

/** One of the member's consults as `GET /consults/home` lists them, newest first. */
export const ConsultSummary = v.object({
  ...ExistingConsult.entries,
  /** The doctor who answers in chat, once one has picked the consult up. */
  doctorName: v.nullable(v.string()),
  createdAt: Timestamp,
  /** When the questionnaire was sent to the doctors (status 2 onwards). */
  submittedAt: v.optional(v.nullable(Timestamp)),
  closedAt: v.optional(v.nullable(Timestamp)),
})
export type ConsultSummary = v.InferOutput<typeof ConsultSummary>

export const ConsultHome = v.object({ data: v.array(ConsultSummary) })
export type ConsultHome = v.InferOutput<typeof ConsultHome>

// ---------------------------------------------------------------------------------------------
// Consultation: starting a consult, the questionnaire, consent, the chat, the doctor.
// The spec lists no calls for these; this is the contract the reference API and the app share.
// ---------------------------------------------------------------------------------------------

/**
 * `POST /v2/consults`: start (or find) the member's consult for a condition flow. The database
 * holds at most one open consult per member and flow, so a second press finds the first:
 * an open questionnaire is returned as it is, unless `restart` ('Mulai Baru') sets it aside
 * (status 8) and starts a new one; a consult already past the questionnaire is returned and the
 * app opens its chat. 201 when created, 200 when found.
 */
export const StartConsultBody = v.object({
  flowId: ConsultExistsQuery.entries.flowId,
  restart: v.optional(v.boolean()),
})
export type StartConsultBody = v.InferOutput<typeof StartConsultBody>

/** The versions of the texts a member agrees to before submitting (the pages show them). */
export const ConsentKind = v.picklist(['consultation-agreement', 'health-data'])
export type ConsentKind = v.InferOutput<typeof ConsentKind>

export const Consent = v.object({ kind: ConsentKind, version: v.string(), agreedAt: Timestamp })
export type Consent = v.InferOutput<typeof Consent>

/** One item's answers as saved: FHIR `answer[]`. An empty list clears the item. */
export const SavedAnswer = v.object({ linkId: v.string(), answer: v.array(AnswerValue) })
export type SavedAnswer = v.InferOutput<typeof SavedAnswer>

/**
 * `GET /v2/consults/{id}/questionnaire`: everything the questionnaire page needs to show the
 * member's step: the consult, its questionnaire version, the answers so far, where the member
 * was, the current consent texts' versions and what was agreed already.
 */
export const ConsultQuestionnaire = v.object({
  consult: ConsultSummary,
  questionnaire: Questionnaire,
  answers: v.array(SavedAnswer),
  lastVisitedContentId: v.nullable(v.string()),
  consentVersions: v.object({
    'consultation-agreement': v.string(),
    'health-data': v.string(),
  }),
  consents: v.array(Consent),
})
export type ConsultQuestionnaire = v.InferOutput<typeof ConsultQuestionnaire>

/**
 * `PUT /v2/consults/{id}/answers`: one step's answers and the step the member moves to. Only
 * while the questionnaire is in progress (409 after). Unknown linkIds and answers that do not
 * fit their item are 422 with `errors[0].path` = the linkId. Answers the branching later
 * disables are kept (the member may come back to them) but never submitted or exported.
 */
export const SaveAnswersBody = v.object({
  items: v.pipe(v.array(SavedAnswer), v.maxLength(50)),
  lastVisitedContentId: v.pipe(v.string(), v.maxLength(64)),
})
export type SaveAnswersBody = v.InferOutput<typeof SaveAnswersBody>

export const SavedAnswers = v.object({
  answers: v.array(SavedAnswer),
  lastVisitedContentId: v.nullable(v.string()),
})
export type SavedAnswers = v.InferOutput<typeof SavedAnswers>

/**
 * `POST /v2/consults/{id}/submit`: the consents (with the versions the member saw: 422 when a
 * text changed meanwhile) and the move from status 1 to 2. 422 with `path` = the linkId of the
 * first required, enabled question without an answer; 409 when no longer in progress.
 */
export const SubmitConsultBody = v.object({
  consents: v.array(v.object({ kind: ConsentKind, version: v.string() })),
})
export type SubmitConsultBody = v.InferOutput<typeof SubmitConsultBody>

/**
 * `POST /v2/consults/{id}/attachments`: the raw image as the body (`content-type` image/jpeg,
 * image/png, image/webp or image/heic; at most `ATTACHMENT_MAX_BYTES`). The API re-encodes it
 * without EXIF or GPS data. `GET /v2/consults/{id}/attachments/{attachmentId}` returns the bytes
 * to the consult's member and its doctor only.
 */
export const ConsultAttachment = v.object({
  id: v.string(),
  contentType: v.string(),
  size: v.number(),
  width: v.number(),
  height: v.number(),
  createdAt: Timestamp,
})
export type ConsultAttachment = v.InferOutput<typeof ConsultAttachment>

export const ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const

/** The consultation product types of spec §3. */
export const CONSULT_PRODUCT_TYPE = {
  consult: 1,
  rx: 2,
  consultWithMeds: 3,
  otc: 4,
  otcWithRx: 5,
} as const

/**
 * A doctor's closing recommendation as the doctor wrote it (stored with the message): a regimen
 * or products, and a note for the member.
 */
export const RecommendationContent = v.object({
  /** CONSULT (advice only), CONSULT_WITH_MEDS, OTC or OTC_WITH_RX (spec §3). */
  productType: v.picklist([1, 2, 3, 4, 5]),
  note: v.pipe(v.string(), v.maxLength(2000)),
  regimen: v.nullable(v.object({ id: v.string(), name: v.string() })),
  items: v.array(
    v.object({
      productId: v.string(),
      name: v.string(),
      quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
      price: v.number(),
      imageUrl: v.nullable(v.string()),
    }),
  ),
})
export type RecommendationContent = v.InferOutput<typeof RecommendationContent>

/**
 * The recommendation as the chat shows it: what the doctor wrote, and when the member put its
 * products into the cart (null until then), kept on the server so the card says 'Sudah di
 * keranjang' after a reload or on another device.
 */
export const Recommendation = v.object({
  ...RecommendationContent.entries,
  addedToCartAt: v.nullable(Timestamp),
})
export type Recommendation = v.InferOutput<typeof Recommendation>

/**
 * `POST /v2/consults/{id}/messages/{messageId}/cart`: the recommendation's products went into the
 * member's cart now (201), or had already (200, `alreadyAdded`, nothing added again).
 */
export const RecommendationCartResult = v.object({
  alreadyAdded: v.boolean(),
  addedToCartAt: Timestamp,
  cart: Cart,
})
export type RecommendationCartResult = v.InferOutput<typeof RecommendationCartResult>

/** One chat message. `seq` orders a consult's messages (1, 2, 3…) and is the SSE event id. */
export const ChatMessage = v.object({
  id: v.string(),
  consultId: v.string(),
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sender: v.picklist(['member', 'doctor', 'system']),
  kind: v.picklist(['text', 'image', 'recommendation', 'status']),
  text: v.nullable(v.string()),
  attachment: v.nullable(ConsultAttachment),
  recommendation: v.nullable(Recommendation),
  /** The sender's idempotency key, so a queued message can be matched with its echo. */
  clientId: v.nullable(v.string()),
  sentAt: Timestamp,
})
export type ChatMessage = v.InferOutput<typeof ChatMessage>

/** The doctor as a patient sees them: name, title and whether they are online now. */
export const ChatDoctor = v.object({
  name: v.string(),
  title: v.string(),
  online: v.boolean(),
  lastSeenAt: v.nullable(Timestamp),
})
export type ChatDoctor = v.InferOutput<typeof ChatDoctor>

/**
 * `GET /v2/consults/{id}/chat`: the room (for the consult's member or its doctor). `readUpTo`
 * gives each side's highest read `seq`: a message is "dibaca" when the other side's is ≥ its seq.
 */
export const ChatRoom = v.object({
  consult: ConsultSummary,
  doctor: v.nullable(ChatDoctor),
  /** Who is asking: the member of the consult or its doctor. */
  viewer: v.picklist(['member', 'doctor']),
  messages: v.array(ChatMessage),
  readUpTo: v.object({ member: v.number(), doctor: v.number() }),
})
export type ChatRoom = v.InferOutput<typeof ChatRoom>

/** `GET /v2/consults/{id}/messages?after={seq}`: the messages after one, in order. */
export const ChatMessages = v.object({ data: v.array(ChatMessage) })

export const MessagesQuery = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)), '0'),
})

/**
 * `POST /v2/consults/{id}/messages`: text or an uploaded image. `clientId` (a UUID the sender
 * makes) is the idempotency key: the same one again returns the first message (200), never a
 * second. 409 once the consult is closed.
 */
export const SendMessageBody = v.pipe(
  v.object({
    clientId: v.pipe(v.string(), v.uuid()),
    text: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000))),
    attachmentId: v.optional(v.pipe(v.string(), v.uuid())),
  }),
  v.check(
    (body) => (body.text === undefined) !== (body.attachmentId === undefined),
    'Kirim teks atau satu foto.',
  ),
)
export type SendMessageBody = v.InferOutput<typeof SendMessageBody>

/** `POST /v2/consults/{id}/read`: the caller has read everything up to `upTo`. 204. */
export const MarkReadBody = v.object({ upTo: v.pipe(v.number(), v.integer(), v.minValue(0)) })

/**
 * `GET /v2/consults/{id}/events`: Server-Sent Events for the room. `message` events carry a
 * ChatMessage with `id: seq`; a reconnect with `Last-Event-ID` (or `?after=`) gets every message
 * after it, then live ones, so none is lost or repeated. `read` events carry ReadEvent and
 * `consult` events the ConsultSummary after a change of status or doctor. A comment every 15 s
 * keeps proxies from closing the stream.
 */
export const ReadEvent = v.object({
  reader: v.picklist(['member', 'doctor']),
  upTo: v.number(),
})
export type ReadEvent = v.InferOutput<typeof ReadEvent>
