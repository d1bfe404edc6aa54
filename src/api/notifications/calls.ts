import { Notification, NotificationList } from '../../../contract/notifications/schemas'
import { apiRequest } from '../client'

export function listNotifications(token: string) {
  return apiRequest(NotificationList, '/notifications', { token })
}

export function markNotificationRead(token: string, id: string) {
  return apiRequest(Notification, `/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    token,
  })
}
