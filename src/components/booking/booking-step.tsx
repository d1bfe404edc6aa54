import type { ReactNode } from 'react'
import { buttonClass } from '../ui/button-style'

export type StepStatus = 'loading' | 'ready' | 'failed'

/**
 * One booking step: its heading (`judul-langkah`, focused by the page when the step changes), a
 * skeleton shaped like a list while its data loads, a bounded retry when loading failed, and the
 * step's buttons: 'Kembali' on the left, the step's own on the right.
 */
export function BookingStep({
  title,
  status = 'ready',
  retriesLeft = 0,
  failedMessage,
  onRetry,
  onBack,
  before,
  message,
  children,
  actions,
  stickyActions = false,
}: {
  title: string
  status?: StepStatus
  retriesLeft?: number
  failedMessage?: string
  onRetry?: () => void
  onBack?: () => void
  /** Shown above the step's content whatever its status (a refusal, the booking being moved). */
  before?: ReactNode
  /** What the last choice met ('Pilihanmu belum tersimpan…', the API's refusal), as an alert. */
  message?: string | null
  children?: ReactNode
  /** The step's main button(s); shown only when its data is ready. */
  actions?: ReactNode
  /** On phones the actions stay at the bottom of the screen (DESIGN.md: the flow's main step). */
  stickyActions?: boolean
}) {
  const hasActions = onBack !== undefined || (status === 'ready' && actions)
  return (
    <section
      className="booking-step card"
      aria-labelledby="judul-langkah"
      aria-busy={status === 'loading'}
    >
      <h2 id="judul-langkah" className="booking-step__title" tabIndex={-1}>
        {title}
      </h2>
      {before}
      {message && status !== 'failed' ? (
        <div className="alert alert--error" role="alert">
          {message}
        </div>
      ) : null}
      {status === 'loading' ? (
        <div className="booking-step__skeleton" role="status">
          <span className="visually-hidden">Memuat…</span>
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line" />
        </div>
      ) : status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p>{failedMessage ?? 'Data langkah ini gagal dimuat.'}</p>
          {message ? <p>{message}</p> : null}
          {retriesLeft > 0 && onRetry ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              onClick={onRetry}
            >
              Coba Lagi
            </button>
          ) : (
            <p>
              Layanan sedang bermasalah. Coba lagi beberapa saat lagi; pilihanmu tetap tersimpan.
            </p>
          )}
        </div>
      ) : (
        children
      )}
      {hasActions ? (
        <div
          className={`booking-step__actions${stickyActions ? ' booking-step__actions--sticky' : ''}`}
        >
          {onBack ? (
            <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onBack}>
              Kembali
            </button>
          ) : null}
          {status === 'ready' ? actions : null}
        </div>
      ) : null}
    </section>
  )
}
