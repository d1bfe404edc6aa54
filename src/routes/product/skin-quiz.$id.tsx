import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { SkinQuiz } from '../../components/shop/skin-quiz'
import { orNotFound } from '../../lib/content/or-not-found'
import { pageHead } from '../../lib/seo'
import { idParam, oneOfParam } from '../../lib/shop/search-parse'
import { shopQueries } from '../../server/shop/queries'

/** `regimenId`: the regimen page the visitor came from; `tambah=semua`: add the result after sign-in. */
function validateQuizSearch(search: Record<string, unknown>): {
  regimenId?: string
  tambah?: 'semua'
} {
  return {
    regimenId: idParam(search.regimenId),
    tambah: oneOfParam(search.tambah, ['semua'] as const),
  }
}

export const Route = createFileRoute('/product/skin-quiz/$id')({
  validateSearch: validateQuizSearch,
  loaderDeps: ({ search }) => ({ regimenId: search.regimenId }),
  loader: async ({ context, params, deps }) => {
    const quiz = await orNotFound(
      context.queryClient.ensureQueryData(shopQueries.quiz(params.id, deps.regimenId)),
    )
    return { title: quiz.title, intro: quiz.intro }
  },
  head: ({ loaderData }) =>
    loaderData ? pageHead({ title: loaderData.title, description: loaderData.intro }) : {},
  component: SkinQuizPage,
})

function SkinQuizPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const { data: quiz } = useSuspenseQuery(shopQueries.quiz(id, search.regimenId))
  return (
    <div className="container page quiz">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{quiz.title}</span>
      </nav>
      <h1>{quiz.title}</h1>
      <SkinQuiz quiz={quiz} addAfterSignIn={search.tambah === 'semua'} />
    </div>
  )
}
