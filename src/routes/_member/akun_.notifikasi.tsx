import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { NotificationPreferencesForm } from '../../components/notifications/notification-preferences-form'
import { PREFERENCES_SAVED_PARAM } from '../../lib/notifications/preferences-param'
import { pageHead } from '../../lib/seo'
import { notificationPreferenceQueries } from '../../server/notifications/channel-queries'

/** `?tersimpan=1`: the plain form saved the choices; anything else is dropped. */
function validatePreferencesSearch(search: Record<string, unknown>): {
  [PREFERENCES_SAVED_PARAM]?: '1'
} {
  return search[PREFERENCES_SAVED_PARAM] === '1' ? { [PREFERENCES_SAVED_PARAM]: '1' } : {}
}

export const Route = createFileRoute('/_member/akun_/notifikasi')({
  validateSearch: validatePreferencesSearch,
  // Read on the server: the form is in the page's HTML and works before the app has loaded.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(notificationPreferenceQueries.mine()),
  head: () =>
    pageHead({
      title: 'Pengaturan Notifikasi',
      description: 'Pilih kabar apa yang kami kirim lewat email, push, dan WhatsApp.',
    }),
  component: NotificationSettingsPage,
})

function NotificationSettingsPage() {
  const { data: preferences } = useSuspenseQuery(notificationPreferenceQueries.mine())
  const saved = Route.useSearch()[PREFERENCES_SAVED_PARAM] === '1'
  return (
    <div className="container page notification-settings">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Notifikasi</span>
      </nav>
      <h1>Pengaturan Notifikasi</h1>
      {saved ? (
        <p className="alert alert--info" role="status">
          Pilihan notifikasimu tersimpan.
        </p>
      ) : null}
      <NotificationPreferencesForm preferences={preferences} />
    </div>
  )
}
