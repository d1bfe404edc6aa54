/**
 * The versions of the two texts a member agrees to before submitting a questionnaire: the
 * consultation agreement (`/dc-frontend/consultation-agreement-page`) and the processing of health
 * data. A changed text gets a new version here; a submit that names an older one is refused, so
 * the version recorded is always the one the member saw. The API serves them with the
 * questionnaire (`consentVersions`) and the pages can show them.
 */
import type { ConsentKind } from './schemas'

export const CONSENT_VERSIONS = {
  'consultation-agreement': '2026-11-01',
  'health-data': '2026-11-01',
} as const satisfies Record<ConsentKind, string>
