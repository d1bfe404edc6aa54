import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ButtonLink } from '../../components/ui/button-link'
import { pageHead } from '../../lib/seo'
import { shopQueries } from '../../server/shop/queries'

export const Route = createFileRoute('/product/school')({
  loader: async ({ context }) => {
    const school = await context.queryClient.ensureQueryData(shopQueries.school())
    return { seo: school.seo }
  },
  head: ({ loaderData }) => (loaderData ? pageHead({ ...loaderData.seo, type: 'article' }) : {}),
  component: SchoolPage,
})

function SchoolPage() {
  const { data: school } = useSuspenseQuery(shopQueries.school())
  return (
    <div className="container page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{school.title}</span>
      </nav>
      <h1>{school.title}</h1>
      <p className="lead prose">{school.intro}</p>
      <nav aria-label="Daftar bacaan" className="card school-toc">
        <ol>
          {school.articles.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.title}</a>{' '}
              <span className="muted">· {article.readMinutes} menit</span>
            </li>
          ))}
        </ol>
      </nav>
      {school.articles.map((article) => (
        <article key={article.id} id={article.id} className="section school-article prose">
          <h2>{article.title}</h2>
          <p className="lead">{article.summary}</p>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
      ))}
      <div className="card quiz-teaser">
        <h2>Siap memilih produk?</h2>
        <p>Ikuti kuis kulit dan dapatkan rangkaian perawatan yang pas untukmu.</p>
        <ButtonLink to="/product/skin-quiz/$id" params={{ id: 'kuis-kulit' }}>
          Mulai Kuis Kulit
        </ButtonLink>
      </div>
    </div>
  )
}
