import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ConsentRecord, type ConsentRecordInput } from '../../src/api/consent/schemas'
import { consentRecords } from '../db/schema/consent'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { expectBody, expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

function choice(overrides: Partial<ConsentRecordInput> = {}): ConsentRecordInput {
  return {
    choiceId: randomUUID(),
    analytics: true,
    marketing: false,
    policyVersion: '2026-11-27',
    decidedAt: '2026-11-27T03:00:00.000Z',
    source: 'banner',
    ...overrides,
  }
}

describe('POST /v2/public/consents', () => {
  it("records a visitor's choice with its version and time, once however often it is sent", async () => {
    const { request, db, clock } = api()
    const body = choice()
    const first = await expectBody(
      await request('POST', '/v2/public/consents', { body }),
      201,
      ConsentRecord,
    )
    expect(first).toEqual({
      choiceId: body.choiceId,
      analytics: true,
      marketing: false,
      policyVersion: '2026-11-27',
      decidedAt: '2026-11-27T03:00:00.000Z',
      recordedAt: clock.now().toISOString(),
      source: 'banner',
      member: false,
    })
    const again = await expectBody(
      await request('POST', '/v2/public/consents', { body }),
      200,
      ConsentRecord,
    )
    expect(again).toEqual(first)
    const rows = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.choiceId, body.choiceId))
    expect(rows).toHaveLength(1)
  })

  it('records concurrent retries of one choice as one row', async () => {
    const { request, db } = api()
    const body = choice({ marketing: true, source: 'form' })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => request('POST', '/v2/public/consents', { body })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
    const rows = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.choiceId, body.choiceId))
    expect(rows).toHaveLength(1)
  })

  it("links a member's choice to the member; a change of mind is a new record", async () => {
    const { request, signIn, db } = api()
    const token = await signIn(DEMO_PHONES.putri)
    const given = choice({ analytics: true, marketing: true, source: 'settings' })
    const withdrawn = choice({ analytics: false, marketing: false, source: 'settings' })
    for (const body of [given, withdrawn]) {
      const record = await expectBody(
        await request('POST', '/v2/public/consents', { body, token }),
        201,
        ConsentRecord,
      )
      expect(record.member).toBe(true)
    }
    const [putri] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, DEMO_PHONES.putri))
    const rows = await db
      .select({ analytics: consentRecords.analytics, marketing: consentRecords.marketing })
      .from(consentRecords)
      .where(eq(consentRecords.memberId, putri?.id ?? ''))
    expect(rows).toHaveLength(2)
    expect(rows).toContainEqual({ analytics: false, marketing: false })
  })

  it("records a visitor's choice when the token signs nobody in", async () => {
    const { request } = api()
    const record = await expectBody(
      await request('POST', '/v2/public/consents', { body: choice(), token: 'ended-session' }),
      201,
      ConsentRecord,
    )
    expect(record.member).toBe(false)
  })

  it('refuses the same id for another choice', async () => {
    const { request } = api()
    const body = choice()
    expect((await request('POST', '/v2/public/consents', { body })).status).toBe(201)
    await expectProblem(
      await request('POST', '/v2/public/consents', { body: { ...body, marketing: true } }),
      409,
    )
  })

  it.each([
    ['a choice id that is no uuid', { choiceId: 'abc' }, 'choiceId'],
    ['a purpose that is not true or false', { analytics: 'yes' }, 'analytics'],
    ['an unknown source', { source: 'cookiewall' }, 'source'],
    ['a time that is no timestamp', { decidedAt: 'kemarin' }, 'decidedAt'],
    ['an empty policy version', { policyVersion: ' ' }, 'policyVersion'],
  ])('answers 400 for %s, naming the field', async (_case, overrides, field) => {
    const { request } = api()
    const problem = await expectProblem(
      await request('POST', '/v2/public/consents', { body: { ...choice(), ...overrides } }),
      400,
    )
    expect(problem.errors?.map((error) => error.path)).toContain(field)
  })

  it('answers 400 for a missing purpose and an unknown field', async () => {
    const { request } = api()
    const { marketing: _marketing, ...withoutMarketing } = choice()
    await expectProblem(
      await request('POST', '/v2/public/consents', { body: withoutMarketing }),
      400,
    )
    await expectProblem(
      await request('POST', '/v2/public/consents', { body: { ...choice(), phone: '0812' } }),
      400,
    )
  })

  it('keeps a record as it was: the table refuses updates and deletes', async () => {
    const { request, db } = api()
    const body = choice()
    await request('POST', '/v2/public/consents', { body })
    await expect(
      db.execute(
        sql`update consent_records set marketing = true where choice_id = ${body.choiceId}`,
      ),
    ).rejects.toThrow()
    await expect(
      db.execute(sql`delete from consent_records where choice_id = ${body.choiceId}`),
    ).rejects.toThrow()
  })
})

describe('GET /accounts/settings', () => {
  it('shows the member the ids their account holds', async () => {
    const { request, signIn } = api()
    const token = await signIn(DEMO_PHONES.putri)
    await request('PATCH', '/accounts/settings', { token, body: { fbc: 'fb.1.1700000000.AbC' } })
    const settings = await request('GET', '/accounts/settings', { token })
    expect(settings.status).toBe(200)
    expect(await settings.json()).toEqual({ gaClientId: null, fbc: 'fb.1.1700000000.AbC' })
  })

  it('needs a session', async () => {
    const { request } = api()
    await expectProblem(await request('GET', '/accounts/settings'), 401)
  })
})
