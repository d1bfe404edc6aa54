/**
 * Consultation at once. On PGlite every transaction runs alone, so these pass on the handlers'
 * checks; on PostgreSQL (`npm run test:backend:pg`) the requests truly overlap and the guarantees
 * come from the database: the partial unique index `consults_one_open_per_flow` (23505, answered
 * with the winner's consult) and the consult row's lock for a submit.
 */
import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CONSENT_VERSIONS } from '../../../contract/consults/consent-versions'
import { ConsultSummary } from '../../../contract/consults/schemas'
import { consultConsents, consults, OPEN_CONSULT_STATUSES } from '../../db/schema/consults'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import { expectBody, expectProblem } from '../../test/harness'
import {
  COMPLETE_ANSWERS,
  caller,
  setUpConsultationApi,
  startConsult,
  TEST_FLOW,
} from './consultation-test-support'

const api = setUpConsultationApi()
const AT_ONCE = 20

async function openConsultsOfFlow() {
  return api()
    .db.select()
    .from(consults)
    .where(
      and(eq(consults.flowId, TEST_FLOW), inArray(consults.status, [...OPEN_CONSULT_STATUSES])),
    )
}

async function parsed(response: Response) {
  const text = await response.text()
  expect([200, 201], text).toContain(response.status)
  return { status: response.status, consult: v.parse(ConsultSummary, JSON.parse(text)) }
}

describe('20 starts of one flow at once', () => {
  it('make one consult: one 201, nineteen 200 with the same consult', async () => {
    const member = await caller(api(), DEMO_PHONES.putri)
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        member.send('POST', '/v2/consults', { flowId: TEST_FLOW }).then(parsed),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const ids = new Set(answers.map((answer) => answer.consult.id))
    expect(ids.size).toBe(1)
    const open = await openConsultsOfFlow()
    expect(open.map((row) => row.id)).toEqual([...ids])
    expect(api().reportedErrors).toEqual([])
  })

  it('with restart, leave one open consult and every other one set aside', async () => {
    const member = await caller(api(), DEMO_PHONES.putri)
    const first = await startConsult(member)
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        member.send('POST', '/v2/consults', { flowId: TEST_FLOW, restart: true }).then(parsed),
      ),
    )
    const open = await openConsultsOfFlow()
    expect(open).toHaveLength(1)
    expect(open[0]?.id).not.toBe(first.id)
    // Restarts that run one after another each start anew (PGlite runs them so); overlapping
    // ones find the consult another just made. Either way each 201 made one consult, every other
    // consult was set aside, and no answer names a consult that never existed.
    const rows = await api().db.select().from(consults).where(eq(consults.flowId, TEST_FLOW))
    const created = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.consult.id)
    expect(created.length).toBeGreaterThanOrEqual(1)
    expect(new Set(created).size).toBe(created.length)
    expect(rows).toHaveLength(created.length + 1)
    expect(rows.filter((row) => row.status === 8)).toHaveLength(created.length)
    const ids = new Set(rows.map((row) => row.id))
    expect(answers.every((answer) => ids.has(answer.consult.id))).toBe(true)
    expect(api().reportedErrors).toEqual([])
  })

  it('by two members make one consult each', async () => {
    const putri = await caller(api(), DEMO_PHONES.putri)
    const sari = await caller(api(), DEMO_PHONES.sari)
    await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        (index % 2 ? putri : sari).send('POST', '/v2/consults', { flowId: TEST_FLOW }).then(parsed),
      ),
    )
    expect(await openConsultsOfFlow()).toHaveLength(2)
  })
})

describe('20 submits of one questionnaire at once', () => {
  it('send it once: one 200, nineteen 409, one consent of each kind', async () => {
    const member = await caller(api(), DEMO_PHONES.putri)
    const { id } = await startConsult(member)
    const saved = await member.send('PUT', `/v2/consults/${id}/answers`, {
      items: COMPLETE_ANSWERS,
      lastVisitedContentId: 'catatan',
    })
    expect(saved.status).toBe(200)
    const body = {
      consents: Object.entries(CONSENT_VERSIONS).map(([kind, version]) => ({ kind, version })),
    }
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => member.send('POST', `/v2/consults/${id}/submit`, body)),
    )
    const accepted = answers.filter((answer) => answer.status === 200)
    expect(accepted).toHaveLength(1)
    await expectBody(accepted[0] as Response, 200, ConsultSummary)
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      const problem = await expectProblem(refused, 409)
      expect(problem.message).toBe('Kuesioner ini sudah dikirim.')
    }
    const consents = await api()
      .db.select()
      .from(consultConsents)
      .where(eq(consultConsents.consultId, id))
    expect(consents.map((consent) => consent.kind).sort()).toEqual([
      'consultation-agreement',
      'health-data',
    ])
    expect(api().reportedErrors).toEqual([])
  })

  it('with answers saved meanwhile: each saved or refused (409), never an error', async () => {
    const member = await caller(api(), DEMO_PHONES.putri)
    const { id } = await startConsult(member)
    await member.send('PUT', `/v2/consults/${id}/answers`, {
      items: COMPLETE_ANSWERS,
      lastVisitedContentId: 'catatan',
    })
    const body = {
      consents: Object.entries(CONSENT_VERSIONS).map(([kind, version]) => ({ kind, version })),
    }
    const note = (index: number) => ({
      items: [{ linkId: 'catatan', answer: [{ valueString: `catatan ${index}` }] }],
      lastVisitedContentId: 'catatan',
    })
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        index === AT_ONCE / 2
          ? member.send('POST', `/v2/consults/${id}/submit`, body)
          : member.send('PUT', `/v2/consults/${id}/answers`, note(index)),
      ),
    )
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
    expect(answers[AT_ONCE / 2]?.status).toBe(200)
    const [row] = await api().db.select().from(consults).where(eq(consults.id, id))
    expect(row?.status).toBe(2)
    expect(api().reportedErrors).toEqual([])
  })
})
