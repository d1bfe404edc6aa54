import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { cartQueries } from '../../server/shop/server-queries'
import { HeaderIconLink } from '../site/header-icon-link'

/**
 * The cart in the header with how many items it holds; members only, loaded lazily by the
 * header so a visitor's first load does not carry it.
 */
export default function CartBadge() {
  const { data } = useQuery({ ...cartQueries.mine(), retry: false })
  // The server renders the badge without a count (the cart loads in the browser). This lazy part
  // hydrates after the page, by when a page may already have put the cart in the cache (the
  // checkout does): the count waits for hydration, so the first render matches the server's.
  const hydrated = useHydrated()
  const count = hydrated ? (data?.meta.totalQuantity ?? 0) : 0
  return (
    <HeaderIconLink
      to="/product/keranjang"
      label={count > 0 ? `Keranjang, ${count} barang` : 'Keranjang'}
      count={count}
      max={99}
    >
      <path d="M6 6h15l-1.5 9h-12z" />
      <path d="M6 6 5 3H2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </HeaderIconLink>
  )
}
