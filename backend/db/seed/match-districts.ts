/**
 * `npx tsx backend/db/seed/match-districts.ts`: matches the postal-code CSV's districts to
 * idn-area-data's (steps 2 and 3 in postal-codes.ts) and writes the result to
 * data/district-matches.ts. Run it after updating idn-area-data or the CSV; seed.test.ts fails
 * until the file is current.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getDistricts, getVillages } from 'idn-area-data'
import {
  type DistrictMatches,
  matchDistricts,
  parsePostalCodeCsv,
  readPostalCodeCsv,
} from './postal-codes'

const LINE_WIDTH = 100

function renderDistrictMatches(
  matches: DistrictMatches,
  nameOf: (district: string) => string,
): string {
  const lines = [
    '/**',
    ' * Written by `npx tsx backend/db/seed/match-districts.ts`; do not edit. Where the districts of',
    " * postal-codes-by-district.csv (codes of 2017) are in idn-area-data's codes: see postal-codes.ts.",
    ' */',
    "import type { DistrictMatches } from '../postal-codes'",
    '',
    'export const districtMatches: DistrictMatches = {',
    '  /** CSV district code → idn-area-data district code (and its name). */',
    '  recoded: {',
  ]
  for (const [from, to] of Object.entries(matches.recoded).sort(([a], [b]) => compare(a, b))) {
    lines.push(`    '${from}': '${to}', // ${nameOf(to)}`)
  }
  lines.push(
    '  },',
    '  /** idn-area-data district code → postal codes of its villages. */',
    '  formed: {',
  )
  for (const [district, codes] of Object.entries(matches.formed).sort(([a], [b]) =>
    compare(a, b),
  )) {
    const list = codes.map((code) => `'${code}'`)
    const oneLine = `    '${district}': [${list.join(', ')}], // ${nameOf(district)}`
    if (oneLine.length <= LINE_WIDTH) {
      lines.push(oneLine)
      continue
    }
    lines.push(`    '${district}': [`, `      // ${nameOf(district)}`)
    for (const code of list) lines.push(`      ${code},`)
    lines.push('    ],')
  }
  lines.push('  },', '}', '')
  return lines.join('\n')
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const csv = parsePostalCodeCsv(readPostalCodeCsv())
const [districts, villages] = await Promise.all([
  getDistricts({ transform: true }),
  getVillages({ transform: true }),
])
const { unmatched, ...matches } = matchDistricts(csv, districts, villages)
const names = new Map(districts.map((district) => [district.code, district.name]))
const target = fileURLToPath(new URL('./data/district-matches.ts', import.meta.url))
writeFileSync(
  target,
  renderDistrictMatches(matches, (code) => names.get(code) ?? '?'),
)
console.info(
  `[match-districts] ${Object.keys(matches.recoded).length} recoded districts matched by name, ` +
    `${Object.keys(matches.formed).length} new districts given their villages' codes, ` +
    `${unmatched.length} CSV districts unmatched${unmatched.length ? `: ${unmatched.join(', ')}` : ''}`,
)
