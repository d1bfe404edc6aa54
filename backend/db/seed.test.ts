import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setUpTestApi } from '../test/harness'
import {
  addresses,
  cities,
  consults,
  feeds,
  members,
  notifications,
  postalCodes,
  provinces,
  suburbs,
} from './schema'
import { isSeeded, seedDatabase } from './seed'
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
    expect(await counts()).toEqual(before)
    expect(await isSeeded(db)).toBe(true)
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
      [DEMO_PHONES.sari, 2, 'Flek Hitam'],
    ])
    expect(rows[1]?.consult).toMatchObject({ flowId: '2001', subClinic: 'Poliklinik Kulit' })
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
