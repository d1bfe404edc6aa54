import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ConsentRecord, type ConsentRecordInput } from '../../contract/consent/schemas'
import { anonymousWrites } from '../db/schema/anonymous-writes'
import { consentRecords } from '../db/schema/consent'
import { members } from '../db/schema/members'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { ANONYMOUS_WRITE_LIMITS } from '../http/anonymous-write-limits'
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
    // Dates PostgreSQL cannot hold: once 500s (year 0000, and 0001 before UTC), or stored as 2001.
    ['a time in year 0000', { decidedAt: '0000-01-01T00:00:00Z' }, 'decidedAt'],
    ['a time in year 0001', { decidedAt: '0001-01-01T00:00:00Z' }, 'decidedAt'],
    ['a time in year 0001 east of UTC', { decidedAt: '0001-01-01T00:00:00+07:00' }, 'decidedAt'],
    ['a time after 2100', { decidedAt: '2101-01-01T00:00:00Z' }, 'decidedAt'],
    ['a day that does not exist', { decidedAt: '2026-02-31T03:00:00Z' }, 'decidedAt'],
    ['an offset without minutes', { decidedAt: '2026-11-27T10:00:00+07' }, 'decidedAt'],
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

describe('POST /v2/public/consents, choices per address (ADR 025)', () => {
  const FLOODER = '198.51.100.23'
  const { perAddress, windowMs } = ANONYMOUS_WRITE_LIMITS.consent
  const record = (ip: string, body = choice()) =>
    api().request('POST', '/v2/public/consents', { body, ip })

  it(`records ${perAddress} choices an hour from one address, then 429 in Indonesian with retry-after`, async () => {
    const { clock, db } = api()
    for (let i = 0; i < perAddress; i++) expect((await record(FLOODER)).status).toBe(201)
    clock.advance(10 * 60 * 1000)
    const refused = await record(FLOODER)
    const problem = await expectProblem(refused, 429)
    expect(problem.message).toBe(
      'Terlalu banyak pilihan cookie dikirim dari jaringanmu. Coba lagi dalam 50 menit.',
    )
    // The first choice of the hour leaves the window 50 minutes from now.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60))
    // A refused choice is not recorded, and takes no place in the count.
    expect(await db.$count(consentRecords)).toBe(perAddress)
    expect(await db.$count(anonymousWrites, eq(anonymousWrites.address, FLOODER))).toBe(perAddress)

    // Another address is not held back by this one.
    expect((await record('203.0.113.99')).status).toBe(201)
    // Once the first choice has left the hour, the address records again.
    clock.advance(windowMs - 10 * 60 * 1000 + 1000)
    expect((await record(FLOODER)).status).toBe(201)
  })

  it('counts a retry of a recorded choice too', async () => {
    const body = choice()
    expect((await record(FLOODER, body)).status).toBe(201)
    for (let i = 1; i < perAddress; i++) expect((await record(FLOODER, body)).status).toBe(200)
    await expectProblem(await record(FLOODER, body), 429)
  })

  it('holds when a flood comes all at once: exactly the limit is recorded', async () => {
    // On PostgreSQL (`bash scripts/ci-postgres.sh npx vitest run <this file>`) the requests run
    // in parallel transactions; the advisory lock makes them count one after another.
    const answers = await Promise.all(
      Array.from({ length: perAddress + 40 }, () => record(FLOODER)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(perAddress)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40)
    expect(await api().db.$count(consentRecords)).toBe(perAddress)
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
