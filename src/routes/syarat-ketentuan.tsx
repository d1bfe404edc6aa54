import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LegalPageView } from '../components/content/legal-page'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/syarat-ketentuan')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.terms()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: TermsPage,
})

function TermsPage() {
  const { data: page } = useSuspenseQuery(contentQueries.terms())
  return <LegalPageView page={page} path="/syarat-ketentuan" />
}
