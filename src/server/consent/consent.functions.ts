import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { ConsentRecordInput } from '../../../contract/consent/schemas'
import { recordConsentChoice } from '../../api/consent/calls'
import { type ConsentChoice, consentFromCookies } from '../../lib/consent/consent-state'
import { markPrivate, readSessionToken } from '../auth/session.server'

/**
 * Records the visitor's choice as proof of consent (`POST /v2/public/consents`), as the signed-in
 * member's when the session cookie says so. The browser has already stored the choice; this is the
 * record of it, and its failure is the caller's to retry.
 */
export const recordConsent = createServerFn({ method: 'POST' })
  .validator(ConsentRecordInput)
  .handler(async ({ data }) => {
    markPrivate()
    const record = await recordConsentChoice(data, readSessionToken())
    return { member: record.member }
  })

/** The choice this request's cookie holds (the settings page's server render). */
export const getConsentFromCookie = createServerFn({ method: 'GET' }).handler(
  (): ConsentChoice | null => {
    markPrivate()
    return consentFromCookies(getRequestHeader('cookie'))
  },
)
