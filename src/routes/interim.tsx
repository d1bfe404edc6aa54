import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ContentBlocks } from '../components/content/content-blocks'
import { ConsultCta } from '../components/flows/consult-cta'
import { contentHead } from '../lib/content/content-head'
import { searchFlowId } from '../lib/search-params'
import { contentQueries } from '../server/content/queries'

export const Route = createFileRoute('/interim')({
  validateSearch: v.object({ flowId: v.optional(searchFlowId) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.interim()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: InterimPage,
})

function InterimPage() {
  const { data: page } = useSuspenseQuery(contentQueries.interim())
  const { flowId } = Route.useSearch()
  const ctaFlowId =
    flowId || (new URLSearchParams(page.cta.href.split('?')[1] ?? '').get('flowId') ?? '')
  return (
    <div className="container page interim">
      <header className="page-intro">
        <h1>{page.title}</h1>
        <p className="lead prose">{page.intro}</p>
      </header>
      <ol className="steps steps--interim">
        {page.checklist.map((step) => (
          <li key={step.title}>
            <h2 className="steps__title">{step.title}</h2>
            <p className="muted">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="hero__actions">
        <ConsultCta
          entry={{ flowId: ctaFlowId, type: 'interim', name: 'interim' }}
          label={page.cta.label}
        />
      </div>
      <ContentBlocks blocks={page.blocks} />
    </div>
  )
}
