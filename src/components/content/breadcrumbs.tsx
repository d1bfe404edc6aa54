import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { publicConfigQuery } from '../../server/auth/server-queries'
import { breadcrumbData, type Crumb, JsonLd } from '../site/json-ld'

/** Where this page sits, for people (a trail of links) and for search engines (BreadcrumbList). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { data: config } = useQuery(publicConfigQuery())
  const all = [{ name: 'Beranda', path: '/' }, ...crumbs]
  return (
    <>
      <nav className="breadcrumbs" aria-label="Remah roti">
        <ol>
          {all.map((crumb, index) => (
            <li key={crumb.path}>
              {index === all.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {config ? <JsonLd data={breadcrumbData(config.siteUrl, all)} /> : null}
    </>
  )
}
