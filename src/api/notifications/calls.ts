import {
  Notification,
  NotificationList,
  NotificationsMarkedRead,
} from '../../../contract/notifications/schemas'
import { apiRequest } from '../client'
import { faultSwitchHeaders } from '../fault-switch'

export function listNotifications(token: string) {
  return apiRequest(NotificationList, '/notifications', { token, headers: faultSwitchHeaders() })
}

export function markNotificationRead(token: string, id: string) {
  return apiRequest(Notification, `/notifications/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    token,
  })
}

export function markAllNotificationsRead(token: string) {
  return apiRequest(NotificationsMarkedRead, '/notifications/read-all', { method: 'POST', token })
}
