import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { LoadingList } from '../../components/ui/loading-list'
import { toast } from '../../components/ui/toast'
import { pageHead } from '../../lib/seo'
import { notificationQueries } from '../../server/members/server-queries'
import { markMyNotificationRead } from '../../server/notifications/notifications.functions'

export const Route = createFileRoute('/_member/notifikasi')({
  head: () =>
    pageHead({ title: 'Notifikasi', description: 'Kabar terbaru tentang konsultasi dan akunmu.' }),
  component: NotificationsPage,
})

const timeFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

function NotificationsPage() {
  // Loaded in the browser only (spec §4: only with a session); the header bell shares the query.
  const { data, isPending, isError } = useQuery(notificationQueries.list())
  const queryClient = useQueryClient()
  const markRead = useServerFn(markMyNotificationRead)
  const mutation = useMutation({
    mutationFn: (id: string) => markRead({ data: { id } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: notificationQueries.list().queryKey }),
    onError: () =>
      toast.show({
        title: 'Gagal menandai notifikasi',
        description: 'Coba lagi sebentar lagi.',
        tone: 'error',
      }),
  })

  return (
    <div className="container page">
      <h1>Notifikasi</h1>
      {isPending ? (
        <LoadingList
          label="Memuat notifikasi"
          listClassName="notification-list"
          itemClassName="notification notification--skeleton"
          count={3}
        />
      ) : isError ? (
        <div className="alert alert--error" role="alert">
          Notifikasi gagal dimuat. Silakan masuk lagi untuk melihatnya.
        </div>
      ) : data.data.length === 0 ? (
        <div className="card empty-state">
          <p>
            <strong>Belum ada notifikasi.</strong>
          </p>
          <p className="muted">Kabar tentang konsultasi dan pesananmu akan muncul di sini.</p>
        </div>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {data.meta.unreadCount > 0
              ? `${data.meta.unreadCount} belum dibaca`
              : 'Semua sudah dibaca'}
          </p>
          <ul className="notification-list">
            {data.data.map((item) => (
              <li
                key={item.id}
                className={`card notification${item.read ? '' : ' notification--unread'}`}
              >
                <div className="notification__top">
                  <h2 className="notification__title">
                    {item.read ? null : <span className="visually-hidden">Belum dibaca: </span>}
                    {item.title}
                  </h2>
                  <time className="muted" dateTime={item.createdAt}>
                    {timeFormat.format(new Date(item.createdAt))}
                  </time>
                </div>
                <p>{item.body}</p>
                <div className="notification__actions">
                  {item.url?.startsWith('/') ? <a href={item.url}>Lihat</a> : null}
                  {item.read ? null : (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={mutation.isPending && mutation.variables === item.id}
                      onClick={() => mutation.mutate(item.id)}
                    >
                      Tandai sudah dibaca
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
