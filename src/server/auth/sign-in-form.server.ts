/**
 * The sign-in page's forms posted before the app has started (ADR 007; the forms:
 * `src/components/auth/`, the routes: `src/routes/masuk_.*.ts`). They end where the
 * app's own steps end, through the same calls (`sign-in.server.ts`):
 *
 * - a number gets its code and the page opens on step 2, or comes back to step 1 with the number
 *   as typed and the refusal under it;
 * - a right code signs in and goes on to the page's `?redirect=` (or the landing page), through
 *   the first-sign-in profile step for a new member (issue 29 §1); a wrong
 *   one comes back to step 2 with the API's words;
 * - 'Ganti nomor' forgets the number and goes back to step 1.
 *
 * Every answer is a 303 to `/masuk` (or the page after sign-in): the number travels in the POST
 * body and HttpOnly cookies only, never in an address, and a reload never posts a form again.
 */
import { normalizeIndonesianMobile } from '../../../contract/auth/phone'
import { CODE_MESSAGE, PHONE_MESSAGE } from '../../../contract/auth/schemas'
import { safeRedirectPath } from '../../lib/auth/safe-redirect'
import { firstProfileHref } from '../../lib/profile/first-profile-href'
import {
  FOREIGN_REFUSED,
  fromThisSite,
  plainText,
  postedForm,
  seeOther,
} from '../http/page-form.server'
import { readSessionToken } from './session.server'
import { checkSignInCode, NO_CHALLENGE_MESSAGE, sendSignInCode } from './sign-in.server'
import { SIGN_IN_FORM_FIELDS, SIGN_IN_RESEND_FIELD } from './sign-in-form'
import { TYPED_MAX } from './sign-in-form-state'
import { clearSignInFormState, readSignInStep, writeSignInFlash } from './sign-in-form-state.server'

const FORM_REFUSED = 'Data masuk tidak dikenali. Buka lagi halaman Masuk, lalu isi nomor HP kamu.'

interface SignInForm {
  data: FormData
  /** The page after sign-in, on this site; undefined for the landing page. */
  redirect: string | undefined
}

async function readForm(request: Request): Promise<SignInForm | Response> {
  if (!fromThisSite(request)) return plainText(403, FOREIGN_REFUSED)
  const data = await postedForm(request)
  if (!data) return plainText(400, FORM_REFUSED)
  const raw = data.get(SIGN_IN_FORM_FIELDS.redirect)
  const redirect =
    typeof raw === 'string' && raw !== '' && raw.length <= 2000 ? safeRedirectPath(raw) : undefined
  return { data, redirect }
}

function text(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The sign-in page, keeping where the member goes afterwards. */
function signInPage(redirect: string | undefined): string {
  return redirect ? `/masuk?${new URLSearchParams({ redirect })}` : '/masuk'
}

/** `POST /masuk/kirim-kode`: step 1, and 'Kirim ulang kode' on step 2. */
export async function requestCodeFromForm(request: Request): Promise<Response> {
  const form = await readForm(request)
  if (form instanceof Response) return form
  const back = signInPage(form.redirect)
  // Already signed in (another tab): nothing to send, on to where the member was going.
  if (readSessionToken()) return seeOther(form.redirect ?? '/')

  const typed = text(form.data, SIGN_IN_FORM_FIELDS.phone).slice(0, TYPED_MAX)
  const phone = normalizeIndonesianMobile(typed)
  if (!phone) {
    writeSignInFlash({ step: 'phone', typed, message: PHONE_MESSAGE })
    return seeOther(back)
  }
  const sent = await sendSignInCode(phone)
  if (!sent.ok) {
    const resend = form.data.get(SIGN_IN_RESEND_FIELD) === '1' && readSignInStep() !== null
    writeSignInFlash(
      resend
        ? { step: 'code', message: sent.message }
        : { step: 'phone', typed, message: sent.message },
    )
  }
  return seeOther(back)
}

/** `POST /masuk/verifikasi`: step 2. The number is the one this browser's step cookie holds. */
export async function verifyCodeFromForm(request: Request): Promise<Response> {
  const form = await readForm(request)
  if (form instanceof Response) return form
  const back = signInPage(form.redirect)
  if (readSessionToken()) return seeOther(form.redirect ?? '/')

  const step = readSignInStep()
  if (!step) {
    // No code went out from this browser, or its five minutes passed: step 1 says so.
    writeSignInFlash({ step: 'phone', typed: '', message: NO_CHALLENGE_MESSAGE })
    return seeOther(back)
  }
  const code = text(form.data, SIGN_IN_FORM_FIELDS.code).trim()
  if (!/^\d{6}$/.test(code)) {
    writeSignInFlash({ step: 'code', message: CODE_MESSAGE })
    return seeOther(back)
  }
  const result = await checkSignInCode(step.phone, code)
  if (!result.ok) {
    writeSignInFlash({ step: 'code', message: result.message })
    return seeOther(back)
  }
  // A new member goes through the first-sign-in profile step (the app's own sign-in also asks
  // a returning member never asked: it reads the session, which this answer does not wait for).
  const onward = form.redirect ?? '/'
  return seeOther(result.isNewMember ? firstProfileHref(onward) : onward)
}

/** `POST /masuk/ganti-nomor`: back to step 1, the number forgotten. */
export async function changeNumberFromForm(request: Request): Promise<Response> {
  const form = await readForm(request)
  if (form instanceof Response) return form
  clearSignInFormState()
  return seeOther(signInPage(form.redirect))
}
