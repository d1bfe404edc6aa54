import type { OfflineClinic } from '../../../contract/clinic/schemas'
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { OpenBadge } from '../clinic/open-badge'
import { BookingStep, type StepStatus } from './booking-step'

/**
 * Step 1: the branch. Active branches (only those offering the treatment when one came with the
 * link), each a card with its city, whether it is open now, and a button that chooses it.
 */
export function BranchStep({
  clinics,
  chosenId,
  narrowed,
  now,
  status,
  retriesLeft,
  onRetry,
  onBack,
  saving = false,
  message,
  onChoose,
}: {
  clinics: readonly OfflineClinic[]
  chosenId: string | null
  /** Only the branches offering the treatment the member came from are listed. */
  narrowed: boolean
  now: Date
  status: StepStatus
  retriesLeft?: number
  onRetry?: () => void
  onBack?: () => void
  /** The branch pressed is on its way to the server. */
  saving?: boolean
  message?: string | null
  onChoose: (clinicId: string) => void
}) {
  const active = clinics.filter((clinic) => clinic.isActive)
  return (
    <BookingStep
      title="Pilih cabang"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Daftar cabang gagal dimuat."
      onRetry={onRetry}
      onBack={onBack}
      message={message}
    >
      {narrowed ? <p className="muted">Cabang yang melayani perawatan pilihanmu.</p> : null}
      {active.length === 0 ? (
        <p className="alert alert--info">
          Belum ada cabang yang bisa dibooking untuk pilihan ini.{' '}
          <a href="/klinik/cabang">Lihat semua cabang</a>
        </p>
      ) : (
        <ul className="booking-branches">
          {active.map((clinic) => (
            <li
              key={clinic.id}
              className="booking-branch"
              data-chosen={clinic.id === chosenId ? 'true' : undefined}
            >
              <div className="booking-branch__head">
                <h3 className="booking-branch__name">{clinic.name}</h3>
                <span className="badge">{clinic.address.city}</span>
              </div>
              <p className="small muted booking-branch__address">
                {clinic.address.street}, {clinic.address.district}
              </p>
              <p className="booking-branch__meta small">
                <OpenBadge hours={clinic.openingHours} timeZone={clinic.timeZone} now={now} short />
                <span className="muted">Waktu {TIME_ZONE_LABELS[clinic.timeZone]}</span>
              </p>
              <button
                type="button"
                className="button button--secondary button--small booking-branch__choose"
                aria-label={`Pilih cabang ${clinic.name}`}
                aria-pressed={clinic.id === chosenId}
                aria-disabled={saving || undefined}
                onClick={() => {
                  if (!saving) onChoose(clinic.id)
                }}
              >
                Pilih cabang
              </button>
            </li>
          ))}
        </ul>
      )}
    </BookingStep>
  )
}
