/**
 * Signing in before the app's JavaScript has loaded (ADR 007): the sign-in page's two steps are
 * plain forms posted to these addresses, which the app takes over once it runs. What the forms,
 * the server routes and `page-forms.ts` share; importable from the browser.
 */

/** Step 1, and 'Kirim ulang kode' on step 2: send a code to `nomor`. */
export const SIGN_IN_CODE_FORM_PATH = '/masuk/kirim-kode'
/** Step 2: check `kode` against this browser's challenge. */
export const SIGN_IN_VERIFY_FORM_PATH = '/masuk/verifikasi'
/** 'Ganti nomor' on step 2: back to step 1. */
export const SIGN_IN_CHANGE_FORM_PATH = '/masuk/ganti-nomor'

/** A number, a code and the page to go to after sign-in (a path, at most 2,000 characters). */
export const SIGN_IN_FORM_MAX_BODY_BYTES = 4 * 1024

/**
 * The forms' fields. The number travels in a POST body, never in an address: a GET form would put
 * it in the history, the access logs and the Referer.
 */
export const SIGN_IN_FORM_FIELDS = {
  phone: 'phone',
  code: 'code',
  /** Where to go after sign-in: the page's own `?redirect=`. */
  redirect: 'redirect',
} as const

/** Sent by 'Kirim ulang kode': a refusal then shows on step 2, where the member pressed it. */
export const SIGN_IN_RESEND_FIELD = 'ulang'
