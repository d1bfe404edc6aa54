import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { failedPageStatus, setPageStatus } from '../../server/http/response-status'
import { ButtonLink } from '../ui/button-link'
import { buttonClass } from '../ui/button-style'

/** The 500 page: shown for a loader or render failure (503, 504 when the API failed), and at `/500`. */
export function ServerErrorPage({
  onRetry,
  status = 500,
}: {
  onRetry?: () => void
  status?: number
}) {
  return (
    <div className="container error-page">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1>Maaf, ada yang tidak beres</h1>
      <p className="muted prose">
        Halaman ini gagal dimuat karena gangguan di sistem kami. Coba muat ulang sebentar lagi. Data
        dan keranjangmu tetap aman.
      </p>
      <div className="error-page__actions">
        {onRetry ? (
          <button type="button" className={buttonClass({})} onClick={onRetry}>
            Coba Lagi
          </button>
        ) : null}
        <ButtonLink to="/" variant="ghost">
          Ke Beranda
        </ButtonLink>
      </div>
    </div>
  )
}

/** The generic error page for any route that fails (spec §2 `/_error`). */
export function DefaultErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  const status = failedPageStatus(error)
  // Rendered on the server before the answer leaves, so the page's status can still say it.
  setPageStatus(status)
  useEffect(() => {
    console.warn('[page error]', error)
  }, [error])
  return (
    <>
      <title>Terjadi kesalahan | Diri</title>
      <ServerErrorPage status={status} onRetry={() => void router.invalidate()} />
    </>
  )
}
