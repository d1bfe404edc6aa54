/**
 * A server function call as our own client makes it, checked before TanStack Start sees it. Start
 * (1.169) answers whatever else comes to `/_serverFn/…` with a 500 and a stack in the log: no id,
 * an id its build does not know (TanStack/router#7363), a call without `x-tsr-serverfn` (it then
 * hands the function's bare result to the response pipeline), a body that is not JSON or not
 * seroval's encoding. Each of those is the caller's mistake, so it is a 4xx here, in plain text:
 * Start's client throws a failed answer's text as the call's error, so a tab left open across a
 * deploy (old ids) shows the message instead of resolving with nothing.
 */
import { fromJSON } from 'seroval'
import { socketAddress } from './embedded-api.server'
import { plainTextResponse } from './plain-text-response'

/** What the site needs to know of a server function before calling it. */
export interface ServerFunctionInfo {
  method: 'GET' | 'POST'
}

/** The function with this id in the running build, or undefined when it has none. */
export type FindServerFunction = (id: string) => Promise<ServerFunctionInfo | undefined>

export const SERVER_FN_MESSAGES = {
  unknown: 'Fungsi ini tidak ada di versi Diri yang sekarang. Muat ulang halaman lalu coba lagi.',
  notACall: 'Alamat ini hanya untuk panggilan dari aplikasi Diri.',
  unreadable: 'Data yang dikirim tidak bisa dibaca. Muat ulang halaman lalu coba lagi.',
  notJson: 'Data untuk fungsi ini harus dikirim sebagai JSON.',
  method: (allowed: string) => `Fungsi ini hanya menerima permintaan ${allowed}.`,
} as const

/**
 * Start's ids: a SHA-256 in hex in a build, base64url of the file and export in development. No id
 * of either kind has another character or comes near this length.
 */
const FUNCTION_ID = /^[A-Za-z0-9_-]{1,2048}$/

/**
 * How Start's resolver says it has no such function: in a build (its manifest has no entry), and
 * in development (the dev server's check refuses the id). Any other failure (a module that does
 * not load) is the server's own, and stays an error.
 */
const NOT_FOUND = /^(Server function info not found for |Invalid server function ID)/

export function isServerFunctionNotFound(error: unknown): boolean {
  const candidates = [error, error instanceof Error ? error.cause : undefined]
  return candidates.some((one) => one instanceof Error && NOT_FOUND.test(one.message))
}

/** Start's own marker of a call from its client (start-client-core's serverFnFetcher). */
const CALL_HEADER = 'x-tsr-serverfn'

/**
 * The request, ready for Start (its body read once and handed on as the same bytes), or the
 * refusal. `id` is the path after the server functions' base.
 */
export async function checkServerFunctionCall(
  request: Request,
  id: string,
  find: FindServerFunction,
): Promise<Request | Response> {
  // A name every object has (`__proto__`, `constructor`) is no id: Start's manifest is a plain
  // object, whose lookup finds that property and fails on it (the site fuzz's find).
  if (!FUNCTION_ID.test(id) || id in Object.prototype) {
    return plainTextResponse(404, SERVER_FN_MESSAGES.unknown)
  }
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'POST') {
    return plainTextResponse(405, SERVER_FN_MESSAGES.method('GET, POST'), { allow: 'GET, POST' })
  }
  if (request.headers.get(CALL_HEADER) !== 'true')
    return plainTextResponse(400, SERVER_FN_MESSAGES.notACall)
  const fn = await find(id)
  if (!fn) return plainTextResponse(404, SERVER_FN_MESSAGES.unknown)
  if (fn.method !== method) {
    return plainTextResponse(405, SERVER_FN_MESSAGES.method(fn.method), { allow: fn.method })
  }
  if (method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    return payload === null || isPlainPayload(payload)
      ? request
      : plainTextResponse(400, SERVER_FN_MESSAGES.unreadable)
  }
  const text = request.body ? await request.text() : ''
  // Our client sends a call without data as a POST without a body (and without a type).
  if (text === '' && !request.headers.has('content-type')) return withText(request, text)
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return plainTextResponse(415, SERVER_FN_MESSAGES.notJson)
  }
  return isPlainPayload(text)
    ? withText(request, text)
    : plainTextResponse(400, SERVER_FN_MESSAGES.unreadable)
}

/**
 * Whether `text` is what our client sends: seroval's encoding (the decoder Start uses) of
 * `{ data }`, where data is plain JSON-like data, as every validator of ours takes. Refused: no
 * JSON, no seroval, another shape, a `context` (no middleware of ours sends one from the browser:
 * none has a `.client()` part), and values a validator has no business with (promises, maps,
 * errors, buffers, cycles), which seroval would build before any validator runs.
 */
export function isPlainPayload(text: string): boolean {
  let payload: unknown
  try {
    payload = fromJSON(JSON.parse(text))
  } catch {
    return false
  }
  if (!isPlainObject(payload)) return false
  if (Object.keys(payload).some((key) => key !== 'data')) return false
  return isPlainData(payload.data)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Deeper than any input of ours (an order's items' fields are three levels down), and shallow
 * enough to walk without a stack to fear.
 */
const MAX_DEPTH = 32

/** Strings, numbers, booleans, null, undefined, and arrays and plain objects of them; no cycles. */
function isPlainData(
  value: unknown,
  depth = 0,
  walk = { path: new Set<object>(), plain: new Set<object>() },
): boolean {
  if (value === null || value === undefined) return true
  const kind = typeof value
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return true
  if (kind !== 'object' || depth > MAX_DEPTH) return false
  const object = value as object
  // Seroval rebuilds references: an object inside itself is a cycle, which no JSON data has; one
  // shared by two places is looked at once (a chain of shares would otherwise double each level).
  if (walk.path.has(object)) return false
  if (walk.plain.has(object)) return true
  let items: unknown[]
  if (Array.isArray(object)) {
    items = object
  } else if (isPlainObject(object)) {
    items = Object.values(object)
  } else {
    return false
  }
  walk.path.add(object)
  for (let index = 0; index < items.length; index++) {
    if (!isPlainData(items[index], depth + 1, walk)) return false
  }
  walk.path.delete(object)
  walk.plain.add(object)
  return true
}

/** The request with its body as the text already read (keeping srvx's socket address). */
function withText(request: Request, text: string): Request {
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(new TextEncoder().encode(text).byteLength))
  const rebuilt = new Request(request.url, {
    method: request.method,
    headers,
    body: text === '' ? null : text,
    signal: request.signal,
  })
  return Object.assign(rebuilt, { ip: socketAddress(request) })
}
