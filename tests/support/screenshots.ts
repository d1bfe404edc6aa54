/**
 * Screenshots for people to look at (DESIGN.md, "Check your work by looking"), into
 * tests/screenshots/ (git-ignored). They are not compared with anything, so they cost the test run
 * time without guarding anything: they are taken only in the `screenshots` project
 * (`npx playwright test --project=screenshots`), which `npm test` does not run. That project runs
 * the pages in tests/e2e/screenshots/ and the journeys that shoot states only they reach (an order
 * waiting for its virtual account, a 3-D Secure challenge); in the default project the same
 * journeys run their assertions and skip the shots.
 */
import { join } from 'node:path'
import { type Page, test } from '@playwright/test'

export const SCREENSHOTS_PROJECT = 'screenshots'

export const SCREENSHOT_DIR = join(process.cwd(), 'tests', 'screenshots')

const SIZES = [
  ['390', 390, 844],
  ['1280', 1280, 800],
] as const

/** Whether this run takes the screenshots: only the `screenshots` project does. */
export function takingScreenshots() {
  return test.info().project.name === SCREENSHOTS_PROJECT
}

/**
 * The whole page at a phone's and a laptop's width, as `<name>-390.png` and `<name>-1280.png`;
 * the viewport is put back as it was, so the journey goes on as before.
 */
export async function shootBothSizes(page: Page, name: string) {
  if (!takingScreenshots()) return
  const before = page.viewportSize()
  for (const [label, width, height] of SIZES) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${label}.png`),
      fullPage: true,
      animations: 'disabled',
    })
  }
  if (before) await page.setViewportSize(before)
}

/** One shot of the page as it is now (a print preview, say), as `<name>.png`. */
export async function shootAsIs(page: Page, name: string, { fullPage = true } = {}) {
  if (!takingScreenshots()) return
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage })
}
