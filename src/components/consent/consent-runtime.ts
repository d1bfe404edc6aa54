/**
 * Started once the app is interactive (loaded lazily, so the first load pays nothing for it): the
 * tags the choice allows, and the one retry of a choice whose recording failed.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { startTags, type TagConfig } from '../../lib/tags/tag-runtime'
import { retryPendingRecord } from './choose-consent'

export function startConsentRuntime({
  config,
  router,
}: {
  config: TagConfig
  router: AnyRouter
}): () => void {
  void retryPendingRecord()
  return startTags(config, {
    pathname: () => window.location.pathname,
    onPage: (listener) =>
      router.subscribe('onResolved', (event) => listener(event.toLocation.pathname)),
  })
}
