/**
 * The two sign-in steps as the site does them, for the app's server functions
 * (`auth.functions.ts`) and the page's plain forms (`sign-in-form.server.ts`) alike: the same API
 * calls, the same cookies, the same refusals in the same words.
 */

import { ApiError } from '../../../contract/errors'
import { requestOtp, verifyOtp } from '../../api/auth/calls'
import { writeSession } from './session.server'
import {
  clearSignInChallenge,
  readSignInChallenge,
  writeSignInChallenge,
} from './sign-in-challenge.server'
import { clearSignInFormState, writeSignInStep } from './sign-in-form-state.server'

/** What the sign-in form shows after a refused step: a message, and which field it belongs to. */
export type SignInRefusal = { ok: false; message: string; field?: 'phone' | 'code' }

export type CodeSent = { ok: true; phone: string; expiresInSeconds: number }

/** Said when this browser holds no challenge: it asked for no code, or the code's 5 minutes passed. */
export const NO_CHALLENGE_MESSAGE = 'Kode sudah kedaluwarsa. Minta kode baru.'

function refusal(error: unknown, field: SignInRefusal['field']): SignInRefusal {
  if (error instanceof ApiError && error.status < 500 && error.body) {
    return { ok: false, message: error.body.message, field }
  }
  // The API's 503 is worded for the member ('Kode belum bisa dikirim…': the SMS or WhatsApp
  // provider did not take the code, ADR 024); other 5xx say nothing a person can act on.
  if (error instanceof ApiError && error.status === 503 && error.body) {
    return { ok: false, message: error.body.message, field }
  }
  console.error('[sign-in] API call failed:', error)
  return { ok: false, message: 'Layanan sedang bermasalah. Coba lagi sebentar lagi.' }
}

/** Sends a code to `phone` (`+628…`); this browser keeps the challenge and the step it is at. */
export async function sendSignInCode(phone: string): Promise<CodeSent | SignInRefusal> {
  try {
    const { challengeId, ...sent } = await requestOtp(phone)
    // The challenge stays in an HttpOnly cookie: the page never holds it (ADR 010).
    writeSignInChallenge(challengeId, sent.expiresInSeconds)
    writeSignInStep(sent.phone, sent.expiresInSeconds)
    return { ok: true, ...sent }
  } catch (error) {
    return refusal(error, 'phone')
  }
}

/** Checks `code` with this browser's challenge; signed in, the session cookie is written. */
export async function checkSignInCode(
  phone: string,
  code: string,
): Promise<{ ok: true; isNewMember: boolean } | SignInRefusal> {
  const challengeId = readSignInChallenge()
  if (!challengeId) return { ok: false, message: NO_CHALLENGE_MESSAGE, field: 'code' }
  try {
    const grant = await verifyOtp(phone, code, challengeId)
    writeSession(grant.accessToken, new Date(grant.expiresAt))
    clearSignInChallenge()
    clearSignInFormState()
    return { ok: true, isNewMember: grant.isNewMember }
  } catch (error) {
    return refusal(error, 'code')
  }
}
