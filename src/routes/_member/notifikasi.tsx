import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { LoadingList } from '../../components/ui/loading-list'
import { toast } from '../../components/ui/toast'
import { pageHead } from '../../lib/seo'
import { notificationQueries } from '../../server/members/server-queries'
import {
  openNotificationHref,
  READ_ALL_FORM_PATH,
} from '../../server/notifications/notification-forms'
import {
  markAllMyNotificationsRead,
  markMyNotificationRead,
} from '../../server/notifications/notifications.functions'

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
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
  const failed = () =>
    toast.show({
      title: 'Gagal menandai notifikasi',
      description: 'Coba lagi sebentar lagi.',
      tone: 'error',
    })
  const mutation = useMutation({
    mutationFn: (id: string) => markRead({ data: { id } }),
    onSuccess: refresh,
    onError: failed,
  })
  const markAll = useServerFn(markAllMyNotificationsRead)
  const markAllMutation = useMutation({
    mutationFn: () => markAll(),
    onSuccess: refresh,
    onError: failed,
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
          <div className="notification-list__top">
            <p className="muted" aria-live="polite">
              {data.meta.unreadCount > 0
                ? `${data.meta.unreadCount} belum dibaca`
                : 'Semua sudah dibaca'}
            </p>
            {data.meta.unreadCount > 0 ? (
              // A plain form as well: it works before the app's JavaScript has loaded (ADR 007).
              <form
                method="post"
                action={READ_ALL_FORM_PATH}
                onSubmit={(event) => {
                  event.preventDefault()
                  markAllMutation.mutate()
                }}
              >
                <button
                  type="submit"
                  className="button button--ghost button--small"
                  disabled={markAllMutation.isPending}
                >
                  Tandai semua sudah dibaca
                </button>
              </form>
            ) : null}
          </div>
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
                  {item.url?.startsWith('/') ? (
                    // Through an address that marks it read, then on to its page.
                    // Named with its title: a list of 'Lihat' links tells a screen reader nothing.
                    <a href={openNotificationHref(item.id)} aria-label={`Lihat: ${item.title}`}>
                      Lihat
                    </a>
                  ) : null}
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
