import { useEffect, useState } from 'react'
import type { TreatmentSummary } from '../../../contract/clinic/schemas'
import { formatRupiah } from '../../../contract/indonesian-format'
import { formatDuration } from '../../lib/booking/booking-format'
import { MAX_TREATMENTS } from '../../machines/booking/booking.model'
import { buttonClass } from '../ui/button-style'
import { useRovingCheckboxes } from '../ui/use-roving-checkboxes'
import { BookingStep, type StepStatus } from './booking-step'

/**
 * Step 3: the treatments, as checkboxes with their price from and length, the running total
 * under them ('Total mulai Rp450.000 · 90 menit'), 'Lanjut' once one is chosen, five at most.
 */
export function TreatmentsStep({
  treatments,
  chosenIds,
  status,
  retriesLeft,
  onRetry,
  onBack,
  saving = false,
  message,
  onToggle,
  onContinue,
}: {
  treatments: readonly TreatmentSummary[]
  chosenIds: readonly string[]
  status: StepStatus
  retriesLeft?: number
  onRetry?: () => void
  onBack?: () => void
  /** A tick is on its way to the server (the machine takes one at a time). */
  saving?: boolean
  /** Why the last tick was not saved. */
  message?: string | null
  onToggle: (treatmentId: string) => void
  onContinue: () => void
}) {
  // The box ticked shows ticked while it is saved: what the member did, at once.
  const [pending, setPending] = useState<string | null>(null)
  useEffect(() => {
    if (!saving) setPending(null)
  }, [saving])
  const shownIds =
    pending === null
      ? chosenIds
      : chosenIds.includes(pending)
        ? chosenIds.filter((id) => id !== pending)
        : [...chosenIds, pending]
  const chosen = treatments.filter((treatment) => shownIds.includes(treatment.id))
  const total = chosen.reduce((sum, treatment) => sum + treatment.priceFrom, 0)
  const minutes = chosen.reduce((sum, treatment) => sum + treatment.durationMinutes, 0)
  const full = shownIds.length >= MAX_TREATMENTS
  // One Tab stop for the whole list, arrows inside it: 'Lanjut' took 15 Tabs past a dozen boxes.
  const roving = useRovingCheckboxes<HTMLUListElement>(status === 'ready' && treatments.length > 0)
  return (
    <BookingStep
      title="Pilih perawatan"
      status={status}
      retriesLeft={retriesLeft}
      onRetry={onRetry}
      onBack={onBack}
      stickyActions
      message={message}
      actions={
        <>
          <p className="booking-total" aria-live="polite">
            {chosen.length === 0 ? (
              <span className="muted">Belum ada perawatan dipilih</span>
            ) : (
              <>
                <strong>Total mulai {formatRupiah(total)}</strong>
                <span className="muted"> · {formatDuration(minutes)}</span>
              </>
            )}
          </p>
          <button
            type="button"
            className={buttonClass({ variant: 'primary' })}
            onClick={onContinue}
            disabled={chosen.length === 0 || saving}
          >
            Lanjut
          </button>
        </>
      }
    >
      <fieldset className="booking-treatments" aria-busy={saving || undefined}>
        <legend className="choice-group__label">
          Perawatan di cabang ini{' '}
          <span className="muted small">(paling banyak {MAX_TREATMENTS})</span>
        </legend>
        {treatments.length === 0 ? (
          <p className="muted">Cabang ini belum punya perawatan yang bisa dibooking.</p>
        ) : (
          <ul className="booking-treatments__list" ref={roving}>
            {treatments.map((treatment) => {
              const checked = shownIds.includes(treatment.id)
              return (
                <li key={treatment.id}>
                  <label className="booking-treatment" data-checked={checked || undefined}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => {
                        // One tick at a time: the machine ignores another while one is saved.
                        if (saving) return
                        setPending(treatment.id)
                        onToggle(treatment.id)
                      }}
                    />
                    <span className="booking-treatment__body">
                      <span className="booking-treatment__name">{treatment.name}</span>
                      <span className="small muted">
                        Mulai {formatRupiah(treatment.priceFrom)} ·{' '}
                        {formatDuration(treatment.durationMinutes)}
                      </span>
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        )}
        <p className="small muted" role="status">
          {full ? `Sudah ${MAX_TREATMENTS} perawatan: batas satu booking.` : ''}
        </p>
      </fieldset>
    </BookingStep>
  )
}
