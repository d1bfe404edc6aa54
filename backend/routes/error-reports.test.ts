import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ERROR_REPORT_ALLOWANCE_PATH } from '../../contract/error-reports/allowance'
import { anonymousWrites } from '../db/schema/anonymous-writes'
import { ANONYMOUS_WRITE_LIMITS } from '../http/anonymous-write-limits'
import { expectProblem, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

const FLOODER = '198.51.100.23'
const { perAddress, windowMs } = ANONYMOUS_WRITE_LIMITS['error-report']
const ask = (ip: string) => api().request('POST', ERROR_REPORT_ALLOWANCE_PATH, { ip })

describe('POST /v2/public/error-reports/allowance (ADR 025)', () => {
  it(`gives an address ${perAddress} reports a minute, then 429 in Indonesian with retry-after`, async () => {
    const { clock } = api()
    for (let i = 0; i < perAddress; i++) {
      const allowed = await ask(FLOODER)
      expect(allowed.status).toBe(204)
      expect(await allowed.text()).toBe('')
    }
    clock.advance(15_000)
    const refused = await ask(FLOODER)
    const problem = await expectProblem(refused, 429)
    expect(problem.message).toBe(
      'Terlalu banyak laporan galat dari jaringanmu. Coba lagi dalam 45 detik.',
    )
    expect(refused.headers.get('retry-after')).toBe('45')

    // Another address is not held back by this one.
    expect((await ask('203.0.113.99')).status).toBe(204)
    // Once the first report has left the minute, the address sends again.
    clock.advance(windowMs - 15_000 + 1000)
    expect((await ask(FLOODER)).status).toBe(204)
  })

  it('holds when a flood comes all at once: exactly the limit is allowed', async () => {
    // On PostgreSQL (`bash scripts/ci-postgres.sh npx vitest run <this file>`) the requests run
    // in parallel transactions; the advisory lock makes them count one after another.
    const answers = await Promise.all(Array.from({ length: perAddress + 40 }, () => ask(FLOODER)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(perAddress)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40)
    const counted = and(
      eq(anonymousWrites.kind, 'error-report'),
      eq(anonymousWrites.address, FLOODER),
    )
    expect(await api().db.$count(anonymousWrites, counted)).toBe(perAddress)
  })

  it('drops the rows that left the window as later reports come, whoever sends them', async () => {
    const { clock, db } = api()
    for (let i = 0; i < 30; i++) expect((await ask(`198.51.100.${i}`)).status).toBe(204)
    clock.advance(windowMs)
    expect(await db.$count(anonymousWrites)).toBe(30)
    expect((await ask('203.0.113.99')).status).toBe(204)
    const left = await db.select({ address: anonymousWrites.address }).from(anonymousWrites)
    expect(left).toEqual([{ address: '203.0.113.99' }])
  })
})
