import type { ReactNode } from 'react'
import type { PageMeta } from '../../../contract/content/schemas'

export interface PageLinkProps {
  children: ReactNode
  rel?: 'prev' | 'next'
  'aria-current'?: 'page'
  'aria-label'?: string
}

/**
 * Numbered pages as plain links (they work before the app runs and crawlers follow them).
 * `link` draws one link to a page with the router's `Link`, so the search params stay typed.
 */
export function PageLinks({
  meta,
  label,
  noun,
  link,
}: {
  meta: PageMeta
  /** The navigation's name: 'Halaman daftar cabang'. */
  label: string
  /** What is counted: 'cabang'. */
  noun: string
  link: (page: number, props: PageLinkProps) => ReactNode
}) {
  if (meta.totalPages <= 1) return null
  const pages = Array.from({ length: meta.totalPages }, (_, index) => index + 1)
  return (
    <nav className="pagination" aria-label={label}>
      <p className="muted">
        Halaman {meta.page} dari {meta.totalPages} · {meta.total} {noun}
      </p>
      <ul>
        {meta.page > 1 ? (
          <li>{link(meta.page - 1, { rel: 'prev', children: '‹ Sebelumnya' })}</li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            {link(page, {
              children: page,
              'aria-current': page === meta.page ? 'page' : undefined,
              'aria-label': `Halaman ${page}`,
            })}
          </li>
        ))}
        {meta.page < meta.totalPages ? (
          <li>{link(meta.page + 1, { rel: 'next', children: 'Berikutnya ›' })}</li>
        ) : null}
      </ul>
    </nav>
  )
}
