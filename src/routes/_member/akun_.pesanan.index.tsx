import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { OrderSummary } from '../../../contract/checkout/schemas'
import { formatDate, formatDeadline, formatRupiah } from '../../../contract/indonesian-format'
import { OrderStatusBadge } from '../../components/checkout/order-status'
import { ProductImage } from '../../components/shop/product-image'
import { ButtonLink } from '../../components/ui/button-link'
import { pageHead } from '../../lib/seo'
import { wholeParam } from '../../lib/shop/search-parse'
import { orderQueries } from '../../server/checkout/server-queries'

/** `page`: the list's page; the first is the list itself, without a number. */
function validateOrdersSearch(search: Record<string, unknown>): { page?: number } {
  return { page: wholeParam(search.page, 2, 9999) }
}

// Not nested under /akun (a page of its own, not an outlet of it): `akun_`.
export const Route = createFileRoute('/_member/akun_/pesanan/')({
  validateSearch: validateOrdersSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The guard only redirects; the server function checks the session, the API the ownership.
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(orderQueries.list(deps.page)),
  head: () =>
    pageHead({
      title: 'Pesanan Saya',
      description: 'Pesanan belanjamu di Diri dan status pembayarannya.',
    }),
  component: OrdersPage,
})

function OrdersPage() {
  const search = Route.useSearch()
  const page = search.page ?? 1
  const { data } = useSuspenseQuery(orderQueries.list(page))
  const totalPages = Math.max(1, Math.ceil(data.meta.total / data.meta.limit))

  return (
    <div className="container page orders-page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">Pesanan Saya</span>
      </nav>
      <h1>Pesanan Saya</h1>
      {data.meta.total === 0 ? (
        <div className="card empty-state orders-empty">
          <p>
            <strong>Kamu belum punya pesanan.</strong>
          </p>
          <p className="muted">Produk yang kamu beli di toko Diri akan muncul di sini.</p>
          <ButtonLink to="/product">Mulai Belanja</ButtonLink>
        </div>
      ) : data.data.length === 0 ? (
        <div className="card empty-state orders-empty">
          <p>
            <strong>Halaman ini tidak berisi pesanan.</strong>
          </p>
          <ButtonLink to="/akun/pesanan" variant="ghost">
            Ke halaman pertama
          </ButtonLink>
        </div>
      ) : (
        <ul className="order-list" aria-label="Daftar pesanan">
          {data.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav className="pagination" aria-label="Halaman pesanan">
          <p className="muted">
            Halaman {Math.min(page, totalPages)} dari {totalPages} · {data.meta.total} pesanan
          </p>
          <ul>
            {page > 1 ? (
              <li>
                <Link
                  to="/akun/pesanan"
                  search={{ page: page - 1 === 1 ? undefined : page - 1 }}
                  rel="prev"
                >
                  ‹ Sebelumnya
                </Link>
              </li>
            ) : null}
            {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  to="/akun/pesanan"
                  search={{ page: number === 1 ? undefined : number }}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={`Halaman ${number}`}
                >
                  {number}
                </Link>
              </li>
            ))}
            {page < totalPages ? (
              <li>
                <Link to="/akun/pesanan" search={{ page: page + 1 }} rel="next">
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

/** One order: the whole card opens it (its number is the link, stretched over the card). */
function OrderRow({ order }: { order: OrderSummary }) {
  const others = order.itemCount - 1
  return (
    <li className="card order-row">
      <ProductImage
        image={order.firstItem.image}
        sizes="4rem"
        maxDisplayWidth={64}
        className="order-row__image"
      />
      <div className="order-row__body">
        <p className="order-row__top">
          <Link to="/akun/pesanan/$id" params={{ id: order.id }} className="order-row__number">
            <span className="visually-hidden">Pesanan </span>
            {order.number}
          </Link>
          <span className="muted small">{formatDate(order.createdAt)}</span>
        </p>
        <p className="order-row__items">
          {order.firstItem.name}
          {others > 0 ? <span className="muted"> dan {others} produk lain</span> : null}
        </p>
        <p className="order-row__bottom">
          <OrderStatusBadge status={order.status} />
          <strong className="order-row__total">{formatRupiah(order.total)}</strong>
        </p>
        {order.status === 'awaiting_payment' ? (
          <p className="small order-row__deadline">
            Bayar sebelum {formatDeadline(order.expiresAt)}
          </p>
        ) : null}
      </div>
    </li>
  )
}
