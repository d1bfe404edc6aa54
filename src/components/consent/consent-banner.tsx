/**
 * The consent banner: asks on the first visit, in every page's HTML. Visitors' pages
 * are the same cached HTML for everyone (ADR 016), so the server renders it always and the head
 * script marks `<html data-consent="chosen">` from the cookie, which the stylesheet reads to hide
 * it before the first paint; the server never decides per visitor, and hydration finds what the
 * server sent. A landmark region (not a dialog: the page stays usable behind it), early in the
 * tab order, right after the skip link. Before the app runs its buttons post the form; after,
 * the app takes the press (consent-form-fields.tsx).
 */
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { CONSENT_SETTINGS_PATH } from '../../lib/consent/consent-form'
import { publicConfigQuery } from '../../server/auth/server-queries'
import { asksForConsent } from './consent-config'
import {
  AllOrNothingButtons,
  ConsentForm,
  PurposeFields,
  SaveChoicesButton,
} from './consent-form-fields'

export function ConsentBanner() {
  const { data: config } = useQuery(publicConfigQuery())
  const href = useRouterState({ select: (state) => state.location.href })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The settings page is the same form in full.
  if (!config || !asksForConsent(config) || pathname === CONSENT_SETTINGS_PATH) return null
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <ConsentForm
        source="banner"
        back={href}
        className="consent-banner__form container"
        onChosen={({ reloading }) => {
          if (reloading) return
          // The banner is gone, and the button pressed with it: the person goes on where the
          // page's content begins, not from the top of the document.
          const focused = document.activeElement
          if (!focused || focused === document.body || focused.closest('.consent-banner')) {
            document.getElementById('konten')?.focus()
          }
        }}
      >
        <h2 id="consent-banner-title" className="consent-banner__title">
          Cookie dan privasimu
        </h2>
        <p className="consent-banner__text">
          Cookie yang diperlukan selalu aktif agar situs berjalan dan aman. Dengan izinmu, kami juga
          memakai cookie analitik dan pemasaran. Ubah kapan saja di{' '}
          <Link to={CONSENT_SETTINGS_PATH}>Pengaturan cookie</Link>.
        </p>
        <AllOrNothingButtons />
        <details className="consent-banner__details">
          <summary>Atur pilihan</summary>
          <PurposeFields defaults={{ analytics: false, marketing: false }} idPrefix="banner" />
          <SaveChoicesButton />
        </details>
      </ConsentForm>
    </section>
  )
}
