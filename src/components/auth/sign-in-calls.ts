import type { requestSignInCode, verifySignInCode } from '../../server/auth/auth.functions'

/** The two server calls the sign-in steps make; the page passes the real ones, tests fakes. */
export type SendCode = (phone: string) => ReturnType<typeof requestSignInCode>
export type VerifyCode = (phone: string, code: string) => ReturnType<typeof verifySignInCode>

export const OFFLINE_MESSAGE = 'Tidak bisa terhubung. Periksa koneksi internetmu, lalu coba lagi.'
