import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { SITE_NAME } from '../../../app.config'
import { formatIndonesianMobile } from '../../../contract/auth/phone'
import { formatDate, formatRupiah } from '../../../contract/indonesian-format'
import { PrintButton } from '../../components/checkout/print-button'
import { NotFoundPage } from '../../components/site/not-found-page'
import { SELLER } from '../../lib/checkout/seller'
import { privateText } from '../../lib/error-reports/replay-privacy'
import { pageHead } from '../../lib/seo'
import { orderQueries } from '../../server/checkout/server-queries'

/**
 * `/akun/pesanan/{id}/faktur`: the invoice of a paid order, a page made to print (the browser's
 * "Simpan sebagai PDF" is the PDF: no PDF library for one page). The API answers only the
 * order's owner, so another member's id, like an unknown one, is the 404 page (`akun_.pesanan.$id_`:
 * a page of its own, not an outlet of the order's).
 */
export const Route = createFileRoute('/_member/akun_/pesanan/$id_/faktur')({
  loader: async ({ context, params }) => {
    const order = await context.queryClient.ensureQueryData(orderQueries.detail(params.id))
    if (!order) throw notFound()
    return { number: order.number }
  },
  head: ({ loaderData }) =>
    pageHead({
      title: loaderData ? `Faktur ${loaderData.number}` : 'Faktur',
      description: 'Faktur pesananmu di Diri, siap dicetak.',
    }),
  component: InvoicePage,
})

function InvoicePage() {
  const { id } = Route.useParams()
  const { data: order } = useSuspenseQuery(orderQueries.detail(id))
  if (!order) return <NotFoundPage />
  const { address, shipping, promotion, payment } = order

  const crumbs = (
    <nav aria-label="Remah roti" className="shop-crumbs">
      <Link to="/akun">Akun Saya</Link> <span aria-hidden="true">›</span>{' '}
      <Link to="/akun/pesanan">Pesanan Saya</Link> <span aria-hidden="true">›</span>{' '}
      <Link to="/akun/pesanan/$id" params={{ id: order.id }}>
        {order.number}
      </Link>{' '}
      <span aria-hidden="true">›</span> <span aria-current="page">Faktur</span>
    </nav>
  )

  if (order.status !== 'paid' || !order.paidAt) {
    return (
      <div className="container page invoice-page">
        {crumbs}
        <h1>Faktur {order.number}</h1>
        <p className="muted">
          Faktur tersedia setelah pembayaran pesanan ini kami terima.{' '}
          <Link to="/akun/pesanan/$id" params={{ id: order.id }}>
            Kembali ke pesanan
          </Link>
        </p>
      </div>
    )
  }

  const paidWith = [
    payment.methodName,
    payment.cardLast4 ? `kartu berakhiran ${payment.cardLast4}` : null,
    payment.vaNumber ? `nomor VA ${payment.vaNumber}` : null,
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <div className="container page invoice-page">
      {crumbs}
      <article className="card invoice" aria-labelledby="judul-faktur">
        <header className="invoice__head">
          <div>
            <p className="invoice__brand">{SITE_NAME}</p>
            <h1 id="judul-faktur">Faktur</h1>
          </div>
          <dl className="invoice__facts">
            <div>
              <dt>Nomor pesanan</dt>
              <dd>{order.number}</dd>
            </div>
            <div>
              <dt>Tanggal pesanan</dt>
              <dd>{formatDate(order.createdAt)}</dd>
            </div>
            <div>
              <dt>Tanggal bayar</dt>
              <dd>{formatDate(order.paidAt)}</dd>
            </div>
          </dl>
        </header>

        <div className="invoice__parties">
          <section aria-labelledby="judul-penjual">
            <h2 id="judul-penjual">Penjual</h2>
            <address>
              <strong>{SELLER.legalName}</strong>
              <span>{SELLER.address}</span>
              <span>NPWP {SELLER.npwp}</span>
              <span>
                {SELLER.email} · {SELLER.phone}
              </span>
            </address>
          </section>
          <section aria-labelledby="judul-pembeli">
            <h2 id="judul-pembeli">Pembeli</h2>
            <address {...privateText}>
              <strong>{address.recipientName}</strong>
              <span>{formatIndonesianMobile(address.phone)}</span>
              <span>{address.street}</span>
              <span>
                {address.suburb}, {address.city}, {address.province} {address.postalCode}
              </span>
            </address>
          </section>
        </div>

        <table className="invoice__items">
          <caption className="visually-hidden">Produk yang dibeli</caption>
          <thead>
            <tr>
              <th scope="col">Produk</th>
              <th scope="col">Jumlah</th>
              <th scope="col">Harga satuan</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productId}>
                <th scope="row">{item.name}</th>
                <td>{item.quantity}</td>
                <td>{formatRupiah(item.unitPrice)}</td>
                <td>{formatRupiah(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="order-totals invoice__totals">
          <div>
            <dt>Subtotal produk</dt>
            <dd>{formatRupiah(order.subtotal)}</dd>
          </div>
          {order.discount > 0 ? (
            <div>
              <dt>
                Promo {promotion?.title ?? ''}
                {promotion?.code ? ` (kode ${promotion.code})` : ''}
              </dt>
              <dd>−{formatRupiah(order.discount)}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              Ongkos kirim ({shipping.courier} {shipping.service})
            </dt>
            <dd>{order.shippingCost === 0 ? 'Gratis' : formatRupiah(order.shippingCost)}</dd>
          </div>
          <div className="order-totals__total">
            <dt>Total</dt>
            <dd>{formatRupiah(order.total)}</dd>
          </div>
        </dl>
        <p className="invoice__paid">Lunas, dibayar dengan {paidWith}.</p>
      </article>
      <div className="invoice-actions">
        <PrintButton />
        <Link to="/akun/pesanan/$id" params={{ id: order.id }} className="button button--ghost">
          Kembali ke pesanan
        </Link>
      </div>
    </div>
  )
}
