import { AccessGrant, CurrentUser, OtpRequested } from '../../../contract/auth/schemas'
import { apiRequest, apiRequestNoContent } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

export function requestOtp(phone: string) {
  return apiRequest(OtpRequested, '/auth/otp/request', { method: 'POST', body: { phone } })
}

export function verifyOtp(phone: string, code: string, challengeId: string) {
  return apiRequest(AccessGrant, '/auth/otp/verify', {
    method: 'POST',
    body: { phone, code, challengeId },
  })
}

export function getCurrentUser(token: string) {
  return apiRequest(CurrentUser, '/auth/me', { token, headers: faultSwitchHeaders() })
}

export function logout(token: string) {
  return apiRequestNoContent('/auth/logout', { method: 'POST', token })
}
