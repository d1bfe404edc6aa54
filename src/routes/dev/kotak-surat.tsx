import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { MailboxEmailCard } from '../../components/notifications/mailbox-email-card'
import { pageTitle } from '../../lib/seo'
import { devMailboxQueries } from '../../server/notifications/channel-queries'

/**
 * `/dev/kotak-surat`: the development mailbox (issue 29 §4). Without SMTP_URL on a machine that
 * does not look deployed, the emails Diri would send are kept instead, and listed here so people
 * can see them. Anywhere else (SMTP configured, or a real deployment) the page does not exist.
 */
export const Route = createFileRoute('/dev/kotak-surat')({
  loader: async ({ context }) => {
    const mailbox = await context.queryClient.ensureQueryData(devMailboxQueries.list())
    if (!mailbox) throw notFound()
  },
  head: () => ({
    meta: [
      { title: pageTitle('Kotak Surat Pengembangan') },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: DevMailboxPage,
})

function DevMailboxPage() {
  const { data: mailbox } = useSuspenseQuery(devMailboxQueries.list())
  const emails = mailbox?.data ?? []
  return (
    <div className="container page dev-mailbox">
      <h1>Kotak Surat Pengembangan</h1>
      <p className="alert alert--info">
        SMTP_URL belum diatur, jadi email notifikasi tidak dikirim ke siapa pun. Di sini kamu bisa
        melihat apa yang akan dikirim: 50 email terakhir, yang terbaru di atas.
      </p>
      {emails.length === 0 ? (
        <div className="card empty-state">
          <p>
            <strong>Belum ada email.</strong>
          </p>
          <p className="muted">Email muncul di sini saat ada notifikasi untuk member.</p>
        </div>
      ) : (
        <ul className="dev-mailbox__list">
          {emails.map((email) => (
            <li key={email.id}>
              <MailboxEmailCard email={email} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
