import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PolyclinicList } from '../../contract/polyclinics/schemas'
import { consults } from '../db/schema/consults'
import { conditions, polyclinics } from '../db/schema/polyclinics'
import { seedPolyclinicContent } from '../db/seed/polyclinics'
import { expectBody, setUpTestApi } from '../test/harness'

const api = setUpTestApi()

async function list() {
  const response = await api().request('GET', '/misc/poly-clinic')
  return { response, body: await expectBody(response, 200, PolyclinicList) }
}

describe('GET /misc/poly-clinic (public)', () => {
  it('lists every polyclinic in order with its conditions in order, without a session', async () => {
    const { response, body } = await list()
    expect(body.data.map((clinic) => clinic.name)).toEqual([
      'Poliklinik Kulit',
      'Poliklinik Rambut',
      'Poliklinik Kesehatan Wanita',
      'Poliklinik Kesehatan Seksual',
      'Poliklinik Berat Badan',
      'Poliklinik Umum',
      'Poliklinik Gizi',
      'Poliklinik Kesehatan Mental',
    ])
    expect(body.data.map((clinic) => clinic.conditions.map((condition) => condition.slug))).toEqual(
      seedPolyclinicContent.map((clinic) => clinic.conditions.map((condition) => condition.slug)),
    )
    expect(body.data[0]).toMatchObject({ id: '1', slug: 'poliklinik-kulit' })
    expect(body.data[0]?.conditions.slice(0, 2)).toEqual([
      expect.objectContaining({ id: '1.1', slug: 'jerawat', name: 'Jerawat', flowId: '2001' }),
      expect.objectContaining({
        id: '1.2',
        slug: 'flek-hitam',
        name: 'Flek Hitam',
        flowId: '2002',
      }),
    ])
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('orders by the position columns, not by id or insertion', async () => {
    const { db } = api()
    // Polyclinics are not reset between tests: put the positions back whatever happens.
    try {
      await db.update(polyclinics).set({ position: 99 }).where(eq(polyclinics.id, '1'))
      await db.update(conditions).set({ position: 0 }).where(eq(conditions.id, '2.3'))
      const { body } = await list()
      expect(body.data.at(-1)?.name).toBe('Poliklinik Kulit')
      expect(body.data[0]?.conditions.map((condition) => condition.name)).toEqual([
        'Kebotakan Pria',
        'Rambut Rontok',
        'Ketombe',
      ])
    } finally {
      await db.update(polyclinics).set({ position: 1 }).where(eq(polyclinics.id, '1'))
      await db.update(conditions).set({ position: 3 }).where(eq(conditions.id, '2.3'))
    }
  })

  it('gives every condition its own four-digit flow, never a special one, and kebab-case slugs', async () => {
    const { body } = await list()
    const all = body.data.flatMap((clinic) => clinic.conditions)
    expect(body.data).toHaveLength(8)
    for (const clinic of body.data) {
      expect(clinic.conditions.length).toBeGreaterThanOrEqual(2)
      expect(clinic.conditions.length).toBeLessThanOrEqual(4)
      expect(clinic.slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
    const flowIds = all.map((condition) => condition.flowId)
    expect(new Set(flowIds).size).toBe(flowIds.length)
    for (const condition of all) {
      expect(condition.flowId).toMatch(/^\d{4}$/)
      expect(['1000', '1001', '1002']).not.toContain(condition.flowId)
      expect(condition.slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(condition.summary).toMatch(/\bkamu\b/i)
    }
  })

  it("names the demo consults' flows, polyclinics and conditions as the consults do", async () => {
    const { body } = await list()
    const rows = await api().db.select().from(consults)
    expect(rows.length).toBeGreaterThan(0)
    for (const consult of rows) {
      const clinic = body.data.find((candidate) =>
        candidate.conditions.some((condition) => condition.flowId === consult.flowId),
      )
      const condition = clinic?.conditions.find((c) => c.flowId === consult.flowId)
      expect([clinic?.name, condition?.name]).toEqual([consult.subClinic, consult.conditionName])
    }
  })

  it('refuses, in the database, a condition on a special flow', async () => {
    const insert = api().db.insert(conditions).values({
      id: '9.9',
      polyclinicId: '1',
      slug: 'bantuan',
      name: 'Bantuan',
      summary: 'Tidak boleh ada.',
      flowId: '1001',
      position: 9,
    })
    await expect(insert).rejects.toThrow()
    expect((await list()).body.data[0]?.conditions).toHaveLength(4)
  })
})
