/**
 * The consent banner, its choices and the settings page at a phone's and a laptop's width, on the
 * consent specs' own site (every tag configured, stand-ins for the scripts).
 */
import { join } from 'node:path'
import { banner, chooseBeforehand, scriptsAsked, test } from '../../support/consent-site'
import { expect, visit } from '../../support/fixtures'
import { SCREENSHOT_DIR } from '../../support/screenshots'

test('screenshots: the banner and the settings page, 390 and 1280 px', async ({
  page,
  context,
  site,
  tags,
}) => {
  for (const [name, width, height] of [
    ['390', 390, 844],
    ['1280', 1280, 800],
  ] as const) {
    await context.clearCookies()
    await page.setViewportSize({ width, height })
    await visit(page, '/')
    await expect(banner(page)).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOT_DIR, `consent-banner-${name}.png`) })
    await banner(page).getByText('Atur pilihan').click()
    await page.screenshot({ path: join(SCREENSHOT_DIR, `consent-banner-pilihan-${name}.png`) })
    await chooseBeforehand(context, site.url, { analytics: true, marketing: false })
    await visit(page, '/pengaturan-cookie')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `consent-settings-${name}.png`),
      fullPage: true,
    })
  }
  // The settings page's choice allowed analytics: the tag manager's stand-in was asked for.
  expect(scriptsAsked(tags).gtm).toBe(true)
})
