import type { ReactNode } from 'react'

/**
 * "‹ Sebelumnya · Halaman 2 dari 5 · Berikutnya ›" for the shop's lists. The caller gives the two
 * links, since each list keeps its page in its own search param; the pager shows each only when
 * there is a page that way, and an empty cell otherwise so the count stays in the middle.
 */
export function ShopPager({
  label,
  page,
  totalPages,
  previous,
  next,
}: {
  label: string
  page: number
  totalPages: number
  previous: ReactNode
  next: ReactNode
}) {
  if (totalPages <= 1) return null
  return (
    <nav className="shop-pager" aria-label={label}>
      {page > 1 ? previous : <span />}
      <span className="muted">
        Halaman {page} dari {totalPages}
      </span>
      {page < totalPages ? next : <span />}
    </nav>
  )
}
