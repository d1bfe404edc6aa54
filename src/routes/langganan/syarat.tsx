import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { LegalPageView } from '../../components/content/legal-page'
import { ContentError, ContentSkeleton } from '../../components/content/states'
import { contentHead } from '../../lib/content/content-head'
import { clinicQueries } from '../../server/clinic/queries'

export const Route = createFileRoute('/langganan/syarat')({
  loader: ({ context }) => context.queryClient.ensureQueryData(clinicQueries.subscriptionTerms()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: SubscriptionTermsPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

/** The subscription terms, read like the site's other legal texts, under Langganan. */
function SubscriptionTermsPage() {
  const { data: page } = useSuspenseQuery(clinicQueries.subscriptionTerms())
  return (
    <LegalPageView
      page={page}
      path="/langganan/syarat"
      crumbs={[
        { name: 'Klinik', path: '/klinik' },
        { name: 'Langganan', path: '/langganan' },
        { name: 'Syarat dan Ketentuan', path: '/langganan/syarat' },
      ]}
    >
      <p>
        <Link to="/langganan">‹ Kembali ke paket langganan</Link>
      </p>
    </LegalPageView>
  )
}
