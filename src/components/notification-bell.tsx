import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notificationQueries } from '../server/member.queries'
import { useFlows } from './flows/flows-provider'

/**
 * The bell in the header, with the unread count. Notifications load only with a session; a
 * failed load means the session is no good and it is dropped (spec §4, §8).
 */
export default function NotificationBell() {
  const { data, isError } = useQuery(notificationQueries.list())
  const { sessionChanged } = useFlows()
  useEffect(() => {
    if (isError) void sessionChanged('SESSION_DROPPED')
  }, [isError, sessionChanged])

  const unread = data?.meta.unreadCount ?? 0
  const label = unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'
  return (
    <Link to="/notifikasi" className="bell" aria-label={label}>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span className="bell__count" aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Link>
  )
}
