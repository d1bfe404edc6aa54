/**
 * The harness's reset between tests (member-data-reset.ts, ADR 026) leaves what TRUNCATE … RESTART
 * IDENTITY left: a test's rows gone, the demo members back, order numbers counting from 1 again.
 * The tests run in order: the first writes, the second looks.
 */
import { count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../db/schema'
import { setUpTestApi } from './harness'

const api = setUpTestApi()

async function nextOrderSerial() {
  const result: unknown = await api().db.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'serial'))::int as "next"`,
  )
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
  return (rows[0] as { next: number }).next
}

async function rowsIn(table: typeof schema.members | typeof schema.consentRecords) {
  const [row] = await api().db.select({ rows: count() }).from(table)
  return row?.rows
}

describe('between two tests', () => {
  let seededMembers: number | undefined

  it('a test writes rows, deletes the demo members and takes order numbers', async () => {
    seededMembers = await rowsIn(schema.members)
    expect(seededMembers).toBeGreaterThan(0)
    await api()
      .db.insert(schema.consentRecords)
      .values({
        choiceId: '00000000-0000-4000-8000-000000000026',
        analytics: true,
        marketing: false,
        policyVersion: '2026-11-01',
        decidedAt: new Date('2025-06-02T02:00:00.000Z'),
        source: 'banner',
      })
    await api().db.delete(schema.members)
    expect([await nextOrderSerial(), await nextOrderSerial()]).toEqual([1, 2])
    expect(await rowsIn(schema.consentRecords)).toBe(1)
    expect(await rowsIn(schema.members)).toBe(0)
  })

  it('the next finds its rows gone, the demo members back and order numbers from 1', async () => {
    expect(await rowsIn(schema.consentRecords)).toBe(0)
    expect(await rowsIn(schema.members)).toBe(seededMembers)
    expect(await nextOrderSerial()).toBe(1)
  })
})
