/**
 * What the sign-in page shows when the server renders it (ADR 007): the step a form posted before
 * the app had started left this browser in, kept in two HttpOnly cookies so that the number never
 * goes into an address. `diriSignInStep` says a code went to this number (it lives as long as the
 * code, like the challenge); `diriSignInFlash` carries a refusal to show once, with the number as
 * typed on step 1. In the browser there is nothing to read: the app keeps its steps in its state.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'

export const SIGN_IN_STEP_COOKIE = 'diriSignInStep'
export const SIGN_IN_FLASH_COOKIE = 'diriSignInFlash'

/** A code was sent to `phone` (`+628…`) at `sentAt` (ms): the page opens on step 2. */
export const SignInStep = v.object({
  phone: v.pipe(v.string(), v.regex(/^\+628\d{8,11}$/)),
  sentAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type SignInStep = v.InferOutput<typeof SignInStep>

/** The longest refusal kept: the API's messages are one or two sentences. */
export const FLASH_MESSAGE_MAX = 300
/** The most of a number as typed that is kept to show back: a number with spaces fits well. */
export const TYPED_MAX = 40

/** A refusal to show once: on step 1 with the number as typed, or on step 2. */
export const SignInFlash = v.variant('step', [
  v.object({
    step: v.literal('phone'),
    typed: v.pipe(v.string(), v.maxLength(TYPED_MAX)),
    message: v.pipe(v.string(), v.maxLength(FLASH_MESSAGE_MAX)),
  }),
  v.object({
    step: v.literal('code'),
    message: v.pipe(v.string(), v.maxLength(FLASH_MESSAGE_MAX)),
  }),
])
export type SignInFlash = v.InferOutput<typeof SignInFlash>

export interface SignInFormState {
  step: SignInStep | null
  flash: SignInFlash | null
}

/**
 * Both cookies' attributes but `secure`, which the writers add (`sign-in-form-state.server.ts`);
 * a deletion is matched by name and path, so it needs none.
 */
export const SIGN_IN_FORM_COOKIE = { httpOnly: true, sameSite: 'lax' as const, path: '/' }

/** A cookie's JSON read with `schema`; anything else (absent, garbled, old) is null. */
export function parsedCookie<S extends v.GenericSchema>(schema: S, raw: string | undefined) {
  if (!raw) return null
  try {
    const result = v.safeParse(schema, JSON.parse(raw))
    return result.success ? (result.output as v.InferOutput<S>) : null
  } catch {
    return null
  }
}

/** The state the last form left, with its refusal spent: a reload shows the step without it. */
export const takeSignInFormState = createIsomorphicFn()
  .server((): SignInFormState => {
    const flash = parsedCookie(SignInFlash, getCookie(SIGN_IN_FLASH_COOKIE))
    if (getCookie(SIGN_IN_FLASH_COOKIE) !== undefined) {
      deleteCookie(SIGN_IN_FLASH_COOKIE, SIGN_IN_FORM_COOKIE)
    }
    return { step: parsedCookie(SignInStep, getCookie(SIGN_IN_STEP_COOKIE)), flash }
  })
  .client((): SignInFormState => ({ step: null, flash: null }))
