import { toJSON } from 'seroval'
import { describe, expect, it, vi } from 'vitest'
import {
  checkServerFunctionCall,
  type FindServerFunction,
  isServerFunctionNotFound as isNotFound,
  isPlainPayload,
  SERVER_FN_MESSAGES,
} from './server-fn-call.server'

const ID = 'a'.repeat(64)
const known: FindServerFunction = async (id) =>
  id === ID ? { method: 'POST' } : id === 'b'.repeat(64) ? { method: 'GET' } : undefined

function call(init: RequestInit & { path?: string; query?: string } = {}) {
  const { path = ID, query = '', ...rest } = init
  const headers = new Headers(rest.headers)
  if (!headers.has('x-tsr-serverfn')) headers.set('x-tsr-serverfn', 'true')
  return new Request(`http://localhost/_serverFn/${path}${query}`, {
    method: 'POST',
    ...rest,
    headers,
  })
}

const encoded = (payload: unknown) => JSON.stringify(toJSON(payload))

async function refusal(request: Request, id = ID) {
  const result = await checkServerFunctionCall(request, id, known)
  if (!(result instanceof Response)) throw new Error(`${request.url} was let through`)
  return { status: result.status, text: await result.text(), headers: result.headers }
}

describe('a server function call as our client makes it', () => {
  it('goes on to Start with the same body, for a POST with data and one without', async () => {
    const body = encoded({ data: { phone: '0812 3456 7890', items: [{ id: 'p1', qty: 2 }] } })
    const withData = await checkServerFunctionCall(
      call({ body, headers: { 'content-type': 'application/json' } }),
      ID,
      known,
    )
    expect(withData).toBeInstanceOf(Request)
    expect(await (withData as Request).text()).toBe(body)
    const without = await checkServerFunctionCall(call(), ID, known)
    expect(without).toBeInstanceOf(Request)
  })

  it('goes on for a GET with its payload in the query, and one without', async () => {
    const id = 'b'.repeat(64)
    const payload = encodeURIComponent(encoded({ data: { id: 'promo-1' } }))
    for (const query of [`?payload=${payload}`, '']) {
      const result = await checkServerFunctionCall(
        call({ method: 'GET', path: id, query }),
        id,
        known,
      )
      expect(result, query).toBeInstanceOf(Request)
    }
  })
})

describe('calls Start alone would answer with a 500', () => {
  it('no id, an id with a path after it, or a name every object has: 404, without asking the build', async () => {
    // As Start's manifest, a plain object: a name every object has is found there, and fails.
    const manifest: Record<string, { importer: () => unknown }> = { [ID]: { importer: () => ({}) } }
    const find: FindServerFunction = async (id) => {
      const info = manifest[id]
      if (!info) return undefined
      info.importer()
      return { method: 'POST' }
    }
    for (const id of ['', 'abc/def', `${ID}/x`, '%2e%2e', '__proto__', 'constructor', 'toString']) {
      const result = (await checkServerFunctionCall(call({ path: id }), id, find)) as Response
      const { status } = result
      const text = await result.text()
      expect({ id, status, text }).toEqual({ id, status: 404, text: SERVER_FN_MESSAGES.unknown })
    }
  })

  it('an id the build does not know: 404 in plain text, never kept by a cache', async () => {
    const { status, text, headers } = await refusal(call({ path: 'abc' }), 'abc')
    expect(status).toBe(404)
    expect(text).toBe(SERVER_FN_MESSAGES.unknown)
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it('a real id without x-tsr-serverfn: 400, and the build is not even asked', async () => {
    const find = vi.fn(known)
    const request = call({ headers: { 'x-tsr-serverfn': 'false' } })
    const result = (await checkServerFunctionCall(request, ID, find)) as Response
    expect(result.status).toBe(400)
    expect(await result.text()).toBe(SERVER_FN_MESSAGES.notACall)
    expect(find).not.toHaveBeenCalled()
  })

  it('a POST of {} (not seroval), of text that is not JSON, or an empty JSON body: 400', async () => {
    for (const body of ['{}', 'notjson', '', '{"t":{"t":10}}', 'null', '[]']) {
      const request = call({ body, headers: { 'content-type': 'application/json' } })
      const { status, text } = await refusal(request)
      expect({ body, status, text }).toEqual({
        body,
        status: 400,
        text: SERVER_FN_MESSAGES.unreadable,
      })
    }
  })

  it('a body of another type: 415', async () => {
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ]) {
      const request = call({ body: encoded({ data: {} }), headers: { 'content-type': type } })
      expect((await refusal(request)).status, type).toBe(415)
    }
    expect((await refusal(call({ body: 'a=1', headers: { 'content-type': '' } }))).status).toBe(415)
  })

  it('a GET whose payload is not seroval: 400', async () => {
    const id = 'b'.repeat(64)
    for (const payload of ['{', '{}', encodeURIComponent(encoded({ data: new Map() }))]) {
      const request = call({ method: 'GET', path: id, query: `?payload=${payload}` })
      expect((await refusal(request, id)).status, payload).toBe(400)
    }
  })

  it('a method the function does not take: 405 with Allow', async () => {
    const get = await refusal(call({ method: 'GET' }))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const { status, headers } = await refusal(call({ method }))
      expect({ method, status, allow: headers.get('allow') }).toEqual({
        method,
        status: 405,
        allow: 'GET, POST',
      })
    }
  })
})

describe('the payload a validator gets', () => {
  it('is plain data: objects, arrays, strings, numbers, booleans, null', () => {
    const data = { a: [1, 'dua', true, null, { b: -0.5 }], c: '' }
    expect(isPlainPayload(encoded({ data }))).toBe(true)
    expect(isPlainPayload(encoded({}))).toBe(true)
    const shared = { id: 'x' }
    expect(isPlainPayload(encoded({ data: [shared, shared] }))).toBe(true)
  })

  it('refuses what seroval can build that no client of ours sends', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const rejected = Promise.reject(new Error('x'))
    rejected.catch(() => {})
    const values = [
      new Map([[1, 2]]),
      new Set([1]),
      new Date(0),
      new Error('x'),
      new Uint8Array(4),
      10n,
      /a+$/,
      cyclic,
      [new Map()],
    ]
    for (const data of values) {
      expect(isPlainPayload(encoded({ data })), String(data)).toBe(false)
    }
    expect(isPlainPayload(encoded({ data: 1, context: { token: 'x' } }))).toBe(false)
    expect(isPlainPayload(encoded(5))).toBe(false)
    expect(isPlainPayload(encoded(null))).toBe(false)
  })

  it('refuses nesting deeper than any input of ours', () => {
    let deep: unknown = 1
    for (let level = 0; level < 40; level++) deep = [deep]
    expect(isPlainPayload(encoded({ data: deep }))).toBe(false)
  })
})

describe("Start's resolver saying it has no such function", () => {
  it('is told apart from a module that fails to load', () => {
    expect(isNotFound(new Error(`Server function info not found for ${ID}`))).toBe(true)
    expect(
      isNotFound(new Error('x', { cause: new Error('Invalid server function ID: abc') })),
    ).toBe(true)
    expect(isNotFound(new Error('Cannot find module ./assets/shop.functions.js'))).toBe(false)
    expect(isNotFound('Server function info not found')).toBe(false)
  })
})
