/**
 * Starts the production build in a child process on a free port, with a fresh temporary database,
 * and waits until its API answers. Shared by the Playwright global setup and `npm run size`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copySeededDatabase } from './seeded-database'

/** The sign-in code every number gets in the test server (AUTH_DEV_OTP). */
export const TEST_OTP = '123456'

const CHILD_ENTRY = join(import.meta.dirname, 'serve-child.ts')
/**
 * Where the server's copy of the build lives: inside node_modules, so the bundle's bare imports
 * (PGlite, postgres, drizzle) still resolve from the project's node_modules.
 */
const SNAPSHOT_ROOT = join(process.cwd(), 'node_modules', '.cache', 'diri-test-server')
const HOST = '127.0.0.1'
/** Variables of app.config.ts that would point the test server at something outside it. */
const INHERITED_APP_VARIABLES = [
  'API_BASE_URL',
  'API_PORT',
  'DATABASE_URL',
  'SENTRY_DSN',
  'GTM_ID',
  'META_PIXEL_ID',
  'ENGAGEMENT_KEY',
  'ENGAGEMENT_SCRIPT_URL',
  'PAYMENT_SCRIPT_URL',
  // A shell set up for Midtrans's sandbox would send the tests' payments there.
  'PAYMENT_PROVIDER',
  'MIDTRANS_SERVER_KEY',
  'MIDTRANS_CLIENT_KEY',
  'MIDTRANS_ENV',
  'MIDTRANS_API_BASE_URL',
  // And one set up for WhatsApp or an SMS gateway would send the tests' sign-in codes to phones.
  'OTP_PROVIDER',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_TEMPLATE_NAME',
  'WHATSAPP_API_VERSION',
  'WHATSAPP_API_BASE_URL',
  'SMS_GATEWAY_URL',
  'SMS_GATEWAY_KEY',
]
const OUTPUT_LINES_KEPT = 400

export interface TestServer {
  /** `http://localhost:<port>`, also the server's PUBLIC_SITE_URL. */
  url: string
  port: number
  dataDir: string
  /** What the server printed so far (the last few hundred lines). */
  output: () => string
  /** Stops the server and deletes its data folder. Safe to call twice. */
  stop: () => Promise<void>
}

export interface StartTestServerOptions {
  /** The production build to serve; default `dist`. */
  distDir?: string
  /** Extra environment for the server; wins over the defaults below. */
  env?: Record<string, string>
  /** Print the server's stderr as it comes (prefixed), e.g. errors while the tests run. */
  echoStderr?: boolean
  /** Print the server's stdout as it comes. */
  echoStdout?: boolean
  readyTimeoutMs?: number
}

/** Asks the OS for a port nobody listens on: listen on port 0, read it, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      if (address === null || typeof address === 'string') {
        probe.close()
        reject(
          new Error(`Could not read the port of a probe socket (address: ${String(address)}).`),
        )
        return
      }
      probe.close(() => resolve(address.port))
    })
  })
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const tempDir = await mkdtemp(join(tmpdir(), 'diri-test-server-'))
  const dataDir = join(tempDir, 'pglite')
  // The server runs from a copy of the build: a `vite build` in the working tree while the tests
  // run replaces the hashed assets the served pages point to, and every page would then 404 them.
  await mkdir(SNAPSHOT_ROOT, { recursive: true })
  const snapshotDir = await mkdtemp(join(SNAPSHOT_ROOT, 'build-'))
  const distDir = join(snapshotDir, 'dist')
  try {
    await cp(options.distDir ?? join(process.cwd(), 'dist'), distDir, { recursive: true })
  } catch (error) {
    await rm(tempDir, { recursive: true, force: true })
    await rm(snapshotDir, { recursive: true, force: true })
    throw error
  }

  const env = testProcessEnv({
    PORT: String(port),
    HOST,
    DIST_DIR: distDir,
    PUBLIC_SITE_URL: url,
    DATA_DIR: dataDir,
    ...options.env,
  })

  await copySeededDatabase(env)
  const { child, output } = spawnRecorded(CHILD_ENTRY, env, {
    label: `server:${port}`,
    echoStderr: options.echoStderr ?? false,
    echoStdout: options.echoStdout ?? false,
  })

  // If the test runner dies without its teardown, do not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    process.removeListener('exit', killOnExit)
    await stopChild(child)
    await rm(tempDir, { recursive: true, force: true })
    await rm(snapshotDir, { recursive: true, force: true })
  }

  try {
    await waitUntilHealthy(`${url}/api/health`, child, output, options.readyTimeoutMs ?? 90_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, port, dataDir, output, stop }
}

/**
 * The environment of a process the tests start: the runner's, without what would point it at
 * something outside the test, in test mode with the fixed sign-in code; `overrides` win.
 */
export function testProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of INHERITED_APP_VARIABLES) delete env[name]
  return {
    ...env,
    AUTH_DEV_OTP: TEST_OTP,
    // As behind a load balancer: the browser tests name each test's network in X-Forwarded-For
    // (fixtures.ts), so the sign-in limits per address (ADR 010) count per test, not per suite.
    TRUSTED_PROXY_HOPS: '1',
    // Not production (the default of `npm start`): the tests sign in with AUTH_DEV_OTP and pull
    // the fault switch, which production refuses.
    NODE_ENV: 'test',
    ...overrides,
  }
}

export interface RecordedChild {
  child: ChildProcess
  /** What the child printed so far (the last few hundred lines). */
  output: () => string
}

/**
 * Runs a TypeScript entry (through tsx) in a child process with exactly `env`, keeping what it
 * prints for the error messages of a failed start; `echo…` also prints it as it comes, prefixed.
 */
export function spawnRecorded(
  entry: string,
  env: NodeJS.ProcessEnv,
  options: { label: string; echoStderr: boolean; echoStdout: boolean },
): RecordedChild {
  const lines: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const record = (stream: 'out' | 'err', echo: boolean) => (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (line === '') continue
      lines.push(stream === 'err' ? `[stderr] ${line}` : line)
      if (echo) process.stderr.write(`[${options.label}] ${line}\n`)
    }
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT)
  }
  child.stdout?.on('data', record('out', options.echoStdout))
  child.stderr?.on('data', record('err', options.echoStderr))
  return { child, output: () => lines.join('\n') }
}

/** Polls `healthUrl` until it answers 200; fails early, with the child's output, if it exits. */
export async function waitUntilHealthy(
  healthUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  let lastProblem = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The test server exited (${child.exitCode ?? child.signalCode}) before ${healthUrl} answered.\n--- server output ---\n${output()}`,
      )
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) })
      if (response.status === 200) return
      lastProblem = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`
    } catch (error) {
      lastProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `${healthUrl} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastProblem}).\n--- server output ---\n${output()}`,
  )
}

/** SIGTERM, then SIGKILL if the server has not gone after a few seconds. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
