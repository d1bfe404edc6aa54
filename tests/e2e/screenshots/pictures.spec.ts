/**
 * The pages the shop's, the blog's and the clinic's pictures lead (the catalogue, a product with
 * a JPEG photo, the articles list, the branches list) at a phone's and a laptop's width, scrolled
 * through first so the lazy images below the fold are in the full-page shot.
 */
import { join } from 'node:path'
import { expect, test, visit } from '../../support/fixtures'
import { SCREENSHOT_DIR } from '../../support/screenshots'

const PAGES = [
  { name: 'gambar-katalog', path: '/product/katalog' },
  { name: 'gambar-produk-foto', path: '/product/serum-niacinamide-10' },
  { name: 'gambar-produk-ilustrasi', path: '/product/serum-vitamin-c' },
  { name: 'gambar-artikel', path: '/artikel' },
  { name: 'gambar-cabang', path: '/klinik/cabang' },
]

for (const { name, path } of PAGES) {
  test(`screenshots of ${path} at 390 and 1280 px`, async ({ page }) => {
    for (const viewport of [
      { label: '390', width: 390, height: 844 },
      { label: '1280', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await visit(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      // Every picture on the page loaded (none fell back to the placeholder).
      const broken = await page.locator('img').evaluateAll((images) =>
        images
          .map((image) => image as HTMLImageElement)
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      )
      expect(broken).toEqual([])
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${name}-${viewport.label}.png`),
        fullPage: true,
        animations: 'disabled',
      })
    }
  })
}
