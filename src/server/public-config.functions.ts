import { createServerFn } from '@tanstack/react-start'

/** The few server settings the pages need in the browser; nothing secret. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async () => {
  const { serverEnv } = await import('../../app.config')
  const env = serverEnv()
  return { siteUrl: env.PUBLIC_SITE_URL, gtmId: env.GTM_ID ?? null }
})
