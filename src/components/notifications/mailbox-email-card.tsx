/**
 * One email of the development mailbox: who it is to, its subject, its plain-text part, and its
 * HTML part shown as a mail client would, in a sandboxed frame (no script, no link followed from
 * inside it), so the page's own styles and the email's never mix.
 */
import type { MailboxEmail } from '../../../contract/notifications/preferences'

const timeFormat = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Jakarta',
})

export function MailboxEmailCard({ email }: { email: MailboxEmail }) {
  return (
    <article className="card dev-mailbox__email" aria-labelledby={`email-${email.id}`}>
      <h2 id={`email-${email.id}`} className="dev-mailbox__subject">
        {email.subject}
      </h2>
      <dl className="dev-mailbox__meta">
        <dt>Untuk</dt>
        <dd>{email.to}</dd>
        <dt>Dari</dt>
        <dd>{email.from}</dd>
        <dt>Waktu</dt>
        <dd>
          <time dateTime={email.createdAt}>{timeFormat.format(new Date(email.createdAt))}</time>
        </dd>
      </dl>
      <details>
        <summary>Teks biasa</summary>
        <pre className="dev-mailbox__text">{email.text}</pre>
      </details>
      <iframe
        className="dev-mailbox__html"
        title={`Tampilan HTML: ${email.subject}`}
        srcDoc={email.html}
        sandbox=""
        loading="lazy"
      />
    </article>
  )
}
