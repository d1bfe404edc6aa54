import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { clinicQueries } from '../../api/clinic/queries'
import { formatDate } from '../../api/indonesian-format'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ContentBlocks } from '../../components/content/content-blocks'
import { contentHead } from '../../components/content/content-head'
import { ContentError, ContentSkeleton } from '../../components/content/states'

export const Route = createFileRoute('/langganan/syarat')({
  loader: ({ context }) => context.queryClient.ensureQueryData(clinicQueries.subscriptionTerms()),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl),
  component: SubscriptionTermsPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

/** The subscription terms, read like the site's other legal texts (LegalPageView), under Langganan. */
function SubscriptionTermsPage() {
  const { data: page } = useSuspenseQuery(clinicQueries.subscriptionTerms())
  const sections = page.blocks.filter((block) => 'title' in block && block.title)
  return (
    <div className="container page legal">
      <Breadcrumbs
        crumbs={[
          { name: 'Klinik', path: '/klinik' },
          { name: 'Langganan', path: '/langganan' },
          { name: 'Syarat dan Ketentuan', path: '/langganan/syarat' },
        ]}
      />
      <header className="page-intro">
        <h1>{page.title}</h1>
        <p className="muted">
          Berlaku sejak <time dateTime={page.effectiveFrom}>{formatDate(page.effectiveFrom)}</time>
        </p>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>
      {sections.length > 2 ? (
        <nav className="card legal__toc" aria-label="Daftar isi">
          <p className="site-footer__title">Daftar isi</p>
          <ol>
            {sections.map((block) => (
              <li key={block.id}>
                <a href={`#${block.id}`}>{'title' in block ? block.title : null}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose">
        <ContentBlocks blocks={page.blocks} />
      </div>
      <p>
        <Link to="/langganan">‹ Kembali ke paket langganan</Link>
      </p>
    </div>
  )
}
