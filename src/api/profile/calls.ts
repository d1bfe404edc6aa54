import { Profile, type ProfileBody } from '../../../contract/profile/schemas'
import { apiRequest } from '../client'

export function saveProfile(token: string, body: ProfileBody) {
  return apiRequest(Profile, '/auth/me/profile', { method: 'PUT', token, body })
}

export function skipProfile(token: string) {
  return apiRequest(Profile, '/auth/me/profile/skip', { method: 'POST', token })
}
