import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { formatDeadline } from '../../contract/indonesian-format'
import { asksForConsent } from '../components/consent/consent-config'
import {
  AllOrNothingButtons,
  ConsentForm,
  PURPOSE_TEXT,
  PurposeFields,
  SaveChoicesButton,
} from '../components/consent/consent-form-fields'
import { toast } from '../components/ui/toast'
import { CONSENT_SETTINGS_PATH } from '../lib/consent/consent-form'
import type { ConsentChoice } from '../lib/consent/consent-state'
import { pageHead } from '../lib/seo'
import { publicConfigQuery } from '../server/auth/server-queries'
import { getConsentFromCookie } from '../server/consent/consent.functions'

const SettingsSearch = v.object({
  tersimpan: v.fallback(v.optional(v.picklist(['1'])), undefined),
})

/**
 * `/pengaturan-cookie`: this browser's consent choice, its date and policy version, and
 * the same form as the banner's to change or withdraw it. The page shows one browser's own choice,
 * so it is never cached (`page-cache.server.ts`): the server render reads the cookie, and the
 * browser reads it again after a change.
 */
export const Route = createFileRoute('/pengaturan-cookie')({
  validateSearch: SettingsSearch,
  // The loader is in every page's first load (only the component is split off): the cookie's
  // reader is imported when the page is opened.
  loader: async (): Promise<{ choice: ConsentChoice | null }> => ({
    choice:
      typeof document === 'undefined'
        ? await getConsentFromCookie()
        : (await import('../lib/consent/consent-state')).readConsent(),
  }),
  head: () =>
    pageHead({
      title: 'Pengaturan Cookie',
      description:
        'Atur cookie analitik dan pemasaran di Diri: lihat pilihanmu, ubah, atau tarik kembali izinmu kapan saja.',
    }),
  component: CookieSettingsPage,
})

function describe(allowed: boolean) {
  return allowed ? 'Diizinkan' : 'Tidak diizinkan'
}

function CookieSettingsPage() {
  const { choice } = Route.useLoaderData()
  const { tersimpan } = Route.useSearch()
  const router = useRouter()
  const { data: config } = useQuery(publicConfigQuery())
  const optional = config ? asksForConsent(config) : false

  return (
    <div className="container page consent-settings">
      <h1>Pengaturan Cookie</h1>
      <p className="consent-settings__lead">
        Kami hanya memakai cookie analitik dan pemasaran dengan izinmu, sesuai UU No. 27 Tahun 2022
        tentang Pelindungan Data Pribadi. Kamu bisa mengubah atau menarik izinmu kapan saja; pilihan
        baru berlaku di halaman berikutnya.
      </p>
      {tersimpan ? (
        <p className="alert alert--info" role="status">
          Pilihanmu sudah disimpan.
        </p>
      ) : null}

      <section className="card consent-settings__current" aria-labelledby="pilihan-saat-ini">
        <h2 id="pilihan-saat-ini">Pilihanmu saat ini</h2>
        {choice ? (
          <>
            <dl className="details">
              <div>
                <dt>{PURPOSE_TEXT.necessary.title}</dt>
                <dd>Selalu aktif</dd>
              </div>
              <div>
                <dt>{PURPOSE_TEXT.analytics.title}</dt>
                <dd>{describe(choice.analytics)}</dd>
              </div>
              <div>
                <dt>{PURPOSE_TEXT.marketing.title}</dt>
                <dd>{describe(choice.marketing)}</dd>
              </div>
            </dl>
            <p className="muted">
              Dipilih {formatDeadline(choice.decidedAt)} untuk kebijakan versi {choice.version}.
            </p>
          </>
        ) : (
          <p className="muted">
            Kamu belum memilih. Sampai kamu memilih, hanya cookie yang diperlukan yang aktif.
          </p>
        )}
        {!optional ? (
          <p className="muted">Saat ini situs ini tidak memasang alat analitik atau pemasaran.</p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="ubah-pilihan">
        <h2 id="ubah-pilihan">Ubah pilihan</h2>
        <ConsentForm
          // A new choice starts the form again from what the cookie now says.
          key={choice?.id ?? 'belum'}
          source="settings"
          back={CONSENT_SETTINGS_PATH}
          labelledBy="ubah-pilihan"
          className="consent-settings__form"
          onChosen={({ reloading }) => {
            if (reloading) return
            toast.show({ title: 'Pilihanmu sudah disimpan.', tone: 'success' })
            void router.invalidate()
          }}
        >
          <PurposeFields
            defaults={{
              analytics: choice?.analytics ?? false,
              marketing: choice?.marketing ?? false,
            }}
            idPrefix="pengaturan"
          />
          <div className="consent-settings__buttons">
            <SaveChoicesButton />
            <AllOrNothingButtons />
          </div>
        </ConsentForm>
      </section>

      <p className="muted">
        Baca juga <Link to="/kebijakan-privasi">Kebijakan Privasi</Link> kami.
      </p>
    </div>
  )
}
