/**
 * The consent form posted before the app has loaded (ADR 007; the form:
 * `src/components/consent/consent-form-fields.tsx`, the route: `src/routes/pengaturan-cookie_.simpan.ts`).
 * It ends where the app's own choice ends: the `diriConsent` cookie holds the new choice, the API
 * records it as proof of consent (as the member's when signed in), and the person goes back
 * (303) to the page they chose on. A recording that fails does not lose the choice: the cookie is
 * set anyway, and the log keeps the failure.
 */
import { recordConsentChoice } from '../../api/consent/calls'
import { safeRedirectPath } from '../../lib/auth/safe-redirect'
import {
  CONSENT_FORM_FIELDS,
  CONSENT_SETTINGS_PATH,
  readConsentForm,
} from '../../lib/consent/consent-form'
import { consentCookie, newConsentChoice } from '../../lib/consent/consent-state'
import { readSessionToken } from '../auth/session.server'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { isHttps } from '../http/security-headers.server'

const FORM_REFUSED =
  'Pilihan cookie tidak dikenali. Kembali ke halaman sebelumnya, lalu pilih lagi.'

/** The settings page says the choice was saved; any other page shows itself without the banner. */
export const SAVED_PARAM = 'tersimpan'

export async function saveConsentFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const data = await postedForm(request)
  if (!data) return plainText(400, FORM_REFUSED)
  const form = readConsentForm(data)
  if (!form) return plainText(400, FORM_REFUSED)

  const choice = newConsentChoice(form.purposes)
  try {
    await recordConsentChoice(
      {
        choiceId: choice.id,
        analytics: choice.analytics,
        marketing: choice.marketing,
        policyVersion: choice.version,
        decidedAt: choice.decidedAt,
        source: 'form',
      },
      readSessionToken(),
    )
  } catch (error) {
    // The choice stands (the cookie below); only its proof is missing, which the log keeps.
    console.error('Recording a consent choice from the form failed:', error)
  }

  const back = backOf(data.get(CONSENT_FORM_FIELDS.back))
  const response = seeOther(back)
  response.headers.append('set-cookie', consentCookie(choice, { secure: isHttps(request) }))
  return response
}

function backOf(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || value.length > 500) return CONSENT_SETTINGS_PATH
  const path = safeRedirectPath(value)
  const url = new URL(path, 'http://diri.invalid')
  if (url.pathname === CONSENT_SETTINGS_PATH) {
    url.searchParams.set(SAVED_PARAM, '1')
    return `${url.pathname}${url.search}`
  }
  return path
}
