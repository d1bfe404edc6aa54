import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AddToCartForm, AddToCartRefusal } from '../../components/shop/add-to-cart-form'
import { RegimenSteps, regimenCartLines } from '../../components/shop/regimen-steps'
import { useAddToCart, useCompleteIntent } from '../../components/shop/use-add-to-cart'
import { breadcrumbData, JsonLd } from '../../components/site/json-ld'
import { ButtonLink } from '../../components/ui/button-link'
import { orNotFound } from '../../lib/content/or-not-found'
import { pageHead } from '../../lib/seo'
import { oneOfParam } from '../../lib/shop/search-parse'
import { CART_FORM_REFUSALS } from '../../server/checkout/cart-form'
import { shopQueries } from '../../server/shop/queries'

/**
 * `tambah=semua` after sign-in: add every product of the regimen; `gagal`: why the add-to-cart
 * form came back refused.
 */
function validateRegimenSearch(search: Record<string, unknown>): {
  tambah?: 'semua'
  gagal?: (typeof CART_FORM_REFUSALS)[number]
} {
  return {
    tambah: oneOfParam(search.tambah, ['semua'] as const),
    gagal: oneOfParam(search.gagal, CART_FORM_REFUSALS),
  }
}

export const Route = createFileRoute('/product/regimen/$id')({
  validateSearch: validateRegimenSearch,
  loader: async ({ context, params }) => {
    const regimen = await orNotFound(
      context.queryClient.ensureQueryData(shopQueries.regimen(params.id)),
    )
    return { seo: regimen.seo }
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.seo) : {}),
  component: RegimenPage,
})

function RegimenPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const { siteUrl } = Route.useRouteContext()
  const { data: regimen } = useSuspenseQuery(shopQueries.regimen(id))
  const navigate = useNavigate({ from: Route.fullPath })
  const { addToCart, addNow, pending } = useAddToCart()
  const lines = regimenCartLines(regimen)

  useCompleteIntent(
    search.tambah === 'semua',
    useCallback(() => addNow(regimenCartLines(regimen), regimen.name), [addNow, regimen]),
    useCallback(() => {
      void navigate({ search: {}, replace: true, resetScroll: false })
    }, [navigate]),
  )

  return (
    <div className="container page">
      <JsonLd
        data={breadcrumbData(siteUrl, [
          { name: 'Toko', path: '/product' },
          { name: regimen.name, path: `/product/regimen/${regimen.id}` },
        ])}
      />
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/product">Toko</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{regimen.name}</span>
      </nav>
      <p className="eyebrow">{regimen.skinType}</p>
      <h1>{regimen.name}</h1>
      <p className="lead prose">{regimen.summary}</p>
      <p className="prose">{regimen.description}</p>
      <RegimenSteps regimen={regimen} />
      <AddToCartRefusal refusal={search.gagal} />
      <AddToCartForm
        className="buy-bar buy-bar--regimen"
        lines={lines}
        back={`/product/regimen/${regimen.id}`}
        onAdd={() => {
          if (search.gagal) void navigate({ search: {}, replace: true, resetScroll: false })
          void addToCart(lines, regimen.name, { tambah: 'semua' })
        }}
      >
        <button
          type="submit"
          className="button button--primary buy-bar__add"
          disabled={pending || lines.length === 0}
        >
          {pending ? 'Menambahkan…' : 'Tambah Semua ke Keranjang'}
        </button>
      </AddToCartForm>
      <p className="muted">
        Belum yakin rangkaian ini cocok?{' '}
        <Link
          to="/product/skin-quiz/$id"
          params={{ id: 'kuis-kulit' }}
          search={{ regimenId: regimen.id }}
        >
          Ikuti kuis kulit
        </Link>
        .
      </p>
      <ButtonLink to="/product" variant="ghost">
        Kembali ke Toko
      </ButtonLink>
    </div>
  )
}
