/**
 * The full Chromium, for a test of what the browser tests' headless shell lacks (ADR 041): the
 * shell has no notifications of its own, so `Notification.permission` stays 'denied' whatever the
 * context is granted. `test.use(FULL_CHROMIUM)` launches the full browser for a file or group.
 */
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium'

/** Set by the global setup (ensureChromium()); the workers inherit it. */
export const FULL_CHROMIUM_VARIABLE = 'DIRI_TEST_FULL_CHROMIUM'

export const FULL_CHROMIUM = {
  launchOptions: { executablePath: process.env[FULL_CHROMIUM_VARIABLE], args: CHROMIUM_ARGS },
}
