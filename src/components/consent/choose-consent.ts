/**
 * What the app does when a person chooses (the banner, the settings page): the cookie first, so
 * nothing can lose the choice; then the page's tags are told (Consent Mode's update, the tag
 * runtime through `onConsentChange`); then the API records it as proof of consent. A withdrawn
 * purpose removes its tags' cookies and storage, and the page reloads so no loaded tag keeps
 * running.
 */
import type { ConsentSource } from '../../../contract/consent/schemas'
import { CONSENT_CHOSEN_ATTRIBUTE } from '../../lib/consent/consent-head-script'
import { pushConsentUpdate } from '../../lib/consent/consent-mode'
import {
  CONSENT_PURPOSES,
  type ConsentChoice,
  type ConsentPurpose,
  newConsentChoice,
  readConsent,
  writeConsent,
} from '../../lib/consent/consent-state'
import { removeWithdrawnPurposeData } from '../../lib/tags/tag-cookies'
import { recordConsent } from '../../server/consent/consent.functions'

/** A choice whose recording failed, tried once more when the app next starts. */
const PENDING_KEY = 'diri:consent-pending'
/** How long a reload after a withdrawal waits for the record before it goes ahead. */
const RECORD_WAIT_BEFORE_RELOAD_MS = 3_000

export function withdrawnPurposes(
  previous: Pick<ConsentChoice, ConsentPurpose> | null,
  next: Pick<ConsentChoice, ConsentPurpose>,
): ConsentPurpose[] {
  if (!previous) return []
  return CONSENT_PURPOSES.filter((purpose) => previous[purpose] && !next[purpose])
}

export async function chooseConsent(
  purposes: Record<ConsentPurpose, boolean>,
  source: Extract<ConsentSource, 'banner' | 'settings'>,
): Promise<{ reloading: boolean; choice: ConsentChoice }> {
  const previous = readConsent()
  const choice = newConsentChoice(purposes)
  writeConsent(choice)
  document.documentElement.setAttribute(CONSENT_CHOSEN_ATTRIBUTE, 'chosen')
  pushConsentUpdate(choice)
  const recorded = record(choice, source)

  const withdrawn = withdrawnPurposes(previous, choice)
  if (withdrawn.length === 0) return { reloading: false, choice }
  removeWithdrawnPurposeData(withdrawn)
  await Promise.race([
    recorded,
    new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_BEFORE_RELOAD_MS)),
  ])
  window.location.reload()
  return { reloading: true, choice }
}

async function record(choice: ConsentChoice, source: ConsentSource): Promise<void> {
  try {
    await recordConsent({ data: recordOf(choice, source) })
    forgetPending()
  } catch (error) {
    // The choice stands (it is in the cookie); its proof is tried once more on the next start.
    console.warn('[consent] could not record the choice; trying again later:', error)
    try {
      localStorage.setItem(PENDING_KEY, JSON.stringify({ id: choice.id, source }))
    } catch {
      // No storage: the record is lost, the choice is not.
    }
  }
}

function recordOf(choice: ConsentChoice, source: ConsentSource) {
  return {
    choiceId: choice.id,
    analytics: choice.analytics,
    marketing: choice.marketing,
    policyVersion: choice.version,
    decidedAt: choice.decidedAt,
    source,
  }
}

function forgetPending() {
  try {
    localStorage.removeItem(PENDING_KEY)
  } catch {
    // Nothing to forget.
  }
}

/** The one retry of a choice whose recording failed, if it is still the current choice. */
export async function retryPendingRecord(): Promise<void> {
  let pending: { id?: unknown; source?: unknown } | null = null
  try {
    pending = JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null')
  } catch {
    pending = null
  }
  if (!pending) return
  forgetPending()
  const choice = readConsent()
  if (!choice || choice.id !== pending.id) return
  const source = pending.source === 'settings' ? 'settings' : 'banner'
  try {
    await recordConsent({ data: recordOf(choice, source) })
  } catch (error) {
    console.warn('[consent] the second try to record the choice failed too:', error)
  }
}
