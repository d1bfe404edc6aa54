import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import * as v from 'valibot'
import { ProfileForm } from '../../components/profile/profile-form'
import { profileValuesOf } from '../../components/profile/profile-values'
import { ButtonLink } from '../../components/ui/button-link'
import { pageHead } from '../../lib/seo'
import { sessionQueries } from '../../server/auth/server-queries'
import { saveMyProfile } from '../../server/profile/profile.functions'
import { ACCOUNT_PROFILE_PATH } from '../../server/profile/profile-form'
import { takeProfileFlash } from '../../server/profile/profile-form-state'

const SAVED_MESSAGE = 'Profil tersimpan.'

const AccountProfileSearch = v.object({
  /** Set by the plain form's answer (ADR 007): the page says the profile was saved. */
  tersimpan: v.optional(v.literal('1')),
})

/** `/akun/profil`: the member's name, date of birth, sex and e-mail, to view and edit. */
export const Route = createFileRoute('/_member/akun_/profil')({
  validateSearch: AccountProfileSearch,
  loader: () => takeProfileFlash(),
  head: () =>
    pageHead({
      title: 'Profil Saya',
      description: 'Nama, tanggal lahir, jenis kelamin, dan email di akun Diri-mu.',
    }),
  component: AccountProfilePage,
})

function AccountProfilePage() {
  const { session } = Route.useRouteContext()
  const search = Route.useSearch()
  const flash = Route.useLoaderData()
  const queryClient = useQueryClient()
  const router = useRouter()
  const save = useServerFn(saveMyProfile)
  const [saved, setSaved] = useState(search.tersimpan === '1' && !flash)

  return (
    <div className="container page profile-page">
      <h1>Profil Saya</h1>
      <p className="muted">
        Dokter melihat nama depan, umur, dan jenis kelaminmu saat menjawab konsultasi. Nomor HP
        tidak bisa diubah di sini.
      </p>
      <div className="card account-card">
        {/* Said where the member looks after pressing 'Simpan', and announced. */}
        <p className="profile-saved" role="status">
          {saved ? SAVED_MESSAGE : null}
        </p>
        <ProfileForm
          initial={profileValuesOf(session)}
          flash={flash}
          from={ACCOUNT_PROFILE_PATH}
          redirect={`${ACCOUNT_PROFILE_PATH}?tersimpan=1`}
          submitLabel="Simpan"
          onSave={async (values) => {
            setSaved(false)
            return save({ data: values })
          }}
          onSaved={async () => {
            await queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 })
            await router.invalidate()
            setSaved(true)
          }}
        />
      </div>
      <ButtonLink to="/akun" variant="link">
        ‹ Kembali ke Akun
      </ButtonLink>
    </div>
  )
}
