import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '../../app.config'

/** The few server settings the pages need in the browser; nothing secret. */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => {
  const env = serverEnv()
  return { siteUrl: env.PUBLIC_SITE_URL, gtmId: env.GTM_ID ?? null }
})
