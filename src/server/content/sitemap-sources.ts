/**
 * Where `sitemap.xml` gets its addresses. Each source is an async function returning site paths;
 * a domain adds its own to `sitemapSources` (the shop adds its products from its own API).
 * Loaded only by the sitemap's server route.
 */
export interface SitemapUrl {
  /** Site path, starting with '/'. */
  path: string
  /** When the page last changed (ISO 8601), when known. */
  lastModified?: string
}

export type SitemapSource = {
  name: string
  load: () => Promise<SitemapUrl[]>
}

/** Public pages that are not content items: the app's own entry pages. */
export const STATIC_PUBLIC_PATHS = ['/', '/keluhan', '/help-center'] as const

export const sitemapSources: SitemapSource[] = [
  {
    name: 'static pages',
    load: async () => STATIC_PUBLIC_PATHS.map((path) => ({ path })),
  },
  {
    // The content API lists its pages, articles, promotions, polyclinics and conditions.
    name: 'content',
    load: async () => {
      const { getSitemap } = await import('../../api/content/calls')
      const { data } = await getSitemap()
      return data.map((entry) => ({ path: entry.path, lastModified: entry.updatedAt }))
    },
  },
  {
    // The shop: its entry pages, every product on sale, every regimen, and the skin quiz.
    name: 'shop',
    load: async () => {
      const { getProductDirectory, getShopLanding } = await import('../../api/shop/calls')
      const [directory, landing] = await Promise.all([getProductDirectory(), getShopLanding()])
      const products = directory
        .flatMap((group) => group.products)
        .filter((product) => !product.discontinued)
        .map((product) => ({ path: `/product/${product.id}` }))
      return [
        { path: '/product' },
        { path: '/product/katalog' },
        { path: '/product/direktori' },
        { path: '/product/school' },
        { path: `/product/skin-quiz/${landing.quiz.id}` },
        ...landing.regimens.map((regimen) => ({ path: `/product/regimen/${regimen.id}` })),
        ...products,
      ]
    },
  },
  {
    // The clinics: entry pages, every treatment, province and branch, the promotions still
    // running or to come, the key treatments, programs and subscriptions.
    name: 'clinic',
    load: () => loadClinicSitemap(),
  },
]

/** The clinic's addresses. A list that could not load (the `OrNull` calls) fails the source. */
export async function loadClinicSitemap(): Promise<SitemapUrl[]> {
  const calls = await import('../../api/clinic/calls')
  const { BRANCH_MAX_PAGE_SIZE } = await import('../../../contract/clinic/schemas')
  const [treatments, provinces, promotions, landing] = await Promise.all([
    calls.listTreatmentsOrNull(),
    calls.listBranchProvincesOrNull(),
    calls.getClinicPromotionPage(),
    calls.getClinicLandingPage(),
  ])
  if (!treatments) throw new Error('clinic sitemap: the treatment list could not load')
  if (!provinces) throw new Error('clinic sitemap: the branch provinces could not load')
  const branchIds: string[] = []
  for (let page = 1; ; page += 1) {
    const { data, meta } = await calls.listBranchDetails({ page, limit: BRANCH_MAX_PAGE_SIZE })
    branchIds.push(...data.map((branch) => branch.id))
    if (page >= meta.totalPages || data.length === 0) break
  }
  return [
    { path: '/klinik', lastModified: landing.updatedAt },
    { path: '/klinik/perawatan' },
    ...treatments.data.map((treatment) => ({ path: `/klinik/perawatan/${treatment.id}` })),
    { path: '/klinik/cabang' },
    ...provinces.data.map((province) => ({ path: `/klinik/cabang/provinsi/${province.id}` })),
    ...branchIds.map((id) => ({ path: `/klinik/cabang/${id}` })),
    { path: '/klinik/promo', lastModified: promotions.updatedAt },
    ...promotions.data
      .filter((promotion) => promotion.status !== 'expired')
      .map((promotion) => ({ path: `/klinik/promo/${promotion.id}` })),
    { path: '/klinik/testimoni' },
    ...landing.keyTreatments.map((key) => ({ path: `/klinik/unggulan/${key.id}` })),
    { path: '/program' },
    { path: '/langganan' },
    { path: '/langganan/syarat' },
  ]
}

function escapeXml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** The sitemap document: one `<url>` per path (first source wins on duplicates). */
export function sitemapXml(siteUrl: string, urls: SitemapUrl[]) {
  const seen = new Set<string>()
  const entries: string[] = []
  for (const url of urls) {
    if (seen.has(url.path)) continue
    seen.add(url.path)
    const lastmod = url.lastModified ? `<lastmod>${escapeXml(url.lastModified)}</lastmod>` : ''
    entries.push(`  <url><loc>${escapeXml(`${siteUrl}${url.path}`)}</loc>${lastmod}</url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

/** Every source's addresses; a failing source fails the whole sitemap (a partial one would drop pages). */
export async function collectSitemapUrls(sources: SitemapSource[] = sitemapSources) {
  const lists = await Promise.all(sources.map((source) => source.load()))
  return lists.flat()
}

export function robotsTxt(siteUrl: string) {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_img\nDisallow: /akun\nDisallow: /notifikasi\nDisallow: /konsultasi/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
