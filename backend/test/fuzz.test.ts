/**
 * The standing fuzz of the API: every endpoint's path, query and body, from the contract's
 * schemas and from hostile inputs. What a caller must see, whatever it sends: never a 5xx, and
 * every refusal a JSON error whose messages a person can read (Indonesian).
 *
 * Replay a run with the seed it prints: `FUZZ_SEED=123 npx vitest run backend/test/fuzz.test.ts`.
 * `FUZZ_RUNS` sets the requests per input an endpoint reads (the default keeps the file well under
 * a minute).
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../contract/errors'
import { DEMO_PHONES } from '../db/seed/demo-members'
import { MESSAGES } from '../http/problem'
import { apiRoutes, memberRoutes } from './fuzz/api-routes'
import { looksIndonesian } from './fuzz/indonesian'
import { FUZZ_RECIPES } from './fuzz/recipes'
import {
  type FuzzRecipe,
  type FuzzRequest,
  readyRecipe,
  requestArbitrary,
  type SignedInCaller,
  sweepRequests,
} from './fuzz/requests'
import { setUpSeededApi } from './fuzz/seeded-api'
import type { TestApi } from './harness'

const api = setUpSeededApi()

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
/**
 * Requests per input an endpoint reads (its body, its query, each path parameter), plus one share
 * for the junk every endpoint gets: an endpoint that reads three inputs has three times the places
 * to break. 30, with the fixed sweep, makes about 2,950 requests: some 20 s on PGlite on two idle
 * cores, 30 s when the machine is busy.
 */
const RUNS_PER_INPUT = Number(process.env.FUZZ_RUNS ?? 30)

const tally = { requests: 0, serverErrors: 0 }

afterAll(() => {
  console.info(
    `[fuzz] ${tally.requests} requests over ${Object.keys(FUZZ_RECIPES).length} endpoints, ` +
      `${tally.serverErrors} answered 5xx (FUZZ_SEED=${SEED})`,
  )
})

describe('the fuzz covers the API', () => {
  it('has a recipe for every endpoint the app serves, and none for an endpoint it does not', () => {
    const served = apiRoutes(api().app).map((route) => route.key)
    expect(served.filter((key) => !(key in FUZZ_RECIPES))).toEqual([])
    expect(Object.keys(FUZZ_RECIPES).filter((key) => !served.includes(key))).toEqual([])
  })

  it('signs in exactly for the endpoints that refuse a visitor', async () => {
    const member = (await memberRoutes(api())).map((route) => route.key).sort()
    const declared = Object.entries(FUZZ_RECIPES)
      .filter(([, recipe]) => recipe.member)
      .map(([key]) => key)
      .sort()
    expect(declared).toEqual(member)
  })

  it('knows a value for every path parameter', () => {
    const missing = apiRoutes(api().app).flatMap((route) =>
      route.params
        .filter((name) => !FUZZ_RECIPES[route.key]?.params?.[name])
        .map((name) => `${route.key} :${name}`),
    )
    expect(missing).toEqual([])
  })
})

describe('the Indonesian heuristic', () => {
  it('reads every message of the API as Indonesian', () => {
    const messages = [
      ...Object.values(MESSAGES),
      'Wajib diisi.',
      'Kolom ini tidak dikenal.',
      'Isian ini belum benar.',
      'Nomor HP belum benar. Contoh: 0812 3456 7890.',
      'flowId harus berupa angka.',
      'Isi like dengan true atau false.',
      'Stok Serum Niacinamide 10% tinggal 3.',
    ]
    expect(messages.filter((message) => !looksIndonesian(message))).toEqual([])
  })

  it('refuses English, including English around Indonesian names', () => {
    const english = [
      'Internal Server Error',
      'Bad Request',
      'Not Found',
      'Invalid type: Expected string but received 1',
      'Invalid key: Expected "phone" but received undefined',
      'The alamat field is required.',
      '',
    ]
    expect(english.filter(looksIndonesian)).toEqual([])
  })
})

describe('every endpoint, fuzzed', () => {
  for (const [index, [key, recipe]] of Object.entries(FUZZ_RECIPES).entries()) {
    it(`${key}: never a 5xx, every refusal JSON in Indonesian`, async () => {
      const current = api()
      const route = apiRoutes(current.app).find((candidate) => candidate.key === key)
      if (!route) throw new Error(`${key} is not served (see the coverage test)`)
      const token = await current.signIn(DEMO_PHONES.budi)
      const ready = await readyRecipe(recipe, callerOf(current, token))
      const requests = [
        ...sweepRequests(route, ready),
        ...fc.sample(requestArbitrary(route, ready), {
          numRuns: RUNS_PER_INPUT * (1 + inputsRead(recipe)),
          seed: SEED + index,
        }),
      ]

      const findings: string[] = []
      for (const sent of requests) {
        const response = await current.request(sent.method, sent.url, {
          ...(sent.body === undefined ? {} : { rawBody: sent.body }),
          ...(sent.signedIn ? { token } : {}),
          ...(sent.headers ? { headers: { ...sent.headers } } : {}),
          ip: sent.ip,
        })
        tally.requests++
        if (response.status >= 500) tally.serverErrors++
        const problem = await whatIsWrong(response, recipe)
        if (problem) findings.push(`${problem}\n    sent ${describeRequest(sent)}${cause(current)}`)
        current.reportedErrors.length = 0
      }
      expect(findings, `FUZZ_SEED=${SEED}`).toEqual([])
    })
  }
})

function inputsRead(recipe: FuzzRecipe): number {
  const { body, query, params = {} } = recipe
  return (body ? 1 : 0) + (query ? 1 : 0) + Object.keys(params).length
}

function callerOf(current: TestApi, token: string): SignedInCaller {
  return {
    async get(path) {
      const response = await current.request('GET', path, { token })
      expect(response.status, path).toBe(200)
      return response.json()
    },
  }
}

/** What a caller would find wrong with the answer, or nothing. */
async function whatIsWrong(response: Response, recipe: FuzzRecipe): Promise<string | undefined> {
  const { status } = response
  const text = await response.text()
  if (status >= 500) return `${status}: ${text.slice(0, 160)}`
  if (status < 400) return undefined
  if (recipe.pages && response.headers.get('content-type')?.startsWith('text/html')) {
    const words = pageWords(text)
    return looksIndonesian(words) ? undefined : `${status} page speaks no Indonesian: ${words}`
  }
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    return `${status} is not JSON (${response.headers.get('content-type')}): ${text.slice(0, 160)}`
  }
  const body = v.safeParse(ApiErrorBody, safeJson(text))
  if (!body.success) return `${status} is not the contract's error body: ${text.slice(0, 160)}`
  const { message, errors = [] } = body.output
  if (body.output.statusCode !== status)
    return `${status} says statusCode ${body.output.statusCode}`
  const messages = [message, ...errors.map((error) => error.message)]
  const unreadable = messages.filter((text) => text.trim() === '' || !looksIndonesian(text))
  if (unreadable.length > 0) return `${status} speaks no Indonesian: ${JSON.stringify(unreadable)}`
  return undefined
}

/** What a person reads on a page: its title and the text of its main content. */
function pageWords(html: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? ''
  const main = /<main[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? ''
  return `${title} ${main.replace(/<[^>]*>/g, ' ')}`.replace(/\s+/g, ' ').trim()
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function describeRequest(sent: FuzzRequest): string {
  const short = (text: string) =>
    text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text
  const body = sent.body === undefined ? '' : ` body ${JSON.stringify(short(sent.body))}`
  return `${sent.method} ${short(sent.url)}${body}${sent.signedIn ? ' (signed in)' : ''}`
}

/** What the API reported for a 500, with its causes: usually names the database's refusal. */
function cause(current: TestApi): string {
  const [reported] = current.reportedErrors
  if (!reported) return ''
  const lines: string[] = []
  for (let error = reported.error; error !== undefined && lines.length < 3; ) {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    lines.push(text.split('\n')[0]?.slice(0, 160) ?? '')
    error = error instanceof Error ? error.cause : undefined
  }
  return `\n    reported: ${lines.join(' ← ')}`
}
