import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cartQueries } from '../server/shop.queries'

/**
 * The cart in the header with how many items it holds; members only, loaded lazily by the
 * header so a visitor's first load does not carry it.
 */
export default function CartBadge() {
  const { data } = useQuery({ ...cartQueries.mine(), retry: false })
  const count = data?.meta.totalQuantity ?? 0
  return (
    <Link
      to="/product/keranjang"
      className="cart-badge"
      aria-label={count > 0 ? `Keranjang, ${count} barang` : 'Keranjang'}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {count > 0 ? (
        <span className="cart-badge__count" data-testid="cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
