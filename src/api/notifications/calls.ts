import { apiRequest } from '../client'
import { Notification, NotificationList } from './schemas'

export function listNotifications(token: string) {
  return apiRequest(NotificationList, '/notifications', { token })
}

export function markNotificationRead(token: string, id: string) {
  return apiRequest(Notification, `/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    token,
  })
}
