/**
 * The fuzz's recipes for the consultation: the questionnaire, the chat room and the doctor's
 * console, on the member's (Budi's) own consults.
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { CONSENT_VERSIONS } from '../../../contract/consults/consent-versions'
import {
  ConsultExistsQuery,
  ConsultHome,
  MarkReadBody,
  MessagesQuery,
  SaveAnswersBody,
  SendMessageBody,
  StartConsultBody,
  SubmitConsultBody,
} from '../../../contract/consults/schemas'
import { CloseConsultBody } from '../../../contract/doctor/schemas'
import type { FuzzRecipe, SignedInCaller } from './requests'
import { SEEDED_PRODUCT } from './seed-samples'

const NOBODYS_CONSULT = '00000000-0000-4000-8000-000000000000'

/** The member's consults' ids (the seed gives Budi one); a well-formed id of nobody's when none. */
const membersConsultIds = async (caller: SignedInCaller) => {
  const ids = v.parse(ConsultHome, await caller.get('/consults/home')).data.map(({ id }) => id)
  return ids.length > 0 ? ids : [NOBODYS_CONSULT]
}

export const CONSULT_RECIPES: Readonly<Record<string, FuzzRecipe>> = {
  'GET /v2/consults/exists': {
    member: true,
    query: ConsultExistsQuery,
    querySamples: [{ flowId: '2001' }, { flowId: '1000' }],
  },
  'GET /consults/home': { member: true },

  // The questionnaire side of a consult, on the member's (Budi's) own consults; the
  // samples follow the seeded questionnaire of Jerawat (flow 2001). A photo is raw bytes, which
  // the fuzz's JSON never is: every upload ends in the 415 of a wrong type, after the id.
  'POST /v2/consults': {
    member: true,
    body: StartConsultBody,
    bodySamples: [{ flowId: '2001' }, { flowId: '2002', restart: true }, { flowId: '1000' }],
  },
  'GET /v2/consults/:id/questionnaire': { member: true, params: { id: membersConsultIds } },
  'PUT /v2/consults/:id/answers': {
    member: true,
    body: SaveAnswersBody,
    bodySamples: [
      {
        items: [
          { linkId: 'lokasi', answer: [{ valueCoding: { code: 'pipi', display: 'Pipi' } }] },
          { linkId: 'jenis-jerawat', answer: [] },
        ],
        lastVisitedContentId: 'lokasi',
      },
    ],
    params: { id: membersConsultIds },
  },
  'POST /v2/consults/:id/attachments': { member: true, params: { id: membersConsultIds } },
  'GET /v2/consults/:id/attachments/:attachmentId': {
    member: true,
    params: { id: membersConsultIds, attachmentId: [NOBODYS_CONSULT] },
  },
  'POST /v2/consults/:id/submit': {
    member: true,
    body: SubmitConsultBody,
    bodySamples: [
      {
        consents: Object.entries(CONSENT_VERSIONS).map(([kind, version]) => ({ kind, version })),
      },
    ],
    params: { id: membersConsultIds },
  },
  'GET /v2/consults/:id/fhir': { member: true, params: { id: membersConsultIds } },

  // The chat room, with the member's own consult: Budi's questionnaire in progress,
  // so a message is refused (409) after the body is read, and the room and its reads answer.
  'GET /v2/consults/:id/chat': { member: true, params: { id: membersConsultIds } },
  'GET /v2/consults/:id/messages': {
    member: true,
    query: MessagesQuery,
    querySamples: [{ after: '0' }, { after: '12' }],
    params: { id: membersConsultIds },
  },
  'POST /v2/consults/:id/messages': {
    member: true,
    body: SendMessageBody,
    bodySamples: [{ clientId: randomUUID(), text: 'Halo dok, saya mau tanya.' }],
    params: { id: membersConsultIds },
  },
  // No recommendation in a consult still in its questionnaire: the message id is nobody's, so
  // the answer is the 404 after the consult's id and the member's part in it are checked.
  'POST /v2/consults/:id/messages/:messageId/cart': {
    member: true,
    params: { id: membersConsultIds, messageId: [NOBODYS_CONSULT] },
  },
  'POST /v2/consults/:id/read': {
    member: true,
    body: MarkReadBody,
    bodySamples: [{ upTo: 3 }],
    params: { id: membersConsultIds },
  },
  // The event stream only with an id of nobody's: a stream that opens never ends, and the fuzz
  // reads every answer to its end. So only what comes before it opens is fuzzed here (sign-in,
  // the id, the query); the stream itself is tested in routes/chat/chat-events.test.ts.
  'GET /v2/consults/:id/events': {
    member: true,
    query: MessagesQuery,
    querySamples: [{ after: '0' }],
    params: { id: [NOBODYS_CONSULT] },
  },

  // The doctor's console. The fuzz's caller is a member, so every request ends in the 403 the
  // console gives members; a doctor's bodies are checked in routes/doctor.test.ts.
  'GET /v2/doctor/me': { member: true },
  'GET /v2/doctor/consults': { member: true },
  'GET /v2/doctor/consults/:id': { member: true, params: { id: membersConsultIds } },
  'POST /v2/doctor/consults/:id/claim': { member: true, params: { id: membersConsultIds } },
  'POST /v2/doctor/consults/:id/close': {
    member: true,
    body: CloseConsultBody,
    bodySamples: [
      {
        productType: 4,
        note: 'Oleskan tipis setiap malam.',
        items: [{ productId: SEEDED_PRODUCT, quantity: 1 }],
      },
    ],
    params: { id: membersConsultIds },
  },
}
