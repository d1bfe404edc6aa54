/**
 * The questionnaire's last step: the consultation agreement and the processing of health data,
 * each ticked by the member with the version of the text they were shown, before 'Kirim ke
 * Dokter'. Native checkboxes, so the step's form works before the app has loaded (ADR 007).
 */
import { Link } from '@tanstack/react-router'
import type { ConsentKind } from '../../../contract/consults/schemas'
import { CONSULT_ANSWER_FIELDS } from '../../server/consults/consultation-forms'

export function ConsentFields({
  versions,
  consents,
  error,
  onChange,
}: {
  versions: Record<ConsentKind, string>
  consents: Record<ConsentKind, boolean>
  error: string | null
  onChange: (kind: ConsentKind, agreed: boolean) => void
}) {
  const described = error ? 'galat-persetujuan' : undefined
  const box = (kind: ConsentKind, children: React.ReactNode) => (
    <label className="consent">
      <input
        type="checkbox"
        name={CONSULT_ANSWER_FIELDS.consent}
        value={kind}
        checked={consents[kind]}
        aria-invalid={error && !consents[kind] ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(kind, event.currentTarget.checked)}
      />
      <span>
        {children} <span className="muted small consent__version">(versi {versions[kind]})</span>
      </span>
    </label>
  )
  return (
    <fieldset className="question consent-fields">
      <legend className="visually-hidden">Persetujuan</legend>
      <p>
        Sebelum jawabanmu dikirim ke dokter, baca dan setujui dua hal berikut. Kamu bisa membukanya
        di tab baru.
      </p>
      {box(
        'consultation-agreement',
        <>
          Saya sudah membaca dan menyetujui{' '}
          <Link to="/persetujuan-konsultasi" target="_blank" className="shop-link">
            persetujuan konsultasi
          </Link>
          .
        </>,
      )}
      {box(
        'health-data',
        <>
          Saya mengizinkan Diri memproses data kesehatan saya untuk konsultasi ini sesuai{' '}
          <Link to="/kebijakan-privasi" target="_blank" className="shop-link">
            kebijakan privasi
          </Link>
          .
        </>,
      )}
      {error ? (
        <p id="galat-persetujuan" className="field__error question__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
