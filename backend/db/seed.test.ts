import { count, countDistinct, eq } from 'drizzle-orm'
import { getDistricts, getVillages } from 'idn-area-data'
import { describe, expect, it } from 'vitest'
import { PostalCodeList } from '../../contract/misc/schemas'
import { expectBody, setUpTestApi } from '../test/harness'
import { addresses } from './schema/addresses'
import { consults } from './schema/consults'
import { members } from './schema/members'
import { feeds, notifications } from './schema/notifications'
import { cities, postalCodes, provinces, suburbs } from './schema/places'
import { conditions, polyclinics } from './schema/polyclinics'
import { isSeeded, seedDatabase, seedWhatIsMissing } from './seed'
import { districtMatches } from './seed/data/district-matches'
import { jakartaPostalCodes } from './seed/data/jakarta-postal-codes'
import { DEMO_PHONES } from './seed/demo-members'
import { matchDistricts, parsePostalCodeCsv, readPostalCodeCsv } from './seed/postal-codes'

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
    expect(await counts()).toMatchObject({
      provinces: 38,
      cities: 514,
      suburbs: 7_285,
      postalCodes: 11_470,
      // The three demo members, the nine doctors and the operator.
      members: 13,
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

  it('gives every district postal codes: by its code, or matched by name where it was recoded', async () => {
    const { db } = api()
    const [row] = await db
      .select({ suburbs: countDistinct(postalCodes.suburbId) })
      .from(postalCodes)
    expect(row?.suburbs).toBe(7_285)
    // What seedAreas reports (a second run inserts nothing but counts the same).
    expect(await seedDatabase(db)).toMatchObject({
      postalCodes: 11_470,
      suburbsWithPostalCodes: 7_285,
      suburbsMatchedByCode: 6_613,
      suburbsMatchedByName: 588,
      suburbsMatchedByVillage: 84,
    })
  })

  it('serves the postal codes of districts across Indonesia through the API', async () => {
    const { request } = api()
    const codesOf = async (suburbId: string) => {
      const response = await request('GET', `/misc/postalcodes?suburbId=${suburbId}`)
      const { data } = await expectBody(response, 200, PostalCodeList)
      for (const postalCode of data) expect(postalCode.id).toBe(`${suburbId}-${postalCode.code}`)
      return data.map((postalCode) => postalCode.code)
    }
    // Bakongan, Aceh Selatan: the CSV's own code.
    expect(await codesOf('11.01.01')).toEqual(['23773'])
    // Kurulu, Jayawijaya, Papua Pegunungan since 2022: 91.02.03 in the CSV, matched by name.
    expect(await codesOf('95.01.02')).toEqual(['99521'])
    // Merauke, Papua Selatan since 2022: 91.01.01 in the CSV, one code per village.
    expect(await codesOf('93.01.01')).toEqual(
      Array.from({ length: 16 }, (_, index) => String(99604 + index)),
    )
    // Laut Tador, Batu Bara: formed after 2017 from villages of Sei Suka (12.19.02).
    expect(await codesOf('12.19.08')).toEqual(['21257'])
    // Koja, Jakarta Utara: the hand-curated 14220 (the CSV's row for it is broken) with the CSV's.
    expect(await codesOf('31.72.03')).toEqual(['14220', '14230', '14260', '14270'])
    // Every hand-curated Jakarta code is still there.
    for (const [suburbId, codes] of Object.entries(jakartaPostalCodes)) {
      expect(await codesOf(suburbId)).toEqual(expect.arrayContaining([...codes]))
    }
  })

  it('keeps district-matches.ts what matching the CSV to idn-area-data gives', async () => {
    const csv = parsePostalCodeCsv(readPostalCodeCsv())
    expect(csv.rows).toHaveLength(11_352)
    expect(csv.skipped).toBe(7)
    const [districts, villages] = await Promise.all([
      getDistricts({ transform: true }),
      getVillages({ transform: true }),
    ])
    // When this fails after an update, run `npx tsx backend/db/seed/match-districts.ts`.
    expect(matchDistricts(csv, districts, villages)).toEqual({ ...districtMatches, unmatched: [] })
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
    // As a developer's database from the previous version: members, places, no polyclinics, so
    // no doctors either and consults in no polyclinic.
    await db.update(consults).set({ polyclinicId: null, doctorId: null })
    await db.delete(members).where(eq(members.role, 'doctor'))
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
      .where(eq(members.role, 'member'))
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
    expect(rows[2]?.consult).toMatchObject({
      flowId: '2002',
      doctorName: 'dr. Anisa Rahma, Sp.D.V.E.',
    })
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
