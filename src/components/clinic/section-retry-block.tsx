import { useLocation } from '@tanstack/react-router'
import { buttonClass } from '../ui/button-style'

/**
 * In place of a section whose list could not load (the clinic's lists yield null on failure,
 * spec §8): says what is missing, and tries that list again. The rest of the page stays. Before
 * the app has started (ADR 007) it is a link to the same page, which the server renders afresh.
 */
export default function SectionRetryBlock({
  what,
  onRetry,
  pending = false,
}: {
  /** What could not load, as a sentence subject: 'Daftar cabang'. */
  what: string
  onRetry: () => void
  pending?: boolean
}) {
  const href = useLocation({ select: (location) => location.href })
  return (
    <div className="card empty-state section-retry" role="status">
      <p>
        <strong>{what} belum bisa dimuat.</strong>
      </p>
      <p className="muted">
        Koneksi ke server kami sedang terganggu. Periksa internetmu, lalu coba lagi.
      </p>
      <a
        href={href}
        className={buttonClass({ variant: 'secondary', size: 'small' })}
        onClick={(event) => {
          event.preventDefault()
          if (!pending) onRetry()
        }}
        aria-disabled={pending || undefined}
      >
        {pending ? 'Memuat ulang…' : 'Coba Lagi'}
      </a>
    </div>
  )
}
