import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findTestChromium } from './scripts/ensure-chromium'
import { e2eBaseUrl } from './tests/support/e2e-base-url'
import { SCREENSHOTS_PROJECT } from './tests/support/screenshots'

/**
 * Browser tests against the production build (see tests/support/global-setup.ts, which builds
 * when stale and starts the server). Playwright cannot download browsers here, so the tests drive
 * the system's Chromium's headless shell; the global setup installs Debian's package when it is
 * missing (scripts/ensure-chromium.ts).
 */
const executablePath = process.env.CHROMIUM_PATH ?? findTestChromium() ?? CHROMIUM_CANDIDATES[0]

const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath,
    args: CHROMIUM_ARGS,
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/global-setup.ts',
  // Two workers, each with a server and database of its own (global-setup.ts), so no member,
  // cart or sign-in limit is shared between them; a spec file's tests stay in order in one worker.
  // Two on 2 cores: a worker spends much of its time waiting on its server and browser.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // This worker's server, started by the global setup before the workers start.
    baseURL: e2eBaseUrl(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // A trace records every action's DOM and a screencast, kept only when a test fails. CI keeps
    // no files, only its log, so it records none (E2E_TRACE=off, .ci/run): the recording cost
    // a share of its two cores.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'screenshots/**',
      use: chromium,
    },
    {
      // Screenshots for people to look at (tests/support/screenshots.ts), not compared with
      // anything: `npx playwright test --project=screenshots`; `npm test` does not run them. The
      // pages in tests/e2e/screenshots/, and the journeys that shoot states only they reach.
      name: SCREENSHOTS_PROJECT,
      default: false,
      testMatch: [
        'screenshots/**/*.spec.ts',
        'account.spec.ts',
        'cart-saved.spec.ts',
        'booking-pass.spec.ts',
        'booking-cancel.spec.ts',
        'checkout.spec.ts',
        'checkout-virtual-account.spec.ts',
        'checkout-midtrans.spec.ts',
        'orders.spec.ts',
        'order-after.spec.ts',
        'shop.spec.ts',
        'notification-channels.spec.ts',
      ],
      use: chromium,
    },
  ],
})
