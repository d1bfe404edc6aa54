import { describe, expect, it } from 'vitest'
import { collectSitemapUrls, robotsTxt, sitemapXml } from './sitemap-sources'

describe('sitemap', () => {
  it('lists each path once, absolute, with lastmod when known, escaped', () => {
    const xml = sitemapXml('https://diri.id', [
      { path: '/' },
      { path: '/artikel/jerawat-hormonal', lastModified: '2026-11-01T00:00:00.000Z' },
      { path: '/' },
      { path: '/cari?q=a&b' },
    ])
    expect(xml).toContain('<loc>https://diri.id/</loc>')
    expect(xml.match(/<loc>https:\/\/diri.id\/<\/loc>/g)).toHaveLength(1)
    expect(xml).toContain(
      '<url><loc>https://diri.id/artikel/jerawat-hormonal</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>',
    )
    expect(xml).toContain('q=a&amp;b')
  })

  it('takes addresses from every source, and fails when one fails', async () => {
    const urls = await collectSitemapUrls([
      { name: 'a', load: async () => [{ path: '/a' }] },
      { name: 'b', load: async () => [{ path: '/b' }] },
    ])
    expect(urls.map((url) => url.path)).toEqual(['/a', '/b'])
    await expect(
      collectSitemapUrls([{ name: 'x', load: () => Promise.reject(new Error('down')) }]),
    ).rejects.toThrow('down')
  })

  it('robots.txt points at the absolute sitemap', () => {
    expect(robotsTxt('https://diri.id')).toContain('Sitemap: https://diri.id/sitemap.xml')
  })
})
