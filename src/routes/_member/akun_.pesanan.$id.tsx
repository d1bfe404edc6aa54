import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { formatIndonesianMobile } from '../../../contract/auth/phone'
import type { Order } from '../../../contract/checkout/schemas'
import { formatDeadline, formatRupiah } from '../../../contract/indonesian-format'

import { DemoModeNotice } from '../../components/checkout/demo-mode-notice'
import { OrderPayment } from '../../components/checkout/order-payment'
import { OrderRefunds } from '../../components/checkout/order-refunds'
import { ReorderButton, ReorderOutcomeNotice } from '../../components/checkout/order-reorder'
import { OrderStatusBadge } from '../../components/checkout/order-status'
import { OrderTimeline } from '../../components/checkout/order-timeline'
import { ProductImage } from '../../components/shop/product-image'
import { NotFoundPage } from '../../components/site/not-found-page'
import { decodeReorderOutcome, type ReorderOutcome } from '../../lib/checkout/reorder-outcome'
import {
  REORDER_FAILED,
  REORDER_OUTCOME_MAX_LENGTH,
  REORDER_PARAM,
} from '../../lib/checkout/reorder-param'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { pageHead } from '../../lib/seo'
import { orderQueries } from '../../server/checkout/server-queries'

/** How often an order waiting for its payment is asked again (a webhook may come any moment). */
const WAITING_POLL_MS = 3_000

/**
 * `?beli-lagi=…`: what 'Beli Lagi' did (lib/checkout/reorder-outcome.ts), kept as text; the page
 * reads it, and says nothing of one it did not write. Anything else is dropped.
 */
function validateOrderSearch(search: Record<string, unknown>): { [REORDER_PARAM]?: string } {
  const outcome = search[REORDER_PARAM]
  return typeof outcome === 'string' && outcome.length <= REORDER_OUTCOME_MAX_LENGTH
    ? { [REORDER_PARAM]: outcome }
    : {}
}

// Not nested under /akun (a page of its own, not an outlet of it): `akun_`.
export const Route = createFileRoute('/_member/akun_/pesanan/$id')({
  validateSearch: validateOrderSearch,
  // The guard only redirects; the API answers only the member's own orders: another member's
  // id, like an unknown one, is the 404 page.
  loader: async ({ context, params }) => {
    const order = await context.queryClient.ensureQueryData(orderQueries.detail(params.id))
    if (!order) throw notFound()
    return { number: order.number }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData ? `Pesanan ${loaderData.number}` : 'Pesanan',
      description: 'Rincian pesananmu di Diri dan status pembayarannya.',
    }),
  component: OrderPage,
})

/** What the live region says when the order moves while the member is looking at it. */
function announcementOf(before: Order, after: Order): string | null {
  if (before.status === after.status && before.payment.status === after.payment.status) return null
  if (after.status === 'paid') return 'Pembayaran diterima'
  if (after.status === 'expired') return 'Waktu pembayaran habis'
  if (after.status === 'failed') return 'Pesanan dibatalkan'
  if (after.payment.status === 'failed') return 'Pembayaran belum berhasil. Kamu bisa bayar lagi.'
  if (after.payment.status === 'expired') return 'Waktu bayar habis. Kamu bisa bayar lagi.'
  return null
}

function OrderPage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const reordered = search[REORDER_PARAM]
  const outcome: ReorderOutcome | typeof REORDER_FAILED | null =
    reordered === undefined
      ? null
      : reordered === REORDER_FAILED
        ? REORDER_FAILED
        : decodeReorderOutcome(reordered)
  const queryClient = useQueryClient()
  const { data: order } = useSuspenseQuery({
    ...orderQueries.detail(id),
    // Live while the member may be paying; still once the order is settled.
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' ? WAITING_POLL_MS : false,
  })
  const [announcement, setAnnouncement] = useState('')
  const seen = useRef(order)
  useEffect(() => {
    if (!order) return
    const said = announcementOf(seen.current ?? order, order)
    if (said) setAnnouncement(said)
    seen.current = order
  }, [order])

  // The order went away between two polls (it cannot, but then there is nothing to show).
  if (!order) return <NotFoundPage />

  function changed(next: Order) {
    queryClient.setQueryData(orderQueries.detail(id).queryKey, next)
    void queryClient.invalidateQueries({ queryKey: ['member', 'orders'] })
  }

  const { shipping, address, promotion } = order
  return (
    <div className="container page order-page">
      <nav aria-label="Remah roti" className="shop-crumbs">
        <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
        <Link to="/akun/pesanan">Pesanan Saya</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">{order.number}</span>
      </nav>
      <h1 className="order-page__title">Pesanan {order.number}</h1>
      <p className="order-page__meta">
        <OrderStatusBadge status={order.status} />
        <span className="muted small">Dibuat {formatDeadline(order.createdAt)}</span>
      </p>
      <div className="order-page__actions">
        <ReorderButton orderId={order.id} />
        {order.status === 'paid' ? (
          <Link
            to="/akun/pesanan/$id/faktur"
            params={{ id: order.id }}
            className="button button--secondary"
          >
            Lihat Faktur
          </Link>
        ) : null}
      </div>
      {outcome ? <ReorderOutcomeNotice order={order} outcome={outcome} /> : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>

      <div className="order-detail">
        <OrderTimeline order={order} />

        <section className="card order-detail__payment" aria-labelledby="judul-pembayaran">
          <h2 id="judul-pembayaran">Pembayaran</h2>
          {order.payment.mode === 'demo' ? <DemoModeNotice /> : null}
          <OrderPayment order={order} onOrderChanged={changed} />
        </section>

        <OrderRefunds refunds={order.refunds} />

        <section className="card order-detail__items" aria-labelledby="judul-produk">
          <h2 id="judul-produk">Produk</h2>
          <ul className="order-items">
            {order.items.map((item) => (
              <li key={item.productId} className="order-item">
                <ProductImage
                  image={item.image}
                  sizes="4rem"
                  maxDisplayWidth={64}
                  className="order-item__image"
                />
                <div className="order-item__body">
                  <Link
                    to="/product/$id"
                    params={{ id: item.productId }}
                    className="order-item__name"
                  >
                    {item.name}
                  </Link>
                  <p className="small muted">
                    {item.quantity} × {formatRupiah(item.unitPrice)}
                  </p>
                </div>
                <strong className="order-item__total">{formatRupiah(item.lineTotal)}</strong>
              </li>
            ))}
          </ul>
        </section>

        <section className="card order-detail__totals" aria-labelledby="judul-rincian">
          <h2 id="judul-rincian">Rincian pembayaran</h2>
          <dl className="order-totals">
            <div>
              <dt>Subtotal produk</dt>
              <dd>{formatRupiah(order.subtotal)}</dd>
            </div>
            {order.discount > 0 ? (
              <div className="order-totals__saving">
                <dt>
                  Promo {promotion?.title ?? ''}
                  {promotion?.code ? (
                    <span className="small muted"> (kode {promotion.code})</span>
                  ) : null}
                </dt>
                <dd>−{formatRupiah(order.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                Ongkos kirim
                <span className="small muted">
                  {' '}
                  ({shipping.courier} {shipping.service}, {shipping.etaLabel})
                </span>
              </dt>
              <dd>{order.shippingCost === 0 ? 'Gratis' : formatRupiah(order.shippingCost)}</dd>
            </div>
            <div className="order-totals__total">
              <dt>Total</dt>
              <dd>{formatRupiah(order.total)}</dd>
            </div>
          </dl>
        </section>

        <section className="card order-detail__address" aria-labelledby="judul-alamat">
          <h2 id="judul-alamat">Dikirim ke</h2>
          <address className="order-address" {...privateText}>
            <strong>{address.recipientName}</strong>
            <span>{formatIndonesianMobile(address.phone)}</span>
            <span>{address.street}</span>
            <span>
              {address.suburb}, {address.city}
            </span>
            <span>
              {address.province} {address.postalCode}
            </span>
          </address>
          <p className="small muted">
            Dengan {shipping.courier} {shipping.service}: {shipping.etaLabel} setelah pembayaran
            diterima.
          </p>
        </section>
      </div>
    </div>
  )
}
