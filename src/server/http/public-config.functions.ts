import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '../../../app.config'

/**
 * The few server settings the pages need in the browser; nothing secret. A Sentry DSN is public by
 * design (it names where events go and carries no secret key); the tag ids are in every page that
 * loads the tags anyway. The same for every visitor, so cached pages may carry them (ADR 016).
 */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(() => {
  const env = serverEnv()
  return {
    siteUrl: env.PUBLIC_SITE_URL,
    gtmId: env.GTM_ID ?? null,
    metaPixelId: env.META_PIXEL_ID ?? null,
    // The engagement tool needs its key and its script: either alone leaves it off.
    engagementKey: (env.ENGAGEMENT_SCRIPT_URL && env.ENGAGEMENT_KEY) || null,
    engagementScriptUrl: (env.ENGAGEMENT_KEY && env.ENGAGEMENT_SCRIPT_URL) || null,
    sentryDsn: env.SENTRY_DSN ?? null,
    sentryErrorSampleRate: env.SENTRY_ERROR_SAMPLE_RATE,
    sentryReplaySessionSampleRate: env.SENTRY_REPLAY_SESSION_SAMPLE_RATE,
  }
})

export type PublicConfig = Awaited<ReturnType<typeof getPublicConfig>>
