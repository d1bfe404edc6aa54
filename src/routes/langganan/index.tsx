import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { SubscriptionPackages } from '../../components/clinic/subscription-packages'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ContentBlocks } from '../../components/content/content-blocks'
import { FaqList } from '../../components/content/faq-list'
import { ContentError, ContentSkeleton } from '../../components/content/states'
import { contentHead } from '../../lib/content/content-head'
import { subscriptionQueries } from '../../server/clinic/server-queries'

/**
 * `?ingatkan=<packageId>`: set a reminder for that package once signed in (the sign-in intent);
 * `?gagal=1`: the 'Ingatkan saya' form could not set it (subscription-form.server.ts).
 */
const SubscriptionSearch = v.object({
  ingatkan: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))), undefined),
  gagal: v.fallback(v.optional(v.literal('1')), undefined),
})

export const Route = createFileRoute('/langganan/')({
  validateSearch: SubscriptionSearch,
  loader: ({ context }) =>
    // Through a server function with the session's token (spec §6: token optional).
    context.queryClient.ensureQueryData(subscriptionQueries.page(context.session !== null)),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: SubscriptionPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function SubscriptionPage() {
  const { session } = Route.useRouteContext()
  const { ingatkan, gagal } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: page } = useSuspenseQuery(subscriptionQueries.page(session !== null))
  // Once the reminder of `?ingatkan=` is set: out of the URL, so back and reload do not redo it.
  const clearIntent = useCallback(() => {
    void navigate({
      search: (previous) => ({ ...previous, ingatkan: undefined }),
      replace: true,
      resetScroll: false,
    })
  }, [navigate])
  return (
    <div className="container page">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Langganan', path: '/langganan' },
        ]}
      />
      <header className="page-intro">
        <h1>{page.hero?.title ?? 'Langganan Perawatan Diri Klinik'}</h1>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>
      <section className="section" aria-labelledby="daftar-paket">
        <h2 id="daftar-paket">Pilih paket</h2>
        {gagal ? (
          <p className="alert alert--error" role="alert">
            Pengingat belum bisa dipasang. Periksa koneksimu, lalu tekan lagi Ingatkan saya.
          </p>
        ) : null}
        <SubscriptionPackages page={page} intended={ingatkan} clearIntent={clearIntent} />
        <p className="muted">
          Dengan berlangganan, kamu menyetujui{' '}
          <Link to="/langganan/syarat">syarat dan ketentuan langganan</Link>.
        </p>
      </section>
      <ContentBlocks blocks={page.blocks} />
      {page.faq.length > 0 ? (
        <section className="section" aria-labelledby="faq-langganan">
          <h2 id="faq-langganan">Pertanyaan seputar langganan</h2>
          <FaqList items={page.faq} />
        </section>
      ) : null}
    </div>
  )
}
