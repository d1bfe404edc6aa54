/**
 * The consultation tests' bench: a questionnaire of known shape for flow 2003 (Bekas Jerawat),
 * seeded as that flow's newest version so a consult started there answers it; members and a
 * doctor who call the API as the pages do; photos made with sharp.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { beforeEach } from 'vitest'
import type { AnswerValue, Questionnaire, QuestionnaireItem } from '../../../contract/consults/fhir'
import { missingRequired } from '../../../contract/consults/questionnaire'
import {
  ConsultAttachment,
  ConsultQuestionnaire,
  ConsultSummary,
} from '../../../contract/consults/schemas'
import { consults, doctors, questionnaires } from '../../db/schema/consults'
import { members } from '../../db/schema/members'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, setUpTestApi, type TestApi } from '../../test/harness'

export const TEST_FLOW = '2003'
export const TEST_QUESTIONNAIRE_ID = 'kuesioner-2003-v99'
/** Poliklinik Kulit, whose conditions include Bekas Jerawat (flow 2003). */
export const SKIN_POLYCLINIC = '1'

/**
 * Every item type the engine knows, a group with a branch inside (itching → since when), a
 * question enabled by a number (adults are asked about pregnancy) and optional photos.
 */
export const TEST_QUESTIONNAIRE: Questionnaire = {
  resourceType: 'Questionnaire',
  id: TEST_QUESTIONNAIRE_ID,
  url: 'https://diri.co.id/fhir/Questionnaire/kuesioner-2003',
  version: '99',
  name: 'KuesionerUji',
  title: 'Kuesioner uji Bekas Jerawat',
  status: 'active',
  item: [
    { linkId: 'intro', type: 'display', text: 'Jawab sesuai kondisimu.' },
    { linkId: 'umur', type: 'integer', text: 'Berapa umurmu?', required: true },
    {
      linkId: 'keluhan',
      type: 'group',
      text: 'Keluhanmu',
      item: [
        {
          linkId: 'keluhan.lokasi',
          type: 'choice',
          text: 'Di mana bekasnya?',
          required: true,
          repeats: true,
          answerOption: [
            { valueCoding: { code: 'dahi', display: 'Dahi' } },
            { valueCoding: { code: 'pipi', display: 'Pipi' } },
          ],
        },
        { linkId: 'keluhan.gatal', type: 'boolean', text: 'Apakah gatal?', required: true },
        {
          linkId: 'keluhan.gatal-sejak',
          type: 'date',
          text: 'Sejak kapan gatal?',
          required: true,
          enableWhen: [{ question: 'keluhan.gatal', operator: '=', answerBoolean: true }],
        },
      ],
    },
    {
      linkId: 'hamil',
      type: 'boolean',
      text: 'Apakah kamu sedang hamil?',
      required: true,
      enableWhen: [{ question: 'umur', operator: '>=', answerInteger: 18 }],
    },
    { linkId: 'foto', type: 'attachment', text: 'Foto bekas jerawatmu', repeats: true },
    { linkId: 'catatan', type: 'text', text: 'Catatan untuk dokter', maxLength: 100 },
  ],
}

/** The answers that complete TEST_QUESTIONNAIRE for an adult who does not itch. */
export const COMPLETE_ANSWERS = [
  { linkId: 'umur', answer: [{ valueInteger: 25 }] },
  { linkId: 'keluhan.lokasi', answer: [{ valueCoding: { code: 'pipi', display: 'Pipi' } }] },
  { linkId: 'keluhan.gatal', answer: [{ valueBoolean: false }] },
  { linkId: 'hamil', answer: [{ valueBoolean: false }] },
]

export function setUpConsultationApi(): () => TestApi {
  const api = setUpTestApi()
  beforeEach(async () => {
    // Questionnaires are kept between tests (harness.ts): the first test of a file adds it.
    await api()
      .db.insert(questionnaires)
      .values({
        id: TEST_QUESTIONNAIRE_ID,
        flowId: TEST_FLOW,
        version: 99,
        resource: TEST_QUESTIONNAIRE,
      })
      .onConflictDoNothing()
  })
  return api
}

export interface Caller {
  token: string
  send(method: string, path: string, body?: unknown): Promise<Response>
  /** A raw body (a photo) with its content type. */
  upload(path: string, bytes: Uint8Array<ArrayBuffer>, contentType?: string): Promise<Response>
}

export async function caller(api: TestApi, phone: string): Promise<Caller> {
  const token = await api.signIn(phone)
  return {
    token,
    send: (method, path, body) =>
      api.request(method, path, { token, ...(body === undefined ? {} : { body }) }),
    upload: async (path, bytes, contentType) => {
      const headers = new Headers({
        'diri-platform': 'web',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '203.0.113.7',
      })
      if (contentType) headers.set('content-type', contentType)
      return api.app.fetch(
        new Request(`http://api.test${path}`, { method: 'POST', headers, body: bytes }),
      )
    },
  }
}

/** Putri's calls, a consult's status set directly, and a step's answers saved, on the test's API. */
export function consultationCalls(api: () => TestApi) {
  const putri = () => caller(api(), DEMO_PHONES.putri)

  async function setStatus(id: string, status: number) {
    await api().db.update(consults).set({ status }).where(eq(consults.id, id))
  }

  async function save(member: Caller, id: string, items: unknown[], lastVisitedContentId = 'umur') {
    return member.send('PUT', `/v2/consults/${id}/answers`, { items, lastVisitedContentId })
  }

  return { putri, setStatus, save }
}

/** A doctor of the skin polyclinic, signed in by phone like everyone. */
export async function doctorCaller(
  api: TestApi,
  phone = '+6281299990101',
  polyclinicId = SKIN_POLYCLINIC,
): Promise<Caller & { memberId: string }> {
  const signedIn = await caller(api, phone)
  const [row] = await api.db
    .update(members)
    .set({ role: 'doctor' })
    .where(eq(members.phone, phone))
    .returning({ id: members.id })
  if (!row) throw new Error(`No member with the phone ${phone}`)
  await api.db.insert(doctors).values({
    memberId: row.id,
    name: 'dr. Uji Coba',
    title: 'Dokter Spesialis Kulit',
    polyclinicId,
  })
  return { ...signedIn, memberId: row.id }
}

export async function startConsult(member: Caller, flowId = TEST_FLOW, restart?: boolean) {
  const response = await member.send('POST', '/v2/consults', {
    flowId,
    ...(restart === undefined ? {} : { restart }),
  })
  return expectBody(response, response.status === 200 ? 200 : 201, ConsultSummary)
}

/** A JPEG as a phone takes it: EXIF with the camera and a GPS position, turned by orientation 6. */
export function phoneJpeg(width = 40, height = 20) {
  return sharp({ create: { width, height, channels: 3, background: '#c8553d' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KameraUji', Model: 'Seri 123' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 12/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))
}

export function plainImage(format: 'png' | 'webp', width = 30, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: '#3d8bc8' } })
    [format]()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))
}

/**
 * Answers every required question the consult's questionnaire asks, as a member would (the first
 * option, 'no', a short text, a photo), step by step until nothing required is missing; for
 * tests that need a consult ready to submit on a questionnaire they did not write (the seed's).
 */
export async function answerEverythingRequired(
  send: (method: string, path: string, body?: unknown) => Promise<Response>,
  upload: (path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) => Promise<Response>,
  consultId: string,
) {
  const page = v.parse(
    ConsultQuestionnaire,
    await (await send('GET', `/v2/consults/${consultId}/questionnaire`)).json(),
  )
  const answers: Record<string, AnswerValue[]> = Object.fromEntries(
    page.answers.map(({ linkId, answer }) => [linkId, answer]),
  )
  for (let round = 0; round < 50; round++) {
    const [item] = missingRequired(page.questionnaire, answers)
    if (!item) break
    answers[item.linkId] = [await answerFor(item)]
  }
  const step = page.questionnaire.item[0]?.linkId ?? ''
  const saved = await send('PUT', `/v2/consults/${consultId}/answers`, {
    items: Object.entries(answers).map(([linkId, answer]) => ({ linkId, answer })),
    lastVisitedContentId: step,
  })
  if (saved.status !== 200) throw new Error(`Saving the answers failed: ${await saved.text()}`)

  async function answerFor(item: QuestionnaireItem): Promise<AnswerValue> {
    const option = item.answerOption?.[0]?.valueCoding
    switch (item.type) {
      case 'boolean':
        return { valueBoolean: false }
      case 'integer':
        return { valueInteger: 30 }
      case 'date':
        return { valueDate: '2025-01-01' }
      case 'choice':
      case 'open-choice':
        return option ? { valueCoding: option } : { valueString: 'Tidak ada' }
      case 'attachment': {
        const response = await upload(
          `/v2/consults/${consultId}/attachments`,
          await plainImage('png'),
          'image/png',
        )
        const photo = v.parse(ConsultAttachment, await response.json())
        return { valueAttachment: { id: photo.id, contentType: photo.contentType, url: '' } }
      }
      default:
        return { valueString: 'Tidak ada' }
    }
  }
}
