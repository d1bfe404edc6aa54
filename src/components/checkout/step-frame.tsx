import type { ReactNode } from 'react'
import { Button } from '../ui/button'

export type StepStatus = 'loading' | 'ready' | 'failed'

/**
 * One checkout step: its heading, a skeleton while its data loads, a retry when loading failed
 * (bounded: with no tries left it says to come back later), and the step's buttons.
 */
export function StepFrame({
  title,
  status,
  retriesLeft,
  failedMessage,
  onRetry,
  onBack,
  children,
  actions,
}: {
  title: string
  status: StepStatus
  retriesLeft?: number
  failedMessage?: string
  onRetry?: () => void
  onBack?: () => void
  children?: ReactNode
  /** The step's main button(s); shown only when its data is ready. */
  actions?: ReactNode
}) {
  return (
    <section
      className="checkout-step card"
      aria-labelledby="judul-langkah"
      aria-busy={status === 'loading'}
    >
      <h2 id="judul-langkah" className="checkout-step__title" tabIndex={-1}>
        {title}
      </h2>
      {status === 'loading' ? (
        <div className="checkout-step__skeleton" role="status">
          <span className="visually-hidden">Memuat…</span>
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line" />
        </div>
      ) : status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p>{failedMessage ?? 'Data langkah ini gagal dimuat.'}</p>
          {retriesLeft && retriesLeft > 0 && onRetry ? (
            <Button variant="secondary" size="small" onPress={onRetry}>
              Coba Lagi
            </Button>
          ) : (
            <p>
              Layanan sedang bermasalah. Coba lagi beberapa saat lagi; pilihanmu tetap tersimpan.
            </p>
          )}
        </div>
      ) : (
        children
      )}
      <div className="checkout-step__actions">
        {onBack ? (
          <Button variant="ghost" onPress={onBack}>
            Kembali
          </Button>
        ) : null}
        {status === 'ready' ? actions : null}
      </div>
    </section>
  )
}
