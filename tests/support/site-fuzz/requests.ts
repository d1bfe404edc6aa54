/**
 * The site fuzz's requests (tests/e2e/site-fuzz.spec.ts): server function calls and page form
 * posts, each mostly what the site's own client or form sends with one part turned hostile (so
 * the hostile part gets past the parts that are fine), plus the ways of calling that no client of
 * ours uses (no `x-tsr-serverfn`, another method, another body type, an unknown id). The hostile
 * values are the API fuzz's (backend/test/fuzz/hostile.ts).
 */
import fc from 'fast-check'
import { toJSON } from 'seroval'
import {
  HOSTILE_RAW_BODIES,
  hostileJsonValue,
  hostileKey,
  hostileString,
  SWEEP_JSON_VALUES,
} from '../../../backend/test/fuzz/hostile'
import { JsonLiteral } from '../../../backend/test/fuzz/json-text'
import { pageFormBodyLimit } from '../../../src/server/http/page-forms'
import type { FunctionRecipe } from './function-recipes'

export interface SiteRequest {
  method: string
  /** Path and query. */
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array
  /** Sent with the caller's session cookie. */
  signedIn: boolean
}

/** A server function of the build: its id and how the app calls it. */
export interface BuiltFunction {
  name: string
  id: string
  method: 'GET' | 'POST'
}

const SERVER_FN_BASE = '/_serverFn/'
/** As a page of ours sends it (the CSRF check and the forms' own check read this). */
const SAME_SITE = { 'sec-fetch-site': 'same-origin' }
const CALL = { ...SAME_SITE, 'x-tsr-serverfn': 'true' }

/**
 * The longest string the fuzz puts in a call: longer than any length a validator or the API sets
 * (a chat message's 2,000), short enough that a POST's body stays under the site's 64 KB limit
 * and a GET's address mostly under Node's 16 KB of headers. A bigger body is refused (413) before it is read, with
 * the connection closed while the client still writes, which a client sees as a reset rather
 * than an answer; site-request.server.test.ts covers that limit.
 */
const LONGEST = 2_100

/** A hostile value as a JavaScript value: the API fuzz's literal JSON text parsed, cut to size. */
function asValue(value: unknown, longest = LONGEST): unknown {
  if (value instanceof JsonLiteral) return JSON.parse(value.text)
  return typeof value === 'string' && value.length > longest ? value.slice(0, longest) : value
}

/** `value` with every string in it cut to `longest`. */
function cut(value: unknown, longest: number): unknown {
  if (typeof value === 'string') return asValue(value, longest)
  if (Array.isArray(value)) return value.map((item) => cut(item, longest))
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item, longest)]))
  }
  return value
}

const hostileValue = hostileJsonValue.map((value) => asValue(value))

/** Seroval's encoding as Start's client sends it, or undefined when seroval cannot write it. */
function encode(payload: unknown, longest = LONGEST): string | undefined {
  try {
    return JSON.stringify(toJSON(cut(payload, longest)))
  } catch {
    return undefined
  }
}

/** The call of `fn` with this payload text, as our client would send it. */
function callWith(fn: BuiltFunction, text: string | undefined, signedIn: boolean): SiteRequest {
  const path = `${SERVER_FN_BASE}${fn.id}`
  if (fn.method === 'GET') {
    const query = text === undefined ? '' : `?payload=${encodeURIComponent(text)}`
    return { method: 'GET', path: `${path}${query}`, headers: { ...CALL }, signedIn }
  }
  if (text === undefined) return { method: 'POST', path, headers: { ...CALL }, signedIn }
  return {
    method: 'POST',
    path,
    headers: { ...CALL, 'content-type': 'application/json' },
    body: text,
    signedIn,
  }
}

/** Every place in `data` a value sits, as key paths (objects and arrays, a few levels down). */
function leafPaths(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leafPaths(item, [...prefix, index]))
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))
  }
  return [prefix]
}

function replaced(data: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...Array<string | number>]
  if (Array.isArray(data)) {
    const copy: unknown[] = [...data]
    copy[Number(head)] = replaced(copy[Number(head)], rest, value)
    return copy
  }
  const copy: Record<string, unknown> = { ...(data as object) }
  copy[String(head)] = replaced(copy[String(head)], rest, value)
  return copy
}

/**
 * The calls of one function: its sample, each of its values replaced by the sweep's values (NUL,
 * lone surrogates, 1 MB, 2^53+1, 1e400, deep nesting), `runs` samples of hostile values in one
 * place, in all places, or as extra keys, and the calls no client of ours makes.
 */
export function functionRequests(
  fn: BuiltFunction,
  recipe: FunctionRecipe,
  signedIn: boolean,
  runs: number,
  seed: number,
): SiteRequest[] {
  const sample = recipe.data
  const requests: SiteRequest[] = [
    callWith(fn, encode(sample === undefined ? undefined : { data: sample }), signedIn),
  ]
  if (sample === undefined) requests.push(callWith(fn, encode({ data: { extra: 1 } }), signedIn))
  const paths = sample === undefined ? [[]] : leafPaths(sample)
  for (const path of paths) {
    for (const value of SWEEP_JSON_VALUES) {
      requests.push(
        callWith(fn, encode({ data: replaced(sample, path, asValue(value)) }), signedIn),
      )
    }
  }
  const hostileCall = fc.oneof(
    // One value hostile: it gets past the fields that are fine.
    fc
      .tuple(fc.constantFrom(...paths), hostileValue)
      .map(([path, value]) => ({ data: replaced(sample, path, value) })),
    // An unknown key beside the fields.
    fc
      .tuple(hostileKey, hostileValue)
      .map(([key, value]) => ({ data: { ...(sample ?? {}), [key]: value } })),
    // The whole of it hostile.
    hostileValue.map((data) => ({ data })),
    // Strings everywhere.
    fc
      .array(hostileString, { minLength: paths.length, maxLength: paths.length })
      .map((strings) => ({
        data: paths.reduce<unknown>(
          (data, path, index) => replaced(data, path, strings[index]),
          sample,
        ),
      })),
  )
  for (const payload of fc.sample(hostileCall, { numRuns: runs, seed })) {
    requests.push(callWith(fn, encode(payload), signedIn))
  }
  requests.push(...unusualCalls(fn, sample, signedIn))
  return requests
}

/** What Start's client never sends: the calls Start once answered with a 500, and their neighbours. */
function unusualCalls(fn: BuiltFunction, sample: unknown, signedIn: boolean): SiteRequest[] {
  const path = `${SERVER_FN_BASE}${fn.id}`
  const good = encode({ data: sample }) ?? ''
  const rejected = Promise.reject(new Error('ditolak'))
  rejected.catch(() => {})
  const odd: SiteRequest[] = [
    // Without the call's marker, as a crawler or a script would fetch the address.
    { method: fn.method, path, headers: { ...SAME_SITE }, signedIn },
    { method: fn.method, path, headers: {}, signedIn },
    { method: fn.method === 'GET' ? 'POST' : 'GET', path, headers: { ...CALL }, signedIn },
    ...['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'].map((method) => ({
      method,
      path,
      headers: { ...CALL },
      signedIn,
    })),
    { method: fn.method, path: `${path}/lagi`, headers: { ...CALL }, signedIn },
    { method: fn.method, path: `${path}%00`, headers: { ...CALL }, signedIn },
    // Seroval's values that are not data, and a context no page sends.
    ...[new Map([[1, 2]]), new Date(0), rejected, new Uint8Array(8), 10n, /a+$/].map((data) =>
      callWith(fn, encode({ data }), signedIn),
    ),
    callWith(fn, encode({ data: sample, context: { token: 'palsu' } }), signedIn),
    // Seroval's shape, broken.
    callWith(
      fn,
      '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":99}]},"o":0},"f":127,"m":[]}',
      signedIn,
    ),
    callWith(fn, '{"t":{"t":4,"i":0},"f":127,"m":[]}', signedIn),
  ]
  // The raw bodies that are not seroval (or not JSON), as the body or the GET's payload.
  // Those that fit: in a GET's address (Node's 16 KB of headers) or under the body limit.
  const fits = fn.method === 'GET' ? 4_000 : 60_000
  for (const raw of HOSTILE_RAW_BODIES.filter((body) => body.length <= fits)) {
    odd.push(callWith(fn, raw, signedIn))
  }
  if (fn.method === 'POST') {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=batas',
      'application/json; charset=latin1',
    ]) {
      odd.push({
        method: 'POST',
        path,
        headers: { ...CALL, 'content-type': type },
        body: good,
        signedIn,
      })
    }
    odd.push({
      method: 'POST',
      path,
      headers: { ...CALL, 'content-type': 'multipart/form-data; boundary=batas' },
      body: '--batas\r\nContent-Disposition: form-data; name="data"\r\n\r\n1\r\n--batas--\r\n',
      signedIn,
    })
    odd.push({ method: 'POST', path, headers: { ...CALL }, body: good, signedIn })
  }
  return odd
}

/** Calls to ids the build does not have, and to the base itself (the first 500s the site's fuzz found). */
export function unknownFunctionRequests(): SiteRequest[] {
  const ids = [
    '',
    'abc',
    'a'.repeat(64),
    'A'.repeat(3000),
    '..',
    '%2e%2e',
    'abc/def',
    '__proto__',
    'constructor',
  ]
  return ids.flatMap((id) =>
    ['GET', 'POST'].flatMap((method) =>
      [{}, SAME_SITE, CALL].map((headers) => ({
        method,
        path: `${SERVER_FN_BASE}${id}`,
        headers: { ...headers },
        signedIn: false,
      })),
    ),
  )
}

/** A form of the site that posts to a page (page-forms.ts), with the fields it sends. */
export interface FormRecipe {
  path: string
  /** The fields as the form sends them. */
  fields: Record<string, string>
  /** Raw bytes of a type, as the photo upload sends them, instead of a form. */
  raw?: { type: string; body: Uint8Array }
}

const FORM = 'application/x-www-form-urlencoded'

/**
 * The posts of one form: as the form sends them, each field hostile, fields missing and extra,
 * other body types, hostile raw bodies, and from another site.
 */
export function formRequests(
  form: FormRecipe,
  signedIn: boolean,
  runs: number,
  seed: number,
): SiteRequest[] {
  // Under the form's body limit (page-forms.ts), as for the functions' (see LONGEST).
  const limit = pageFormBodyLimit(form.path) ?? 1024
  // Eight fields at most, each up to nine bytes a character once percent-encoded.
  const longest = Math.floor(limit / 80)
  const short = hostileString.map((text) => text.slice(0, longest))
  const post = (
    body: string | Uint8Array,
    type: string,
    headers: Record<string, string> = SAME_SITE,
  ) => ({
    method: 'POST',
    path: form.path,
    headers: { ...headers, 'content-type': type },
    body,
    signedIn,
  })
  const encodeForm = (fields: Array<[string, string]>) => new URLSearchParams(fields).toString()
  const entries = Object.entries(form.fields)
  const requests: SiteRequest[] = [post(encodeForm(entries), FORM), post(encodeForm([]), FORM)]
  if (form.raw) {
    requests.push(post(form.raw.body, form.raw.type))
    requests.push(post(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), form.raw.type))
    requests.push(post(new Uint8Array(0), form.raw.type))
  }
  const hostileForm = fc.oneof(
    fc
      .tuple(fc.nat({ max: Math.max(entries.length - 1, 0) }), short)
      .map(([index, value]) =>
        entries.map(([key, old], at): [string, string] => [key, at === index ? value : old]),
      ),
    fc
      .tuple(hostileString, hostileString)
      .map(([key, value]) => [...entries, [key, value] as [string, string]]),
    fc.array(fc.tuple(fc.constantFrom(...entries.map(([key]) => key), 'x'), short), {
      maxLength: 8,
    }),
  )
  for (const fields of fc.sample(hostileForm, { numRuns: runs, seed })) {
    requests.push(post(encodeForm(fields), FORM))
  }
  // Every field given twice, and a percent escape that is not one.
  requests.push(post(`${encodeForm([...entries, ...entries])}`, FORM))
  requests.push(post('a=%&b=%zz&%E0%A4%A=1', FORM))
  const multipart = entries
    .map(
      ([key, value]) =>
        `--batas\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  requests.push(post(`${multipart}--batas--\r\n`, 'multipart/form-data; boundary=batas'))
  requests.push(post('--batas\r\nbroken', 'multipart/form-data; boundary=batas'))
  for (const raw of HOSTILE_RAW_BODIES.filter((body) => body.length < limit)) {
    requests.push(post(raw, 'application/json'))
  }
  requests.push(post(encodeForm(entries), 'text/plain'))
  requests.push(post(encodeForm(entries), FORM, { 'sec-fetch-site': 'cross-site' }))
  requests.push(post(encodeForm(entries), FORM, { origin: 'https://contoh.example' }))
  requests.push(post(encodeForm(entries), FORM, {}))
  return requests
}
