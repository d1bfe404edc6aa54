/**
 * The consultation API's questionnaire side, starting it: a new consult, the open one found again
 * or restarted, and the questionnaire read back. Every answer is parsed with the contract's
 * schemas (src/api/consults). Answers are in consultation/answers.test.ts, the submit and the FHIR
 * export in consultation/submit.test.ts, photos in consultation/attachments.test.ts, concurrency in
 * consultation/consultation-concurrency.test.ts.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  ConsultHome,
  ConsultQuestionnaire,
  ConsultSummary,
  SavedAnswers,
} from '../../contract/consults/schemas'
import { CONSULT_STATUS, consults, questionnaires } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem } from '../test/harness'
import {
  COMPLETE_ANSWERS,
  caller,
  consultationCalls,
  doctorCaller,
  SKIN_POLYCLINIC,
  setUpConsultationApi,
  startConsult,
  TEST_FLOW,
  TEST_QUESTIONNAIRE,
  TEST_QUESTIONNAIRE_ID,
} from './consultation/consultation-test-support'
import { CONSULTATION_MESSAGES } from './consultation/messages'

const api = setUpConsultationApi()
const { putri, setStatus, save } = consultationCalls(api)

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
