import { queryOptions } from '@tanstack/react-query'
import { listMyAddresses } from '../addresses/addresses.functions'
import { getMyConsults } from '../consults/consults.functions'
import { getMyNotifications } from '../notifications/notifications.functions'

/** Member data, fetched through server functions that add the session's token. */
export const addressQueries = {
  list: () => queryOptions({ queryKey: ['member', 'addresses'], queryFn: () => listMyAddresses() }),
}

export const consultQueries = {
  list: () => queryOptions({ queryKey: ['member', 'consults'], queryFn: () => getMyConsults() }),
}

export const notificationQueries = {
  list: () =>
    queryOptions({
      queryKey: ['member', 'notifications'],
      queryFn: () => getMyNotifications(),
      staleTime: 30_000,
      // A load the server refused drops the session (spec §8): no retries that would only delay
      // that. One lost on the way does not (NotificationBell).
      retry: false,
    }),
}
