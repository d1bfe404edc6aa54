import { createFileRoute } from '@tanstack/react-router'

/** `robots.txt`, with the absolute sitemap address of this site (PUBLIC_SITE_URL). */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: async () => {
        const [{ serverEnv }, { robotsTxt }] = await Promise.all([
          import('../../app.config'),
          import('../server/content/sitemap-sources'),
        ])
        return new Response(robotsTxt(serverEnv().PUBLIC_SITE_URL), {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        })
      },
    },
  },
})
