import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AddToCartRefusal } from '../../components/shop/add-to-cart-form'
import { RegimenAddAll } from '../../components/shop/regimen-add-all'
import { RegimenSteps } from '../../components/shop/regimen-steps'
import { breadcrumbData, JsonLd } from '../../components/site/json-ld'
import { ButtonLink } from '../../components/ui/button-link'
import { orNotFound } from '../../lib/content/or-not-found'
import { pageHead } from '../../lib/seo'
import { oneOfParam, wholeParam } from '../../lib/shop/search-parse'
import { CART_FORM_REFUSALS } from '../../server/checkout/cart-form'
import { shopQueries } from '../../server/shop/queries'

/**
 * `tambah=semua` after sign-in: add the products of the regimen the cart lacks; `gagal`: why the
 * add-to-cart form came back refused; `ditambah` and `sudah`: what the form's 'Tambah Semua'
 * did (how many went in, how many were there already).
 */
function validateRegimenSearch(search: Record<string, unknown>): {
  tambah?: 'semua'
  gagal?: (typeof CART_FORM_REFUSALS)[number]
  ditambah?: number
  sudah?: number
} {
  return {
    tambah: oneOfParam(search.tambah, ['semua'] as const),
    gagal: oneOfParam(search.gagal, CART_FORM_REFUSALS),
    ditambah: wholeParam(search.ditambah, 0, 20),
    sudah: wholeParam(search.sudah, 0, 20),
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
  const clearSearch = useCallback(() => {
    void navigate({ search: {}, replace: true, resetScroll: false })
  }, [navigate])

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
      <RegimenAddAll
        regimen={regimen}
        back={`/product/regimen/${regimen.id}`}
        outcome={
          search.ditambah !== undefined && search.sudah !== undefined
            ? { added: search.ditambah, alreadyInCart: search.sudah }
            : undefined
        }
        addAfterSignIn={search.tambah === 'semua'}
        clearIntent={clearSearch}
        beforeAdd={() => {
          if (search.gagal) clearSearch()
        }}
      />
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
