import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '../api/content/queries'
import { contentHead } from '../components/content/content-head'
import { LegalPageView } from '../components/content/legal-page'

export const Route = createFileRoute('/kebijakan-privasi')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.privacy()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: PrivacyPage,
})

function PrivacyPage() {
  const { data: page } = useSuspenseQuery(contentQueries.privacy())
  return <LegalPageView page={page} path="/kebijakan-privasi" />
}
