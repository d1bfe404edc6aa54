import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../../app.config'
import { formatDate } from '../../../contract/indonesian-format'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ArticleGrid } from '../../components/content/cards'
import { ContentBlocks } from '../../components/content/content-blocks'
import { ContentError, ContentSkeleton } from '../../components/content/states'
import { ConsultCta } from '../../components/flows/consult-cta'
import { JsonLd } from '../../components/site/json-ld'
import { Image } from '../../components/ui/image'
import { contentHead } from '../../lib/content/content-head'
import { orNotFound } from '../../lib/content/or-not-found'
import { imageUrl } from '../../lib/image-sources'
import { publicConfigQuery } from '../../server/auth/server-queries'
import { contentQueries } from '../../server/content/queries'

export const Route = createFileRoute('/artikel/$id')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(contentQueries.article(params.id))),
  head: ({ loaderData, match }) => contentHead(loaderData?.seo, match.context.siteUrl, 'article'),
  component: ArticlePage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ArticlePage() {
  const { id } = Route.useParams()
  const { data: article } = useSuspenseQuery(contentQueries.article(id))
  const { data: config } = useQuery(publicConfigQuery())
  const siteUrl = config?.siteUrl ?? ''
  return (
    <article className="container page article">
      <Breadcrumbs
        crumbs={[
          { name: 'Artikel', path: '/artikel' },
          { name: article.category.name, path: `/artikel?kategori=${article.category.slug}` },
          { name: article.title, path: `/artikel/${article.id}` },
        ]}
      />
      <header className="article__header">
        <p className="content-card__meta">
          <span className="badge">{article.category.name}</span>
          <span className="muted">{article.readingMinutes} menit baca</span>
        </p>
        <h1>{article.title}</h1>
        <p className="lead">{article.excerpt}</p>
        <p className="muted article__byline">
          Ditulis oleh {article.author.name} ({article.author.title}) ·{' '}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {article.reviewer ? (
            <>
              <br />
              Ditinjau secara medis oleh {article.reviewer.name}, {article.reviewer.title}
            </>
          ) : null}
        </p>
      </header>
      <Image
        image={article.cover}
        className="article__cover"
        sizes="(min-width: 800px) 760px, 100vw"
        maxDisplayWidth={760}
        priority
      />
      <div className="article__body">
        <ContentBlocks blocks={article.blocks} />
      </div>
      {article.condition ? (
        <aside className="card cta-band" aria-labelledby="judul-konsul">
          <h2 id="judul-konsul">Punya keluhan {article.condition.name.toLowerCase()}?</h2>
          <p className="muted">{article.condition.summary}</p>
          <ConsultCta
            entry={{ flowId: article.condition.flowId, type: 'article', name: article.id }}
          />
        </aside>
      ) : null}
      {article.related.length > 0 ? (
        <section className="section" aria-labelledby="judul-terkait">
          <h2 id="judul-terkait">Artikel terkait</h2>
          <ArticleGrid articles={article.related} />
        </section>
      ) : null}
      <JsonLd
        data={{
          '@type': 'Article',
          headline: article.title,
          description: article.seo.description,
          image: siteUrl ? [`${siteUrl}${imageUrl(article.cover.src, 1200)}`] : undefined,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.title },
          publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl || undefined },
          mainEntityOfPage: siteUrl ? `${siteUrl}/artikel/${article.id}` : undefined,
        }}
      />
    </article>
  )
}
