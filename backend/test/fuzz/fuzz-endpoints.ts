/**
 * The fuzz of every endpoint (see fuzz.test.ts), in shards: one file per shard, so the runner spreads
 * the ~3,000 requests over its workers instead of waiting at the end on one long file. Shard `n` of
 * `FUZZ_SHARDS` takes every endpoint whose place in the recipes is `n` modulo the count, a mix of
 * every domain. Each shard prints its seed; replay one with `FUZZ_SEED=<seed>`.
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiErrorBody } from '../../../contract/errors'
import { DEMO_PHONES } from '../../db/seed/demo-members'
import type { TestApi } from '../harness'
import { apiRoutes } from './api-routes'
import { looksIndonesian } from './indonesian'
import { FUZZ_RECIPES } from './recipes'
import {
  type FuzzRecipe,
  type FuzzRequest,
  readyRecipe,
  requestArbitrary,
  type SignedInCaller,
  sweepRequests,
} from './requests'
import { setUpSeededApi } from './seeded-api'

/** How many files the endpoints are spread over (fuzz.test.ts and fuzz-shard-N.test.ts). */
export const FUZZ_SHARDS = 4

/**
 * Requests per input an endpoint reads (its body, its query, each path parameter), plus one share
 * for the junk every endpoint gets: an endpoint that reads three inputs has three times the places
 * to break. 30, with the fixed sweep, makes about 2,950 requests over all the shards.
 */
const RUNS_PER_INPUT = Number(process.env.FUZZ_RUNS ?? 30)

/** `api`: the file's seeded API when it has one already (fuzz.test.ts), else one of its own. */
export function fuzzEndpoints(shard: number, api: () => TestApi = setUpSeededApi()) {
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
  const tally = { endpoints: 0, requests: 0, serverErrors: 0 }

  afterAll(() => {
    console.info(
      `[fuzz] shard ${shard + 1} of ${FUZZ_SHARDS}: ${tally.requests} requests over ` +
        `${tally.endpoints} endpoints, ${tally.serverErrors} answered 5xx (FUZZ_SEED=${seed})`,
    )
  })

  describe(`every endpoint, fuzzed (shard ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    for (const [index, [key, recipe]] of Object.entries(FUZZ_RECIPES).entries()) {
      if (index % FUZZ_SHARDS !== shard) continue
      it(`${key}: never a 5xx, every refusal JSON in Indonesian`, async () => {
        tally.endpoints++
        const current = api()
        const route = apiRoutes(current.app).find((candidate) => candidate.key === key)
        if (!route) throw new Error(`${key} is not served (see the coverage test)`)
        const token = await current.signIn(recipe.signInAs ?? DEMO_PHONES.budi)
        const ready = await readyRecipe(recipe, callerOf(current, token))
        const requests = [
          ...sweepRequests(route, ready),
          ...fc.sample(requestArbitrary(route, ready), {
            numRuns: RUNS_PER_INPUT * (1 + inputsRead(recipe)),
            seed: seed + index,
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
          if (problem)
            findings.push(`${problem}\n    sent ${describeRequest(sent)}${cause(current)}`)
          current.reportedErrors.length = 0
        }
        expect(findings, `FUZZ_SEED=${seed}`).toEqual([])
      })
    }
  })
}

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
