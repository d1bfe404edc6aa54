import { queryOptions } from '@tanstack/react-query'
import { getDevMailbox, getMyNotificationPreferences } from './channels.functions'

export const notificationPreferenceQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['member', 'notification-preferences'],
      queryFn: () => getMyNotificationPreferences(),
    }),
}

export const devMailboxQueries = {
  list: () => queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: () => getDevMailbox() }),
}
