import type { ReactNode } from 'react'
import type { LegalPage } from '../../../contract/content/schemas'
import { formatDate } from '../../../contract/indonesian-format'
import type { Crumb } from '../site/json-ld'
import { Breadcrumbs } from './breadcrumbs'
import { ContentBlocks } from './content-blocks'

/**
 * Privacy, terms, the consultation agreement and the subscription terms: a long text with its
 * sections listed first. `crumbs` when it lives under another page (the last is this one);
 * `children` after the text.
 */
export function LegalPageView({
  page,
  path,
  crumbs,
  children,
}: {
  page: Pick<LegalPage, 'title' | 'effectiveFrom' | 'hero' | 'blocks'>
  path: string
  crumbs?: Crumb[]
  children?: ReactNode
}) {
  const sections = page.blocks.filter((block) => 'title' in block && block.title)
  return (
    <div className="container page legal">
      <Breadcrumbs crumbs={crumbs ?? [{ name: page.title, path }]} />
      <header className="page-intro">
        <h1>{page.title}</h1>
        <p className="muted">
          Berlaku sejak <time dateTime={page.effectiveFrom}>{formatDate(page.effectiveFrom)}</time>
        </p>
        {page.hero ? <p className="lead prose">{page.hero.subtitle}</p> : null}
      </header>
      {sections.length > 2 ? (
        <nav className="card legal__toc" aria-label="Daftar isi">
          <p className="site-footer__title">Daftar isi</p>
          <ol>
            {sections.map((block) => (
              <li key={block.id}>
                <a href={`#${block.id}`}>{'title' in block ? block.title : null}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose">
        <ContentBlocks blocks={page.blocks} />
      </div>
      {children}
    </div>
  )
}
