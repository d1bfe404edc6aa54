import { afterEach, describe, expect, it, vi } from 'vitest'
import * as clinicCalls from '../../api/clinic/calls'
import { collectSitemapUrls, loadClinicSitemap, robotsTxt, sitemapXml } from './sitemap-sources'

vi.mock('../../api/clinic/calls', () => ({
  listTreatmentsOrNull: vi.fn(),
  listBranchProvincesOrNull: vi.fn(),
  getClinicPromotionPage: vi.fn(),
  getClinicLandingPage: vi.fn(),
  listBranchDetails: vi.fn(),
}))

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

describe('the clinic sitemap source', () => {
  const calls = vi.mocked(clinicCalls)
  const updatedAt = '2026-11-01T00:00:00.000Z'
  const branch = (id: string) =>
    ({ id }) as Awaited<ReturnType<typeof clinicCalls.listBranchDetails>>['data'][number]

  function clinicApi() {
    calls.listTreatmentsOrNull.mockResolvedValue({
      data: [{ id: 'facial-acne-peel' }, { id: 'laser-rejuvenation' }],
    } as never)
    calls.listBranchProvincesOrNull.mockResolvedValue({
      data: [{ id: '31', name: 'DKI Jakarta', branchCount: 2 }],
    })
    calls.getClinicPromotionPage.mockResolvedValue({
      updatedAt,
      data: [
        { id: 'peel-hemat', status: 'active' },
        { id: 'laser-segera', status: 'upcoming' },
        { id: 'promo-lama', status: 'expired' },
      ],
    } as never)
    calls.getClinicLandingPage.mockResolvedValue({
      updatedAt,
      keyTreatments: [{ id: 'bebas-jerawat' }],
    } as never)
    // 25 branches: a full first page of 24, then one.
    const ids = Array.from({ length: 25 }, (_, index) => `cabang-${index + 1}`)
    calls.listBranchDetails.mockImplementation(async ({ page = 1, limit = 6 } = {}) => ({
      data: ids.slice((page - 1) * limit, page * limit).map(branch),
      meta: { page, limit, total: ids.length, totalPages: Math.ceil(ids.length / limit) },
      province: null,
    }))
  }

  afterEach(() => vi.resetAllMocks())

  it('lists the entry pages, every treatment, province and branch, and promotions not ended', async () => {
    clinicApi()
    const paths = (await loadClinicSitemap()).map((url) => url.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/klinik',
        '/klinik/perawatan',
        '/klinik/perawatan/facial-acne-peel',
        '/klinik/perawatan/laser-rejuvenation',
        '/klinik/cabang',
        '/klinik/cabang/provinsi/31',
        '/klinik/cabang/cabang-1',
        '/klinik/cabang/cabang-25',
        '/klinik/promo',
        '/klinik/promo/peel-hemat',
        '/klinik/promo/laser-segera',
        '/klinik/testimoni',
        '/klinik/unggulan/bebas-jerawat',
        '/program',
        '/langganan',
        '/langganan/syarat',
      ]),
    )
    expect(paths).not.toContain('/klinik/promo/promo-lama')
    expect(paths.filter((path) => path.startsWith('/klinik/cabang/cabang-'))).toHaveLength(25)
    expect(calls.listBranchDetails.mock.calls.map(([query]) => query)).toEqual([
      { page: 1, limit: 24 },
      { page: 2, limit: 24 },
    ])
  })

  it('fails when the treatments or the provinces could not load', async () => {
    clinicApi()
    calls.listTreatmentsOrNull.mockResolvedValue(null)
    await expect(loadClinicSitemap()).rejects.toThrow('treatment list')
    clinicApi()
    calls.listBranchProvincesOrNull.mockResolvedValue(null)
    await expect(loadClinicSitemap()).rejects.toThrow('branch provinces')
  })
})
