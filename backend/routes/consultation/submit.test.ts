/**
 * Sending the questionnaire (`POST /v2/consults/{id}/submit`: both consents recorded, required
 * questions checked as the branching leaves them) and its FHIR export
 * (`GET /v2/consults/{id}/fhir`).
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSIONS } from '../../../contract/consults/consent-versions'
import { QuestionnaireResponse } from '../../../contract/consults/fhir'
import {
  ConsultQuestionnaire,
  ConsultSummary,
  SavedAnswers,
} from '../../../contract/consults/schemas'
import { MISSING_PROFILE_FIELD, PROFILE_MESSAGES } from '../../../contract/profile/schemas'
import { CONSULT_STATUS, consultConsents, consults } from '../../db/schema/consults'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import type { ConsultEvent } from '../../events/consult-events'
import { expectBody, expectProblem } from '../../test/harness'
import {
  COMPLETE_ANSWERS,
  caller,
  consultationCalls,
  doctorCaller,
  setUpConsultationApi,
  startConsult,
} from './consultation-test-support'
import { CONSULTATION_MESSAGES } from './messages'

const api = setUpConsultationApi()
const { putri, setStatus, save } = consultationCalls(api)
const CONSENTS = {
  consents: [
    { kind: 'consultation-agreement', version: CONSENT_VERSIONS['consultation-agreement'] },
    { kind: 'health-data', version: CONSENT_VERSIONS['health-data'] },
  ],
}

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

  it('refuses to send the questionnaire of a member without name, date of birth and sex, then sends it once they are given', async () => {
    const member = await caller(api(), '+6281311114444')
    const consult = await startConsult(member)
    await expectBody(await save(member, consult.id, COMPLETE_ANSWERS, 'catatan'), 200, SavedAnswers)
    const refused = await expectProblem(
      await member.send('POST', `/v2/consults/${consult.id}/submit`, CONSENTS),
      422,
    )
    expect(refused.message).toBe(PROFILE_MESSAGES.neededForConsult)
    expect(refused.errors).toEqual([
      { path: MISSING_PROFILE_FIELD, message: PROFILE_MESSAGES.neededForConsult },
    ])
    const [kept] = await api().db.select().from(consults).where(eq(consults.id, consult.id))
    expect(kept?.status).toBe(CONSULT_STATUS.questionnaire)

    // Skipping the first-sign-in step is no profile either.
    await member.send('POST', '/auth/me/profile/skip')
    await expectProblem(
      await member.send('POST', `/v2/consults/${consult.id}/submit`, CONSENTS),
      422,
    )
    const profile = { fullName: 'Wayan', dateOfBirth: '1990-01-31', gender: 'male' }
    expect((await member.send('PUT', '/auth/me/profile', profile)).status).toBe(200)
    const sent = await expectBody(
      await member.send('POST', `/v2/consults/${consult.id}/submit`, CONSENTS),
      200,
      ConsultSummary,
    )
    // The answers given before the profile are the ones sent.
    expect(sent).toMatchObject({ id: consult.id, status: CONSULT_STATUS.awaitingDoctor })
    const page = await expectBody(
      await member.send('GET', `/v2/consults/${consult.id}/questionnaire`),
      200,
      ConsultQuestionnaire,
    )
    expect(page.answers.map((answer) => answer.linkId).sort()).toEqual(
      COMPLETE_ANSWERS.map((answer) => answer.linkId).sort(),
    )
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
