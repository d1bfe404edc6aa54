import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { formatIndonesianMobile, normalizeIndonesianMobile } from '../api/auth/phone'
import { CODE_MESSAGE, PHONE_MESSAGE } from '../api/auth/schemas'
import { useFlows } from '../components/flows/flows-provider'
import { pageHead } from '../components/seo'
import { buttonClass } from '../components/ui/button-style'
import { PlainTextField } from '../components/ui/plain-text-field'
import { toast } from '../components/ui/toast'
import { requestSignInCode, verifySignInCode } from '../server/auth.functions'
import { safeRedirectPath } from '../lib/safe-redirect'
import { sessionQueries } from '../server/session.queries'

const SignInSearch = v.object({
  // Anything that is not a path on this site falls back to the landing page.
  redirect: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => safeRedirectPath(value)),
    ),
  ),
})

export const Route = createFileRoute('/masuk')({
  validateSearch: SignInSearch,
  beforeLoad: async ({ context, search }) => {
    // Already signed in: nothing to do here.
    const session = await context.queryClient.ensureQueryData(sessionQueries.current())
    if (session) throw redirect({ href: safeRedirectPath(search.redirect) })
  },
  head: () =>
    pageHead({
      title: 'Masuk',
      description: 'Masuk ke Diri dengan nomor HP. Kami kirim kode OTP 6 angka untuk verifikasi.',
    }),
  component: SignInPage,
})

// The page's buttons are native ones styled like the rest: the sign-in page is a first page for
// many visitors, and React Aria's press handling is not worth its weight here.
type Step = { name: 'phone' } | { name: 'code'; phone: string; sentAt: number }

const RESEND_AFTER_SECONDS = 30

function SignInPage() {
  const search = Route.useSearch()
  const [step, setStep] = useState<Step>({ name: 'phone' })
  const [phoneInput, setPhoneInput] = useState('')

  return (
    <div className="container auth-layout">
      <div className="card auth-card">
        <p className="auth-card__step">Langkah {step.name === 'phone' ? 1 : 2} dari 2</p>
        {step.name === 'phone' ? (
          <PhoneStep
            value={phoneInput}
            onChange={setPhoneInput}
            onSent={(phone) => setStep({ name: 'code', phone, sentAt: Date.now() })}
          />
        ) : (
          <CodeStep
            phone={step.phone}
            sentAt={step.sentAt}
            redirectTo={safeRedirectPath(search.redirect)}
            onResent={() => setStep({ ...step, sentAt: Date.now() })}
            onChangeNumber={() => setStep({ name: 'phone' })}
          />
        )}
      </div>
    </div>
  )
}

function PhoneStep({
  value,
  onChange,
  onSent,
}: {
  value: string
  onChange: (value: string) => void
  onSent: (phone: string) => void
}) {
  const sendCode = useServerFn(requestSignInCode)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (pending) return
    const phone = normalizeIndonesianMobile(value)
    if (!phone) {
      setError(PHONE_MESSAGE)
      return
    }
    setPending(true)
    setError(undefined)
    try {
      const result = await sendCode({ data: { phone } })
      if (result.ok) onSent(result.phone)
      else setError(result.message)
    } catch {
      setError('Tidak bisa terhubung. Periksa koneksi internetmu, lalu coba lagi.')
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <h1>Masuk ke Diri</h1>
      <p className="muted">
        Masukkan nomor HP kamu. Kami kirim kode OTP untuk masuk atau mendaftar, gratis.
      </p>
      <form onSubmit={submit} noValidate>
        <PlainTextField
          label="Nomor HP"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={value}
          onChange={(next) => {
            onChange(next)
            if (error) setError(undefined)
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
          aria-disabled={pending}
          aria-busy={pending}
        >
          {pending ? 'Mengirim kode…' : 'Kirim Kode OTP'}
        </button>
      </form>
    </>
  )
}

function CodeStep({
  phone,
  sentAt,
  redirectTo,
  onResent,
  onChangeNumber,
}: {
  phone: string
  sentAt: number
  redirectTo: string
  onResent: () => void
  onChangeNumber: () => void
}) {
  const verify = useServerFn(verifySignInCode)
  const resend = useServerFn(requestSignInCode)
  const queryClient = useQueryClient()
  const router = useRouter()
  const { sessionChanged } = useFlows()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const secondsLeft = useCountdown(sentAt, RESEND_AFTER_SECONDS)
  const inputRef = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const trimmed = code.trim()
    if (!/^\d{6}$/.test(trimmed)) {
      setError(CODE_MESSAGE)
      return
    }
    setPending(true)
    setError(undefined)
    try {
      const result = await verify({ data: { phone, code: trimmed } })
      if (!result.ok) {
        setError(result.message)
        setCode('')
        inputRef.current?.focus()
        return
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey })
      await queryClient.fetchQuery(sessionQueries.current())
      void sessionChanged('SIGNED_IN')
      await router.invalidate()
      toast.show({ title: 'Berhasil masuk. Selamat datang!', tone: 'success' })
      await router.navigate({ href: redirectTo, replace: true })
    } catch {
      setError('Tidak bisa terhubung. Periksa koneksi internetmu, lalu coba lagi.')
    } finally {
      setPending(false)
    }
  }

  async function resendCode() {
    setError(undefined)
    try {
      const result = await resend({ data: { phone } })
      if (result.ok) {
        onResent()
        toast.show({ title: 'Kode baru sudah dikirim.', tone: 'success' })
      } else {
        setError(result.message)
      }
    } catch {
      setError('Tidak bisa terhubung. Periksa koneksi internetmu, lalu coba lagi.')
    }
  }

  return (
    <>
      <h1>Masukkan kode OTP</h1>
      <p className="muted">
        Kode 6 angka sudah dikirim ke{' '}
        <strong className="nowrap">{formatIndonesianMobile(phone)}</strong>. Kode berlaku 5 menit.
      </p>
      <form onSubmit={submit} noValidate>
        <PlainTextField
          label="Kode OTP"
          name="code"
          value={code}
          onChange={(next) => {
            setCode(next.replace(/\D/g, '').slice(0, 6))
            if (error) setError(undefined)
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
          aria-disabled={pending}
          aria-busy={pending}
        >
          {pending ? 'Memeriksa…' : 'Masuk'}
        </button>
      </form>
      <div className="auth-card__actions">
        <button type="button" className={buttonClass({ variant: 'link' })} onClick={onChangeNumber}>
          Ganti nomor
        </button>
        {secondsLeft > 0 ? (
          <span className="muted">Kirim ulang dalam {secondsLeft} detik</span>
        ) : (
          <button
            type="button"
            className={buttonClass({ variant: 'link' })}
            onClick={() => void resendCode()}
          >
            Kirim ulang kode
          </button>
        )}
      </div>
    </>
  )
}

function useCountdown(since: number, seconds: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000))
}
