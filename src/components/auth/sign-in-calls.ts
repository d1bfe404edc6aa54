import type { requestSignInCode, verifySignInCode } from '../../server/auth/auth.functions'

/** The two server calls the sign-in steps make; the page passes the real ones, tests fakes. */
export type SendCode = (phone: string) => ReturnType<typeof requestSignInCode>
export type VerifyCode = (phone: string, code: string) => ReturnType<typeof verifySignInCode>

/** Signed in, but the page could not load who the member is (the session lookup failed). */
export const SIGNED_IN_UNSHOWN =
  'Kamu sudah masuk, tapi datamu belum bisa dimuat. Muat ulang halaman sebentar lagi.'
export const OFFLINE_MESSAGE = 'Tidak bisa terhubung. Periksa koneksi internetmu, lalu coba lagi.'
