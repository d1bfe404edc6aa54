/**
 * Writing the sign-in page's state (`sign-in-form-state.ts`): where a code went, and a refusal to
 * show once. Written by the page's forms and by the app's own calls alike, so a reload lands on
 * the step this browser is really at.
 */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { isHttps } from '../http/security-headers.server'
import {
  FLASH_MESSAGE_MAX,
  parsedCookie,
  SIGN_IN_FLASH_COOKIE,
  SIGN_IN_FORM_COOKIE,
  SIGN_IN_STEP_COOKIE,
  type SignInFlash,
  SignInStep,
} from './sign-in-form-state'

/** Long enough to follow a 303; a refusal not shown by then is stale. */
const FLASH_SECONDS = 60

function options() {
  return { ...SIGN_IN_FORM_COOKIE, secure: isHttps(getRequest()) }
}

/** A code went to `phone`: step 2, for as long as the code (and its challenge) lives. */
export function writeSignInStep(phone: string, expiresInSeconds: number) {
  setCookie(SIGN_IN_STEP_COOKIE, JSON.stringify({ phone, sentAt: Date.now() }), {
    ...options(),
    maxAge: expiresInSeconds,
  })
}

/** The number a code went to from this browser, or null when none did (or its time passed). */
export function readSignInStep(): SignInStep | null {
  return parsedCookie(SignInStep, getCookie(SIGN_IN_STEP_COOKIE))
}

export function writeSignInFlash(flash: SignInFlash) {
  // Within the lengths the page reads back (SignInFlash), whatever the API's words.
  const bounded = { ...flash, message: flash.message.slice(0, FLASH_MESSAGE_MAX) }
  setCookie(SIGN_IN_FLASH_COOKIE, JSON.stringify(bounded), { ...options(), maxAge: FLASH_SECONDS })
}

/** Signed in, or back to step 1: nothing of the last attempt stays. */
export function clearSignInFormState() {
  deleteCookie(SIGN_IN_STEP_COOKIE, options())
  deleteCookie(SIGN_IN_FLASH_COOKIE, options())
}
