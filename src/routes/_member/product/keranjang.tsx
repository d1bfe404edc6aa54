import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { CartAvailability } from '../../../api/shop/schemas'
import { pageHead } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { LoadingList } from '../../../components/ui/loading-list'
import { cartQueries } from '../../../server/shop.queries'
import { Price } from '../../product/-components/price'
import { ProductImage } from '../../product/-components/product-image'

export const Route = createFileRoute('/_member/product/keranjang')({
  head: () => ({
    ...pageHead({ title: 'Keranjang', description: 'Produk yang kamu simpan untuk dibeli.' }),
  }),
  component: CartPage,
})

/** Each availability state in words and a sign (spec §3), never colour alone. */
const AVAILABILITY: Record<CartAvailability, { text: string; tone: 'in' | 'low' | 'out' }> = {
  available: { text: '✓ Tersedia', tone: 'in' },
  insufficient_stock: { text: '! Stok tidak cukup untuk jumlah ini', tone: 'low' },
  larger_than_max_quantity: { text: '! Melebihi jumlah maksimal per pesanan', tone: 'low' },
  discontinued: { text: '✕ Sudah tidak dijual lagi', tone: 'out' },
  empty_stock: { text: '✕ Stok habis', tone: 'out' },
}

function CartPage() {
  // Member data: loaded in the browser, like notifications.
  const { data, isPending, isError } = useQuery(cartQueries.mine())
  return (
    <div className="container page">
      <h1>Keranjang</h1>
      {isPending ? (
        <LoadingList
          label="Memuat keranjang"
          listClassName="rating-list"
          itemClassName="rating rating--skeleton"
        />
      ) : isError ? (
        <div className="alert alert--error" role="alert">
          Keranjang gagal dimuat. Muat ulang halaman untuk mencoba lagi.
        </div>
      ) : data.data.length === 0 ? (
        <div className="card empty-state">
          <p>
            <strong>Keranjangmu masih kosong.</strong>
          </p>
          <p className="muted">Cari produk yang pas untuk kulitmu di katalog.</p>
          <ButtonLink to="/product/katalog">Lihat Katalog</ButtonLink>
        </div>
      ) : (
        <>
          <p className="muted">
            {data.meta.totalQuantity} barang. Pembayaran segera hadir di halaman ini.
          </p>
          <ul className="regimen-steps" aria-label="Isi keranjang">
            {data.data.map((item) => {
              const state = AVAILABILITY[item.availability]
              return (
                <li
                  key={item.id}
                  className="card regimen-step"
                  data-availability={item.availability}
                >
                  <ProductImage
                    image={item.product.image}
                    sizes="6rem"
                    maxDisplayWidth={96}
                    className="regimen-step__image"
                  />
                  <div>
                    <h2 className="regimen-step__name">
                      <Link to="/product/$id" params={{ id: item.product.id }}>
                        {item.product.name}
                      </Link>
                    </h2>
                    <Price price={item.product.price} discountPrice={item.product.discountPrice} />
                    <p className="small">Jumlah: {item.quantity}</p>
                    <p className={`stock stock--${state.tone}`}>{state.text}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
}
