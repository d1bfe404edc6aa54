/**
 * One endpoint's fuzzed requests: mostly a request a real client would send with one part of it
 * (path, query or body) turned hostile, so the hostile value gets past the parts that are fine and
 * reaches the code behind them; sometimes everything at once.
 */
import fc from 'fast-check'
import { type ApiRoute, fillPath } from './api-routes'
import { arbitraryFor, type SchemaNode } from './arbitraries'
import {
  dateEdgesFor,
  HOSTILE_RAW_BODIES,
  HOSTILE_URL_TEXT,
  hostileJsonValue,
  hostileKey,
  hostileString,
  hostileUrlText,
  percentEncode,
  SWEEP_JSON_VALUES,
  SWEEP_STRINGS,
} from './hostile'
import { toJsonText } from './json-text'

/** How to fuzz one endpoint. Every route the app serves has one (the suite checks). */
export interface FuzzRecipe {
  /** Refuses a visitor with 401: the fuzz then signs in (the suite checks the claim). */
  member: boolean
  /**
   * Whom the fuzz signs in as, for an endpoint only a role may use (the operator's): without it
   * a member, whose every request would stop at the role's 403 before the body is read.
   */
  signInAs?: string
  /** The contract schema the handler reads the body with; none: the body is not read. */
  body?: SchemaNode
  /** Bodies a real client sends, which the fuzz turns hostile one value at a time. */
  bodySamples?: ListFromApi<unknown>
  /** The contract schema the handler reads the query with. */
  query?: SchemaNode
  querySamples?: ReadonlyArray<Readonly<Record<string, string>>>
  /** Values a real client puts in each path parameter. */
  params?: Readonly<Record<string, ListFromApi<string>>>
  /**
   * Headers the real caller adds, made from the body it sends: the payment provider signs its
   * webhook's body, so the fuzz signs too and gets past the signature to what reads the body.
   */
  headers?: (body: string | undefined) => Readonly<Record<string, string>>
  /**
   * The endpoint answers pages to a browser (the payment simulator's): a refusal may then be an
   * HTML page, whose title and text must read as Indonesian, rather than the JSON error body.
   */
  pages?: boolean
}

/** Written in the recipe, or read from the API by the signed-in member (their own ids). */
export type ListFromApi<T> = readonly T[] | ((caller: SignedInCaller) => Promise<readonly T[]>)

export interface SignedInCaller {
  get(path: string): Promise<unknown>
}

/** A recipe with everything it reads from the API read. */
export interface ReadyRecipe extends Omit<FuzzRecipe, 'bodySamples' | 'params'> {
  bodySamples: readonly unknown[]
  params: Readonly<Record<string, readonly string[]>>
}

export async function readyRecipe(
  recipe: FuzzRecipe,
  caller: SignedInCaller,
): Promise<ReadyRecipe> {
  const read = async <T>(list: ListFromApi<T>) => (typeof list === 'function' ? list(caller) : list)
  const params = await Promise.all(
    Object.entries(recipe.params ?? {}).map(async ([name, values]) => [name, await read(values)]),
  )
  return {
    ...recipe,
    bodySamples: await read(recipe.bodySamples ?? []),
    params: Object.fromEntries(params),
  }
}

export interface FuzzRequest {
  method: string
  /** Path and query string, URL-encoded. */
  url: string
  /** The body's text, sent as JSON; none for GET. */
  body?: string
  /** The recipe's headers for this body. */
  headers?: Readonly<Record<string, string>>
  signedIn: boolean
  /** Spread over many addresses so per-address limits do not hide what lies behind them. */
  ip: string
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type Part = 'path' | 'query' | 'body'

export function requestArbitrary(route: ApiRoute, recipe: ReadyRecipe): fc.Arbitrary<FuzzRequest> {
  const sendsBody = BODY_METHODS.has(route.method)
  const parts: Part[] = ['query']
  if (route.params.length > 0) parts.push('path')
  if (sendsBody) parts.push('body')
  // A body has the most places to hide a value in, so it is picked the most.
  const onePart = fc.oneof(
    ...parts.map((part) => ({
      arbitrary: fc.constant(new Set([part])),
      weight: part === 'body' ? 2 : 1,
    })),
  )
  const hostileParts = fc.oneof(
    { arbitrary: onePart, weight: 4 },
    { arbitrary: fc.constant(new Set(parts)), weight: 1 },
  )
  const request = hostileParts.chain((hostile) =>
    fc.record({
      path: pathArbitrary(route, recipe.params, hostile.has('path')),
      query: hostile.has('query') ? hostileQuery(recipe) : validQuery(recipe),
      body: sendsBody
        ? hostile.has('body')
          ? hostileBody(recipe)
          : validBody(recipe)
        : fc.constant(undefined),
      signedIn: recipe.member ? fc.constant(true) : fc.boolean(),
      ip: fc.ipV4(),
    }),
  )
  return request.map(
    ({ path, query, body, ...rest }): FuzzRequest => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      ...(body === undefined ? {} : { body }),
      ...(recipe.headers ? { headers: recipe.headers(body) } : {}),
      ...rest,
    }),
  )
}

/**
 * The same requests every run: the first sample of each part as a client sends it, with each
 * value of the body, each query value and each path parameter in turn replaced by each of the
 * sweep's values. Random runs find a NUL in one field among nine only now and then; this always.
 */
export function sweepRequests(route: ApiRoute, recipe: ReadyRecipe): FuzzRequest[] {
  const knownSegments = Object.fromEntries(
    route.params.map((name) => [name, encodeURIComponent(recipe.params[name]?.[0] ?? '')]),
  )
  const query = recipe.querySamples?.[0]
  const body = recipe.bodySamples[0]
  const request = (parts: { segments?: Record<string, string>; query?: string; body?: string }) => {
    const path = fillPath(route.path, parts.segments ?? knownSegments)
    const queryText = parts.query ?? (query ? queryString(query) : '')
    const bodyText = parts.body ?? (body === undefined ? undefined : toJsonText(body))
    return {
      method: route.method,
      url: queryText ? `${path}?${queryText}` : path,
      ...(bodyText === undefined ? {} : { body: bodyText }),
      ...(recipe.headers ? { headers: recipe.headers(bodyText) } : {}),
      signedIn: recipe.member,
      ip: '198.51.100.7',
    }
  }
  const inPath = route.params.flatMap((name) =>
    SWEEP_STRINGS.map((value) =>
      request({ segments: { ...knownSegments, [name]: percentEncode(value) } }),
    ),
  )
  const inQuery = Object.keys(query ?? {}).flatMap((key) =>
    [...SWEEP_STRINGS, ...dateEdgesFor(query?.[key])].map((value) =>
      request({ query: queryString(replaceAt(query, [key], value)) }),
    ),
  )
  const inBody = pathsIn(body)
    .filter((path) => path.length > 0 && isLeaf(valueAt(body, path)))
    .flatMap((path) =>
      [...SWEEP_JSON_VALUES, ...dateEdgesFor(valueAt(body, path))].map((value) =>
        request({ body: toJsonText(replaceAt(body, path, value)) }),
      ),
    )
  return [...inPath, ...inQuery, ...inBody]
}

function pathArbitrary(
  route: ApiRoute,
  params: Readonly<Record<string, readonly string[]>>,
  hostile: boolean,
): fc.Arbitrary<string> {
  const segments = Object.fromEntries(
    route.params.map((name) => {
      const known = params[name] ?? []
      const valid = fc.constantFrom(...known).map(encodeURIComponent)
      if (!hostile) return [name, valid]
      return [
        name,
        fc.oneof(
          { arbitrary: hostileUrlText, weight: 4 },
          // A well-formed id that names nothing, or someone else's.
          { arbitrary: fc.uuid(), weight: 1 },
          { arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent), weight: 1 },
        ),
      ]
    }),
  )
  return fc.record(segments).map((values) => fillPath(route.path, values))
}

function validQuery(recipe: ReadyRecipe): fc.Arbitrary<string> {
  const shapes = validShapes(recipe.query, recipe.querySamples, queryString)
  return shapes.length > 0 ? fc.oneof(...shapes) : fc.constant('')
}

function hostileQuery(recipe: ReadyRecipe): fc.Arbitrary<string> {
  const keys = Object.keys(recipe.query?.entries ?? {})
  const someKey = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey
  return fc.oneof(
    {
      arbitrary: fc.dictionary(hostileKey, hostileString, { maxKeys: 3 }).map(queryString),
      weight: 1,
    },
    // Written raw: escapes no encoder would produce, repeated keys, keys with no value.
    {
      arbitrary: fc
        .tuple(someKey, fc.constantFrom(...HOSTILE_URL_TEXT))
        .map(([key, value]) => `${percentEncode(key)}=${value}`),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(someKey, hostileUrlText, hostileUrlText)
        .map(([key, first, second]) => `${key}=${first}&${key}=${second}`),
      weight: 1,
    },
    { arbitrary: fc.constantFrom('&&&', '=', '=x', 'a', '%', '?'), weight: 1 },
    ...hostileShapes(recipe.query, recipe.querySamples, hostileString, queryString),
  )
}

function validBody(recipe: ReadyRecipe): fc.Arbitrary<string | undefined> {
  const shapes = validShapes(recipe.body, recipe.bodySamples, toJsonText)
  return shapes.length > 0 ? fc.oneof(...shapes) : fc.constant(undefined)
}

function hostileBody(recipe: ReadyRecipe): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_RAW_BODIES), weight: 1 },
    { arbitrary: hostileJsonValue.map(toJsonText), weight: 1 },
    ...hostileShapes(recipe.body, recipe.bodySamples, hostileJsonValue, toJsonText),
  )
}

/** The recipe's own shapes as a client sends them: its samples, and values of its schema. */
function validShapes(
  schema: SchemaNode | undefined,
  samples: readonly unknown[] = [],
  write: (value: unknown) => string,
): Array<fc.Arbitrary<string>> {
  return [
    ...(samples.length > 0 ? [fc.constantFrom(...samples).map(write)] : []),
    ...(schema ? [arbitraryFor(schema).map(write)] : []),
  ]
}

/** The same shapes turned hostile: the schema's values with hostile ones mixed in, the samples one value off. */
function hostileShapes(
  schema: SchemaNode | undefined,
  samples: readonly unknown[] = [],
  hostile: fc.Arbitrary<unknown>,
  write: (value: unknown) => string,
): Array<fc.WeightedArbitrary<string>> {
  return [
    ...(schema ? [{ arbitrary: arbitraryFor(schema, { hostile }).map(write), weight: 2 }] : []),
    // The most telling: a request the API accepts but for one value.
    ...(samples.length > 0
      ? [{ arbitrary: oneValueTurned(samples, hostile).map(write), weight: 4 }]
      : []),
  ]
}

/**
 * A sample with one value (at any depth) replaced, one key added or one key taken away: the
 * smallest change from a request the API accepts.
 */
function oneValueTurned(
  samples: readonly unknown[],
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  return fc.constantFrom(...samples).chain((sample) => {
    const paths = pathsIn(sample)
    // Mostly a single value (a field, an item's field); now and then a whole object or list.
    const leaves = paths.filter((path) => isLeaf(valueAt(sample, path)))
    const where = fc.oneof(
      { arbitrary: fc.constantFrom(...(leaves.length > 0 ? leaves : paths)), weight: 3 },
      { arbitrary: fc.constantFrom(...paths), weight: 1 },
    )
    const replaced = fc.tuple(where, hostile).map(([path, value]) => replaceAt(sample, path, value))
    const added = fc
      .tuple(hostileKey, hostile)
      .map(([key, value]) => replaceAt(sample, [key], value))
    const inside = paths.filter((path) => path.length > 0)
    if (inside.length === 0) return fc.oneof(replaced, added)
    const removed = fc.constantFrom(...inside).map((path) => replaceAt(sample, path, REMOVE))
    return fc.oneof(
      { arbitrary: replaced, weight: 4 },
      { arbitrary: added, weight: 1 },
      { arbitrary: removed, weight: 1 },
    )
  })
}

type Path = ReadonlyArray<string | number>
const REMOVE = Symbol('remove')

/** Every place in `value` a value sits, the root included. */
function pathsIn(value: unknown, at: Path = []): Path[] {
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => pathsIn(item, [...at, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsIn(item, [...at, key]))
      : []
  return [at, ...children]
}

function isLeaf(value: unknown): boolean {
  return typeof value !== 'object' || value === null
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value
  for (const key of path) {
    const entries = Object.entries(typeof current === 'object' && current !== null ? current : {})
    current = entries.find(([name]) => name === String(key))?.[1]
  }
  return current
}

/** A copy of `value` with the value at `path` replaced (or removed), the rest shared. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return replacement
  if (Array.isArray(value)) {
    const copy = [...value]
    const index = Number(head)
    if (replacement === REMOVE && rest.length === 0) copy.splice(index, 1)
    else copy[index] = replaceAt(copy[index], rest, replacement)
    return copy
  }
  const entries = Object.entries(typeof value === 'object' && value !== null ? value : {})
  const key = String(head)
  const kept = entries.filter(([name]) => name !== key)
  if (replacement === REMOVE && rest.length === 0) return Object.fromEntries(kept)
  const current = entries.find(([name]) => name === key)?.[1]
  // fromEntries, not spread: a `__proto__` key must stay a key, not become a prototype.
  return Object.fromEntries([...kept, [key, replaceAt(current, rest, replacement)]])
}

function queryString(values: unknown): string {
  const entries = Object.entries(typeof values === 'object' && values !== null ? values : {})
  return entries
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : toJsonText(value)
      return `${percentEncode(key)}=${percentEncode(text)}`
    })
    .join('&')
}
