import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isNetworkFailure } from '../../lib/network-failure'
import { notificationQueries } from '../../server/members/server-queries'
import { useFlows } from '../flows/flows-provider'
import { HeaderIconLink } from '../site/header-icon-link'
import { useLiveUnreadCount } from './use-live-unread-count'

/**
 * The bell in the header, with the unread count. Notifications load only with a session; a load
 * the server refused means the session is no good and it is dropped (spec §4, §8). One that never
 * reached the server (the line dropped) proves nothing: it loads again when the line is back.
 * Once loaded, the count stays live over the badge's event stream (use-live-unread-count.ts).
 */
export default function NotificationBell() {
  const { data, error } = useQuery(notificationQueries.list())
  const { dropSession } = useFlows()
  // Only after a load the server answered: a member whose session it refused has no stream.
  useLiveUnreadCount(data !== undefined)
  useEffect(() => {
    if (error && !isNetworkFailure(error)) void dropSession()
  }, [error, dropSession])

  const unread = data?.meta.unreadCount ?? 0
  const label = unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'
  return (
    <HeaderIconLink to="/notifikasi" label={label} count={unread} max={9}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </HeaderIconLink>
  )
}
