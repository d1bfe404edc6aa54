/**
 * The reference API in a process of its own (`npm run api`) on a free loopback port, for a site in
 * proxy mode (`API_BASE_URL`) whose API a test can stop and start again. The data folder outlives
 * a stop, so the API comes back with the same members, tokens and carts.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  freePort,
  type RecordedChild,
  spawnRecorded,
  stopChild,
  testProcessEnv,
  waitUntilHealthy,
} from './app-server'
import { copySeededDatabase } from './seeded-database'

const API_ENTRY = join(process.cwd(), 'backend', 'server.ts')

export interface ApiServer {
  /** `http://127.0.0.1:<port>`, the value for a site's API_BASE_URL. */
  url: string
  /** Starts the API again on the same port and data; resolves once `/health` answers. */
  start: () => Promise<void>
  /** Stops the API (SIGTERM, as an operator would); its port then refuses connections. */
  stop: () => Promise<void>
  /** Stops it for good and deletes its data folder. Safe to call twice. */
  dispose: () => Promise<void>
}

export async function startApiServer(
  options: {
    readyTimeoutMs?: number
    /** Extra environment (a payment provider's, say); wins over the test defaults. */
    env?: Record<string, string>
  } = {},
) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(join(tmpdir(), 'diri-test-api-'))
  const env = testProcessEnv({ API_PORT: String(port), DATA_DIR: dataDir, ...options.env })
  let running: RecordedChild | undefined
  let startedOnce = false
  const killOnExit = () => running?.child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const start = async () => {
    if (running) return
    // Only before the first start: a restarted API keeps the data it had.
    if (!startedOnce) await copySeededDatabase(env)
    startedOnce = true
    const started = spawnRecorded(API_ENTRY, env, {
      label: `api:${port}`,
      echoStderr: true,
      echoStdout: false,
    })
    running = started
    try {
      await waitUntilHealthy(
        `${url}/health`,
        started.child,
        started.output,
        options.readyTimeoutMs ?? 60_000,
      )
    } catch (error) {
      running = undefined
      await stopChild(started.child)
      throw error
    }
  }
  const stop = async () => {
    const stopping = running
    running = undefined
    if (stopping) await stopChild(stopping.child)
  }
  const dispose = async () => {
    await stop()
    process.removeListener('exit', killOnExit)
    await rm(dataDir, { recursive: true, force: true })
  }

  try {
    await start()
  } catch (error) {
    await dispose()
    throw error
  }
  return { url, start, stop, dispose } satisfies ApiServer
}

/**
 * The Playwright fixture of an API in its own process for one worker (a site in proxy mode is
 * started in front of it by the spec): `base.extend<object, { api: ApiServer }>({ api: apiFixture })`.
 */
export const apiFixture: [
  (args: object, use: (api: ApiServer) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] = [
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; the API has none.
  async ({}, use: (api: ApiServer) => Promise<void>) => {
    const api = await startApiServer()
    await use(api)
    await api.dispose()
  },
  { scope: 'worker', timeout: 90_000 },
]
