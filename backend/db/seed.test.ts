import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setUpTestApi } from '../test/harness'
import { addresses } from './schema/addresses'
import { consults } from './schema/consults'
import { members } from './schema/members'
import { feeds, notifications } from './schema/notifications'
import { cities, postalCodes, provinces, suburbs } from './schema/places'
import { conditions, polyclinics } from './schema/polyclinics'
import { isSeeded, seedDatabase, seedWhatIsMissing } from './seed'
import { jakartaPostalCodes } from './seed/data/jakarta-postal-codes'
import { DEMO_PHONES } from './seed/demo-members'

const api = setUpTestApi()

async function counts() {
  const { db } = api()
  const tables = {
    provinces,
    cities,
    suburbs,
    postalCodes,
    members,
    addresses,
    notifications,
    feeds,
    consults,
    polyclinics,
    conditions,
  }
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ rows: count() }).from(table)
      return [name, row?.rows ?? 0] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('the seed', () => {
  it("holds all of Indonesia's provinces, regencies and cities, and districts", async () => {
    const postalCodeTotal = Object.values(jakartaPostalCodes).reduce(
      (sum, codes) => sum + codes.length,
      0,
    )
    expect(await counts()).toMatchObject({
      provinces: 38,
      cities: 514,
      suburbs: 7_285,
      postalCodes: postalCodeTotal,
      members: 3,
      polyclinics: 8,
      conditions: 21,
    })
    const { db } = api()
    const [pusat] = await db.select().from(cities).where(eq(cities.id, '31.71'))
    expect(pusat).toEqual({
      id: '31.71',
      provinceId: '31',
      name: 'Kota Administrasi Jakarta Pusat',
    })
  })

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    const { db } = api()
    const before = await counts()
    const result = await seedDatabase(db)
    expect(result.demoMembers).toBe(0)
    expect(result.polyclinics).toBe(0)
    expect(await counts()).toEqual(before)
    expect(await isSeeded(db)).toBe(true)
  })

  it('seeds the polyclinics into a database seeded before they existed, and nothing else', async () => {
    const { db } = api()
    const before = await counts()
    // As a developer's database from the previous version: members, places, no polyclinics.
    await db.delete(polyclinics)
    await db
      .update(members)
      .set({ firstName: 'Putri Ayu' })
      .where(eq(members.phone, DEMO_PHONES.putri))
    await db.delete(notifications)
    await seedWhatIsMissing(db)

    expect(await counts()).toEqual({ ...before, notifications: 0 })
    const [putri] = await db.select().from(members).where(eq(members.phone, DEMO_PHONES.putri))
    expect(putri?.firstName).toBe('Putri Ayu')
  })

  it('gives the demo members the three consult states the consult-start flow knows', async () => {
    const { db } = api()
    const rows = await db
      .select({ phone: members.phone, consult: consults })
      .from(members)
      .leftJoin(consults, eq(consults.memberId, members.id))
      .orderBy(members.phone)
    expect(
      rows.map((row) => [
        row.phone,
        row.consult?.status ?? null,
        row.consult?.conditionName ?? null,
      ]),
    ).toEqual([
      [DEMO_PHONES.putri, null, null],
      [DEMO_PHONES.budi, 1, 'Jerawat'],
      [DEMO_PHONES.sari, 3, 'Flek Hitam'],
    ])
    expect(rows[1]?.consult).toMatchObject({ flowId: '2001', subClinic: 'Poliklinik Kulit' })
    expect(rows[2]?.consult).toMatchObject({ flowId: '2002', doctorName: 'dr. Anisa Rahma' })
  })

  it('gives every demo member one primary address with real, nested places', async () => {
    const { db } = api()
    const rows = await db
      .select({
        city: cities.provinceId,
        suburb: suburbs.cityId,
        postal: postalCodes.suburbId,
        address: addresses,
      })
      .from(addresses)
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .innerJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .innerJoin(postalCodes, eq(postalCodes.id, addresses.postalCodeId))
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      expect(row.address.isPrimary).toBe(true)
      expect(row.city).toBe(row.address.provinceId)
      expect(row.suburb).toBe(row.address.cityId)
      expect(row.postal).toBe(row.address.suburbId)
    }
  })
})
