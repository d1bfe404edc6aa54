import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { jakartaDate, MAX_AGE_YEARS } from '../../../contract/profile/schemas'
import { privateText } from '../../lib/error-reports/replay-privacy'
import {
  checkProfile,
  PROFILE_FIELDS,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../../lib/profile/check-profile'
import type { ProfileSaveResult } from '../../server/profile/profile.server'
import { PROFILE_FORM_FIELDS, PROFILE_FORM_PATH } from '../../server/profile/profile-form'
import type { ProfileFlash } from '../../server/profile/profile-form-state'
import { buttonClass } from '../ui/button-style'
import { PlainTextField } from '../ui/plain-text-field'

export const OFFLINE_MESSAGE = 'Profil belum tersimpan. Periksa koneksi internetmu, lalu coba lagi.'

export const emptyProfile: ProfileValues = { fullName: '', dateOfBirth: '', gender: '', email: '' }

/**
 * The profile's four fields (issue 29 §1): full name, date of birth, sex and an optional e-mail,
 * with the refusals beside their fields and the first refused field focused. Before the app runs
 * it is a plain form posted to `/profil/simpan` (ADR 007), which comes back to `from` with the
 * refusals (`flash`) or goes on to `redirect`; the app then checks and sends it itself. With
 * `onSkip`, 'Lewati' is offered (the first-sign-in step; never where a consultation needs it).
 * Its values are masked in replays: the radios' checked state beside their labels says the sex.
 */
export function ProfileForm({
  initial,
  flash,
  from,
  redirect,
  submitLabel,
  onSave,
  onSaved,
  onSkip,
  driven,
}: {
  initial: ProfileValues
  flash?: ProfileFlash | null
  /** This page's path: a refused plain post comes back to it. */
  from: string
  /** Where the plain form goes once saved or skipped. */
  redirect: string
  submitLabel: string
  onSave?: (values: ProfileValues) => Promise<ProfileSaveResult>
  onSaved?: () => Promise<void> | void
  onSkip?: () => Promise<void>
  /**
   * A machine saves it instead (the consultation's gate): the checked values go to `submit`, and
   * its refusals and busy state come back as props.
   */
  driven?: {
    submit: (values: ProfileValues) => void
    errors: ProfileErrors
    message: string | null
    busy: boolean
  }
}) {
  const id = useId()
  const [values, setValues] = useState<ProfileValues>(() =>
    flash ? { ...initial, ...flash.values } : initial,
  )
  const [errors, setErrors] = useState<ProfileErrors>(() => (flash?.errors ?? {}) as ProfileErrors)
  const [message, setMessage] = useState<string | null>(flash?.errors.form ?? null)
  const [busy, setBusy] = useState<'save' | 'skip' | null>(null)
  const refs: Record<ProfileField, { current: HTMLInputElement | null }> = {
    fullName: useRef<HTMLInputElement>(null),
    dateOfBirth: useRef<HTMLInputElement>(null),
    gender: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  }
  // The machine's refusals replace the form's own, and move the focus as the form's do.
  const drivenErrors = driven?.errors
  const drivenMessage = driven?.message ?? null
  const refuseRef = useRef(refuse)
  refuseRef.current = refuse
  useEffect(() => {
    if (drivenErrors) refuseRef.current(drivenErrors, drivenMessage)
  }, [drivenErrors, drivenMessage])
  const today = jakartaDate(new Date())
  const oldest = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`

  function change(field: ProfileField, value: string) {
    setValues((before) => ({ ...before, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
    setMessage(null)
  }

  function refuse(refused: ProfileErrors, said: string | null) {
    setErrors(refused)
    setMessage(said)
    const first = PROFILE_FIELDS.find((field) => refused[field])
    if (first) refs[first].current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (onSkip && submitter?.getAttribute('name') === PROFILE_FORM_FIELDS.skip) {
      setBusy('skip')
      try {
        await onSkip()
      } catch {
        setMessage(OFFLINE_MESSAGE)
      } finally {
        setBusy(null)
      }
      return
    }
    const checked = checkProfile(values)
    if (!checked.ok) return refuse(checked.errors, null)
    if (driven) return driven.submit(values)
    if (!onSave) return
    setBusy('save')
    try {
      const result = await onSave(values)
      if (result.ok) await onSaved?.()
      else refuse(result.errors, result.message)
    } catch {
      refuse({}, OFFLINE_MESSAGE)
    } finally {
      setBusy(null)
    }
  }

  const saving = busy === 'save' || driven?.busy === true
  const genderError = errors.gender
  return (
    <form
      method="post"
      action={PROFILE_FORM_PATH}
      onSubmit={submit}
      noValidate
      className="profile-form"
      {...privateText}
    >
      <input type="hidden" name={PROFILE_FORM_FIELDS.from} value={from} />
      <input type="hidden" name={PROFILE_FORM_FIELDS.redirect} value={redirect} />
      <PlainTextField
        label="Nama lengkap"
        name={PROFILE_FORM_FIELDS.fullName}
        value={values.fullName}
        onChange={(next) => change('fullName', next)}
        description="Satu nama saja juga boleh."
        errorMessage={errors.fullName}
        autoComplete="name"
        required
        inputRef={refs.fullName}
      />
      <PlainTextField
        label="Tanggal lahir"
        name={PROFILE_FORM_FIELDS.dateOfBirth}
        type="date"
        value={values.dateOfBirth}
        onChange={(next) => change('dateOfBirth', next)}
        errorMessage={errors.dateOfBirth}
        autoComplete="bday"
        min={oldest}
        max={today}
        required
        inputRef={refs.dateOfBirth}
      />
      <fieldset
        className="field profile-form__gender"
        aria-describedby={genderError ? `${id}-kelamin-galat` : undefined}
      >
        <legend className="field__label">Jenis kelamin</legend>
        <div className="profile-form__choices">
          {(
            [
              ['female', 'Perempuan'],
              ['male', 'Laki-laki'],
            ] as const
          ).map(([value, label], index) => (
            <label key={value} className="profile-form__choice">
              <input
                type="radio"
                name={PROFILE_FORM_FIELDS.gender}
                value={value}
                checked={values.gender === value}
                onChange={() => change('gender', value)}
                aria-invalid={genderError ? true : undefined}
                ref={index === 0 ? refs.gender : undefined}
                required
              />{' '}
              {label}
            </label>
          ))}
        </div>
        <span id={`${id}-kelamin-galat`} className="field__error" role="alert">
          {genderError}
        </span>
      </fieldset>
      <PlainTextField
        label="Email (opsional)"
        name={PROFILE_FORM_FIELDS.email}
        type="email"
        value={values.email}
        onChange={(next) => change('email', next)}
        description="Untuk kabar pesanan dan konsultasi, kalau kamu mau."
        errorMessage={errors.email}
        autoComplete="email"
        inputMode="email"
        inputRef={refs.email}
      />
      <p className="field__error" role="alert">
        {message}
      </p>
      <div className="profile-form__actions">
        <button
          type="submit"
          className={buttonClass({ block: true })}
          aria-disabled={busy !== null || saving}
          aria-busy={saving}
        >
          {saving ? 'Menyimpan…' : submitLabel}
        </button>
        {onSkip ? (
          <button
            type="submit"
            name={PROFILE_FORM_FIELDS.skip}
            value="1"
            formNoValidate
            className={buttonClass({ variant: 'link' })}
            aria-disabled={busy !== null}
          >
            Lewati
          </button>
        ) : null}
      </div>
    </form>
  )
}
