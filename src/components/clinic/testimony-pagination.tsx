import { Link } from '@tanstack/react-router'
import type { PageMeta } from '../../api/content/schemas'

export interface PageLink {
  page: number
  /** `halaman` in the URL: absent for page 1, so the first page has one address. */
  halaman: number | undefined
  current: boolean
}

/** Every page of a list as a link, the current one marked; nothing when there is one page. */
export function pageLinks(meta: Pick<PageMeta, 'page' | 'totalPages'>): PageLink[] {
  if (meta.totalPages <= 1) return []
  return Array.from({ length: meta.totalPages }, (_, index) => {
    const page = index + 1
    return { page, halaman: page === 1 ? undefined : page, current: page === meta.page }
  })
}

/**
 * Numbered pages of the clinic testimonies as plain links (`?halaman=2`), so they work before
 * the app has started (ADR 007) and search engines follow them.
 */
export function TestimonyPagination({ meta }: { meta: PageMeta }) {
  const links = pageLinks(meta)
  if (links.length === 0) return null
  const previous = meta.page > 1 ? meta.page - 1 : null
  const next = meta.page < meta.totalPages ? meta.page + 1 : null
  return (
    <nav className="pagination" aria-label="Halaman testimoni">
      <p className="muted">
        Halaman {Math.min(meta.page, meta.totalPages)} dari {meta.totalPages} · {meta.total}{' '}
        testimoni
      </p>
      <ul>
        {previous ? (
          <li>
            <Link
              to="/klinik/testimoni"
              search={{ halaman: previous === 1 ? undefined : previous }}
              rel="prev"
            >
              ‹ Sebelumnya
            </Link>
          </li>
        ) : null}
        {links.map((link) => (
          <li key={link.page}>
            <Link
              to="/klinik/testimoni"
              search={{ halaman: link.halaman }}
              aria-current={link.current ? 'page' : undefined}
              aria-label={`Halaman ${link.page}`}
            >
              {link.page}
            </Link>
          </li>
        ))}
        {next ? (
          <li>
            <Link to="/klinik/testimoni" search={{ halaman: next }} rel="next">
              Berikutnya ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
