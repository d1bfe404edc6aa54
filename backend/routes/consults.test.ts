import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ConsultHome, ExistingConsult } from '../../contract/consults/schemas'
import { CONSULT_STATUS, consults } from '../db/schema/consults'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { FAULT_HEADER, FAULT_INJECTED_HEADER } from '../http/fault-injection'
import { MESSAGES } from '../http/problem'
import {
  anotherInstance,
  expectBody,
  expectProblem,
  SEED_TIME,
  setUpTestApi,
} from '../test/harness'

const api = setUpTestApi()

const HOUR = 60 * 60 * 1000
const NONE_YET = 'Belum ada konsultasi untuk keluhan ini.'

async function memberId(phone: string) {
  const [row] = await api()
    .db.select({ id: members.id })
    .from(members)
    .where(eq(members.phone, phone))
  if (!row) throw new Error(`No member with the phone ${phone}`)
  return row.id
}

/** A consult of `phone`'s, `agoHours` before the seed's "now". */
async function addConsult(
  phone: string,
  consult: { flowId: string; status: number; conditionName: string; agoHours: number },
) {
  const { agoHours, ...columns } = consult
  const [row] = await api()
    .db.insert(consults)
    .values({
      ...columns,
      memberId: await memberId(phone),
      subClinic: consult.flowId.startsWith('21') ? 'Poliklinik Rambut' : 'Poliklinik Kulit',
      createdAt: new Date(SEED_TIME.getTime() - agoHours * HOUR),
    })
    .returning({ id: consults.id })
  if (!row) throw new Error('Inserting a consult returned no row')
  return row.id
}

async function finishConsultsOf(phone: string) {
  await api()
    .db.update(consults)
    .set({ status: CONSULT_STATUS.finished })
    .where(eq(consults.memberId, await memberId(phone)))
}

async function exists(token: string, flowId: string, headers?: Record<string, string>) {
  return api().request('GET', `/v2/consults/exists?flowId=${flowId}`, { token, headers })
}

describe('GET /v2/consults/exists', () => {
  it("finds Budi's questionnaire in progress on its flow", async () => {
    const token = await api().signIn(DEMO_PHONES.budi)
    const consult = await expectBody(await exists(token, '2001'), 200, ExistingConsult)
    expect(consult).toEqual({
      id: expect.any(String),
      status: 1,
      flowId: '2001',
      lastVisitedContentId: 'lama-keluhan',
      subClinic: 'Poliklinik Kulit',
      conditionName: 'Jerawat',
      checkedConditionName: 'Jerawat',
    })
  })

  it("finds Sari's consult in chat with a doctor", async () => {
    const token = await api().signIn(DEMO_PHONES.sari)
    const consult = await expectBody(await exists(token, '2002'), 200, ExistingConsult)
    expect(consult).toMatchObject({ status: 3, flowId: '2002', conditionName: 'Flek Hitam' })
  })

  it('answers 404 to a member with no consult, whatever the flow', async () => {
    const token = await api().signIn(DEMO_PHONES.putri)
    for (const flowId of ['1000', '2001', '2002']) {
      const body = await expectProblem(await exists(token, flowId), 404)
      expect(body.message).toBe(NONE_YET)
    }
  })

  it('answers 404 for a flow the member has no consult on', async () => {
    const token = await api().signIn(DEMO_PHONES.budi)
    await expectProblem(await exists(token, '2002'), 404)
  })

  it("never answers with another member's consult", async () => {
    const putri = await api().signIn(DEMO_PHONES.putri)
    const sari = await api().signIn(DEMO_PHONES.sari)
    // Budi has an open consult on 2001; Sari has one on 2002.
    await expectProblem(await exists(putri, '2001'), 404)
    await expectProblem(await exists(putri, '1000'), 404)
    await expectProblem(await exists(sari, '2001'), 404)
    const own = await expectBody(await exists(sari, '1000'), 200, ExistingConsult)
    expect(own.flowId).toBe('2002')
  })

  it("takes the complaint flow 1000 as any flow: the member's newest open consult", async () => {
    const token = await api().signIn(DEMO_PHONES.budi)
    const seeded = await expectBody(await exists(token, '1000'), 200, ExistingConsult)
    expect(seeded.flowId).toBe('2001')

    const newer = await addConsult(DEMO_PHONES.budi, {
      flowId: '2101',
      status: CONSULT_STATUS.awaitingDoctor,
      conditionName: 'Rambut Rontok',
      agoHours: 1,
    })
    const any = await expectBody(await exists(token, '1000'), 200, ExistingConsult)
    expect(any).toMatchObject({ id: newer, flowId: '2101', status: 2 })
    // A specific flow still finds only its own.
    const jerawat = await expectBody(await exists(token, '2001'), 200, ExistingConsult)
    expect(jerawat.id).toBe(seeded.id)
  })

  it('does not count a finished consult', async () => {
    const token = await api().signIn(DEMO_PHONES.budi)
    await finishConsultsOf(DEMO_PHONES.budi)
    await expectProblem(await exists(token, '2001'), 404)
    await expectProblem(await exists(token, '1000'), 404)

    // An older open consult is found past a newer finished one.
    const open = await addConsult(DEMO_PHONES.budi, {
      flowId: '2003',
      status: CONSULT_STATUS.chatting,
      conditionName: 'Bekas Jerawat',
      agoHours: 48,
    })
    const found = await expectBody(await exists(token, '1000'), 200, ExistingConsult)
    expect(found.id).toBe(open)
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/v2/consults/exists?flowId=2001'), 401)
    await expectProblem(await exists('not-a-token', '2001'), 401)
  })

  it.each([['?flowId=abc'], ['?flowId='], ['?flowId=20-01'], ['?flowId=1234567890'], ['']])(
    'refuses the query %j with a field error on flowId',
    async (query) => {
      const { request, signIn } = api()
      const token = await signIn(DEMO_PHONES.budi)
      const response = await request('GET', `/v2/consults/exists${query}`, { token })
      const body = await expectProblem(response, 400)
      expect(body.errors?.map((error) => error.path)).toEqual(['flowId'])
    },
  )
})

describe('the x-diri-fault header on /v2/consults/exists', () => {
  it('makes the call fail with the usual 500 outside production, reported as injected', async () => {
    const { reportedErrors, signIn } = api()
    const token = await signIn(DEMO_PHONES.budi)
    for (const value of ['consults-exists', 'feeds, consults-exists']) {
      const response = await exists(token, '2001', { [FAULT_HEADER]: value })
      const body = await expectProblem(response, 500)
      expect(body.message).toBe(MESSAGES.internal)
      expect(response.headers.get(FAULT_INJECTED_HEADER)).toBe('consults-exists')
    }
    // Asked for, so not an unexpected error for the server log.
    expect(reportedErrors).toEqual([])
  })

  it('leaves the call alone when it names another fault', async () => {
    const token = await api().signIn(DEMO_PHONES.budi)
    const response = await exists(token, '2001', { [FAULT_HEADER]: 'consults-existsx' })
    await expectBody(response, 200, ExistingConsult)
  })

  it('still answers 401 first without a session', async () => {
    const { request } = api()
    const response = await request('GET', '/v2/consults/exists?flowId=2001', {
      headers: { [FAULT_HEADER]: 'consults-exists' },
    })
    await expectProblem(response, 401)
  })

  it('is ignored in production', async () => {
    const production = anotherInstance(api(), { faultInjection: false })
    const token = await production.signIn(DEMO_PHONES.budi)
    const response = await production.request('GET', '/v2/consults/exists?flowId=2001', {
      token,
      headers: { [FAULT_HEADER]: 'consults-exists' },
    })
    await expectBody(response, 200, ExistingConsult)
    expect(response.headers.get(FAULT_INJECTED_HEADER)).toBeNull()
  })
})

describe('GET /consults/home', () => {
  it("lists Sari's consult with its doctor and start time", async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.sari)
    const home = await expectBody(
      await request('GET', '/consults/home', { token }),
      200,
      ConsultHome,
    )
    expect(home.data).toEqual([
      {
        id: expect.any(String),
        status: 3,
        flowId: '2002',
        lastVisitedContentId: 'catatan',
        subClinic: 'Poliklinik Kulit',
        conditionName: 'Flek Hitam',
        checkedConditionName: 'Melasma',
        doctorName: 'dr. Anisa Rahma, Sp.D.V.E.',
        createdAt: new Date(SEED_TIME.getTime() - 7 * HOUR).toISOString(),
        submittedAt: new Date(SEED_TIME.getTime() - 6 * HOUR).toISOString(),
      },
    ])
  })

  it("lists only the member's own consults, finished ones too, newest first", async () => {
    const { request, signIn } = api()
    const older = await addConsult(DEMO_PHONES.budi, {
      flowId: '2102',
      status: CONSULT_STATUS.finished,
      conditionName: 'Ketombe',
      agoHours: 30 * 24,
    })
    const newer = await addConsult(DEMO_PHONES.budi, {
      flowId: '2004',
      status: CONSULT_STATUS.awaitingDoctor,
      conditionName: 'Kulit Kusam',
      agoHours: 1,
    })
    await addConsult(DEMO_PHONES.sari, {
      flowId: '2003',
      status: CONSULT_STATUS.questionnaire,
      conditionName: 'Bekas Jerawat',
      agoHours: 2,
    })
    const token = await signIn(DEMO_PHONES.budi)
    const home = await expectBody(
      await request('GET', '/consults/home', { token }),
      200,
      ConsultHome,
    )
    expect(home.data.map((consult) => [consult.conditionName, consult.status])).toEqual([
      ['Kulit Kusam', 2],
      ['Jerawat', 1],
      ['Ketombe', 9],
    ])
    expect(home.data[0]?.id).toBe(newer)
    expect(home.data[2]?.id).toBe(older)
    expect(home.data.every((consult) => consult.doctorName === null)).toBe(true)
  })

  it('is empty for a member with no consult', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const home = await expectBody(
      await request('GET', '/consults/home', { token }),
      200,
      ConsultHome,
    )
    expect(home).toEqual({ data: [] })
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/consults/home'), 401)
  })
})
