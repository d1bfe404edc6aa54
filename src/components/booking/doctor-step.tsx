import { useState } from 'react'
import { ANY_DOCTOR } from '../../../contract/booking/schemas'
import type { ClinicTimeZone, TeamMember } from '../../../contract/clinic/schemas'
import { TIME_ZONE_LABELS } from '../../lib/clinic/clinic-days'
import { shiftText } from '../clinic/doctor-list'
import { buttonClass } from '../ui/button-style'
import { Image } from '../ui/image'
import { BookingStep, type StepStatus } from './booking-step'

/**
 * Step 2: the doctor. 'Dokter mana saja' first (the first doctor free at the time chosen), then
 * the branch's doctors with their photo, title and the days they work there, as radio cards:
 * arrow keys move the choice here on the page, and only 'Lanjut' sends it (a radio group that
 * went on at every arrow press would leave a keyboard user no way past the first card). Native
 * radios in the look of `ChoiceGroup`'s cards: the same keys and announcements ('2 dari 4'),
 * without react-aria's radio group in the page's first load (npm run size: ~10 KiB).
 */
export function DoctorStep({
  clinicName,
  clinicId,
  timeZone,
  doctors,
  chosenId,
  status,
  retriesLeft,
  onRetry,
  onBack,
  saving = false,
  message,
  onChoose,
}: {
  clinicName: string | null
  clinicId: string | null
  timeZone: ClinicTimeZone | null
  doctors: readonly TeamMember[]
  /** 'any', a doctor's id, or null before a choice. */
  chosenId: string | null
  status: StepStatus
  retriesLeft?: number
  onRetry?: () => void
  onBack?: () => void
  /** The choice is on its way to the server. */
  saving?: boolean
  /** Why the choice was not saved. */
  message?: string | null
  /** Sends the choice, which goes on to the treatments. */
  onChoose: (doctorId: string) => void
}) {
  const [picked, setPicked] = useState<string | null>(null)
  const value = picked ?? chosenId
  const zone = timeZone ? ` ${TIME_ZONE_LABELS[timeZone]}` : ''
  const choices = [
    {
      id: ANY_DOCTOR,
      title: 'Dokter mana saja',
      detail: 'Kami pilihkan dokter yang kosong di jam pilihanmu.',
    },
    ...doctors.map((doctor) => {
      const when = clinicId ? shiftText(doctor, clinicId) : ''
      return {
        id: doctor.id,
        title: doctor.name,
        detail: (
          <>
            {doctor.title}
            <br />
            {when ? `Praktik: ${when}${zone}` : 'Jadwal praktik belum tersedia'}
          </>
        ),
        aside: (
          <Image
            image={doctor.photo}
            className="booking-doctor__photo"
            sizes="56px"
            maxDisplayWidth={56}
          />
        ),
      }
    }),
  ]
  return (
    <BookingStep
      title="Pilih dokter"
      status={status}
      retriesLeft={retriesLeft}
      failedMessage="Data cabang gagal dimuat."
      onRetry={onRetry}
      onBack={onBack}
      stickyActions
      message={message}
      actions={
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() => value && onChoose(value)}
          disabled={value === null || saving}
          aria-busy={saving || undefined}
        >
          {saving ? 'Menyimpan…' : 'Lanjut'}
        </button>
      }
    >
      <fieldset className="choice-group booking-doctors">
        <legend className="choice-group__label">
          {clinicName ? `Dokter di ${clinicName}` : 'Dokter'}
        </legend>
        <div className="choice-group__list">
          {choices.map((choice) => (
            <label
              key={choice.id}
              className="choice"
              data-selected={choice.id === value || undefined}
            >
              <input
                type="radio"
                name="dokter"
                className="visually-hidden"
                value={choice.id}
                checked={choice.id === value}
                onChange={() => setPicked(choice.id)}
              />
              <span className="choice__mark" aria-hidden="true" />
              <span className="choice__body">
                <span className="choice__title">{choice.title}</span>
                <span className="choice__detail">{choice.detail}</span>
              </span>
              {'aside' in choice ? <span className="choice__aside">{choice.aside}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
    </BookingStep>
  )
}
