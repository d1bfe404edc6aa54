/**
 * The session cookie of a member, signed in through the API of a test server (whose sign-in code
 * is always AUTH_DEV_OTP): for scripts that read member pages without a browser session of their
 * own (`npm run size`, `npm run bench:lighthouse -- --member`).
 */
import * as v from 'valibot'
import { AUTH_COOKIE } from '../../app.config'
import { AccessGrant, OtpRequested } from '../../contract/auth/schemas'
import { TEST_OTP } from './app-server'

export async function memberCookie(origin: string, phone: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'diri-platform': 'web' }
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`POST /api${path} answered ${response.status}`)
    return response.json()
  }
  const { challengeId } = v.parse(OtpRequested, await post('/auth/otp/request', { phone }))
  const grant = v.parse(
    AccessGrant,
    await post('/auth/otp/verify', { phone, code: TEST_OTP, challengeId }),
  )
  return `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: grant.accessToken }))}`
}
