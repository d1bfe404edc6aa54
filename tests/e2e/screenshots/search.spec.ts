/**
 * Search (issue 31) at a phone's and a laptop's width: the header's box, its open suggestions,
 * and /cari with hits and without.
 */
import { join } from 'node:path'
import { expect, test, visit } from '../../support/fixtures'
import { SCREENSHOT_DIR } from '../../support/screenshots'

test('screenshots: the header search box, its suggestions and /cari, 390 and 1280 px', async ({
  page,
}) => {
  for (const [name, width, height] of [
    ['390', 390, 844],
    ['1280', 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await visit(page, '/')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: join(SCREENSHOT_DIR, `search-header-${name}.png`) })

    await page.getByRole('banner').getByRole('searchbox').click()
    await page.getByRole('banner').getByRole('combobox').pressSequentially('serum')
    await expect(page.getByRole('listbox', { name: 'Saran pencarian' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.screenshot({ path: join(SCREENSHOT_DIR, `search-suggestions-${name}.png`) })

    for (const [shot, path] of [
      ['results', '/cari?q=jerawat'],
      ['results-kind', '/cari?q=serum&jenis=produk'],
      ['no-hits', '/cari?q=zzqxv'],
      ['empty', '/cari'],
    ] as const) {
      await visit(page, path)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `search-${shot}-${name}.png`),
        fullPage: true,
      })
    }
  }
})
