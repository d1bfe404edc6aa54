import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { failedPageStatus, setPageStatus } from '../../server/http/response-status'
import { buttonClass } from '../ui/button-style'

/** While a content page loads: grey shapes where the heading, text and cards will be. */
export function ContentSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Memuat halaman…
      </p>
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
      <ul className="content-grid" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <li key={key} className="skeleton skeleton--card" />
        ))}
      </ul>
    </div>
  )
}

/** A content page whose data could not load: says so, and offers to try again. */
export function ContentError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // Rendered on the server before the answer leaves, so the page's status can still say it.
  setPageStatus(failedPageStatus(error))
  useEffect(() => {
    console.warn('[content error]', error)
  }, [error])
  return (
    <div className="container page">
      <div className="card empty-state" role="alert">
        <h1>Halaman ini belum bisa dimuat</h1>
        <p className="muted prose">
          Koneksi ke server kami sedang terganggu. Periksa internetmu, lalu coba lagi.
        </p>
        <button
          type="button"
          className={buttonClass({})}
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Coba Lagi
        </button>
      </div>
    </div>
  )
}

/** Nothing to show yet: what is missing, and what to do instead. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="card empty-state">
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </div>
  )
}
