/**
 * Postal codes (kode pos) for every district (kecamatan, our "suburb") of idn-area-data.
 *
 * Source: `data/postal-codes-by-district.csv`, one row per (district, postal code) with the
 * villages (desa/kelurahan) that code serves, `|`-separated; district codes of Permendagri
 * 137/2017 (see data/README.md). idn-area-data follows a newer regulation, so its codes are not
 * all the CSV's. Each idn-area-data district gets its codes in one of three ways:
 *
 * 1. By code: the CSV has the district's own code (6,613 districts). Checked once against
 *    idn-area-data's villages: 6,584 share at least half their village names with the district of
 *    the same code; the other 29 spell them differently ("1 Ulu" and "Satu Ulu" in Palembang) or
 *    were split into more villages since.
 * 2. By name, for districts given a new code since 2017 (588 districts: the 2022 provinces Papua
 *    Selatan, Papua Tengah, Papua Pegunungan and Papua Barat Daya took their districts from Papua
 *    and Papua Barat with new codes). The CSV names no districts, only villages, so a CSV
 *    district whose code idn-area-data lacks is matched to the idn-area-data district, among those
 *    whose codes the CSV lacks, that shares the most village names with it (names compared
 *    without case, spaces or punctuation; a CSV village's alternative spellings, "A (B)" and
 *    "A / B", count too). A first pass finds where each old regency went (the new regency most
 *    of its districts match, e.g. 91.01 Merauke → 93.01); the second matches within it. A tie
 *    goes to the district keeping the old district number (91.01.19 Waan → 93.01.19, not
 *    93.01.22 Kontuar, formed later from Waan's villages); an unresolved tie is left unmatched.
 * 3. By village, for districts formed since 2017 (84, e.g. 12.19.08 Laut Tador): the codes of the
 *    CSV rows that hold their villages' names, in the same regency, preferring (for a village
 *    name several old districts share) the old district that holds most of the new one's
 *    villages, i.e. the district it was carved from.
 *
 * The 588 matches by name are one to one and keep each old regency's district order; the 6 that
 * share fewer than half their village names were checked by eye (Dogoma/Dogomo, Wejim/Weijim).
 * An old district keeps all its 2017 codes, including any only its carved-off villages use: a
 * district may list a code too many. DKI Jakarta's hand-curated codes
 * (data/jakarta-postal-codes.ts) are merged in: they add two codes the CSV lacks.
 *
 * Steps 2 and 3 need idn-area-data's 83,762 villages: about 100 ms to load and as much to match,
 * on every start-up and in every backend test file. So their result is kept in
 * `data/district-matches.ts`, written by `npx tsx backend/db/seed/match-districts.ts`;
 * seed.test.ts checks that it still is what matching gives. The seed itself only parses the CSV.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface PostalCodeCsvRow {
  /** The district's code in the CSV (Permendagri 137/2017), e.g. `91.01.01`. */
  district: string
  /** Five digits. */
  code: string
  /** The villages this code serves, as the CSV spells them, `|`-separated. */
  villages: string
}

export interface PostalCodeCsv {
  rows: PostalCodeCsvRow[]
  /** Rows without a 5-digit postal code: 7 in the file, where a village name's comma split it. */
  skipped: number
}

/** What `match-districts.ts` writes to data/district-matches.ts. */
export interface DistrictMatches {
  /** CSV district code → idn-area-data district code, for districts recoded since 2017. */
  recoded: Record<string, string>
  /** idn-area-data district code → postal codes, for districts formed since 2017. */
  formed: Record<string, readonly string[]>
}

const CSV_NAME = 'postal-codes-by-district.csv'

/**
 * The CSV's text. Beside this module when run from source (tsx, vitest); the production server is
 * a Vite bundle in dist/ that runs from the project root, as for the migrations (db/client.ts).
 */
export function readPostalCodeCsv(): string {
  const besideThisFile = fileURLToPath(new URL(`./data/${CSV_NAME}`, import.meta.url))
  const path = existsSync(besideThisFile)
    ? besideThisFile
    : resolve(process.cwd(), `backend/db/seed/data/${CSV_NAME}`)
  return readFileSync(path, 'utf8')
}

export function parsePostalCodeCsv(text: string): PostalCodeCsv {
  const rows: PostalCodeCsvRow[] = []
  let skipped = 0
  const lines = text.split(/\r?\n/)
  if (lines[0] !== 'district_code,postal_code,villages') {
    throw new Error(`${CSV_NAME}: unexpected header ${JSON.stringify(lines[0])}`)
  }
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] as string
    if (line === '') continue
    const first = line.indexOf(',')
    const second = line.indexOf(',', first + 1)
    const district = line.slice(0, first)
    const code = line.slice(first + 1, second)
    if (first < 0 || second < 0 || !/^\d{5}$/.test(code)) {
      skipped++
      continue
    }
    if (!/^\d{2}\.\d{2}\.\d{2,3}$/.test(district)) {
      throw new Error(`${CSV_NAME}, line ${index + 1}: bad district code ${district}`)
    }
    rows.push({ district, code, villages: line.slice(second + 1) })
  }
  return { rows, skipped }
}

export interface PostalCodeCoverage {
  /** idn-area-data district code → its postal codes. */
  byDistrict: Map<string, Set<string>>
  /** Districts whose code the CSV has. */
  matchedByCode: number
  /** Districts recoded since 2017, matched by their villages' names. */
  matchedByName: number
  /** Districts formed since 2017, given the codes of their villages. */
  matchedByVillage: number
}

/** Every idn-area-data district's postal codes: the CSV, its matches, and hand-curated extras. */
export function postalCodesByDistrict(
  csv: PostalCodeCsv,
  districtCodes: ReadonlySet<string>,
  matches: DistrictMatches,
  handCurated: Record<string, readonly string[]>,
): PostalCodeCoverage {
  const byDistrict = new Map<string, Set<string>>()
  const add = (district: string, codes: Iterable<string>) => {
    const set = entry(byDistrict, district, () => new Set<string>())
    for (const code of codes) set.add(code)
  }
  const known = (district: string, where: string) => {
    if (!districtCodes.has(district)) {
      throw new Error(`${where} names district ${district}, which idn-area-data lacks`)
    }
  }
  const byCode = new Set<string>()
  const byName = new Set<string>()
  for (const row of csv.rows) {
    if (districtCodes.has(row.district)) {
      add(row.district, [row.code])
      byCode.add(row.district)
      continue
    }
    // A district matchDistricts could not place (none today) has no codes.
    const target = matches.recoded[row.district]
    if (target === undefined) continue
    known(target, 'district-matches.ts')
    add(target, [row.code])
    byName.add(target)
  }
  for (const [district, codes] of Object.entries(matches.formed)) {
    known(district, 'district-matches.ts')
    add(district, codes)
  }
  for (const [district, codes] of Object.entries(handCurated)) {
    known(district, 'jakarta-postal-codes.ts')
    add(district, codes)
  }
  return {
    byDistrict,
    matchedByCode: byCode.size,
    matchedByName: byName.size,
    matchedByVillage: Object.keys(matches.formed).length,
  }
}

// ---------------------------------------------------------------------------
// Matching (steps 2 and 3), run by match-districts.ts and seed.test.ts, not by the seed
// ---------------------------------------------------------------------------

interface AreaDistrict {
  code: string
  regencyCode: string
}

interface AreaVillage {
  districtCode: string
  name: string
}

/** A name as compared: lower case, no accents, spaces or punctuation. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The keys of a CSV villages field, with each village's alternative spellings. */
function villageKeys(field: string): Set<string> {
  const keys = new Set<string>()
  for (const village of field.split('|')) {
    const alternative = /^(.*?)\s*\((.*)\)\s*$/.exec(village)
    const spellings = alternative ? [alternative[1] ?? '', alternative[2] ?? ''] : [village]
    for (const spelling of spellings) {
      for (const part of spelling.split('/')) {
        const key = nameKey(part)
        if (key) keys.add(key)
      }
    }
  }
  return keys
}

function entry<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    value = create()
    map.set(key, value)
  }
  return value
}

function increment<K>(map: Map<K, number>, key: K) {
  map.set(key, (map.get(key) ?? 0) + 1)
}

function best<K>(scores: Map<K, number>): Array<[K, number]> {
  const sorted = [...scores].sort((a, b) => b[1] - a[1])
  const top = sorted[0]?.[1]
  return sorted.filter(([, score]) => score === top)
}

const regencyOf = (district: string) => district.slice(0, district.lastIndexOf('.'))
const numberOf = (district: string) => district.slice(district.lastIndexOf('.') + 1)

/** Steps 2 and 3 of the method above. */
export function matchDistricts(
  csv: PostalCodeCsv,
  districts: readonly AreaDistrict[],
  villages: readonly AreaVillage[],
): DistrictMatches & { unmatched: string[] } {
  const districtCodes = new Set(districts.map((district) => district.code))
  const csvDistricts = new Map<string, PostalCodeCsvRow[]>()
  for (const row of csv.rows) entry(csvDistricts, row.district, () => []).push(row)
  // Where recoded and newly formed districts can be: the codes the CSV does not know.
  const newCodes = new Set(districts.map((d) => d.code).filter((code) => !csvDistricts.has(code)))
  const newDistrictsWithVillage = new Map<string, Set<string>>()
  const villagesOf = new Map<string, Set<string>>()
  for (const village of villages) {
    if (!newCodes.has(village.districtCode)) continue
    const key = nameKey(village.name)
    entry(newDistrictsWithVillage, key, () => new Set<string>()).add(village.districtCode)
    entry(villagesOf, village.districtCode, () => new Set<string>()).add(key)
  }

  // Step 2: recoded districts, by the village names they share.
  const recodedCsvDistricts = [...csvDistricts.keys()].filter((code) => !districtCodes.has(code))
  const keysOf = new Map<string, Set<string>>()
  for (const district of recodedCsvDistricts) {
    const keys = new Set<string>()
    for (const row of csvDistricts.get(district) ?? []) {
      for (const key of villageKeys(row.villages)) keys.add(key)
    }
    keysOf.set(district, keys)
  }
  const candidates = (district: string, inRegency?: string) => {
    const scores = new Map<string, number>()
    for (const key of keysOf.get(district) ?? []) {
      for (const holder of newDistrictsWithVillage.get(key) ?? []) {
        if (inRegency === undefined || regencyOf(holder) === inRegency) increment(scores, holder)
      }
    }
    return best(scores)
  }
  const regencyVotes = new Map<string, Map<string, number>>()
  for (const district of recodedCsvDistricts) {
    const [top] = candidates(district)
    if (!top) continue
    const oldRegency = regencyOf(district)
    increment(
      entry(regencyVotes, oldRegency, () => new Map<string, number>()),
      regencyOf(top[0]),
    )
  }
  const recoded: Record<string, string> = {}
  const unmatched: string[] = []
  for (const district of recodedCsvDistricts) {
    const votes = regencyVotes.get(regencyOf(district))
    const winners = votes ? best(votes) : []
    const newRegency = winners.length === 1 ? winners[0]?.[0] : undefined
    const tops = newRegency === undefined ? [] : candidates(district, newRegency)
    const target =
      tops.length === 1
        ? tops[0]?.[0]
        : tops.find(([code]) => numberOf(code) === numberOf(district))?.[0]
    if (target === undefined) unmatched.push(district)
    else recoded[district] = target
  }

  // Step 3: districts formed since, by the CSV rows of their villages in the same regency.
  const matched = new Set(Object.values(recoded))
  const rowsByRegencyVillage = new Map<string, PostalCodeCsvRow[]>()
  for (const row of csv.rows) {
    const current = districtCodes.has(row.district) ? row.district : recoded[row.district]
    if (current === undefined) continue
    for (const key of villageKeys(row.villages)) {
      entry(rowsByRegencyVillage, `${regencyOf(current)}|${key}`, () => []).push(row)
    }
  }
  const formed: Record<string, string[]> = {}
  for (const district of districts) {
    if (!newCodes.has(district.code) || matched.has(district.code)) continue
    const rowsPerVillage = [...(villagesOf.get(district.code) ?? [])]
      .map((key) => rowsByRegencyVillage.get(`${district.regencyCode}|${key}`) ?? [])
      .filter((rows) => rows.length > 0)
    // The old district(s) it was carved from hold most of its villages.
    const parentScores = new Map<string, number>()
    for (const rows of rowsPerVillage) {
      for (const parent of new Set(rows.map((row) => row.district))) increment(parentScores, parent)
    }
    const codes = new Set<string>()
    for (const rows of rowsPerVillage) {
      const top = Math.max(...rows.map((row) => parentScores.get(row.district) ?? 0))
      for (const row of rows) {
        if (parentScores.get(row.district) === top) codes.add(row.code)
      }
    }
    if (codes.size > 0) formed[district.code] = [...codes].sort()
  }
  return { recoded, formed, unmatched }
}
