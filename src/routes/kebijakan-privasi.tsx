import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LegalPageView } from '../components/content/legal-page'
import { contentHead } from '../lib/content/content-head'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/kebijakan-privasi')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.privacy()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: PrivacyPage,
})

function PrivacyPage() {
  const { data: page } = useSuspenseQuery(contentQueries.privacy())
  return <LegalPageView page={page} path="/kebijakan-privasi" />
}
