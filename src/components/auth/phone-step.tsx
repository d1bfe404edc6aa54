import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { normalizeIndonesianMobile } from '../../../contract/auth/phone'
import { PHONE_MESSAGE } from '../../../contract/auth/schemas'
import { SIGN_IN_CODE_FORM_PATH, SIGN_IN_FORM_FIELDS } from '../../server/auth/sign-in-form'
import { buttonClass } from '../ui/button-style'
import { PlainTextField } from '../ui/plain-text-field'
import { OFFLINE_MESSAGE, type SendCode } from './sign-in-calls'

/**
 * Step 1: the mobile number. A refused number keeps what was typed and says why under it. Before
 * the app runs, the form is posted to the server (ADR 007), which answers with the page at the
 * next step or with this one and its refusal (`initialError`); the app then handles the press.
 */
export function PhoneStep({
  value,
  onChange,
  onSent,
  sendCode,
  redirect,
  initialError,
}: {
  value: string
  onChange: (value: string) => void
  onSent: (phone: string) => void
  sendCode: SendCode
  /** Where to go after sign-in, for the form the server answers. */
  redirect?: string
  /** The refusal of the number the server was sent, shown until the member types again. */
  initialError?: string
}) {
  const [invalid, setInvalid] = useState(false)
  const [showInitial, setShowInitial] = useState(true)
  const send = useMutation({
    mutationFn: (phone: string) => sendCode(phone),
    onSuccess: (result) => {
      if (result.ok) onSent(result.phone)
    },
  })
  const error = invalid
    ? PHONE_MESSAGE
    : send.isError
      ? OFFLINE_MESSAGE
      : send.data && !send.data.ok
        ? send.data.message
        : showInitial
          ? initialError
          : undefined

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (send.isPending) return
    setShowInitial(false)
    const phone = normalizeIndonesianMobile(value)
    setInvalid(!phone)
    if (phone) send.mutate(phone)
  }

  return (
    <>
      <h1>Masuk ke Diri</h1>
      <p className="muted">
        Masukkan nomor HP kamu. Kami kirim kode OTP untuk masuk atau mendaftar, gratis.
      </p>
      <form method="post" action={SIGN_IN_CODE_FORM_PATH} onSubmit={submit} noValidate>
        {redirect ? (
          <input type="hidden" name={SIGN_IN_FORM_FIELDS.redirect} value={redirect} />
        ) : null}
        <PlainTextField
          label="Nomor HP"
          name={SIGN_IN_FORM_FIELDS.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={value}
          onChange={(next) => {
            onChange(next)
            setInvalid(false)
            setShowInitial(false)
            send.reset()
          }}
          errorMessage={error}
          // The error message already gives the example; saying it twice is noise.
          description={error ? undefined : 'Contoh: 0812 3456 7890'}
          autoFocus
          required
        />
        <button
          type="submit"
          className={buttonClass({ block: true })}
          aria-disabled={send.isPending}
          aria-busy={send.isPending}
        >
          {send.isPending ? 'Mengirim kode…' : 'Kirim Kode OTP'}
        </button>
      </form>
    </>
  )
}
