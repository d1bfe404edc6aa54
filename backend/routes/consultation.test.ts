/**
 * The consultation API's questionnaire side: start, questionnaire, answers, submit
 * and the FHIR export, every answer parsed with the contract's schemas (src/api/consults). Photos
 * are in consultation/attachments.test.ts; concurrency in consultation/consultation-concurrency.test.ts.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSIONS } from '../../src/api/consults/consent-versions'
import { QuestionnaireResponse } from '../../src/api/consults/fhir'
import {
  ConsultHome,
  ConsultQuestionnaire,
  ConsultSummary,
  SavedAnswers,
} from '../../src/api/consults/schemas'
import { CONSULT_STATUS, consultConsents, consults, questionnaires } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import type { ConsultEvent } from '../events/consult-events'
import { anotherInstance, expectBody, expectProblem } from '../test/harness'
import {
  COMPLETE_ANSWERS,
  caller,
  doctorCaller,
  phoneJpeg,
  SKIN_POLYCLINIC,
  setUpConsultationApi,
  startConsult,
  TEST_FLOW,
  TEST_QUESTIONNAIRE,
  TEST_QUESTIONNAIRE_ID,
} from './consultation/consultation-test-support'
import { CONSULTATION_MESSAGES } from './consultation/messages'

const api = setUpConsultationApi()
const putri = () => caller(api(), DEMO_PHONES.putri)
const CONSENTS = {
  consents: [
    { kind: 'consultation-agreement', version: CONSENT_VERSIONS['consultation-agreement'] },
    { kind: 'health-data', version: CONSENT_VERSIONS['health-data'] },
  ],
}

async function setStatus(id: string, status: number) {
  await api().db.update(consults).set({ status }).where(eq(consults.id, id))
}

async function save(
  member: Awaited<ReturnType<typeof putri>>,
  id: string,
  items: unknown[],
  lastVisitedContentId = 'umur',
) {
  return member.send('PUT', `/v2/consults/${id}/answers`, { items, lastVisitedContentId })
}

describe('POST /v2/consults', () => {
  it('starts a consult on the flow’s newest questionnaire, at its first step (201)', async () => {
    const member = await putri()
    const response = await member.send('POST', '/v2/consults', { flowId: TEST_FLOW })
    const consult = await expectBody(response, 201, ConsultSummary)
    expect(consult).toMatchObject({
      status: 1,
      flowId: TEST_FLOW,
      subClinic: 'Poliklinik Kulit',
      conditionName: 'Bekas Jerawat',
      lastVisitedContentId: 'intro',
      doctorName: null,
    })
    const [row] = await api().db.select().from(consults).where(eq(consults.id, consult.id))
    expect(row).toMatchObject({
      polyclinicId: SKIN_POLYCLINIC,
      questionnaireId: TEST_QUESTIONNAIRE_ID,
    })
  })

  it('finds the open questionnaire when pressed again (200, the same consult)', async () => {
    const member = await putri()
    const first = await startConsult(member)
    const again = await member.send('POST', '/v2/consults', { flowId: TEST_FLOW })
    expect((await expectBody(again, 200, ConsultSummary)).id).toBe(first.id)
    const withRestartFalse = await member.send('POST', '/v2/consults', {
      flowId: TEST_FLOW,
      restart: false,
    })
    expect((await expectBody(withRestartFalse, 200, ConsultSummary)).id).toBe(first.id)
  })

  it('restarts an open questionnaire: the old one set aside (8), a new one made (201)', async () => {
    const member = await putri()
    const first = await startConsult(member)
    const response = await member.send('POST', '/v2/consults', { flowId: TEST_FLOW, restart: true })
    const second = await expectBody(response, 201, ConsultSummary)
    expect(second.id).not.toBe(first.id)
    // The member's list shows the old one set aside (8), closed when the new one began.
    const home = await expectBody(await member.send('GET', '/consults/home'), 200, ConsultHome)
    expect(home.data.find((consult) => consult.id === first.id)).toMatchObject({
      status: CONSULT_STATUS.abandoned,
      closedAt: api().clock.now().toISOString(),
    })
  })

  it.each([[CONSULT_STATUS.awaitingDoctor], [CONSULT_STATUS.chatting]])(
    'returns a consult past the questionnaire (status %i) even with restart (200)',
    async (status) => {
      const member = await putri()
      const first = await startConsult(member)
      await setStatus(first.id, status)
      const response = await member.send('POST', '/v2/consults', {
        flowId: TEST_FLOW,
        restart: true,
      })
      const found = await expectBody(response, 200, ConsultSummary)
      expect(found).toMatchObject({ id: first.id, status })
    },
  )

  it('starts a new consult once the last one is finished', async () => {
    const member = await putri()
    const first = await startConsult(member)
    await setStatus(first.id, CONSULT_STATUS.finished)
    const response = await member.send('POST', '/v2/consults', { flowId: TEST_FLOW })
    expect((await expectBody(response, 201, ConsultSummary)).id).not.toBe(first.id)
  })

  it.each([['1000'], ['1001'], ['1002'], ['9999']])(
    'refuses flow %s, which is no condition’s (422 on flowId)',
    async (flowId) => {
      const member = await putri()
      const problem = await expectProblem(
        await member.send('POST', '/v2/consults', { flowId }),
        422,
      )
      expect(problem.errors?.[0]).toEqual({
        path: 'flowId',
        message: CONSULTATION_MESSAGES.notAConditionFlow,
      })
      expect(await api().db.select().from(consults).where(eq(consults.flowId, flowId))).toEqual([])
    },
  )

  it('refuses a condition whose questionnaire is not there (422 on flowId)', async () => {
    // The last condition of the seed; its questionnaire, if seeded, is taken away for this file.
    await api().db.delete(questionnaires).where(eq(questionnaires.flowId, '2502'))
    const member = await putri()
    const problem = await expectProblem(
      await member.send('POST', '/v2/consults', { flowId: '2502' }),
      422,
    )
    expect(problem.errors?.[0]?.path).toBe('flowId')
    expect(problem.message).toBe(CONSULTATION_MESSAGES.noQuestionnaire)
  })

  it('reads the body with the contract (400) and needs a member (401)', async () => {
    const member = await putri()
    const problem = await expectProblem(
      await member.send('POST', '/v2/consults', { flowId: 'jerawat' }),
      400,
    )
    expect(problem.errors?.[0]).toEqual({ path: 'flowId', message: 'flowId harus berupa angka.' })
    await expectProblem(
      await api().request('POST', '/v2/consults', { body: { flowId: TEST_FLOW } }),
      401,
    )
  })
})

describe('GET /v2/consults/{id}/questionnaire', () => {
  it('gives the member the consult, its questionnaire, answers, step and consent versions', async () => {
    const member = await putri()
    const consult = await startConsult(member)
    await expectBody(
      await save(member, consult.id, [COMPLETE_ANSWERS[0]], 'umur'),
      200,
      SavedAnswers,
    )
    const page = await expectBody(
      await member.send('GET', `/v2/consults/${consult.id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(page.consult).toMatchObject({ id: consult.id, status: 1 })
    expect(page.questionnaire).toEqual(TEST_QUESTIONNAIRE)
    expect(page.answers).toEqual([COMPLETE_ANSWERS[0]])
    expect(page.lastVisitedContentId).toBe('umur')
    expect(page.consentVersions).toEqual({
      'consultation-agreement': '2026-11-01',
      'health-data': '2026-11-01',
    })
    expect(page.consents).toEqual([])
  })

  it('answers the seeded questionnaire of Budi’s consult on Jerawat (flow 2001)', async () => {
    const budi = await caller(api(), DEMO_PHONES.budi)
    const [row] = await api()
      .db.select({ id: consults.id })
      .from(consults)
      .innerJoin(members, eq(members.id, consults.memberId))
      .where(and(eq(members.phone, DEMO_PHONES.budi), eq(consults.flowId, '2001')))
    if (!row) throw new Error('The seed gives Budi no consult on flow 2001')
    const page = await expectBody(
      await budi.send('GET', `/v2/consults/${row.id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(page.questionnaire.id).toMatch(/^kuesioner-2001-v\d+$/)
    expect(page.questionnaire.item.length).toBeGreaterThanOrEqual(8)
  })

  it('gives it to a doctor of the polyclinic while the consult waits; 404 to anyone else', async () => {
    const member = await putri()
    const consult = await startConsult(member)
    const doctor = await doctorCaller(api())
    const path = `/v2/consults/${consult.id}/questionnaire`
    // Still being answered: no doctor's yet.
    await expectProblem(await doctor.send('GET', path), 404)
    await setStatus(consult.id, CONSULT_STATUS.awaitingDoctor)
    const page = await expectBody(await doctor.send('GET', path), 200, ConsultQuestionnaire)
    expect(page.consult.id).toBe(consult.id)
    const budi = await caller(api(), DEMO_PHONES.budi)
    const problem = await expectProblem(await budi.send('GET', path), 404)
    expect(problem.message).toBe('Konsultasi tidak ditemukan.')
    await expectProblem(await member.send('GET', '/v2/consults/bukan-id/questionnaire'), 404)
  })
})

describe('PUT /v2/consults/{id}/answers', () => {
  it('saves a step’s answers and where the member is; an empty list clears an item', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const saved = await expectBody(
      await save(member, id, COMPLETE_ANSWERS.slice(1, 3), 'keluhan'),
      200,
      SavedAnswers,
    )
    expect(saved).toEqual({
      answers: COMPLETE_ANSWERS.slice(1, 3),
      lastVisitedContentId: 'keluhan',
    })

    const cleared = await expectBody(
      await save(
        member,
        id,
        [{ linkId: 'keluhan.gatal', answer: [] }, COMPLETE_ANSWERS[0]],
        'umur',
      ),
      200,
      SavedAnswers,
    )
    // In the questionnaire's order, whatever order they were sent in.
    expect(cleared.answers).toEqual([COMPLETE_ANSWERS[0], COMPLETE_ANSWERS[1]])
    const [row] = await api().db.select().from(consults).where(eq(consults.id, id))
    expect(row?.lastVisitedContentId).toBe('umur')
    // The resume link's contentId, as the existing-consult check reads it.
    const exists = await member.send('GET', `/v2/consults/exists?flowId=${TEST_FLOW}`)
    expect(((await exists.json()) as { lastVisitedContentId: string }).lastVisitedContentId).toBe(
      'umur',
    )
  })

  it('keeps a chosen option as the questionnaire spells it, not as sent', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const forged = {
      linkId: 'keluhan.lokasi',
      answer: [{ valueCoding: { code: 'pipi', display: '<b>Bukan</b>' } }],
    }
    const saved = await expectBody(await save(member, id, [forged], 'keluhan'), 200, SavedAnswers)
    expect(saved.answers).toEqual([COMPLETE_ANSWERS[1]])
  })

  it('replaces an item’s answers and keeps several for a repeating item', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const both = {
      linkId: 'keluhan.lokasi',
      answer: [
        { valueCoding: { code: 'dahi', display: 'Dahi' } },
        { valueCoding: { code: 'pipi', display: 'Pipi' } },
      ],
    }
    await expectBody(await save(member, id, [COMPLETE_ANSWERS[1]], 'keluhan'), 200, SavedAnswers)
    const saved = await expectBody(await save(member, id, [both], 'keluhan'), 200, SavedAnswers)
    expect(saved.answers).toEqual([both])
  })

  it.each([
    [
      'an unknown linkId',
      { linkId: 'tidak-ada', answer: [{ valueBoolean: true }] },
      CONSULTATION_MESSAGES.unknownQuestion,
    ],
    [
      'a group',
      { linkId: 'keluhan', answer: [{ valueBoolean: true }] },
      CONSULTATION_MESSAGES.unknownQuestion,
    ],
    [
      'a display text',
      { linkId: 'intro', answer: [{ valueString: 'halo' }] },
      CONSULTATION_MESSAGES.unknownQuestion,
    ],
    [
      'two answers to a question that takes one',
      { linkId: 'umur', answer: [{ valueInteger: 20 }, { valueInteger: 21 }] },
      CONSULTATION_MESSAGES.oneAnswerOnly,
    ],
    [
      'a value of the wrong kind',
      { linkId: 'umur', answer: [{ valueString: '25' }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'a choice that is not an option',
      { linkId: 'keluhan.lokasi', answer: [{ valueCoding: { code: 'dagu', display: 'Dagu' } }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'a text longer than its item allows',
      { linkId: 'catatan', answer: [{ valueString: 'a'.repeat(101) }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'blank text',
      { linkId: 'catatan', answer: [{ valueString: '   ' }] },
      CONSULTATION_MESSAGES.answerDoesNotFit,
    ],
    [
      'a photo that was never uploaded',
      {
        linkId: 'foto',
        answer: [
          {
            valueAttachment: {
              id: '00000000-0000-4000-8000-000000000000',
              contentType: 'image/jpeg',
              url: 'x',
            },
          },
        ],
      },
      CONSULTATION_MESSAGES.unknownAttachment,
    ],
  ])('refuses %s (422 naming the linkId), saving nothing', async (_, item, message) => {
    const member = await putri()
    const { id } = await startConsult(member)
    const response = await save(member, id, [COMPLETE_ANSWERS[2], item], 'umur')
    const problem = await expectProblem(response, 422)
    expect(problem.errors?.[0]).toEqual({ path: item.linkId, message })
    const page = await expectBody(
      await member.send('GET', `/v2/consults/${id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(page.answers).toEqual([])
    expect(page.lastVisitedContentId).toBe('intro')
  })

  it('refuses one item twice in a step (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const problem = await expectProblem(
      await save(member, id, [COMPLETE_ANSWERS[0], COMPLETE_ANSWERS[0]]),
      422,
    )
    expect(problem.errors?.[0]).toEqual({
      path: 'umur',
      message: CONSULTATION_MESSAGES.questionTwice,
    })
  })

  it('takes only a top-level step as lastVisitedContentId (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    for (const step of ['keluhan.gatal', 'tidak-ada']) {
      const problem = await expectProblem(await save(member, id, [], step), 422)
      expect(problem.errors?.[0]).toEqual({
        path: 'lastVisitedContentId',
        message: CONSULTATION_MESSAGES.unknownStep,
      })
    }
  })

  it('fills a photo answer from the upload: its url, type, size and time', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const uploaded = await member.upload(
      `/v2/consults/${id}/attachments`,
      await phoneJpeg(),
      'image/jpeg',
    )
    const photo = (await uploaded.json()) as { id: string; size: number; createdAt: string }
    const sent = {
      valueAttachment: { id: photo.id, contentType: 'text/html', url: 'https://evil.example/x' },
    }
    const saved = await expectBody(
      await save(member, id, [{ linkId: 'foto', answer: [sent] }], 'foto'),
      200,
      SavedAnswers,
    )
    expect(saved.answers).toEqual([
      {
        linkId: 'foto',
        answer: [
          {
            valueAttachment: {
              id: photo.id,
              contentType: 'image/jpeg',
              url: `/v2/consults/${id}/attachments/${photo.id}`,
              size: photo.size,
              creation: photo.createdAt,
            },
          },
        ],
      },
    ])
  })

  it('names a photo where the API is reached now (embedded under /api)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const uploaded = await member.upload(
      `/v2/consults/${id}/attachments`,
      await phoneJpeg(),
      'image/jpeg',
    )
    const photo = (await uploaded.json()) as { id: string }
    const answer = [{ valueAttachment: { id: photo.id, contentType: 'image/jpeg', url: '' } }]
    await expectBody(
      await save(member, id, [{ linkId: 'foto', answer }], 'foto'),
      200,
      SavedAnswers,
    )
    const embedded = anotherInstance(api(), { publicPath: '/api' })
    const page = await expectBody(
      await embedded.request('GET', `/v2/consults/${id}/questionnaire`, { token: member.token }),
      200,
      ConsultQuestionnaire,
    )
    expect(page.answers[0]?.answer[0]).toMatchObject({
      valueAttachment: { url: `/api/v2/consults/${id}/attachments/${photo.id}` },
    })
  })

  it('refuses a photo of another consult (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const other = await startConsult(member, '2004')
    const uploaded = await member.upload(
      `/v2/consults/${other.id}/attachments`,
      await phoneJpeg(),
      'image/jpeg',
    )
    const photo = (await uploaded.json()) as { id: string }
    const answer = [{ valueAttachment: { id: photo.id, contentType: 'image/jpeg', url: 'x' } }]
    const problem = await expectProblem(
      await save(member, id, [{ linkId: 'foto', answer }], 'foto'),
      422,
    )
    expect(problem.errors?.[0]).toEqual({
      path: 'foto',
      message: CONSULTATION_MESSAGES.unknownAttachment,
    })
  })

  it('is the member’s alone: a doctor gets 403, another member 404', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const doctor = await doctorCaller(api())
    const refused = await expectProblem(await save(doctor, id, [COMPLETE_ANSWERS[0]]), 403)
    expect(refused.message).toBe('Hanya pasien yang dapat mengubah jawaban.')
    const budi = await caller(api(), DEMO_PHONES.budi)
    await expectProblem(await save(budi, id, [COMPLETE_ANSWERS[0]]), 404)
  })

  it('refuses answers once the questionnaire is sent (409)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const problem = await expectProblem(await save(member, id, [COMPLETE_ANSWERS[0]]), 409)
    expect(problem.message).toBe('Kuesioner ini sudah dikirim.')
  })

  it('keeps the app-wide body limit (64 KB): only the photo upload is exempt', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const big = { linkId: 'catatan', answer: [{ valueString: 'a'.repeat(70_000) }] }
    await expectProblem(await save(member, id, [big]), 413)
  })
})

describe('POST /v2/consults/{id}/submit', () => {
  async function answered() {
    const member = await putri()
    const consult = await startConsult(member)
    await expectBody(await save(member, consult.id, COMPLETE_ANSWERS, 'catatan'), 200, SavedAnswers)
    return { member, id: consult.id }
  }

  it('records both consents with their versions and time, and moves the consult to 2', async () => {
    const { member, id } = await answered()
    const heard: ConsultEvent[] = []
    api().deps.events.subscribe(id, (event) => heard.push(event))
    const now = api().clock.now().toISOString()
    const submitted = await expectBody(
      await member.send('POST', `/v2/consults/${id}/submit`, CONSENTS),
      200,
      ConsultSummary,
    )
    expect(submitted).toMatchObject({ id, status: 2, submittedAt: now })
    const page = await expectBody(
      await member.send('GET', `/v2/consults/${id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(page.consents).toEqual([
      { kind: 'consultation-agreement', version: '2026-11-01', agreedAt: now },
      { kind: 'health-data', version: '2026-11-01', agreedAt: now },
    ])
    await expect.poll(() => heard).toEqual([{ consultId: id, type: 'consult' }])
    // The member's list says when it was sent.
    const home = (await (await member.send('GET', '/consults/home')).json()) as {
      data: Array<{ id: string; submittedAt?: string }>
    }
    expect(home.data.find((consult) => consult.id === id)?.submittedAt).toBe(now)

    const again = await expectProblem(
      await member.send('POST', `/v2/consults/${id}/submit`, CONSENTS),
      409,
    )
    expect(again.message).toBe('Kuesioner ini sudah dikirim.')
  })

  it.each([
    ['no consents', { consents: [] }],
    ['one of the two', { consents: [CONSENTS.consents[0]] }],
    [
      'an older version',
      { consents: [CONSENTS.consents[0], { kind: 'health-data', version: '2025-01-01' }] },
    ],
  ])('refuses %s (422 on consents), leaving the consult in progress', async (_, body) => {
    const { member, id } = await answered()
    const problem = await expectProblem(
      await member.send('POST', `/v2/consults/${id}/submit`, body),
      422,
    )
    expect(problem.errors?.[0]).toEqual({
      path: 'consents',
      message: CONSULTATION_MESSAGES.consentsMissing,
    })
    const [row] = await api().db.select().from(consults).where(eq(consults.id, id))
    expect(row?.status).toBe(1)
    expect(
      await api().db.select().from(consultConsents).where(eq(consultConsents.consultId, id)),
    ).toEqual([])
  })

  it('names the first required question without an answer (422)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    const first = await expectProblem(
      await member.send('POST', `/v2/consults/${id}/submit`, CONSENTS),
      422,
    )
    expect(first.message).toBe('Masih ada pertanyaan wajib yang belum dijawab.')
    expect(first.errors?.[0]?.path).toBe('umur')
    // Itching turns on "since when", which is required too.
    await save(
      member,
      id,
      [
        ...COMPLETE_ANSWERS.slice(0, 2),
        { linkId: 'keluhan.gatal', answer: [{ valueBoolean: true }] },
      ],
      'keluhan',
    )
    const next = await expectProblem(
      await member.send('POST', `/v2/consults/${id}/submit`, CONSENTS),
      422,
    )
    expect(next.errors?.[0]?.path).toBe('keluhan.gatal-sejak')
  })

  it('does not ask what the branching turned off (a minor is not asked about pregnancy)', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await save(
      member,
      id,
      [{ linkId: 'umur', answer: [{ valueInteger: 16 }] }, ...COMPLETE_ANSWERS.slice(1, 3)],
      'keluhan',
    )
    await expectBody(
      await member.send('POST', `/v2/consults/${id}/submit`, CONSENTS),
      200,
      ConsultSummary,
    )
  })

  it('is the member’s alone: a doctor gets 403, another member 404', async () => {
    const { id } = await answered()
    await setStatus(id, CONSULT_STATUS.awaitingDoctor)
    const doctor = await doctorCaller(api())
    await expectProblem(await doctor.send('POST', `/v2/consults/${id}/submit`, CONSENTS), 403)
    await setStatus(id, CONSULT_STATUS.questionnaire)
    const budi = await caller(api(), DEMO_PHONES.budi)
    await expectProblem(await budi.send('POST', `/v2/consults/${id}/submit`, CONSENTS), 404)
  })
})

describe('GET /v2/consults/{id}/fhir', () => {
  it('exports only enabled, answered items, groups nesting their questions', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await save(
      member,
      id,
      [
        ...COMPLETE_ANSWERS.slice(0, 2),
        { linkId: 'keluhan.gatal', answer: [{ valueBoolean: true }] },
        { linkId: 'keluhan.gatal-sejak', answer: [{ valueDate: '2025-05-01' }] },
      ],
      'keluhan',
    )
    api().clock.advance(60_000)
    const answeredAt = api().clock.now().toISOString()
    // No longer itching: "since when" is kept but disabled, so it is not exported.
    await save(
      member,
      id,
      [{ linkId: 'keluhan.gatal', answer: [{ valueBoolean: false }] }],
      'keluhan',
    )
    api().clock.advance(60_000)

    const response = await expectBody(
      await member.send('GET', `/v2/consults/${id}/fhir`),
      200,
      QuestionnaireResponse,
    )
    const [row] = await api().db.select().from(consults).where(eq(consults.id, id))
    expect(response).toEqual({
      resourceType: 'QuestionnaireResponse',
      id,
      questionnaire: 'https://diri.co.id/fhir/Questionnaire/kuesioner-2003|99',
      status: 'in-progress',
      subject: { reference: `Patient/${row?.memberId}` },
      authored: answeredAt,
      item: [
        { linkId: 'umur', text: 'Berapa umurmu?', answer: [{ valueInteger: 25 }] },
        {
          linkId: 'keluhan',
          text: 'Keluhanmu',
          item: [
            {
              linkId: 'keluhan.lokasi',
              text: 'Di mana bekasnya?',
              answer: [{ valueCoding: { code: 'pipi', display: 'Pipi' } }],
            },
            { linkId: 'keluhan.gatal', text: 'Apakah gatal?', answer: [{ valueBoolean: false }] },
          ],
        },
      ],
    })
    expect(JSON.stringify(response)).not.toMatch(/Putri|0812|\+62/)
  })

  it('is completed once submitted, authored when it was; and shown to its doctor', async () => {
    const member = await putri()
    const { id } = await startConsult(member)
    await save(member, id, COMPLETE_ANSWERS, 'catatan')
    api().clock.advance(5 * 60_000)
    const submitted = await expectBody(
      await member.send('POST', `/v2/consults/${id}/submit`, CONSENTS),
      200,
      ConsultSummary,
    )
    api().clock.advance(60_000)
    const doctor = await doctorCaller(api())
    const response = await expectBody(
      await doctor.send('GET', `/v2/consults/${id}/fhir`),
      200,
      QuestionnaireResponse,
    )
    expect(response.status).toBe('completed')
    expect(response.authored).toBe(submitted.submittedAt)
    expect(response.item.map((item) => item.linkId)).toEqual(['umur', 'keluhan', 'hamil'])
  })

  it('is authored when the consult was started while nothing is answered; 404 to others', async () => {
    const member = await putri()
    const consult = await startConsult(member)
    const response = await expectBody(
      await member.send('GET', `/v2/consults/${consult.id}/fhir`),
      200,
      QuestionnaireResponse,
    )
    expect(response).toMatchObject({ authored: consult.createdAt, item: [] })
    const budi = await caller(api(), DEMO_PHONES.budi)
    await expectProblem(await budi.send('GET', `/v2/consults/${consult.id}/fhir`), 404)
  })
})
