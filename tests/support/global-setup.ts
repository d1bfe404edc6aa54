/**
 * Before the browser tests: a Chromium, a current production build, and that build running once
 * per worker, each on a free port with a fresh seeded database. A worker reads its server's
 * address with `e2eBaseUrl()` (the workers inherit the runner's environment); the returned
 * function is the teardown.
 */
import type { FullConfig } from '@playwright/test'
import { ensureChromium, ensureTestChromium } from '../../scripts/ensure-chromium'
import { buildIfStale } from '../../site-server/build-if-stale'
import { startTestServer, testProcessEnv } from './app-server'
import { E2E_BASE_URL_PREFIX } from './e2e-base-url'
import { FULL_CHROMIUM_VARIABLE } from './full-chromium'
import { makeSeededDatabase } from './seeded-database'

export default async function globalSetup(config: FullConfig) {
  // The full browser, for the few tests of what the headless shell lacks (FULL_CHROMIUM, fixtures.ts).
  process.env[FULL_CHROMIUM_VARIABLE] = ensureChromium()
  process.env.CHROMIUM_PATH = ensureTestChromium()
  buildIfStale()

  const started = performance.now()
  const seeded = await makeSeededDatabase(testProcessEnv)
  const servers = await Promise.all(
    Array.from({ length: Math.max(config.workers, 1) }, () =>
      startTestServer({
        echoStderr: true,
        echoStdout: process.env.E2E_SERVER_LOG === '1',
      }),
    ),
  )
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  for (const [index, server] of servers.entries()) {
    console.log(`[e2e] production build at ${server.url} (data in ${server.dataDir})`)
    process.env[`${E2E_BASE_URL_PREFIX}${index}`] = server.url
  }
  console.log(`[e2e] ${servers.length} server(s) ready in ${seconds} s`)

  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await seeded.dispose()
  }
}
