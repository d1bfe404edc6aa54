/**
 * What the profile form shows when the server renders it after a refused plain-form post
 * (ADR 007): the values as typed and the refusals, in an HttpOnly cookie read once. In the browser
 * there is nothing to read: the app keeps the form's state itself.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { parsedCookie, SIGN_IN_FORM_COOKIE } from '../auth/sign-in-form-state'

export const PROFILE_FLASH_COOKIE = 'diriProfileFlash'

const Typed = v.pipe(v.string(), v.maxLength(300))

export const ProfileFlash = v.object({
  values: v.object({ fullName: Typed, dateOfBirth: Typed, gender: Typed, email: Typed }),
  // The four fields by name and the form's own message (not a record: one valibot function
  // fewer in every page's chunk).
  errors: v.object({
    fullName: v.optional(Typed),
    dateOfBirth: v.optional(Typed),
    gender: v.optional(Typed),
    email: v.optional(Typed),
    form: v.optional(Typed),
  }),
})
export type ProfileFlash = v.InferOutput<typeof ProfileFlash>

/** The last refused post's values and refusals, spent: a reload shows the form without them. */
export const takeProfileFlash = createIsomorphicFn()
  .server((): ProfileFlash | null => {
    const raw = getCookie(PROFILE_FLASH_COOKIE)
    if (raw !== undefined) deleteCookie(PROFILE_FLASH_COOKIE, SIGN_IN_FORM_COOKIE)
    return parsedCookie(ProfileFlash, raw)
  })
  .client((): ProfileFlash | null => null)
