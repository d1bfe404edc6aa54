import {
  MailboxList,
  NotificationPreferences,
  type NotificationPreferencesInput,
  type PushSubscriptionInput,
} from '../../../contract/notifications/preferences'
import { apiRequest } from '../client'

export function getNotificationPreferences(token: string) {
  return apiRequest(NotificationPreferences, '/notifications/preferences', { token })
}

export function saveNotificationPreferences(token: string, input: NotificationPreferencesInput) {
  return apiRequest(NotificationPreferences, '/notifications/preferences', {
    method: 'PUT',
    token,
    body: input,
  })
}

export function subscribeToPush(token: string, subscription: PushSubscriptionInput) {
  return apiRequest(NotificationPreferences, '/notifications/push-subscriptions', {
    method: 'POST',
    token,
    body: subscription,
  })
}

/** The development mailbox; a 404 (ApiError) where SMTP or nothing stands in its place. */
export function listDevMailbox() {
  return apiRequest(MailboxList, '/dev/mailbox')
}
