import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { PAGE_SIZE } from '../../../app.config'
import { isApiError } from '../../../contract/errors'
import { Breadcrumbs } from '../../components/content/breadcrumbs'
import { ArticleGrid } from '../../components/content/cards'
import { ContentError, ContentSkeleton, EmptyState } from '../../components/content/states'
import { contentHead } from '../../lib/content/content-head'
import { contentQueries } from '../../server/content/queries'

/** `?page=2&kategori=jerawat`: a bad page falls back to 1, a malformed category to all. */
const ArticleSearch = v.object({
  page: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.regex(/^[1-9]\d{0,4}$/),
        v.transform(Number),
      ),
    ),
    undefined,
  ),
  kategori: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined),
})

const listQuery = (search: v.InferOutput<typeof ArticleSearch>) =>
  contentQueries.articles({
    page: search.page,
    limit: PAGE_SIZE.articles,
    categoryArticle: search.kategori,
  })

export const Route = createFileRoute('/artikel/')({
  validateSearch: ArticleSearch,
  loaderDeps: ({ search }) => ({ page: search.page, kategori: search.kategori }),
  loader: async ({ context, deps }) => {
    try {
      return await context.queryClient.ensureQueryData(listQuery(deps))
    } catch (error) {
      // An unknown category answers 400: show every article instead of an error page.
      if (isApiError(error, 400) && deps.kategori) {
        throw redirect({ to: '/artikel', search: { page: undefined, kategori: undefined } })
      }
      throw error
    }
  },
  head: ({ loaderData, match }) => {
    const head = contentHead(loaderData?.seo, match.context.siteUrl)
    const page = loaderData?.meta.page ?? 1
    const category = loaderData?.category?.name
    if (!loaderData || (page === 1 && !category)) return head
    // Each page and category has its own title, so search results tell them apart.
    const suffix = [category, page > 1 ? `Halaman ${page}` : undefined].filter(Boolean).join(', ')
    return contentHead(
      { ...loaderData.seo, title: `${loaderData.seo.title} (${suffix})` },
      match.context.siteUrl,
    )
  },
  component: ArticleListPage,
  pendingComponent: ContentSkeleton,
  errorComponent: ContentError,
})

function ArticleListPage() {
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(listQuery(search))
  const { meta } = data
  const pages = Array.from({ length: meta.totalPages }, (_, index) => index + 1)
  return (
    <div className="container page">
      <Breadcrumbs crumbs={[{ name: 'Artikel', path: '/artikel' }]} />
      <header className="page-intro">
        <h1>{data.hero?.title ?? 'Artikel Kesehatan Kulit'}</h1>
        {data.hero ? <p className="lead prose">{data.hero.subtitle}</p> : null}
      </header>
      <nav aria-label="Kategori artikel">
        <ul className="chip-list">
          <li>
            <Link
              className="chip"
              to="/artikel"
              search={{ page: undefined, kategori: undefined }}
              aria-current={data.category ? undefined : 'page'}
            >
              Semua
            </Link>
          </li>
          {data.categories.map((category) => (
            <li key={category.slug}>
              <Link
                className="chip"
                to="/artikel"
                search={{ page: undefined, kategori: category.slug }}
                aria-current={data.category?.slug === category.slug ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.data.length === 0 ? (
        <EmptyState
          title={meta.total === 0 ? 'Belum ada artikel di kategori ini.' : 'Halaman ini kosong.'}
        >
          <p className="muted">
            <Link to="/artikel" search={{ page: undefined, kategori: search.kategori }}>
              Kembali ke halaman pertama
            </Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <h2 className="visually-hidden">
            {data.category ? `Artikel ${data.category.name}` : 'Semua artikel'}
          </h2>
          <ArticleGrid articles={data.data} priorityFirst />
        </>
      )}
      {meta.totalPages > 1 ? (
        <nav className="pagination" aria-label="Halaman artikel">
          <p className="muted">
            Halaman {meta.page} dari {meta.totalPages} · {meta.total} artikel
          </p>
          <ul>
            {meta.page > 1 ? (
              <li>
                <Link
                  to="/artikel"
                  search={{
                    page: meta.page - 1 === 1 ? undefined : meta.page - 1,
                    kategori: search.kategori,
                  }}
                  rel="prev"
                >
                  ‹ Sebelumnya
                </Link>
              </li>
            ) : null}
            {pages.map((page) => (
              <li key={page}>
                <Link
                  to="/artikel"
                  search={{ page: page === 1 ? undefined : page, kategori: search.kategori }}
                  aria-current={page === meta.page ? 'page' : undefined}
                  aria-label={`Halaman ${page}`}
                >
                  {page}
                </Link>
              </li>
            ))}
            {meta.page < meta.totalPages ? (
              <li>
                <Link
                  to="/artikel"
                  search={{ page: meta.page + 1, kategori: search.kategori }}
                  rel="next"
                >
                  Berikutnya ›
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
