import { createFileRoute } from '@tanstack/react-router'

/** `sitemap.xml`: every public page and content item, from the sources in sitemap-sources.ts. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const [{ serverEnv }, { collectSitemapUrls, sitemapXml }] = await Promise.all([
          import('../../app.config'),
          import('../server/content/sitemap-sources'),
        ])
        try {
          const urls = await collectSitemapUrls()
          return new Response(sitemapXml(serverEnv().PUBLIC_SITE_URL, urls), {
            headers: {
              'content-type': 'application/xml; charset=utf-8',
              'cache-control': 'public, s-maxage=300, stale-while-revalidate=86400',
            },
          })
        } catch (error) {
          console.error('[sitemap] a source failed:', error)
          return new Response('Sitemap sementara tidak tersedia. Coba lagi sebentar lagi.', {
            status: 503,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
          })
        }
      },
    },
  },
})
