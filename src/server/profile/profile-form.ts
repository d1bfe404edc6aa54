/**
 * The profile form's names (issue 29 §1): the fields and the address the plain form posts to
 * before the app's JavaScript has loaded (ADR 007), shared by the form and the server's handler.
 */

/** Where the first-sign-in step and `/akun/profil` post before the app runs. */
export const PROFILE_FORM_PATH = '/profil/simpan'

/** Four short fields, a skip flag and two site paths fit in far less. */
export const PROFILE_FORM_MAX_BODY_BYTES = 8 * 1024

export const PROFILE_FORM_FIELDS = {
  fullName: 'fullName',
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  email: 'email',
  /** Present when 'Lewati' was pressed. */
  skip: 'lewati',
  /** The page the form is on: a refusal comes back to it. */
  from: 'asal',
  /** Where the member goes once the profile is saved or skipped. */
  redirect: 'redirect',
} as const

/** The first-sign-in step's page. */
export const FIRST_PROFILE_PATH = '/masuk/profil'
/** The member's own profile page. */
export const ACCOUNT_PROFILE_PATH = '/akun/profil'
