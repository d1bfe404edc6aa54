import {
  AccountSettings,
  type AccountSettingsBody,
  FeedList,
} from '../../../contract/members/schemas'
import { apiRequest } from '../client'

export async function listFeeds(token: string) {
  return (await apiRequest(FeedList, '/feeds', { token })).data
}

export function updateAccountSettings(token: string, body: AccountSettingsBody) {
  return apiRequest(AccountSettings, '/accounts/settings', { method: 'PATCH', token, body })
}
