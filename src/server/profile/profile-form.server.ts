/**
 * The profile form posted before the app has started (ADR 007; the form:
 * `src/components/profile/profile-form.tsx`, the route: `src/routes/profil.simpan.ts`). It ends
 * where the app's own form ends, through the same calls (`profile.server.ts`): saved or skipped,
 * on to the form's `redirect`; refused, back to the form's page with the values as typed and the
 * refusals beside their fields. Every answer is a 303.
 */
import { getRequest, setCookie } from '@tanstack/react-start/server'
import { safeRedirectPath } from '../../lib/auth/safe-redirect'
import { readSessionToken } from '../auth/session.server'
import { SIGN_IN_FORM_COOKIE } from '../auth/sign-in-form-state'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { isHttps } from '../http/security-headers.server'
import { type ProfileInput, saveProfileFor, skipProfileFor } from './profile.server'
import { FIRST_PROFILE_PATH, PROFILE_FORM_FIELDS } from './profile-form'
import { PROFILE_FLASH_COOKIE, type ProfileFlash } from './profile-form-state'

const FORM_REFUSED = 'Data profil tidak dikenali. Buka lagi halaman profil, lalu isi lagi.'

/** Long enough to follow a 303. */
const FLASH_SECONDS = 60

function text(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value.slice(0, 300) : ''
}

function sitePath(data: FormData, name: string): string | undefined {
  const raw = data.get(name)
  return typeof raw === 'string' && raw !== '' && raw.length <= 2000
    ? safeRedirectPath(raw)
    : undefined
}

/** `POST /profil/simpan`: 'Simpan' or 'Lewati' on the first-sign-in step or `/akun/profil`. */
export async function saveProfileFromForm(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const data = await postedForm(request)
  if (!data) return plainText(400, FORM_REFUSED)
  const from = sitePath(data, PROFILE_FORM_FIELDS.from) ?? FIRST_PROFILE_PATH
  const onward = sitePath(data, PROFILE_FORM_FIELDS.redirect) ?? '/'
  const token = readSessionToken()
  // The session ended meanwhile: sign in, then back to the form.
  if (!token) return seeOther(`/masuk?${new URLSearchParams({ redirect: from })}`)

  if (data.get(PROFILE_FORM_FIELDS.skip) !== null) {
    await skipProfileFor(token)
    return seeOther(onward)
  }
  const input: ProfileInput = {
    fullName: text(data, PROFILE_FORM_FIELDS.fullName),
    dateOfBirth: text(data, PROFILE_FORM_FIELDS.dateOfBirth),
    gender: text(data, PROFILE_FORM_FIELDS.gender),
    email: text(data, PROFILE_FORM_FIELDS.email),
  }
  const result = await saveProfileFor(token, input)
  if (result.ok) return seeOther(onward)
  const flash: ProfileFlash = {
    values: input,
    errors: { ...result.errors, ...(result.message ? { form: result.message } : {}) },
  }
  setCookie(PROFILE_FLASH_COOKIE, JSON.stringify(flash), {
    ...SIGN_IN_FORM_COOKIE,
    secure: isHttps(getRequest()),
    maxAge: FLASH_SECONDS,
  })
  return seeOther(from)
}
