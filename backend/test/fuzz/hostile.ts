/**
 * What a careless or hostile client sends instead of what the contract asks for: the inputs a
 * security probe of the API used, and the classic ones that break parsers, drivers and databases.
 */
import fc from 'fast-check'
import { JsonLiteral } from './json-text'

/** A string of 1 MiB: over the API's 64 KB body limit in a body, unbounded in a URL. */
const ONE_MEGABYTE = 'a'.repeat(1024 * 1024)

/**
 * What PostgreSQL cannot store: a NUL fails the query, a lone surrogate fails a jsonb value. The
 * security probe found 500s with these, so they come up most often.
 */
const UNSTORABLE_STRINGS: readonly string[] = [
  '\u0000',
  'Jl. Merdeka\u0000 No. 8',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  `${ONE_MEGABYTE}\u0000`,
]

const ODD_STRINGS: readonly string[] = [
  '\uFFFF',
  '\uFEFFbom',
  '',
  ' ',
  '\t\r\n',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '🙂👩🏽‍⚕️',
  '٣١', // Arabic-Indic digits: \d in some engines, not in JavaScript's
  '３１', // full-width digits
  "' or '1'='1' --",
  '"; drop table members; --',
  '\\',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  '0x1F',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  ONE_MEGABYTE,
]

/** Any UTF-16 code units, with control characters and lone surrogates far likelier than 1 in 65536. */
const codeUnits = fc
  .oneof(
    fc.integer({ min: 0, max: 0xffff }),
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...UNSTORABLE_STRINGS), weight: 5 },
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: codeUnits, maxLength: 24 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 1 },
)

/**
 * Numbers at the edges. NaN and the infinities are not JSON, so they are not sent as such; 1e400
 * is JSON and parses to Infinity, and 2^53+1 parses to 2^53: both travel as literal text.
 */
const EDGE_NUMBERS: readonly unknown[] = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  99.999,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  new JsonLiteral('9007199254740993'),
  new JsonLiteral('-9007199254740993'),
  new JsonLiteral('1e400'),
  new JsonLiteral('-1e400'),
  new JsonLiteral('1.00000000000000000000001'),
  new JsonLiteral('1E2'),
  new JsonLiteral('-0.0'),
  new JsonLiteral(`1${'0'.repeat(400)}`),
]

/** Arrays or objects nested `depth` deep, as text: far deeper than any schema walks. */
function nested(depth: number, kind: 'array' | 'object'): JsonLiteral {
  return kind === 'array'
    ? new JsonLiteral(`${'['.repeat(depth)}${']'.repeat(depth)}`)
    : new JsonLiteral(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
}

const DEEP_NESTING = [nested(5_000, 'array'), nested(5_000, 'object'), nested(60, 'array')]

/** Any JSON value of the wrong kind for a field, or of the right kind at its edges. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...DEEP_NESTING), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
)

/** Keys a client might add: unknown fields, prototype names, empty and odd keys. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'id', 'memberId', 'isAdmin'),
  fc.string({ unit: codeUnits, maxLength: 12 }),
)

/** Whole bodies that are not the JSON object the API expects, or not JSON at all. */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{',
  '{"a":',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  'NaN',
  '{"n":NaN}',
  '{"n":Infinity}',
  '\u0000',
  '{"s":"\u0000"}',
  '{"s":"\\u0000"}',
  '{"s":"\\ud800"}',
  `{"s":"${ONE_MEGABYTE}"}`,
  nested(20_000, 'array').text,
  nested(10_000, 'object').text,
]

/**
 * Percent-encoding for a URL, including lone surrogates, which `encodeURIComponent` refuses: they
 * are written as their WTF-8 bytes, which are not valid UTF-8, as a broken client would send them.
 */
export function percentEncode(text: string): string {
  let encoded = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else {
      encoded += encodeURIComponent(char)
    }
  }
  return encoded
}

/** Path segments and query values already in URL form: broken escapes, encoded dots and slashes. */
export const HOSTILE_URL_TEXT: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%FF%FE',
  '%',
  '%zz',
  '%2e%2e',
  '..%2f..%2f',
  '%2F',
  '%5C',
  '%20',
  '%0A%0D',
  'a%26b%3Dc',
]

/**
 * Tried in every field of every sample, every query value and every path parameter, not left to
 * chance: what broke the API before (NUL, lone surrogates) and the biggest and deepest values.
 */
export const SWEEP_STRINGS: readonly string[] = [...UNSTORABLE_STRINGS, ONE_MEGABYTE]
export const SWEEP_JSON_VALUES: readonly unknown[] = [
  ...SWEEP_STRINGS,
  new JsonLiteral('9007199254740993'),
  new JsonLiteral('1e400'),
  nested(5_000, 'array'),
  nested(5_000, 'object'),
]

/**
 * Dates at the edges of what the runtime and PostgreSQL read, swept through every field whose
 * sample is a date: year 0000 (no such year in PostgreSQL), year 0001 east of UTC (1 BC), an
 * offset Date cannot parse, a day the calendar lacks. The first two were once 500s.
 */
export const SWEEP_DATE_EDGES: readonly string[] = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+07:00',
  '2026-11-27T10:00:00+07',
  '0000-01-01',
  '0001-01-01',
  '2026-02-31',
]

/** The dates' edges for a field whose sample is a date (`YYYY-MM-DD…`), none for another. */
export function dateEdgesFor(sample: unknown): readonly string[] {
  return typeof sample === 'string' && /^\d{4}-\d{2}-\d{2}/.test(sample) ? SWEEP_DATE_EDGES : []
}

/** A path segment or query value as it appears in the URL. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_URL_TEXT), weight: 1 },
  { arbitrary: hostileString.map(percentEncode), weight: 3 },
)
