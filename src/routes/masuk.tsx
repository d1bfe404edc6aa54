import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import * as v from 'valibot'
import { CodeStep } from '../components/auth/code-step'
import { PhoneStep } from '../components/auth/phone-step'
import { SIGNED_IN_UNSHOWN } from '../components/auth/sign-in-calls'
import { toast } from '../components/ui/toast'
import { safeRedirectPath } from '../lib/auth/safe-redirect'
import { firstProfileHref } from '../lib/profile/first-profile-href'
import { pageHead } from '../lib/seo'
import { requestSignInCode, verifySignInCode } from '../server/auth/auth.functions'
import { sessionQueries } from '../server/auth/server-queries'
import {
  type SignInFlash,
  type SignInFormState,
  takeSignInFormState,
} from '../server/auth/sign-in-form-state'

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
  beforeLoad: ({ context, search }) => {
    // Already signed in: nothing to do here.
    if (context.session) throw redirect({ href: search.redirect ?? '/' })
  },
  // On the server, the step a form posted before the app started left this browser at (ADR 007);
  // in the browser the app keeps its steps itself.
  loader: () => takeSignInFormState(),
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

function SignInPage() {
  const search = Route.useSearch()
  const formState = Route.useLoaderData()
  const queryClient = useQueryClient()
  const router = useRouter()
  const requestCode = useServerFn(requestSignInCode)
  const verify = useServerFn(verifySignInCode)
  const [step, setStep] = useState<Step>(() => firstStep(formState))
  const [phoneInput, setPhoneInput] = useState(() =>
    formState.flash?.step === 'phone' ? formState.flash.typed : '',
  )
  // A refusal the server put on the page it rendered: shown until the member types again.
  const [flash, setFlash] = useState<SignInFlash | null>(formState.flash)
  const sendCode = (phone: string) => requestCode({ data: { phone } })

  // Signed in: one refetch of the session (the query cache is its one source, and the auth
  // machine hears the change from it), then on to where the member was going.
  // A member never asked for their profile gets the one short step first (issue 29 §1).
  // The code was right and the cookie is set whatever the lookup after it does: a lookup that
  // fails must not leave the member on this page told to check their line, with a code already
  // used. They go on, and the next page asks again who they are.
  async function signedIn() {
    const onward = search.redirect ?? '/'
    const session = await queryClient
      .fetchQuery({ ...sessionQueries.current(), staleTime: 0 })
      .catch(() => undefined)
    if (session === undefined) {
      toast.show({ title: SIGNED_IN_UNSHOWN, tone: 'info' })
      await router.navigate({ href: onward, replace: true })
      return
    }
    if (session && !session.profilePrompted) {
      await router.navigate({ href: firstProfileHref(onward), replace: true })
      return
    }
    toast.show({ title: 'Berhasil masuk. Selamat datang!', tone: 'success' })
    await router.navigate({ href: onward, replace: true })
  }

  return (
    <div className="container auth-layout">
      <div className="card auth-card">
        <p className="auth-card__step">Langkah {step.name === 'phone' ? 1 : 2} dari 2</p>
        {step.name === 'phone' ? (
          <PhoneStep
            value={phoneInput}
            onChange={setPhoneInput}
            onSent={(phone) => setStep({ name: 'code', phone, sentAt: Date.now() })}
            sendCode={sendCode}
            redirect={search.redirect}
            initialError={flash?.step === 'phone' ? flash.message : undefined}
          />
        ) : (
          <CodeStep
            phone={step.phone}
            sentAt={step.sentAt}
            onResent={() => setStep({ ...step, sentAt: Date.now() })}
            onChangeNumber={() => {
              setFlash(null)
              setStep({ name: 'phone' })
            }}
            onSignedIn={signedIn}
            sendCode={sendCode}
            verifyCode={(phone, code) => verify({ data: { phone, code } })}
            redirect={search.redirect}
            initialError={flash?.step === 'code' ? flash.message : undefined}
          />
        )}
      </div>
    </div>
  )
}

/** Step 2 when a code went out from this browser and no refusal sends it back to step 1. */
function firstStep({ step, flash }: SignInFormState): Step {
  if (!step || flash?.step === 'phone') return { name: 'phone' }
  return { name: 'code', phone: step.phone, sentAt: step.sentAt }
}
