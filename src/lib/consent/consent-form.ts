/**
 * The consent form of the banner and of `/pengaturan-cookie`: plain HTML posted to
 * `CONSENT_FORM_PATH` before the app's JavaScript has loaded (ADR 007), taken over by the app once
 * it runs. What the form, the server route and the app share; importable from the browser.
 */
import type { ConsentSource } from '../../../contract/consent/schemas'
import type { ConsentPurpose } from './consent-state'

/** A page address that takes a POST (see `src/server/http/page-forms.ts`). */
export const CONSENT_FORM_PATH = '/pengaturan-cookie/simpan'
/** A few short fields. */
export const CONSENT_FORM_MAX_BODY_BYTES = 2 * 1024

export const CONSENT_FORM_FIELDS = {
  /** Which button: `semua` (accept all), `tolak` (reject all), `simpan` (the toggles). */
  action: 'pilihan',
  analytics: 'analitik',
  marketing: 'pemasaran',
  /** The page to go back to. */
  back: 'kembali',
  /** `banner` or `settings`: where the person chose. */
  source: 'sumber',
} as const

export const CONSENT_FORM_ACTIONS = {
  acceptAll: 'semua',
  rejectAll: 'tolak',
  save: 'simpan',
} as const

/** Where the settings page lives, and where a form with no page to go back to lands. */
export const CONSENT_SETTINGS_PATH = '/pengaturan-cookie'

export interface ConsentFormInput {
  purposes: Record<ConsentPurpose, boolean>
  source: Extract<ConsentSource, 'banner' | 'settings'>
  back: string | null
}

/**
 * What the form says, from its fields (a `FormData`, or the submitted form in the browser);
 * null when the action is not one of the three.
 */
export function readConsentForm(data: {
  get(name: string): FormDataEntryValue | null
}): ConsentFormInput | null {
  const action = data.get(CONSENT_FORM_FIELDS.action)
  const purposes =
    action === CONSENT_FORM_ACTIONS.acceptAll
      ? { analytics: true, marketing: true }
      : action === CONSENT_FORM_ACTIONS.rejectAll
        ? { analytics: false, marketing: false }
        : action === CONSENT_FORM_ACTIONS.save
          ? {
              analytics: data.get(CONSENT_FORM_FIELDS.analytics) === 'ya',
              marketing: data.get(CONSENT_FORM_FIELDS.marketing) === 'ya',
            }
          : null
  if (!purposes) return null
  const source = data.get(CONSENT_FORM_FIELDS.source) === 'settings' ? 'settings' : 'banner'
  const back = data.get(CONSENT_FORM_FIELDS.back)
  return { purposes, source, back: typeof back === 'string' ? back : null }
}
