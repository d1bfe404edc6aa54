/** The cookies each purpose's tags set, and their removal when the purpose is withdrawn. */
import type { ConsentPurpose } from '../consent/consent-state'
import { removeCookies } from './cookie-removal'
import { clearEngagementStorage, ENGAGEMENT_STORAGE } from './engagement'

export const PURPOSE_COOKIES: Record<ConsentPurpose, readonly RegExp[]> = {
  // Google Analytics through the tag manager.
  analytics: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/],
  // The Meta pixel, Google Ads conversion linker, and the engagement tool.
  marketing: [/^_fbp$/, /^_fbc$/, /^_gcl_/, ...ENGAGEMENT_STORAGE.cookies],
}

/** Removes what the tags of the withdrawn purposes kept in this browser. */
export function removeWithdrawnPurposeData(withdrawn: readonly ConsentPurpose[]): void {
  for (const purpose of withdrawn) removeCookies(PURPOSE_COOKIES[purpose])
  if (withdrawn.includes('marketing')) clearEngagementStorage()
}
