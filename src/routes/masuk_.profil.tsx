import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { ProfileForm } from '../components/profile/profile-form'
import { profileValuesOf } from '../components/profile/profile-values'
import { toast } from '../components/ui/toast'
import { safeRedirectPath } from '../lib/auth/safe-redirect'
import { pageHead } from '../lib/seo'
import { sessionQueries } from '../server/auth/server-queries'
import { saveMyProfile, skipFirstProfile } from '../server/profile/profile.functions'
import { FIRST_PROFILE_PATH } from '../server/profile/profile-form'
import { takeProfileFlash } from '../server/profile/profile-form-state'

/** `?redirect=`: anything that is not a path on this site falls back to the landing page. */
function validateFirstProfileSearch(search: Record<string, unknown>): { redirect?: string } {
  return search.redirect === undefined ? {} : { redirect: safeRedirectPath(search.redirect) }
}

/**
 * The first-sign-in step (issue 29 §1): right after a member's first sign-in, full name, date of
 * birth, sex and an optional e-mail, or 'Lewati'. Asked once: a member who has answered or
 * skipped it goes straight on to where they were going.
 */
export const Route = createFileRoute('/masuk_/profil')({
  validateSearch: validateFirstProfileSearch,
  beforeLoad: ({ context, search, location }) => {
    if (!context.session) {
      throw redirect({ to: '/masuk', search: { redirect: location.href } })
    }
    if (context.session.profilePrompted) throw redirect({ href: search.redirect ?? '/' })
    return { session: context.session }
  },
  loader: () => takeProfileFlash(),
  head: () =>
    pageHead({
      title: 'Lengkapi Profil',
      description: 'Nama, tanggal lahir, dan jenis kelamin untuk dokter dan pesananmu di Diri.',
    }),
  component: FirstProfilePage,
})

function FirstProfilePage() {
  const { session } = Route.useRouteContext()
  const search = Route.useSearch()
  const flash = Route.useLoaderData()
  const queryClient = useQueryClient()
  const router = useRouter()
  const save = useServerFn(saveMyProfile)
  const skip = useServerFn(skipFirstProfile)
  const onward = search.redirect ?? '/'

  // The session says the step was asked, then on to where the member was going.
  async function goOn(title: string) {
    await queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 })
    toast.show({ title, tone: 'success' })
    await router.navigate({ href: onward, replace: true })
  }

  return (
    <div className="container auth-layout">
      <div className="card auth-card">
        <p className="auth-card__step">Satu langkah lagi</p>
        <h1>Kenalan dulu, yuk</h1>
        <p className="muted">
          Dokter perlu tahu nama, umur, dan jenis kelaminmu sebelum menjawab konsultasi. Kamu bisa
          melewatinya sekarang dan mengisinya nanti di Akun.
        </p>
        <ProfileForm
          initial={profileValuesOf(session)}
          flash={flash}
          from={`${FIRST_PROFILE_PATH}?${new URLSearchParams({ redirect: onward })}`}
          redirect={onward}
          submitLabel="Simpan dan lanjut"
          onSave={(values) => save({ data: values })}
          onSaved={() => goOn('Profil tersimpan. Selamat datang!')}
          onSkip={async () => {
            await skip()
            await goOn('Selamat datang! Profil bisa kamu isi nanti di Akun.')
          }}
        />
      </div>
    </div>
  )
}
