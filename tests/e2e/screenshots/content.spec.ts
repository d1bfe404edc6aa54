/**
 * The public content pages at a phone's and a laptop's width, each scrolled through first so the
 * lazy images below the fold are in the full-page shot.
 */
import { join } from 'node:path'
import * as v from 'valibot'
import { ArticleList } from '../../../contract/content/schemas'
import { expect, test, visit } from '../../support/fixtures'
import { SCREENSHOT_DIR } from '../../support/screenshots'

test('screenshots of the content pages at 390 and 1280 px', async ({ page, request }) => {
  const answer = await request.get('/api/dc-frontend/article-page?limit=9', {
    headers: { 'diri-platform': 'web' },
  })
  expect(answer.status()).toBe(200)
  const list = v.parse(ArticleList, await answer.json())
  const pages = [
    { name: 'konten-beranda', path: '/' },
    { name: 'konten-artikel', path: '/artikel' },
    { name: 'konten-artikel-detail', path: `/artikel/${list.data[0]?.id}` },
    { name: 'konten-poliklinik', path: '/poliklinik' },
    { name: 'konten-faq', path: '/faq' },
    { name: 'konten-testimoni', path: '/testimoni' },
  ]
  for (const { name, path } of pages) {
    for (const viewport of [
      { label: '390', width: 390, height: 844 },
      { label: '1280', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await visit(page, path)
      // Lazy images below the fold: scroll through so the full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${name}-${viewport.label}.png`),
        fullPage: true,
        animations: 'disabled',
      })
    }
  }
})
