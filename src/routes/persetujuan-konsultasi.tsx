import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LegalPageView } from '../components/content/legal-page'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/persetujuan-konsultasi')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(contentQueries.consultationAgreement()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: ConsultationAgreementPage,
})

function ConsultationAgreementPage() {
  const { data: page } = useSuspenseQuery(contentQueries.consultationAgreement())
  return <LegalPageView page={page} path="/persetujuan-konsultasi" />
}
