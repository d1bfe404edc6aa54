/**
 * Structured data for search engines (schema.org as JSON-LD). A `type="application/ld+json"`
 * script is data, not code: browsers never run it, so the Content-Security-Policy needs no nonce
 * for it. `<` is escaped so no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

export interface Crumb {
  name: string
  /** Site path; the absolute URL is made with the site origin. */
  path: string
}

export function breadcrumbData(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}
