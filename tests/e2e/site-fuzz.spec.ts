/**
 * The standing fuzz of the site, beside the API's (backend/test/fuzz.test.ts): every
 * server function of the production build and every form that posts to a page, called as a
 * visitor and signed in, with what our client sends made hostile one part at a time and with the
 * calls no client of ours makes. What a caller must see: never a 5xx. What the operator must see:
 * nothing in the server's log with a stack (an error nobody handled).
 *
 * A Playwright spec rather than a unit test: the server functions exist only in the build (their
 * ids, Start's handler, the middleware), which the e2e's global setup makes when stale. The fuzz
 * starts its own server on that build, so it reads that server's log and leaves the shared one's
 * data alone.
 *
 * Replay a run: `SITE_FUZZ_SEED=123 npx playwright test tests/e2e/site-fuzz.spec.ts`;
 * `SITE_FUZZ_RUNS` sets the hostile samples per function and caller (default 8).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { PAGE_FORM_PATHS, pageFormBodyLimit } from '../../src/server/http/page-forms'
import { startTestServer, type TestServer } from '../support/app-server'
import { SARI } from '../support/demo-members'
import { ANISA } from '../support/doctors'
import { memberCookie } from '../support/member-cookie'
import { FORM_RECIPES } from '../support/site-fuzz/form-recipes'
import { type Caller, FUNCTION_RECIPES } from '../support/site-fuzz/function-recipes'
import { oneShotRequest } from '../support/site-fuzz/one-shot-request'
import {
  type BuiltFunction,
  formRequests,
  functionRequests,
  type SiteRequest,
  unknownFunctionRequests,
} from '../support/site-fuzz/requests'

const SEED = Number(process.env.SITE_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const RUNS = Number(process.env.SITE_FUZZ_RUNS ?? 8)
/** A stack frame as Node prints it: an error was logged with its stack, so nobody handled it. */
const STACK_FRAME = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/

const tally = { requests: 0, serverErrors: 0 }

test.describe.configure({ mode: 'serial', timeout: 240_000 })

let site: TestServer
let cookies: Record<Caller, string>
let functions: BuiltFunction[]

test.beforeAll(async () => {
  // A server of its own: a fresh database seeded at start-up, slow on a busy machine.
  test.setTimeout(300_000)
  site = await startTestServer({ echoStderr: false, readyTimeoutMs: 240_000 })
  cookies = {
    member: await memberCookie(site.url, SARI.intlPhone),
    doctor: await memberCookie(site.url, ANISA.phone),
  }
  functions = await builtFunctions()
})

test.afterAll(async () => {
  console.info(
    `[site-fuzz] ${tally.requests} requests to ${functions?.length ?? 0} server functions and ` +
      `${FORM_RECIPES.length} page forms, ${tally.serverErrors} answered 5xx (SITE_FUZZ_SEED=${SEED})`,
  )
  await site?.stop()
})

/**
 * The build's server functions: their ids and names from Start's manifest in the server bundle,
 * their methods by asking each (a function answers the other method with 405 and its own Allow).
 */
async function builtFunctions(): Promise<BuiltFunction[]> {
  const bundle = readFileSync(join(process.cwd(), 'dist', 'server', 'server.js'), 'utf8')
  const entries = [
    ...bundle.matchAll(/"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g),
  ]
  if (entries.length === 0) throw new Error('No server function in dist/server/server.js')
  return Promise.all(
    entries.map(async ([, id = '', name = '']) => {
      const response = await fetch(`${site.url}/_serverFn/${id}`, {
        method: 'PUT',
        headers: { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin' },
      })
      await response.body?.cancel()
      expect(response.status, `${name}: PUT`).toBe(405)
      const probe = await fetch(`${site.url}/_serverFn/${id}`, {
        method: 'GET',
        headers: { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin' },
      })
      await probe.body?.cancel()
      const method = probe.status === 405 ? 'POST' : 'GET'
      return { id, name, method }
    }),
  )
}

/** Sends the requests one after another; what went wrong, one line each. */
async function send(requests: SiteRequest[], caller: Caller | null): Promise<string[]> {
  const findings: string[] = []
  for (const [index, sent] of requests.entries()) {
    const headers: Record<string, string> = {
      ...sent.headers,
      // Each request from its own address, as a crowd would: the sign-in limits per address
      // then refuse what a crowd would be refused, not the fuzz's own earlier requests.
      'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}`,
    }
    if (sent.signedIn && caller) headers.cookie = cookies[caller]
    let status: number
    let text: string
    try {
      ;({ status, text } = await oneShotRequest(`${site.url}${sent.path}`, {
        method: sent.method,
        headers,
        body: sent.body,
      }))
    } catch (error) {
      findings.push(`no answer (${String(error)}): ${describe(sent)}`)
      continue
    }
    tally.requests++
    if (status >= 500) {
      tally.serverErrors++
      findings.push(`${status} ${text.slice(0, 160)}: ${describe(sent)}`)
    }
  }
  return findings
}

function describe(sent: SiteRequest): string {
  const short = (text: string) =>
    text.length > 160 ? `${text.slice(0, 160)}… (${text.length})` : text
  const body =
    sent.body === undefined
      ? ''
      : typeof sent.body === 'string'
        ? ` body ${JSON.stringify(short(sent.body))}`
        : ` body ${sent.body.byteLength} bytes`
  return `${sent.method} ${short(sent.path)}${body}${sent.signedIn ? ' (signed in)' : ''}`
}

/**
 * The stack frames in the server's log (the last few hundred lines it printed), each with the line
 * before it. The server starts without one, so any is the fuzz's.
 */
function unhandledErrors(): string[] {
  const lines = site.output().split('\n')
  return lines.flatMap((line, index) =>
    STACK_FRAME.test(line.replace(/^\[stderr\] /, '')) && !STACK_FRAME.test(lines[index - 1] ?? '')
      ? [`${lines[index - 1]}\n${line}`]
      : [],
  )
}

test('the fuzz knows every server function of the build, and every form it posts to is one', () => {
  const built = functions.map((fn) => fn.name).sort()
  expect(built.filter((name) => !(name in FUNCTION_RECIPES))).toEqual([])
  expect(Object.keys(FUNCTION_RECIPES).filter((name) => !built.includes(name))).toEqual([])
  expect(FORM_RECIPES.filter((form) => pageFormBodyLimit(form.path) === undefined)).toEqual([])
  const recipePaths = FORM_RECIPES.map((form) => form.path)
  expect(PAGE_FORM_PATHS.filter((path) => !recipePaths.includes(path))).toEqual([])
})

test("server-function calls Start's client never makes are 4xx, not 500s, with nothing in the log", async () => {
  const post = functions.find((fn) => fn.name === 'requestSignInCode')
  const get = functions.find((fn) => fn.name === 'getSession')
  if (!post || !get) throw new Error('requestSignInCode or getSession is not in the build')
  const sameSite = { 'sec-fetch-site': 'same-origin' }
  const cases: Array<[string, RequestInit, number]> = [
    ['/_serverFn/', {}, 404],
    ['/_serverFn/abc', { headers: sameSite }, 400],
    ['/_serverFn/abc', { headers: { ...sameSite, 'x-tsr-serverfn': 'true' } }, 404],
    // A real function without x-tsr-serverfn: Start handed its bare result on, and failed.
    [`/_serverFn/${get.id}`, { headers: sameSite }, 400],
    [
      `/_serverFn/${post.id}`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
        body: '{}',
      },
      400,
    ],
    [
      `/_serverFn/${post.id}`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
        body: 'bukan json',
      },
      400,
    ],
    [
      `/_serverFn/${post.id}`,
      {
        method: 'POST',
        headers: { ...sameSite, 'x-tsr-serverfn': 'true', 'content-type': 'text/plain' },
        body: '{}',
      },
      415,
    ],
  ]
  const seen = []
  for (const [path, init, expected] of cases) {
    const response = await fetch(`${site.url}${path}`, init)
    const text = await response.text()
    seen.push({ path: path.slice(0, 24), method: init.method ?? 'GET', status: response.status })
    expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(expected)
    // Start's client throws a failed call's text: a person may read it.
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(text).toMatch(/Diri|Muat ulang|Data|Fungsi/)
  }
  expect(seen).toHaveLength(cases.length)
  expect(unhandledErrors()).toEqual([])
})

test('server functions: never a 5xx, signed out and signed in, nothing unhandled in the log', async () => {
  const findings = await send(unknownFunctionRequests(), null)
  // The functions that end the session they are called with go last.
  const ordered = [...functions].sort(
    (a, b) =>
      Number(FUNCTION_RECIPES[a.name]?.endsSession ?? false) -
      Number(FUNCTION_RECIPES[b.name]?.endsSession ?? false),
  )
  for (const [index, fn] of ordered.entries()) {
    const recipe = FUNCTION_RECIPES[fn.name]
    if (!recipe) continue
    const visitor = functionRequests(fn, recipe, false, Math.ceil(RUNS / 4), SEED + index)
    const signedIn = functionRequests(fn, recipe, true, RUNS, SEED + 1000 + index)
    findings.push(
      ...(await send([...visitor, ...signedIn], recipe.caller)).map(
        (line) => `${fn.name}: ${line}`,
      ),
    )
  }
  expect(findings, `SITE_FUZZ_SEED=${SEED}`).toEqual([])
  expect(unhandledErrors(), `SITE_FUZZ_SEED=${SEED}`).toEqual([])
})

test('page forms: never a 5xx, signed out and signed in, nothing unhandled in the log', async () => {
  // A fresh session: the server functions' fuzz ended the other one.
  cookies.member = await memberCookie(site.url, SARI.intlPhone)
  const findings: string[] = []
  for (const [index, form] of FORM_RECIPES.entries()) {
    const requests = [
      ...formRequests(form, false, RUNS, SEED + 2000 + index),
      ...formRequests(form, true, RUNS, SEED + 3000 + index),
    ]
    findings.push(...(await send(requests, 'member')).map((line) => `${form.path}: ${line}`))
  }
  expect(findings, `SITE_FUZZ_SEED=${SEED}`).toEqual([])
  expect(unhandledErrors(), `SITE_FUZZ_SEED=${SEED}`).toEqual([])
})
