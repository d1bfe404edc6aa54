/**
 * Renders the social-card image and the image fallback from inline SVG with Chromium, so the
 * project ships pictures it made itself. Run again after changing the artwork:
 * `tsx scripts/make-brand-images.ts`.
 */
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from './ensure-chromium'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium'

const mark = `<svg viewBox="0 0 32 32" width="120" height="120"><circle cx="16" cy="16" r="16" fill="#cfeae5"/><path d="M16 6c4.5 5.2 7 9 7 12.2A7 7 0 0 1 9 18.2C9 15 11.5 11.2 16 6Z" fill="#0f766e"/><circle cx="19.2" cy="18.6" r="2.2" fill="#e8684a"/></svg>`

const ogCard = `<html><body style="margin:0;width:1200px;height:630px;font-family:sans-serif;background:linear-gradient(135deg,#cfeae5,#ffe4dc);display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box">
${mark}<div><div style="font-size:96px;font-weight:800;color:#0b5f59;letter-spacing:-2px">Diri</div>
<div style="font-size:40px;color:#1f2a2e;max-width:760px;line-height:1.25;margin-top:12px">Konsultasi dokter, perawatan kulit, dan klinik untukmu.</div></div></body></html>`

const placeholder = `<html><body style="margin:0;width:800px;height:800px;background:#eaf6f4;display:grid;place-items:center">
<svg viewBox="0 0 32 32" width="200" height="200" opacity="0.35"><path d="M16 6c4.5 5.2 7 9 7 12.2A7 7 0 0 1 9 18.2C9 15 11.5 11.2 16 6Z" fill="#0f766e"/></svg></body></html>`

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
try {
  for (const [html, file, width, height] of [
    [ogCard, 'public/images/og-diri.png', 1200, 630],
    [placeholder, 'public/images/placeholder.png', 800, 800],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } })
    await page.setContent(html)
    await page.screenshot({ path: file })
    await page.close()
    console.log(`wrote ${file}`)
  }
} finally {
  await browser.close()
}
