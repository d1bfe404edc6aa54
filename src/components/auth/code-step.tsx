import { useMutation } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { formatIndonesianMobile } from '../../../contract/auth/phone'
import { CODE_MESSAGE } from '../../../contract/auth/schemas'
import { privateText } from '../../lib/error-reports/replay-privacy'
import {
  SIGN_IN_CHANGE_FORM_PATH,
  SIGN_IN_CODE_FORM_PATH,
  SIGN_IN_FORM_FIELDS,
  SIGN_IN_RESEND_FIELD,
  SIGN_IN_VERIFY_FORM_PATH,
} from '../../server/auth/sign-in-form'
import { buttonClass } from '../ui/button-style'
import { PlainTextField } from '../ui/plain-text-field'
import { toast } from '../ui/toast'
import { OFFLINE_MESSAGE, type SendCode, type VerifyCode } from './sign-in-calls'

const RESEND_AFTER_SECONDS = 30

/**
 * Step 2: the 6-digit code. A wrong or expired code empties the field, says why and keeps the
 * number; a new code can be asked for after 30 seconds. Before the app runs, its three buttons
 * are plain forms posted to the server (ADR 007), which answers with the page after sign-in or
 * with this step and its refusal (`initialError`); the app then handles the presses.
 */
export function CodeStep({
  phone,
  sentAt,
  onResent,
  onChangeNumber,
  onSignedIn,
  sendCode,
  verifyCode,
  redirect,
  initialError,
}: {
  phone: string
  sentAt: number
  onResent: () => void
  onChangeNumber: () => void
  /** Runs while the button still says it is checking: the session loads, then the page moves on. */
  onSignedIn: () => Promise<void>
  sendCode: SendCode
  verifyCode: VerifyCode
  /** Where to go after sign-in, for the forms the server answers. */
  redirect?: string
  /** The refusal of the code the server was sent, shown until the member types again. */
  initialError?: string
}) {
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [showInitial, setShowInitial] = useState(true)
  // The server cannot count down: until the app runs, the page offers the new code at once (the
  // API still decides how soon a number gets another).
  const hydrated = useHydrated()
  const countdown = useCountdown(sentAt, RESEND_AFTER_SECONDS)
  const secondsLeft = hydrated ? countdown : 0
  const inputRef = useRef<HTMLInputElement>(null)

  const verify = useMutation({
    mutationFn: async (entered: string) => {
      const result = await verifyCode(phone, entered)
      if (result.ok) await onSignedIn()
      return result
    },
    onSuccess: (result) => {
      if (result.ok) return
      setCode('')
      inputRef.current?.focus()
    },
  })
  const resend = useMutation({
    mutationFn: () => sendCode(phone),
    onSuccess: (result) => {
      if (!result.ok) return
      onResent()
      toast.show({ title: 'Kode baru sudah dikirim.', tone: 'success' })
    },
  })

  const refusal = [verify, resend].find((call) => call.data && !call.data.ok)?.data
  const error = invalid
    ? CODE_MESSAGE
    : verify.isError || resend.isError
      ? OFFLINE_MESSAGE
      : refusal && !refusal.ok
        ? refusal.message
        : showInitial
          ? initialError
          : undefined

  function clearErrors() {
    setInvalid(false)
    setShowInitial(false)
    verify.reset()
    resend.reset()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (verify.isPending) return
    const trimmed = code.trim()
    const valid = /^\d{6}$/.test(trimmed)
    clearErrors()
    setInvalid(!valid)
    if (valid) verify.mutate(trimmed)
  }

  return (
    <>
      <h1>Masukkan kode OTP</h1>
      <p className="muted">
        Kode 6 angka sudah dikirim ke{' '}
        <strong className="nowrap" {...privateText}>
          {formatIndonesianMobile(phone)}
        </strong>
        . Kode berlaku 5 menit.
      </p>
      <form method="post" action={SIGN_IN_VERIFY_FORM_PATH} onSubmit={submit} noValidate>
        <RedirectField redirect={redirect} />
        <PlainTextField
          label="Kode OTP"
          name={SIGN_IN_FORM_FIELDS.code}
          value={code}
          onChange={(next) => {
            setCode(next.replace(/\D/g, '').slice(0, 6))
            if (error) clearErrors()
          }}
          errorMessage={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          required
          inputRef={inputRef}
          inputClassName="field__input--otp"
          maxLength={6}
          pattern="[0-9]*"
        />
        <button
          type="submit"
          className={buttonClass({ block: true })}
          aria-disabled={verify.isPending}
          aria-busy={verify.isPending}
        >
          {verify.isPending ? 'Memeriksa…' : 'Masuk'}
        </button>
      </form>
      <div className="auth-card__actions">
        <form
          method="post"
          action={SIGN_IN_CHANGE_FORM_PATH}
          onSubmit={(event) => {
            event.preventDefault()
            onChangeNumber()
          }}
        >
          <RedirectField redirect={redirect} />
          <button type="submit" className={buttonClass({ variant: 'link' })}>
            Ganti nomor
          </button>
        </form>
        {secondsLeft > 0 ? (
          <span className="muted">Kirim ulang dalam {secondsLeft} detik</span>
        ) : (
          <form
            method="post"
            action={SIGN_IN_CODE_FORM_PATH}
            onSubmit={(event) => {
              event.preventDefault()
              clearErrors()
              resend.mutate()
            }}
          >
            <RedirectField redirect={redirect} />
            <input type="hidden" name={SIGN_IN_FORM_FIELDS.phone} value={phone} />
            <input type="hidden" name={SIGN_IN_RESEND_FIELD} value="1" />
            <button type="submit" className={buttonClass({ variant: 'link' })}>
              Kirim ulang kode
            </button>
          </form>
        )}
      </div>
    </>
  )
}

function RedirectField({ redirect }: { redirect: string | undefined }) {
  return redirect ? (
    <input type="hidden" name={SIGN_IN_FORM_FIELDS.redirect} value={redirect} />
  ) : null
}

function useCountdown(since: number, seconds: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000))
}
