import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { type NotificationList, UnreadBadge } from '../../../contract/notifications/schemas'
import { notificationQueries } from '../../server/members/server-queries'
import { BADGE_STREAM_PATH } from '../../server/notifications/notification-forms'

/**
 * Keeps the notifications' unread count live over Server-Sent Events (no polling): the API sends
 * the count when the stream opens and again whenever a notification is written or read, on any
 * instance. A new count puts itself in the list's query at once (the badge) and has the list
 * loaded again (the `/notifikasi` page, newest first). EventSource reconnects by itself after a
 * drop; a refusal (no session) closes it, and the list's own load then says what happened.
 */
export function useLiveUnreadCount(enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const { queryKey } = notificationQueries.list()
    const stream = new EventSource(BADGE_STREAM_PATH)
    const onUnread = (event: MessageEvent<string>) => {
      let unreadCount: number
      try {
        const badge = v.safeParse(UnreadBadge, JSON.parse(event.data))
        // Not the contract's count: the list's next load still tells the truth.
        if (!badge.success) return
        unreadCount = badge.output.unreadCount
      } catch {
        // Not JSON: as above.
        return
      }
      const list = queryClient.getQueryData<NotificationList>(queryKey)
      if (list?.meta.unreadCount === unreadCount) return
      if (list) {
        queryClient.setQueryData<NotificationList>(queryKey, {
          ...list,
          meta: { ...list.meta, unreadCount },
        })
      }
      void queryClient.invalidateQueries({ queryKey })
    }
    stream.addEventListener('unread', onUnread)
    return () => {
      stream.removeEventListener('unread', onUnread)
      stream.close()
    }
  }, [enabled, queryClient])
}
