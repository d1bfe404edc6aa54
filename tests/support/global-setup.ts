/**
 * Before the browser tests: a Chromium, a current production build, and that build running on a
 * free port with a fresh seeded database. The tests read its address from E2E_BASE_URL (the
 * workers inherit the runner's environment); the returned function is the teardown.
 */

import { ensureChromium } from '../../scripts/ensure-chromium'
import { buildIfStale } from '../../site-server/build-if-stale'
import { startTestServer } from './app-server'

export default async function globalSetup() {
  process.env.CHROMIUM_PATH = ensureChromium()
  buildIfStale()

  const started = performance.now()
  const server = await startTestServer({
    echoStderr: true,
    echoStdout: process.env.E2E_SERVER_LOG === '1',
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `[e2e] production build at ${server.url} (data in ${server.dataDir}), ready in ${seconds} s`,
  )
  process.env.E2E_BASE_URL = server.url

  return async () => {
    await server.stop()
  }
}
