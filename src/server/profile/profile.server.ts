/**
 * Saving and skipping the member's profile (issue 29 §1), for the app's server functions
 * (`profile.functions.ts`) and the plain form (`profile-form.server.ts`) alike: checked with the
 * contract's rules first (the same words the API would say), then sent to the API, whose refusal
 * is read back per field.
 */
import * as v from 'valibot'
import { ApiError } from '../../../contract/errors'
import type { Profile } from '../../../contract/profile/schemas'
import { saveProfile, skipProfile } from '../../api/profile/calls'
import { checkProfile, type ProfileErrors, profileErrors } from '../../lib/profile/check-profile'

export type ProfileSaveResult =
  | { ok: true; profile: Profile }
  | { ok: false; errors: ProfileErrors; message: string | null }

const Typed = v.pipe(v.string(), v.maxLength(300))

/** The form's values as typed (`ProfileValues`), as a server function takes them. */
export const ProfileInput = v.object({
  fullName: Typed,
  dateOfBirth: Typed,
  gender: Typed,
  email: Typed,
})
export type ProfileInput = v.InferOutput<typeof ProfileInput>

export async function saveProfileFor(
  token: string,
  input: ProfileInput,
): Promise<ProfileSaveResult> {
  const checked = checkProfile(input)
  if (!checked.ok) return { ok: false, errors: checked.errors, message: null }
  try {
    return { ok: true, profile: await saveProfile(token, checked.body) }
  } catch (error) {
    // The API's 400 names the fields (its clock may be a day on from this server's).
    if (error instanceof ApiError && error.status === 400 && error.body) {
      const errors = profileErrors(error.body.errors ?? [])
      return {
        ok: false,
        errors,
        message: Object.keys(errors).length > 0 ? null : error.body.message,
      }
    }
    throw error
  }
}

export function skipProfileFor(token: string) {
  return skipProfile(token)
}
