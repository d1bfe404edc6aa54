/**
 * A visitor's consent to optional processing (UU No. 27/2022): what they chose per
 * purpose, when, and to which version of the policy. Necessary processing (the session, the cart,
 * error reports without health data) needs no choice and is not a purpose here.
 *
 * The choice lives in the first-party `diriConsent` cookie, readable by the page: visitors' pages
 * are the same HTML for everyone (ADR 016), so the browser, not the server's render, decides what
 * loads. The server reads the same cookie for the form that works before the app (ADR 007). A
 * choice given to an older policy version counts as no choice: the banner asks again.
 *
 * This module is the one place that reads the choice and tells others it changed. It imports no
 * tag and no SDK, so anything may depend on it.
 */
import * as v from 'valibot'
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from '../../../app.config'

export { CONSENT_COOKIE }
/** A year, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

const ConsentChoiceSchema = v.object({
  /** A random id of this choice, as recorded by the API (the proof of consent). */
  id: v.pipe(v.string(), v.uuid()),
  /** The policy version the choice was given to. */
  version: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  /** When it was given, ISO 8601. */
  decidedAt: v.pipe(v.string(), v.isoTimestamp()),
  analytics: v.boolean(),
  marketing: v.boolean(),
})
export type ConsentChoice = v.InferOutput<typeof ConsentChoiceSchema>

/** The choice a cookie value holds, or null when it holds none (absent, damaged, old version). */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null
  let json: unknown
  try {
    json = JSON.parse(decodeURIComponent(value))
  } catch {
    return null
  }
  const result = v.safeParse(ConsentChoiceSchema, json)
  if (!result.success || result.output.version !== CONSENT_POLICY_VERSION) return null
  return result.output
}

export function serializeConsent(choice: ConsentChoice): string {
  return encodeURIComponent(JSON.stringify(choice))
}

/** A new choice to the current policy, given now. */
export function newConsentChoice(
  purposes: Record<ConsentPurpose, boolean>,
  now = new Date(),
): ConsentChoice {
  return {
    id: crypto.randomUUID(),
    version: CONSENT_POLICY_VERSION,
    decidedAt: now.toISOString(),
    analytics: purposes.analytics,
    marketing: purposes.marketing,
  }
}

/** Whether `purpose` is consented to: never without a current choice. */
export function allows(choice: ConsentChoice | null, purpose: ConsentPurpose): boolean {
  return choice?.[purpose] === true
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/** The current choice from a `Cookie` header (the server) or `document.cookie` (the browser). */
export function consentFromCookies(cookieHeader: string | null | undefined): ConsentChoice | null {
  return parseConsentCookie(cookieHeader ? cookieValue(cookieHeader, CONSENT_COOKIE) : undefined)
}

/** The browser's current choice; null on the server or without one. */
export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null
  return consentFromCookies(document.cookie)
}

type Listener = (choice: ConsentChoice | null) => void
const listeners = new Set<Listener>()

/** Calls `listener` whenever this page's choice changes; returns the unsubscribe. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells this page's listeners the choice changed (after the cookie was written). */
export function announceConsent(choice: ConsentChoice | null) {
  for (const listener of listeners) listener(choice)
}

/**
 * The `Set-Cookie` value (or `document.cookie` assignment) that stores `choice` for a year on the
 * whole site. Not HttpOnly: the page's head script and the app read it. SameSite=Lax, and Secure
 * when the site is served over https.
 */
export function consentCookie(choice: ConsentChoice, options: { secure: boolean }): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}

/** Stores `choice` in this browser and tells this page's listeners. */
export function writeConsent(choice: ConsentChoice) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, written as the server writes it.
  document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' })
  announceConsent(choice)
}
