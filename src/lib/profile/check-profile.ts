/**
 * The profile form's values checked by the contract's rules (issue 29 §1) on today's date in
 * Jakarta: in the browser before anything is sent, and on the server before the API is called.
 */
import * as v from 'valibot'
import { jakartaDate, type ProfileBody, profileBody } from '../../../contract/profile/schemas'

export type ProfileField = keyof ProfileBody
export type ProfileErrors = Partial<Record<ProfileField, string>>

/** The form's values as typed: strings, an empty one for a field left empty. */
export interface ProfileValues {
  fullName: string
  dateOfBirth: string
  gender: string
  email: string
}

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'fullName',
  'dateOfBirth',
  'gender',
  'email',
]

/** The first refusal of each field among `issues` (the API's or valibot's, by dot path). */
export function profileErrors(issues: ReadonlyArray<{ path: string; message: string }>) {
  const errors: ProfileErrors = {}
  for (const issue of issues) {
    const field = PROFILE_FIELDS.find((name) => name === issue.path)
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

export function checkProfile(values: ProfileValues, now = new Date()) {
  const result = v.safeParse(profileBody(jakartaDate(now)), {
    ...values,
    email: values.email.trim() === '' ? null : values.email,
  })
  if (result.success) return { ok: true as const, body: result.output }
  return {
    ok: false as const,
    errors: profileErrors(
      result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    ),
  }
}
