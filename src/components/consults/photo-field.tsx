/**
 * A photo question: the photos given so far (opened through the site's own address, for the
 * member and their doctor only), 'Hapus' for each, and a picker checked in the browser for type
 * and size before anything is sent (the machine says why in Indonesian), with the upload's
 * progress, and 'Kirim ulang foto' when the server was busy or no answer came (the photo kept). Choosing needs the app: before it has loaded the picker is inert and says so, and
 * the step's form goes on without it (ADR 007).
 */
import { useHydrated } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { ATTACHMENT_TYPES } from '../../../contract/consults/schemas'
import { privateMedia } from '../../lib/error-reports/replay-privacy'
import { photoUrl } from '../../machines/consultation/consultation.model'
import { uploadProgress } from '../../machines/consultation/upload-progress'
import { type QuestionFieldProps, RequiredMark } from './field-parts'

const ACCEPT = [...ATTACHMENT_TYPES, '.heic', '.heif'].join(',')

export function PhotoField({
  item,
  answer,
  error,
  consultId,
  labelledBy,
  onAnswer,
  onPickPhoto,
  onRetryPhoto,
}: QuestionFieldProps) {
  const errorId = `galat-${item.linkId}`
  const hintId = `petunjuk-${item.linkId}`
  const hydrated = useHydrated()
  const progress = useSyncExternalStore(uploadProgress.subscribe, uploadProgress.get, () => null)
  const uploading = progress?.linkId === item.linkId ? progress.fraction : null
  const photos = answer.flatMap((value) =>
    'valueAttachment' in value ? [value.valueAttachment] : [],
  )
  const full = !item.repeats && photos.length > 0
  return (
    <fieldset
      className="question photo-field"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      <legend className={labelledBy ? 'visually-hidden' : 'question__label'}>
        {item.text}
        <RequiredMark required={item.required} />
      </legend>
      <p id={hintId} className="muted small">
        JPG, PNG, WEBP, atau HEIC, paling besar 8 MB per foto. Data lokasi di foto dihapus saat
        diunggah.
      </p>
      {photos.length > 0 ? (
        <ul className="photo-field__list" aria-label="Foto yang sudah diunggah" {...privateMedia}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-field__item">
              <img
                src={photoUrl(consultId, photo.id)}
                alt={`Foto ${index + 1} yang kamu unggah`}
                width={120}
                height={120}
                className="photo-field__image"
              />
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() =>
                  onAnswer(
                    answer.filter(
                      (value) =>
                        !('valueAttachment' in value) || value.valueAttachment.id !== photo.id,
                    ),
                  )
                }
              >
                Hapus<span className="visually-hidden"> foto {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading !== null ? (
        <div className="photo-field__progress" role="status">
          <label htmlFor={`unggah-${item.linkId}`}>
            Mengunggah foto… {Math.round(uploading * 100)}%
          </label>
          <progress id={`unggah-${item.linkId}`} max={1} value={uploading} />
        </div>
      ) : null}
      {full ? null : (
        <>
          <label
            className="button button--secondary photo-field__pick"
            data-disabled={!hydrated || uploading !== null || undefined}
          >
            {photos.length > 0 ? 'Tambah Foto' : 'Pilih Foto'}
            <input
              className="visually-hidden"
              type="file"
              accept={ACCEPT}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
              disabled={!hydrated || uploading !== null}
              // No name: the step's form before the app runs does not carry photos.
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                event.currentTarget.value = ''
                if (file) onPickPhoto(file)
              }}
            />
          </label>
          <p className="before-app muted small">
            Foto bisa dipilih setelah halaman selesai dimuat. Kamu juga bisa lanjut dulu dan
            mengirim foto lewat chat.
          </p>
        </>
      )}
      {error ? (
        <p id={errorId} className="field__error question__error">
          {error}
        </p>
      ) : null}
      {onRetryPhoto && error && uploading === null ? (
        // The photo is kept: no need to find it again in the gallery.
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!hydrated}
          onClick={onRetryPhoto}
        >
          Kirim ulang foto
        </button>
      ) : null}
    </fieldset>
  )
}
