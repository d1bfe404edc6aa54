import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findChromium } from './scripts/ensure-chromium'
import { SCREENSHOTS_PROJECT } from './tests/support/screenshots'

/**
 * Browser tests against the production build (see tests/support/global-setup.ts, which builds
 * when stale and starts the server). Playwright cannot download browsers here, so the tests drive
 * the system's Chromium; the global setup installs Debian's package when it is missing.
 */
const executablePath = process.env.CHROMIUM_PATH ?? findChromium() ?? CHROMIUM_CANDIDATES[0]

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
  // The machine has 2 cores: the server and two browsers already share them.
  // One worker: the demo members sign in from several specs, and the number's waits between
  // codes (ADR 010) would hold back a third sign-in of one number running at the same time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
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
        'checkout.spec.ts',
        'checkout-virtual-account.spec.ts',
        'checkout-midtrans.spec.ts',
        'orders.spec.ts',
        'shop.spec.ts',
      ],
      use: chromium,
    },
  ],
})
