import type { PublicConfig } from '../../server/http/public-config.functions'

/**
 * Whether the site has anything optional to ask about: a tag (analytics or marketing), or error
 * reporting, whose session replay is analytics. With none configured, nobody is asked.
 */
export function asksForConsent(
  config: Pick<PublicConfig, 'gtmId' | 'metaPixelId' | 'engagementKey' | 'sentryDsn'>,
): boolean {
  return Boolean(config.gtmId || config.metaPixelId || config.engagementKey || config.sentryDsn)
}
